import { env } from "cloudflare:test";
import { asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { NOT_FOUND_CLIENTS_COUNTED, NOT_FOUND_PATHS_KEPT, PRUNE_EVERY_NEW_PATHS, recordNotFound } from "../../../worker/db/not-found-log";
import { notFoundClients, notFoundPaths, shortLinks } from "../../../worker/db/schema";
import { adminApi, read } from "../api-client";
import { call, db, freshClientIp } from "../helpers";

const BROWSER = { "User-Agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1", "Sec-Fetch-Dest": "document" };
const BOT = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
/** A request of a client of its own, so the per-client limit of the 404 log stays out of the way. */
const from = (headers: Record<string, string>, init: RequestInit = {}) => ({
  ...init,
  headers: { ...headers, "CF-Connecting-IP": freshClientIp() },
});

const rowFor = (path: string) => env.DB.prepare("SELECT * FROM not_found_paths WHERE path = ?").bind(path).first<Record<string, unknown>>();
/** The write runs after the answer (waitUntil): wait for it. */
const eventually = <T>(read: () => Promise<T>) => vi.waitFor(async () => expect(await read()).toBeTruthy(), { timeout: 2000 });

beforeEach(async () => {
  await db().delete(notFoundClients);
  await db().delete(notFoundPaths);
});

describe("the 404 log", () => {
  it("counts a missing path by its match key, people and bots apart, with when it was last seen", async () => {
    const started = Date.now();
    // A bot first (the row is made by a bot's hit), then people under three spellings.
    expect((await call("/spring-flyer", from(BOT))).status).toBe(404);
    await eventually(() => rowFor("/spring-flyer"));
    for (const path of ["/Spring-Flyer", "/spring-flyer/", "/spring-flyer?utm_source=print"]) {
      expect((await call(path, from(BROWSER))).status).toBe(404);
    }
    await eventually(async () => (await rowFor("/spring-flyer"))?.bot_hits === 1 && (await rowFor("/spring-flyer"))?.human_hits === 3);
    expect(Number((await rowFor("/spring-flyer"))!.last_seen_at)).toBeGreaterThanOrEqual(started);
  });

  it("keeps nothing about the visitor: no address, user agent, query or referrer; only a keyed hash of the address", async () => {
    await call("/private-check?email=someone%40example.com", {
      headers: { ...BROWSER, "CF-Connecting-IP": "203.0.113.77", Referer: "https://news.example/story" },
    });
    await eventually(() => rowFor("/private-check"));
    const columns = await env.DB.prepare("SELECT name FROM pragma_table_info('not_found_paths')").all<{ name: string }>();
    expect(columns.results.map((column) => column.name).sort()).toEqual(["bot_hits", "human_hits", "id", "last_seen_at", "path"]);
    await vi.waitFor(async () => expect(await db().select().from(notFoundClients)).toHaveLength(1));
    const [client] = await db().select().from(notFoundClients);
    expect(client!.clientHash).toMatch(/^[0-9a-f]{32}$/);
    const stored = JSON.stringify([await env.DB.prepare("SELECT * FROM not_found_paths").all(), client]);
    for (const personal of ["203.0.113.77", "iPhone", "someone", "news.example"]) expect(stored).not.toContain(personal);
  });

  it.each([
    ["a HEAD", "/head-only", { method: "HEAD", headers: BROWSER }],
    ["a missing image", "/missing-logo.png", { headers: { ...BROWSER, "Sec-Fetch-Dest": "image" } }],
    ["an API call", "/api/nothing-here", { headers: BROWSER }],
    ["a reserved path", "/admin/nothing-here", { headers: BROWSER }],
  ])("leaves out %s", async (_, path, init) => {
    await call(path, from(init.headers, init));
    // A counted path, sent after, shows the write has had its chance.
    await call("/marker", from(BROWSER));
    await eventually(() => rowFor("/marker"));
    expect(await env.DB.prepare("SELECT count(*) AS n FROM not_found_paths").first("n")).toBe(1);
  });

  it(`stays bounded: every ${PRUNE_EVERY_NEW_PATHS}th new path prunes it to ${NOT_FOUND_PATHS_KEPT}, one client's flood first`, async () => {
    const base = Date.now() - 24 * 60 * 60 * 1000;
    const seeded = NOT_FOUND_PATHS_KEPT + PRUNE_EVERY_NEW_PATHS - 1; // the next new path is a multiple of the step
    const flood = { from: 6, to: 30 }; // the newest paths, all asked for by one client
    const rows = Array.from({ length: seeded }, (_, index) => ({
      id: index + 1,
      path: `/seed-${index + 1}`,
      humanHits: 1,
      lastSeenAt: new Date(base + (index + 1 >= flood.from && index + 1 <= flood.to ? 600 : 0) * 60_000 + index * 1000),
    }));
    const clients = rows.flatMap(({ id }) =>
      // 1-5: three clients each; the flood: one client for all; the rest: a visitor each.
      id <= 5
        ? ["a", "b", "c"].map((who) => ({ pathId: id, clientHash: `${who}-${id}` }))
        : [{ pathId: id, clientHash: id <= flood.to ? "flooder" : `visitor-${id}` }],
    );
    await seed(rows, clients);

    await recordNotFound(db(), "/seed-40", false, "visitor-40"); // an existing path: no prune
    expect(await env.DB.prepare("SELECT count(*) AS n FROM not_found_paths").first("n")).toBe(seeded);
    await recordNotFound(db(), "/fresh", false, "visitor-fresh"); // new path number 525: the prune runs
    const kept = await db().select({ path: notFoundPaths.path }).from(notFoundPaths).orderBy(asc(notFoundPaths.id));
    expect(kept).toHaveLength(NOT_FOUND_PATHS_KEPT);
    const dropped = rows.map((row) => row.path).filter((path) => !kept.some((row) => row.path === path));
    // The flood goes, newest though it is; every visitor's older miss stays.
    expect(dropped).toEqual(Array.from({ length: flood.to - flood.from + 1 }, (_, i) => `/seed-${flood.from + i}`));
    expect(kept.at(-1)).toEqual({ path: "/fresh" });
    // Its clients went with it.
    expect(await db().select().from(notFoundClients).where(eq(notFoundClients.clientHash, "flooder"))).toEqual([]);
  });

  it("among paths asked for by as many clients as narrowly, drops the oldest; paths from before count their hits", async () => {
    const base = Date.now() - 24 * 60 * 60 * 1000;
    const seeded = NOT_FOUND_PATHS_KEPT + PRUNE_EVERY_NEW_PATHS - 1;
    // 1-30: logged before clients were kept, 40 hits each (as many clients as are counted);
    // the rest: one visitor each, the oldest first.
    const rows = Array.from({ length: seeded }, (_, index) => ({
      id: index + 1,
      path: `/seed-${index + 1}`,
      humanHits: index < 30 ? 40 : 1,
      lastSeenAt: new Date(base + index * 1000),
    }));
    const clients = rows.slice(30).map(({ id }) => ({ pathId: id, clientHash: `visitor-${id}` }));
    await seed(rows, clients);
    await recordNotFound(db(), "/fresh", false, "visitor-fresh");
    const kept = new Set((await db().select({ path: notFoundPaths.path }).from(notFoundPaths)).map((row) => row.path));
    const dropped = rows.map((row) => row.path).filter((path) => !kept.has(path));
    expect(dropped).toEqual(Array.from({ length: PRUNE_EVERY_NEW_PATHS }, (_, i) => `/seed-${31 + i}`));
  });

  it(`remembers at most ${NOT_FOUND_CLIENTS_COUNTED} clients of a path, and each client once`, async () => {
    for (let n = 0; n < NOT_FOUND_CLIENTS_COUNTED + 5; n++) await recordNotFound(db(), "/popular-miss", false, `client-${n}`);
    await recordNotFound(db(), "/popular-miss", false, "client-0");
    const [path] = await db().select().from(notFoundPaths).where(eq(notFoundPaths.path, "/popular-miss"));
    expect(path!.humanHits).toBe(NOT_FOUND_CLIENTS_COUNTED + 6);
    expect(await db().select().from(notFoundClients).where(eq(notFoundClients.pathId, path!.id))).toHaveLength(NOT_FOUND_CLIENTS_COUNTED);
  });
});

/** Rows straight into D1, ten a statement (D1 binds at most 100 values). */
async function seed(rows: (typeof notFoundPaths.$inferInsert)[], clients: (typeof notFoundClients.$inferInsert)[]) {
  for (let at = 0; at < rows.length; at += 10)
    await db()
      .insert(notFoundPaths)
      .values(rows.slice(at, at + 10));
  for (let at = 0; at < clients.length; at += 40)
    await db()
      .insert(notFoundClients)
      .values(clients.slice(at, at + 40));
}

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
    await db().insert(shortLinks).values({ fromPath: "/Now-Redirected", toUrl: "https://example.org/" });
    const admin = await adminApi();
    const list = await read(admin["not-found-paths"].$get());
    expect(list.map((row) => [row.path, row.humanHits, row.botHits])).toEqual([
      ["/popular", 7, 2],
      ["/rare", 1, 0],
      ["/bots-love-it", 0, 40],
    ]);
    expect(list[0]!.lastSeenAt).toBe(new Date(now - 5000).toISOString());

    const dismiss = (id: number) => admin["not-found-paths"][":id"].$delete({ param: { id: String(id) } });
    expect((await dismiss(list[1]!.id)).status).toBe(200);
    expect(await rowFor("/rare")).toBeNull();
    expect((await dismiss(list[1]!.id)).status).toBe(404);
  });
});
