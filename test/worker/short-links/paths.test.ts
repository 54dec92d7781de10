// Short-link paths (R8, docs/decisions/0011-short-links-limits-and-caching.md): stored as the URL parser
// reads them, refused when they could never match, matched and kept unique without regard to
// letter case or one trailing slash, in one indexed read.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { findActiveShortLink } from "../../../worker/db/short-links";
import { shortLinks } from "../../../worker/db/schema";
import { shortLinkMatchKey } from "../../../worker/shared/short-links";
import { ADMIN_TEXTS } from "../../../worker/shared/schemas/admin";
import { adminApi, apiClient, read } from "../api-client";
import { call, db, ORIGIN } from "../helpers";

let admin = apiClient();
beforeAll(async () => {
  admin = await adminApi();
});

const create = (fromPath: string, toUrl = "https://example.org/target") => admin.redirects.$post({ json: { fromPath, toUrl } });
const rename = (id: number, fromPath: string) => admin.redirects[":id"].$patch({ param: { id: String(id) }, json: { fromPath } });
const follow = (path: string) => call(path, { redirect: "manual" });
const clicksOf = async (id: number) =>
  (await env.DB.prepare(
    "SELECT click_count AS count, (SELECT count(*) FROM redirect_clicks WHERE redirect_id = ?1) AS rows FROM url_redirects WHERE id = ?1",
  )
    .bind(id)
    .first<{ count: number; rows: number }>())!;

describe("a short link's path as it is saved", () => {
  it.each([
    ["/Spring-Flyer/", "/Spring-Flyer"],
    ["/promo/./2026/../winter", "/promo/winter"],
    ["/promo/%2e%2E/fall", "/fall"],
    ["/open house", "/open%20house"],
    ["/café", "/caf%C3%A9"],
    ["/ünïcode/Straße", "/%C3%BCn%C3%AFcode/Stra%C3%9Fe"],
    ["/already%20encoded", "/already%20encoded"],
    ["  /trimmed  ", "/trimmed"],
  ])("%j is stored as %j", async (given, stored) => {
    const response = await create(given);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ fromPath: stored });
    // ... and a browser's request for what was typed finds it.
    const asRequested = new URL(given.trim(), ORIGIN).pathname;
    expect((await follow(asRequested)).status).toBe(302);
  });

  it.each([
    ["", "From path is required"],
    ["   ", "From path is required"],
    ["flyer", "Path must start with /"],
    ["/about", "This path is used by the site"],
    ["/About", "This path is used by the site"],
    ["/API/events", "This path is used by the site"],
    ["/Admin/Login/", "This path is used by the site"],
    ["/blog/../services", "This path is used by the site"],
    ["/x/%2e%2e/api/x", "This path is used by the site"],
    ["/..", "This path is used by the site"],
    ["/Calendar.ICS", "This path is used by the site"],
    ["/flyer?ref=door", ADMIN_TEXTS.fromPathQuery],
    ["/flyer?", ADMIN_TEXTS.fromPathQuery],
    ["/flyer#top", ADMIN_TEXTS.fromPathQuery],
    ["/fly\ter", ADMIN_TEXTS.fromPathControl],
    ["/fly\r\ner", ADMIN_TEXTS.fromPathControl],
    ["/fly\u0000er", ADMIN_TEXTS.fromPathControl],
    ["/fly\u007fer", ADMIN_TEXTS.fromPathControl],
    ["//evil.example/phish", ADMIN_TEXTS.fromPathHost],
    ["/\\evil.example/phish", ADMIN_TEXTS.fromPathHost],
    ["//", ADMIN_TEXTS.fromPathHost],
  ])("refuses %j with %j", async (fromPath, message) => {
    const response = await create(fromPath);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: { fromPath: [message] } });
  });
});

describe("matching without regard to letter case", () => {
  it("sends /flyer-canton, /FLYER-CANTON and /Flyer-Canton/ to the link printed as /Flyer-Canton", async () => {
    const created = await read(create("/Flyer-Canton", "https://example.org/canton"));
    for (const path of ["/Flyer-Canton", "/flyer-canton", "/FLYER-CANTON/", "/flyer-CANTON?ref=mailbox"]) {
      const response = await follow(path);
      expect(response.status, path).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^https:\/\/example\.org\/canton/);
    }
    // Every spelling was one link's click, recorded once (the isolate remembers it by its key).
    expect(await clicksOf(created.id)).toEqual({ count: 4, rows: 4 });
    expect((await follow("/flyer-canton//")).status).toBe(404); // one trailing slash, not any number
    expect((await follow("/flyer-canton/x")).status).toBe(404);
  });

  it("refuses a second link for the same path in another case or with a slash, on create and on update", async () => {
    expect((await create("/Harbor-Walk")).status).toBe(201);
    for (const fromPath of ["/harbor-walk", "/HARBOR-WALK/", "/Harbor-Walk"]) {
      const again = await create(fromPath);
      expect(again.status, fromPath).toBe(400);
      expect(await again.json()).toEqual({
        message: "Another redirect already uses this path",
        errors: { fromPath: ["Another redirect already uses this path"] },
      });
    }
    const other = await read(create("/harbor-walk-2"));
    const renamed = await rename(other.id, "/harbor-WALK");
    expect(renamed.status).toBe(400);
    expect(await renamed.json()).toMatchObject({ errors: { fromPath: [ADMIN_TEXTS.fromPathDuplicate] } });
    // A link may change the case of its own path.
    const own = await rename(other.id, "/Harbor-Walk-2");
    expect(await own.json()).toMatchObject({ fromPath: "/Harbor-Walk-2" });
  });

  it("follows a change of case at once, in every isolate's memory", async () => {
    const { id } = await read(create("/Case-Change", "https://example.org/case"));
    expect((await follow("/case-change")).status).toBe(302);
    await db().update(shortLinks).set({ fromPath: "/case-CHANGE" }).where(eq(shortLinks.id, id));
    expect((await follow("/case-change")).status).toBe(302);
    expect(await clicksOf(id)).toEqual({ count: 2, rows: 2 });
  });

  it("computes a request's key as the database computes a stored path's", async () => {
    const paths = ["/Flyer-Canton-Key", "/Mixed/Case/Key", "/caf%C3%A9-Key", "/trailing-Key/", "/%7E-Key"];
    await db()
      .insert(shortLinks)
      .values(paths.map((fromPath) => ({ fromPath, toUrl: "https://example.org/" })));
    for (const fromPath of paths) {
      const row = await env.DB.prepare("SELECT match_key AS key FROM url_redirects WHERE from_path = ?")
        .bind(fromPath)
        .first<{ key: string }>();
      expect(row?.key).toBe(shortLinkMatchKey(fromPath));
    }
  });

  it("looks a path up in one read of the unique match-key index", async () => {
    const prepare = vi.spyOn(env.DB, "prepare");
    let statements: string[];
    try {
      await findActiveShortLink(db(), shortLinkMatchKey("/Any-Path"));
      statements = prepare.mock.calls.map(([sql]) => sql);
    } finally {
      prepare.mockRestore();
    }
    expect(statements).toHaveLength(1);
    const lookup = statements[0]!;
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${lookup}`).bind("/any-path", 1, 1).all<{ detail: string }>();
    expect(plan.results.map((step) => step.detail)).toEqual([
      expect.stringContaining("USING INDEX url_redirects_match_key_unique (match_key=?)"),
    ]);
  });
});

describe("the migration to case-insensitive paths", () => {
  it("keeps the oldest of links that now collide and pauses and renames the others, without failing", async () => {
    const [collisions, matchKey] = env.TEST_MIGRATIONS.filter((migration) =>
      ["0004_redirect_path_collisions.sql", "0005_redirect_match_key.sql"].includes(migration.name),
    );
    expect(collisions && matchKey).toBeTruthy();
    // The table as it was before: unique by exact path only.
    await env.DB.batch(
      [
        "DROP INDEX url_redirects_match_key_unique",
        "ALTER TABLE url_redirects DROP COLUMN match_key",
        "CREATE UNIQUE INDEX url_redirects_from_path_unique ON url_redirects (from_path)",
        "DELETE FROM url_redirects",
        `INSERT INTO url_redirects (id, from_path, to_url, click_count) VALUES
           (11, '/Flyer', 'https://example.org/1', 5), (12, '/flyer', 'https://example.org/2', 7),
           (13, '/FLYER/', 'https://example.org/3', 0), (14, '/other', 'https://example.org/4', 1)`,
      ].map((sql) => env.DB.prepare(sql)),
    );
    await env.DB.batch([...collisions!.queries, ...matchKey!.queries].map((sql) => env.DB.prepare(sql)));
    const rows = await env.DB.prepare("SELECT id, from_path, is_active, click_count FROM url_redirects ORDER BY id").all();
    expect(rows.results).toEqual([
      { id: 11, from_path: "/Flyer", is_active: 1, click_count: 5 },
      { id: 12, from_path: "/flyer (duplicate 12)", is_active: 0, click_count: 7 },
      { id: 13, from_path: "/FLYER/ (duplicate 13)", is_active: 0, click_count: 0 },
      { id: 14, from_path: "/other", is_active: 1, click_count: 1 },
    ]);
    expect((await follow("/flyer")).headers.get("Location")).toBe("https://example.org/1");
  });
});
