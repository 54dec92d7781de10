// One client cannot empty the 404 log (decision 0036): 1,200 misses of new paths from one address
// write at most NOT_FOUND_RECORDS_PER_CLIENT_PER_MINUTE rows a minute, and when the log is full
// the prune drops that client's paths before any visitor's.
import { env } from "cloudflare:test";
import { eq, inArray, like } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { NOT_FOUND_PATHS_KEPT, PRUNE_EVERY_NEW_PATHS } from "../../worker/db/not-found-log";
import { notFoundClients, notFoundPaths } from "../../worker/db/schema";
import { NOT_FOUND_RECORDS_PER_CLIENT_PER_MINUTE } from "../../worker/short-links/not-found-log";
import { call, db, insideOneWindow } from "./helpers";

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const miss = (path: string, address: string, userAgent = BROWSER) =>
  call(path, { headers: { "CF-Connecting-IP": address, "User-Agent": userAgent, "Sec-Fetch-Dest": "document" } });

const FLOOD = 1200;
/** Requests in flight at once: the audit's flood was 1,200 in 25 s. */
const AT_ONCE = 40;

/** Sends `count` misses of new paths from one client; answers the minute windows the flood spanned. */
async function flood(count: number, request: (n: number) => Promise<Response>) {
  const firstWindow = Math.floor(Date.now() / 60_000);
  for (let start = 0; start < count; start += AT_ONCE) {
    const answers = await Promise.all(Array.from({ length: Math.min(AT_ONCE, count - start) }, (_, i) => request(start + i)));
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      await answer.body?.cancel();
    }
  }
  return Math.floor(Date.now() / 60_000) - firstWindow + 1;
}

const pathsLike = (pattern: string) => db().select().from(notFoundPaths).where(like(notFoundPaths.path, pattern));

/** Waits for the visitor's miss: written after its answer, and after the flood's. */
const recorded = (path: string) =>
  vi.waitFor(async () => expect(await db().select().from(notFoundPaths).where(eq(notFoundPaths.path, path))).toHaveLength(1), {
    timeout: 5000,
  });

beforeEach(async () => {
  await db().delete(notFoundClients);
  await db().delete(notFoundPaths);
});

describe("a flood of misses from one client", () => {
  it(`adds at most ${NOT_FOUND_RECORDS_PER_CLIENT_PER_MINUTE} paths a minute, and a real visitor's miss and every earlier entry remain`, async () => {
    for (const [n, address] of ["198.51.100.1", "198.51.100.2", "198.51.100.3"].entries()) await miss(`/old-flyer-${n}`, address);
    await recorded("/old-flyer-2");

    const windows = await flood(FLOOD, (n) => miss(`/flood-${n}`, "203.0.113.66"));
    await miss("/visitor-typo", "198.51.100.4");
    await recorded("/visitor-typo");

    const flooded = await pathsLike("/flood-%");
    expect(flooded.length).toBeGreaterThan(0);
    expect(flooded.length).toBeLessThanOrEqual(NOT_FOUND_RECORDS_PER_CLIENT_PER_MINUTE * windows);
    expect((await pathsLike("/old-flyer-%")).map((row) => row.path).sort()).toEqual(["/old-flyer-0", "/old-flyer-1", "/old-flyer-2"]);
  }, 120_000);

  it("counts one client however it varies its user agent, or its IPv6 address inside its /64", async () => {
    const windows = await flood(200, (n) => miss(`/agents-${n}`, "203.0.113.67", `${BROWSER} variant/${n}`));
    const byAgent = await pathsLike("/agents-%");
    expect(byAgent.length).toBeLessThanOrEqual(NOT_FOUND_RECORDS_PER_CLIENT_PER_MINUTE * windows);
    // One client: one hash for every path it added.
    const hashes = await db()
      .selectDistinct({ hash: notFoundClients.clientHash })
      .from(notFoundClients)
      .where(
        inArray(
          notFoundClients.pathId,
          byAgent.map((row) => row.id),
        ),
      );
    expect(hashes).toHaveLength(1);

    const v6Windows = await flood(200, (n) => miss(`/v6-${n}`, `2001:db8:77:1:${(n + 1).toString(16)}::1`));
    expect((await pathsLike("/v6-%")).length).toBeLessThanOrEqual(NOT_FOUND_RECORDS_PER_CLIENT_PER_MINUTE * v6Windows);
  }, 120_000);

  it("fills a log that is nearly full: the prune drops the flood's paths, not the visitors' older ones", async () => {
    // Visitors' misses from yesterday, one client each, ten short of the bound.
    const earlier = NOT_FOUND_PATHS_KEPT - 10;
    const yesterday = Date.now() - 24 * 60 * 60 * 1000;
    for (let at = 0; at < earlier; at += 10) {
      const ids = Array.from({ length: 10 }, (_, i) => at + i + 1);
      await db()
        .insert(notFoundPaths)
        .values(ids.map((id) => ({ id, path: `/earlier-${id}`, humanHits: 1, lastSeenAt: new Date(yesterday + id * 1000) })));
      await db()
        .insert(notFoundClients)
        .values(ids.map((id) => ({ pathId: id, clientHash: `visitor-${id}` })));
    }

    // Four flooders, 300 misses each: at least 40 new paths, past the bound.
    const flooders = ["203.0.113.68", "203.0.113.69", "203.0.113.70", "203.0.113.71"];
    let windows = 0;
    for (const [f, address] of flooders.entries())
      windows = Math.max(windows, await flood(FLOOD / flooders.length, (n) => miss(`/flood-${f}-${n}`, address)));
    await miss("/visitor-typo", "198.51.100.5");
    await recorded("/visitor-typo");

    // The log passed its bound (rows are numbered in order), so a prune ran and dropped rows.
    const paths = await vi.waitFor(
      async () => {
        const rows = await db().select({ id: notFoundPaths.id, path: notFoundPaths.path }).from(notFoundPaths);
        expect(Math.max(...rows.map((row) => row.id))).toBeGreaterThan(rows.length);
        return rows;
      },
      { timeout: 5000 },
    );
    expect(paths.length).toBeLessThanOrEqual(NOT_FOUND_PATHS_KEPT + PRUNE_EVERY_NEW_PATHS);
    expect(paths.filter((row) => row.path.startsWith("/earlier-"))).toHaveLength(earlier);
    expect(paths.filter((row) => row.path.startsWith("/flood-")).length).toBeLessThanOrEqual(
      flooders.length * NOT_FOUND_RECORDS_PER_CLIENT_PER_MINUTE * windows,
    );
  }, 180_000);
});

describe("the limit", () => {
  it("is the one wrangler.toml gives NOT_FOUND_RATE_LIMITER", async () => {
    await insideOneWindow();
    const key = `not-found:limit-check-${crypto.randomUUID()}`;
    const answers: boolean[] = [];
    for (let n = 0; n < NOT_FOUND_RECORDS_PER_CLIENT_PER_MINUTE + 5; n++)
      answers.push((await env.NOT_FOUND_RATE_LIMITER!.limit({ key })).success);
    expect(answers).toEqual([...Array<boolean>(NOT_FOUND_RECORDS_PER_CLIENT_PER_MINUTE).fill(true), ...Array<boolean>(5).fill(false)]);
  }, 30_000);
});
