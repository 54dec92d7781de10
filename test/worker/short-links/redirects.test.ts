import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { shortLinkClicks, shortLinks } from "../../../worker/db/schema";
import { RECORDED_CLICKS_PER_CLIENT_PER_MINUTE } from "../../../worker/short-links/follow";
import { adminApi, successBody } from "../api-client";
import { call, db, freshClientIp, insideOneWindow, sessionsWith } from "../helpers";

/** A phone browser as it really introduces itself: isbot counts a bare "Mozilla/5.0 (iPhone)" as a script. */
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

let flyer: number;

beforeAll(async () => {
  const rows = await db()
    .insert(shortLinks)
    .values([
      { fromPath: "/flyer", toUrl: "https://example.org/spring" },
      { fromPath: "/with-query", toUrl: "https://example.org/page?utm_source=print#form" },
      { fromPath: "/paused", toUrl: "https://example.org/paused", isActive: false },
      { fromPath: "/stored-with-slash/", toUrl: "https://example.org/slash" },
      { fromPath: "/busy", toUrl: "https://example.org/busy" },
      { fromPath: "/doomed", toUrl: "https://example.org/doomed" },
      { fromPath: "/broken-counter", toUrl: "https://example.org/still-works" },
    ])
    .returning({ id: shortLinks.id, fromPath: shortLinks.fromPath });
  flyer = rows.find((row) => row.fromPath === "/flyer")!.id;
});

/** A click from a client of its own unless the test names one, so the per-client click limit stays out of the way. */
const follow = (path: string, init: RequestInit = {}) =>
  call(path, {
    redirect: "manual",
    ...init,
    headers: { "CF-Connecting-IP": freshClientIp(), ...(init.headers as Record<string, string>) },
  });

async function counts(fromPath: string) {
  return env.DB.prepare(
    "SELECT r.click_count AS count, r.last_clicked_at AS last, (SELECT count(*) FROM redirect_clicks c WHERE c.redirect_id = r.id) AS rows FROM url_redirects r WHERE from_path = ?",
  )
    .bind(fromPath)
    .first<{ count: number; last: number | null; rows: number }>();
}

describe("following a redirect", () => {
  it.each([
    ["/flyer", "https://example.org/spring"],
    ["/flyer/", "https://example.org/spring"],
    ["/flyer?ref=mailbox", "https://example.org/spring?ref=mailbox"],
    ["/with-query?ref=door", "https://example.org/page?utm_source=print&ref=door#form"],
    ["/stored-with-slash", "https://example.org/slash"],
  ])("GET %s answers 302 to %s", async (path, location) => {
    const response = await follow(path);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(location);
  });

  it("records the click before answering: one row, the counter and the last click time", async () => {
    const before = (await counts("/flyer"))!;
    const started = Date.now();
    await follow("/flyer", {
      headers: { "User-Agent": IPHONE, "CF-Connecting-IP": "203.0.113.7", "CF-IPCountry": "US", Referer: "https://news.example/story" },
    });
    const after = (await counts("/flyer"))!;
    expect(after.count).toBe(before.count + 1);
    expect(after.rows).toBe(before.rows + 1);
    expect(after.last).toBeGreaterThanOrEqual(started - 1000);
    const row = await env.DB.prepare("SELECT * FROM redirect_clicks WHERE redirect_id = ? ORDER BY id DESC LIMIT 1")
      .bind(flyer)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({
      user_agent: IPHONE,
      ip_address: "203.0.113.7",
      referer: "https://news.example/story",
      country: "US",
      is_bot: 0,
    });
  });

  it.each([
    ["a very long user agent", { "User-Agent": "A".repeat(5000) }, { user_agent: "A".repeat(512) }],
    ["an oversized IP", { "CF-Connecting-IP": "1".repeat(100) }, { ip_address: "1".repeat(45) }],
    [
      "an IPv6 address",
      { "CF-Connecting-IP": "2001:0db8:85a3:0000:0000:8a2e:0370:7334" },
      { ip_address: "2001:0db8:85a3:0000:0000:8a2e:0370:7334" },
    ],
    ["a crawler", { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }, { is_bot: 1 }],
  ])("stores %s safely", async (_name, headers, expected) => {
    await follow("/flyer", { headers });
    const row = await env.DB.prepare("SELECT * FROM redirect_clicks WHERE redirect_id = ? ORDER BY id DESC LIMIT 1").bind(flyer).first();
    expect(row).toMatchObject(expected);
  });

  it("stores a click without an address, user agent or referer as nulls", async () => {
    await call("/flyer", { redirect: "manual" });
    const row = await env.DB.prepare("SELECT * FROM redirect_clicks WHERE redirect_id = ? ORDER BY id DESC LIMIT 1").bind(flyer).first();
    expect(row).toMatchObject({ ip_address: null, user_agent: null, referer: null, country: null });
  });

  it("answers HEAD with the same 302 and records nothing", async () => {
    const before = (await counts("/flyer"))!;
    const response = await follow("/flyer?x=1", { method: "HEAD" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("https://example.org/spring?x=1");
    expect(await counts("/flyer")).toEqual(before);
  });

  it.each(["/paused", "/never-created", "/flyer/extra"])("answers %s with the not-found page and 404", async (path) => {
    const response = await follow(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });

  it("counts 100 concurrent clicks exactly", async () => {
    await Promise.all(Array.from({ length: 100 }, () => follow("/busy")));
    expect(await counts("/busy")).toMatchObject({ count: 100, rows: 100 });
  });

  it("takes its clicks with it when deleted", async () => {
    await Promise.all(Array.from({ length: 3 }, () => follow("/doomed")));
    const id = (await env.DB.prepare("SELECT id FROM url_redirects WHERE from_path = '/doomed'").first<{ id: number }>())!.id;
    const admin = await adminApi();
    const response = await admin.redirects[":id"].$delete({ param: { id: String(id) } });
    expect(response.status).toBe(200);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM redirect_clicks WHERE redirect_id = ?").bind(id).first<{ n: number }>();
    expect(left?.n).toBe(0);
  });

  it("still sends the visitor on when D1 fails to record, and logs without personal data", async () => {
    // The click is written in the request's D1 session (worker/db/client.ts): its batch is the one that fails.
    sessionsWith(() => ({ batch: () => Promise.reject(new Error("D1_ERROR: database is locked: SQLITE_BUSY")) }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const response = await follow("/broken-counter", {
        headers: {
          "User-Agent": "Mozilla/5.0 secret-agent",
          "CF-Connecting-IP": "198.51.100.23",
          Referer: "https://private.example/?email=a@b.example",
        },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("https://example.org/still-works");
      expect(logged).toHaveBeenCalled();
      const output = logged.mock.calls.flat().join(" ");
      expect(output).toContain("redirect-click");
      for (const secret of ["198.51.100.23", "secret-agent", "a@b.example", "private.example"]) expect(output).not.toContain(secret);
    } finally {
      vi.restoreAllMocks();
    }
    expect(await counts("/broken-counter")).toMatchObject({ count: 0, rows: 0 });
  });

  it("never lets a redirect take a page: pages win", async () => {
    await db().insert(shortLinks).values({ fromPath: "/services", toUrl: "https://example.org/hijack" }).onConflictDoNothing();
    const response = await follow("/services");
    expect(response.status).toBe(200);
  });
});

describe("a short link followed again (known to the isolate)", () => {
  async function knownLink(fromPath: string, toUrl: string) {
    const [row] = await db().insert(shortLinks).values({ fromPath, toUrl }).returning({ id: shortLinks.id });
    const first = await follow(fromPath);
    expect(first.status).toBe(302);
    return row!.id;
  }
  const change = (id: number, values: Partial<typeof shortLinks.$inferInsert>) =>
    db().update(shortLinks).set(values).where(eq(shortLinks.id, id));

  it("counts every repeat click exactly, concurrent ones too", async () => {
    await knownLink("/again", "https://example.org/again");
    await Promise.all(Array.from({ length: 50 }, () => follow("/again")));
    expect(await counts("/again")).toMatchObject({ count: 51, rows: 51 });
  });

  it("sends the next click to a changed target", async () => {
    const id = await knownLink("/moving", "https://example.org/old");
    await change(id, { toUrl: "https://example.org/new" });
    const response = await follow("/moving?ref=1");
    expect(response.headers.get("Location")).toBe("https://example.org/new?ref=1");
    expect(await counts("/moving")).toMatchObject({ count: 2, rows: 2 });
  });

  it("answers 404 and records nothing once the link is paused", async () => {
    const id = await knownLink("/pausing", "https://example.org/pausing");
    await change(id, { isActive: false });
    expect((await follow("/pausing")).status).toBe(404);
    expect(await counts("/pausing")).toMatchObject({ count: 1, rows: 1 });
    await change(id, { isActive: true });
    expect((await follow("/pausing")).status).toBe(302);
  });

  it("follows a renamed path: the old one is free, the new one redirects", async () => {
    const id = await knownLink("/renaming", "https://example.org/renaming");
    await change(id, { fromPath: "/renamed" });
    expect((await follow("/renaming")).status).toBe(404);
    expect((await follow("/renamed")).status).toBe(302);
    expect(await counts("/renamed")).toMatchObject({ count: 2, rows: 2 });
  });

  it("answers 404 once the link is deleted", async () => {
    const id = await knownLink("/deleting", "https://example.org/deleting");
    await db().delete(shortLinks).where(eq(shortLinks.id, id));
    expect((await follow("/deleting")).status).toBe(404);
  });

  it("answers 404 and records nothing when the link is paused between its lookup and its click", async () => {
    await db().insert(shortLinks).values({ fromPath: "/racing", toUrl: "https://example.org/racing" });
    sessionsWith((session) => ({
      batch: async (statements) => {
        await env.DB.prepare("UPDATE url_redirects SET is_active = 0 WHERE from_path = '/racing'").run();
        return session.batch(statements);
      },
    }));
    try {
      expect((await follow("/racing")).status).toBe(404);
    } finally {
      vi.restoreAllMocks();
    }
    expect(await counts("/racing")).toMatchObject({ count: 0, rows: 0 });
  });

  it("still sends the visitor on when D1 fails to record", async () => {
    const id = await knownLink("/known-broken", "https://example.org/before");
    await change(id, { toUrl: "https://example.org/after" });
    sessionsWith(() => ({ batch: () => Promise.reject(new Error("D1_ERROR: database is locked: SQLITE_BUSY")) }));
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const response = await follow("/known-broken");
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("https://example.org/after");
      expect(logged).toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
    expect(await counts("/known-broken")).toMatchObject({ count: 1, rows: 1 });
  });
});

describe("click recording per client", () => {
  const LIMIT = RECORDED_CLICKS_PER_CLIENT_PER_MINUTE;

  it("sends a burst from one client on, but records at most the limit; another client is still recorded", async () => {
    expect(LIMIT).toBe(30);
    await db().insert(shortLinks).values({ fromPath: "/burst", toUrl: "https://example.org/burst" });
    await insideOneWindow();
    const fromOne = { headers: { "CF-Connecting-IP": "192.0.2.200" } };
    const answers = [];
    for (let i = 0; i < LIMIT + 10; i++) answers.push(await follow("/burst", fromOne));
    expect(answers.map((response) => response.status)).toEqual(Array<number>(LIMIT + 10).fill(302));
    expect(new Set(answers.map((response) => response.headers.get("Location")))).toEqual(new Set(["https://example.org/burst"]));
    // Past the limit a click is neither a row nor a counter step.
    expect(await counts("/burst")).toMatchObject({ count: LIMIT, rows: LIMIT });
    await follow("/burst", { headers: { "CF-Connecting-IP": "192.0.2.201" } });
    expect(await counts("/burst")).toMatchObject({ count: LIMIT + 1, rows: LIMIT + 1 });
  }, 20_000);

  it("counts an IPv6 client by its /64, and still answers 404 once a throttled client's link is paused", async () => {
    const [{ id }] = (await db()
      .insert(shortLinks)
      .values({ fromPath: "/burst-v6", toUrl: "https://example.org/v6" })
      .returning({ id: shortLinks.id })) as [{ id: number }];
    await insideOneWindow();
    const statuses = [];
    for (let i = 1; i <= LIMIT + 5; i++)
      statuses.push((await follow("/burst-v6", { headers: { "CF-Connecting-IP": `2001:db8:5:6::${i.toString(16)}` } })).status);
    expect(statuses.every((status) => status === 302)).toBe(true);
    expect(await counts("/burst-v6")).toMatchObject({ count: LIMIT, rows: LIMIT });
    await db().update(shortLinks).set({ isActive: false }).where(eq(shortLinks.id, id));
    expect((await follow("/burst-v6", { headers: { "CF-Connecting-IP": "2001:db8:5:6::ffff" } })).status).toBe(404);
  }, 20_000);
});

describe("click analytics", () => {
  it("counts per day over 30 days by default, top referrer hosts and countries, the last click, bots apart", async () => {
    const [{ id }] = (await db()
      .insert(shortLinks)
      .values({ fromPath: "/stats", toUrl: "https://example.org/stats" })
      .returning({ id: shortLinks.id })) as [{ id: number }];
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    await db()
      .insert(shortLinkClicks)
      .values([
        { shortLinkId: id, clickedAt: new Date(now - 1000), referer: "https://a.example/", country: "US" },
        { shortLinkId: id, clickedAt: new Date(now - 2000), referer: "https://a.example/", country: "US" },
        { shortLinkId: id, clickedAt: new Date(now - 3 * day), referer: "https://b.example/", country: "CA" },
        { shortLinkId: id, clickedAt: new Date(now - 3 * day), userAgent: "bingbot", isBot: true, country: "US" },
        { shortLinkId: id, clickedAt: new Date(now - 45 * day), referer: null, country: null },
      ]);
    const admin = await adminApi();
    const response = await admin.redirects[":id"].analytics.$get({ param: { id: String(id) }, query: {} });
    expect(response.status).toBe(200);
    const stats = await successBody(response);
    expect(stats.window).toBe("30");
    expect(stats.buckets).toHaveLength(30);
    expect(stats.buckets.reduce((sum, d) => sum + d.clicks, 0)).toBe(3);
    expect(stats.buckets.reduce((sum, d) => sum + d.bots, 0)).toBe(1);
    expect(stats.buckets.at(-1)?.clicks).toBe(2);
    expect(stats.topReferrers[0]).toEqual({ referer: "a.example", clicks: 2 });
    expect(stats.topCountries[0]).toEqual({ country: "US", clicks: 2 });
    expect(stats).toMatchObject({ humanClicks: 3, botClicks: 1 });
    const allTime = await successBody(await admin.redirects[":id"].analytics.$get({ param: { id: String(id) }, query: { days: "all" } }));
    expect(allTime).toMatchObject({ humanClicks: 4, botClicks: 1 });
    expect(Date.parse(stats.lastClickedAt!)).toBeGreaterThan(now - 2000);
  });
});

describe("bot detection", () => {
  it.each([
    ["Googlebot/2.1 (+http://www.google.com/bot.html)", true],
    ["Mozilla/5.0 (compatible; bingbot/2.0)", true],
    ["facebookexternalhit/1.1", true],
    ["Slackbot-LinkExpanding 1.0", true],
    ["curl/8.4.0", true],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) HeadlessChrome/120.0", true],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1", false],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36", false],
    [null, false],
  ])("%s is a bot: %s", async (userAgent, expected) => {
    const { isBotUserAgent } = await import("../../../worker/shared/bots");
    expect(isBotUserAgent(userAgent)).toBe(expected);
  });
});
