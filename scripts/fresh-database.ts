// A new local database in one `wrangler d1 execute`: every migration, recorded in `d1_migrations`
// as `wrangler d1 migrations apply` records it. That command starts the local D1 once per migration
// (about 26 s for 33 on this project's 2-core machine); one execute of the same statements takes
// about 4. A database that already exists still goes through `migrations apply`, which applies only
// what it lacks.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { CREATE_D1_MIGRATIONS_TABLE, D1_MIGRATIONS_TABLE } from "./d1-migrations-table";

export const MIGRATIONS_DIR = "migrations";

/** Whether `stateDir` holds no local D1 database yet (wrangler keeps it under v3/d1). */
export const hasNoDatabase = (stateDir: string) => !existsSync(join(stateDir, "v3", "d1"));

/** The migration files in the order wrangler applies them: by name. */
export const migrationFiles = (dir = MIGRATIONS_DIR) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(".sql"))
    .sort();

/**
 * What `wrangler d1 migrations apply` runs for a database with none applied: its table of applied
 * migrations, then each migration followed by the row that records it.
 */
export function allMigrationsSql(dir = MIGRATIONS_DIR): string {
  const migrations = migrationFiles(dir).map(
    (name) => `${readFileSync(join(dir, name), "utf8")}
INSERT INTO "${D1_MIGRATIONS_TABLE}" (name)
values ('${name.replace(/'/g, "''")}');`,
  );
  return [CREATE_D1_MIGRATIONS_TABLE, ...migrations].join("\n");
}
