import { env } from "cloudflare:test";
import { asc } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { NOT_FOUND_PATHS_KEPT, PRUNE_EVERY_NEW_PATHS, recordNotFound } from "../../worker/db/not-found-log";
import { notFoundPaths, urlRedirects } from "../../worker/db/schema";
import { call, db, ORIGIN } from "./helpers";
import { asAdmin, callWith } from "./session-helpers";

const BROWSER = { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1", "Sec-Fetch-Dest": "document" };
const BOT = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };

const rowFor = (path: string) => env.DB.prepare("SELECT * FROM not_found_paths WHERE path = ?").bind(path).first<Record<string, unknown>>();
/** The write runs after the answer (waitUntil): wait for it. */
const eventually = <T>(read: () => Promise<T>) => vi.waitFor(async () => expect(await read()).toBeTruthy(), { timeout: 2000 });

beforeEach(async () => {
  await db().delete(notFoundPaths);
});

describe("the 404 log", () => {
  it("counts a missing path by its match key, people and bots apart, with when it was last seen", async () => {
    const started = Date.now();
    // A bot first (the row is made by a bot's hit), then people under three spellings.
    expect((await call("/spring-flyer", { headers: BOT })).status).toBe(404);
    await eventually(() => rowFor("/spring-flyer"));
    for (const path of ["/Spring-Flyer", "/spring-flyer/", "/spring-flyer?utm_source=print"]) {
      expect((await call(path, { headers: BROWSER })).status).toBe(404);
    }
    await eventually(async () => (await rowFor("/spring-flyer"))?.bot_hits === 1 && (await rowFor("/spring-flyer"))?.human_hits === 3);
    expect(Number((await rowFor("/spring-flyer"))!.last_seen_at)).toBeGreaterThanOrEqual(started);
  });

  it("keeps nothing about the visitor: no address, user agent, query or referrer", async () => {
    await call("/private-check?email=someone%40example.com", {
      headers: { ...BROWSER, "CF-Connecting-IP": "203.0.113.77", Referer: "https://news.example/story" },
    });
    await eventually(() => rowFor("/private-check"));
    const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('not_found_paths')").all<{ name: string }>();
    expect(columns.results.map((column) => column.name).sort()).toEqual(["bot_hits", "human_hits", "id", "last_seen_at", "path"]);
    const stored = JSON.stringify(await env.DB.prepare("SELECT * FROM not_found_paths").all());
    for (const personal of ["203.0.113.77", "iPhone", "someone", "news.example"]) expect(stored).not.toContain(personal);
  });

  it.each([
    ["a HEAD", "/head-only", { method: "HEAD", headers: BROWSER }],
    ["a missing image", "/missing-logo.png", { headers: { ...BROWSER, "Sec-Fetch-Dest": "image" } }],
    ["an API call", "/api/nothing-here", { headers: BROWSER }],
    ["a reserved path", "/admin/nothing-here", { headers: BROWSER }],
  ])("leaves out %s", async (_, path, init) => {
    await call(path, init);
    // A counted path, sent after, shows the write has had its chance.
    await call("/marker", { headers: BROWSER });
    await eventually(() => rowFor("/marker"));
    expect(await env.DB.prepare("SELECT count(*) AS n FROM not_found_paths").first("n")).toBe(1);
  });

  it(`stays bounded: every ${PRUNE_EVERY_NEW_PATHS}th new path prunes it to ${NOT_FOUND_PATHS_KEPT}, rarest and oldest first`, async () => {
    const base = Date.now() - 24 * 60 * 60 * 1000;
    const seeded = NOT_FOUND_PATHS_KEPT + PRUNE_EVERY_NEW_PATHS - 1; // the next new path is a multiple of the step
    const rows = Array.from({ length: seeded }, (_, index) => {
      const id = index + 1;
      // 1-10: bots only; 11-30: never asked by anyone counted (0 and 0); the rest: one person each.
      return { id, path: `/seed-${id}`, humanHits: id <= 30 ? 0 : 1, botHits: id <= 10 ? 5 : 0, lastSeenAt: new Date(base + id * 60_000) };
    });
    for (let at = 0; at < rows.length; at += 10)
      await db()
        .insert(notFoundPaths)
        .values(rows.slice(at, at + 10));

    await recordNotFound(db(), "/seed-1", false); // an existing path: no prune
    expect(await env.DB.prepare("SELECT count(*) AS n FROM not_found_paths").first("n")).toBe(seeded);
    await recordNotFound(db(), "/fresh", false); // new path number 525: the prune runs
    const kept = await db().select({ path: notFoundPaths.path }).from(notFoundPaths).orderBy(asc(notFoundPaths.id));
    expect(kept).toHaveLength(NOT_FOUND_PATHS_KEPT);
    const dropped = rows.map((row) => row.path).filter((path) => !kept.some((row) => row.path === path));
    // Nobody's paths (11-30) first, then the oldest of the bots-only paths (2-6; /seed-1 was just seen).
    expect(dropped).toEqual([...[2, 3, 4, 5, 6], ...Array.from({ length: 20 }, (_, i) => 11 + i)].map((id) => `/seed-${id}`));
    expect(kept.at(-1)).toEqual({ path: "/fresh" });
  });
});

describe("the 404 log in the dashboard", () => {
  it("lists the most-hit missing paths without those a redirect now answers, and dismisses one", async () => {
    const now = Date.now();
    await db()
      .insert(notFoundPaths)
      .values([
        { path: "/rare", humanHits: 1, botHits: 0, lastSeenAt: new Date(now - 1000) },
        { path: "/popular", humanHits: 7, botHits: 2, lastSeenAt: new Date(now - 5000) },
        { path: "/bots-love-it", humanHits: 0, botHits: 40, lastSeenAt: new Date(now) },
        { path: "/now-redirected", humanHits: 9, botHits: 0, lastSeenAt: new Date(now) },
      ]);
    await db().insert(urlRedirects).values({ fromPath: "/Now-Redirected", toUrl: "https://example.org/" });
    const admin = await asAdmin();
    const list = await (
      await callWith(admin, "/api/not-found-paths")
    ).json<{ id: number; path: string; humanHits: number; botHits: number; lastSeenAt: string }[]>();
    expect(list.map((row) => [row.path, row.humanHits, row.botHits])).toEqual([
      ["/popular", 7, 2],
      ["/rare", 1, 0],
      ["/bots-love-it", 0, 40],
    ]);
    expect(list[0]!.lastSeenAt).toBe(new Date(now - 5000).toISOString());

    const dismiss = (id: number) => callWith(admin, `/api/not-found-paths/${id}`, { method: "DELETE", headers: { Origin: ORIGIN } });
    expect((await dismiss(list[1]!.id)).status).toBe(200);
    expect(await rowFor("/rare")).toBeNull();
    expect((await dismiss(list[1]!.id)).status).toBe(404);
  });
});
