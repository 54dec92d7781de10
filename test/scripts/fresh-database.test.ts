// A new local database gets every migration in one execute, recorded as `wrangler d1 migrations
// apply` records them, so that a later `migrations apply` finds nothing left to do.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";

import { afterEach, describe, expect, it } from "vitest";

import { allMigrationsSql, hasNoDatabase, migrationFiles } from "../../scripts/fresh-database";

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "fresh-database-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("allMigrationsSql", () => {
  it("applies the migrations in name order and records each, as wrangler does", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "0001_second.sql"), "ALTER TABLE things ADD COLUMN size integer;");
    writeFileSync(join(dir, "0000_first.sql"), "CREATE TABLE things (id integer PRIMARY KEY);");
    writeFileSync(join(dir, "0002_it's.sql"), "INSERT INTO things (id, size) VALUES (1, 2);");
    writeFileSync(join(dir, "notes.md"), "not a migration");
    const db = new DatabaseSync(":memory:");
    db.exec(allMigrationsSql(dir));
    expect(
      db
        .prepare("SELECT name FROM d1_migrations ORDER BY id")
        .all()
        .map((row) => row.name),
    ).toEqual(["0000_first.sql", "0001_second.sql", "0002_it's.sql"]);
    expect(db.prepare("SELECT id, size FROM things").all()).toEqual([{ id: 1, size: 2 }]);
  });

  it("builds the project's whole schema and records every migration file", () => {
    const db = new DatabaseSync(":memory:");
    db.exec(allMigrationsSql());
    const recorded = db
      .prepare("SELECT name FROM d1_migrations ORDER BY id")
      .all()
      .map((row) => row.name);
    expect(recorded).toEqual(migrationFiles());
    expect(recorded.length).toBeGreaterThan(30);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => row.name);
    expect(tables).toEqual(expect.arrayContaining(["blog_posts", "contact_submissions", "analytics_visits", "url_redirects"]));
  });
});

describe("hasNoDatabase", () => {
  it("is true for a state folder without wrangler's D1 and false once it has one", () => {
    const state = tempDir();
    expect(hasNoDatabase(state)).toBe(true);
    expect(hasNoDatabase(join(state, "missing"))).toBe(true);
    mkdirSync(join(state, "v3", "d1"), { recursive: true });
    expect(hasNoDatabase(state)).toBe(false);
  });
});
