import { describe, expect, it } from "vitest";

import { clickAnalytics, clicksForExport, lastDays, UNTAGGED_SOURCE } from "../../../worker/db/click-analytics";
import { shortLinkClicks, shortLinks } from "../../../worker/db/schema";
import { db } from "../helpers";
import { newLink } from "../record-fixtures";

// Daylight saving time began in Baltimore on Sunday 2026-03-08 at 02:00 (07:00 UTC).
const NOW = new Date("2026-03-20T16:00:00Z");

describe("click analytics in Baltimore days", () => {
  it("groups clicks by the local calendar day across the change to daylight saving time, with sources apart", async () => {
    const [{ id }] = (await db()
      .insert(shortLinks)
      .values({ fromPath: "/dst", toUrl: "https://example.org/dst" })
      .returning({ id: shortLinks.id })) as [{ id: number }];
    const click = (at: string, extra: Partial<typeof shortLinkClicks.$inferInsert> = {}) => ({
      shortLinkId: id,
      clickedAt: new Date(at),
      ...extra,
    });
    await db()
      .insert(shortLinkClicks)
      .values([
        click("2026-03-08T03:30:00Z", { source: "canton-flyer" }), // 22:30 EST on March 7
        click("2026-03-08T05:30:00Z", { source: "canton-flyer" }), // 00:30 EST on March 8
        click("2026-03-08T06:30:00Z", { isBot: true, userAgent: "Googlebot" }), // 01:30 EST on March 8
        click("2026-03-09T03:30:00Z"), // 23:30 EDT on March 8
        click("2026-03-09T04:30:00Z", { source: "library-poster" }), // 00:30 EDT on March 9
        click("2026-03-20T03:59:00Z"), // 23:59 EDT on March 19
      ]);

    const stats = await clickAnalytics(db(), id, "30", NOW);
    expect(stats.buckets).toHaveLength(30);
    expect(stats.buckets[0]!.start).toBe("2026-02-19");
    expect(stats.buckets.at(-1)!.end).toBe("2026-03-20");
    const day = (date: string) => stats.buckets.find((entry) => entry.start === date);
    expect(day("2026-03-07")).toEqual({ start: "2026-03-07", end: "2026-03-07", clicks: 1, bots: 0 });
    expect(day("2026-03-08")).toEqual({ start: "2026-03-08", end: "2026-03-08", clicks: 2, bots: 1 });
    expect(day("2026-03-09")).toEqual({ start: "2026-03-09", end: "2026-03-09", clicks: 1, bots: 0 });
    expect(day("2026-03-19")).toEqual({ start: "2026-03-19", end: "2026-03-19", clicks: 1, bots: 0 });
    expect(day("2026-03-20")).toEqual({ start: "2026-03-20", end: "2026-03-20", clicks: 0, bots: 0 });
    expect(stats.sources).toEqual([
      { source: "canton-flyer", clicks: 2 },
      { source: UNTAGGED_SOURCE, clicks: 2 },
      { source: "library-poster", clicks: 1 },
    ]);
    expect(stats).toMatchObject({ humanClicks: 5, botClicks: 1 });
  });
});

describe("the window of days", () => {
  // NOW is noon EDT on March 20: the last 7 days are March 14 to 20, from midnight EDT on March 14 (04:00 UTC).
  it("counts a click at the window's first instant and not one a millisecond before, in the analytics and the export", async () => {
    const id = await newLink("/window-edge");
    await db()
      .insert(shortLinkClicks)
      .values([
        { shortLinkId: id, clickedAt: new Date("2026-03-14T03:59:59.999Z"), referer: "https://before.example/" },
        { shortLinkId: id, clickedAt: new Date("2026-03-14T04:00:00.000Z"), referer: "https://inside.example/" },
      ]);
    const week = await clickAnalytics(db(), id, "7", NOW);
    expect(week.buckets.map((bucket) => bucket.start)).toEqual([
      "2026-03-14",
      "2026-03-15",
      "2026-03-16",
      "2026-03-17",
      "2026-03-18",
      "2026-03-19",
      "2026-03-20",
    ]);
    expect(week.buckets[0]).toEqual({ start: "2026-03-14", end: "2026-03-14", clicks: 1, bots: 0 });
    expect(week).toMatchObject({ humanClicks: 1, botClicks: 0, topReferrers: [{ referer: "inside.example", clicks: 1 }] });
    expect((await clickAnalytics(db(), id, "30", NOW)).humanClicks).toBe(2);
    expect((await clicksForExport(db(), id, "7", NOW)).map((click) => click.referrerHost)).toEqual(["inside.example"]);
    expect((await clicksForExport(db(), id, "all", NOW)).map((click) => click.referrerHost)).toEqual(["before.example", "inside.example"]);
  });

  it("shows 90 days as weeks counted back from today, the oldest bar holding the 6 days left over", async () => {
    const id = await newLink("/window-weeks");
    await db()
      .insert(shortLinkClicks)
      .values([
        { shortLinkId: id, clickedAt: new Date("2025-12-21T05:00:00Z") }, // 00:00 EST on December 21, the 90th day back
        { shortLinkId: id, clickedAt: new Date("2026-03-14T04:00:00Z") },
        { shortLinkId: id, clickedAt: new Date("2026-03-20T15:00:00Z"), isBot: true, userAgent: "Googlebot" },
      ]);
    const stats = await clickAnalytics(db(), id, "90", NOW);
    expect(stats.buckets).toHaveLength(13);
    expect(stats.buckets[0]).toEqual({ start: "2025-12-21", end: "2025-12-26", clicks: 1, bots: 0 });
    expect(stats.buckets[1]).toMatchObject({ start: "2025-12-27", end: "2026-01-02" });
    expect(stats.buckets.at(-1)).toEqual({ start: "2026-03-14", end: "2026-03-20", clicks: 1, bots: 1 });
    expect(stats).toMatchObject({ humanClicks: 2, botClicks: 1 });
  });

  it("runs all time from the first click's day, in weeks", async () => {
    const id = await newLink("/window-all");
    await db()
      .insert(shortLinkClicks)
      .values([
        { shortLinkId: id, clickedAt: new Date("2025-06-01T16:00:00Z") },
        { shortLinkId: id, clickedAt: NOW },
      ]);
    const stats = await clickAnalytics(db(), id, "all", NOW);
    expect(stats.buckets[0]!.start).toBe("2025-06-01");
    expect(stats.buckets.at(-1)!.end).toBe("2026-03-20");
    expect(
      stats.buckets.every((bucket, index) => index === 0 || Date.parse(bucket.end) - Date.parse(bucket.start) === 6 * 86_400_000),
    ).toBe(true);
    expect(stats.humanClicks).toBe(2);
    // No click yet: 90 days of empty weeks.
    const empty = await clickAnalytics(db(), await newLink("/window-none"), "all", NOW);
    expect(empty.buckets).toHaveLength(13);
    expect(empty).toMatchObject({ humanClicks: 0, botClicks: 0, lastClickedAt: null });
  });
});

describe("the breakdowns", () => {
  it("groups people's referrers by host, counts device types and countries, and keeps bots apart", async () => {
    const id = await newLink("/breakdowns");
    const at = new Date("2026-03-19T15:00:00Z");
    const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
    const IPAD = "Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1";
    const WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36";
    await db()
      .insert(shortLinkClicks)
      .values([
        { shortLinkId: id, clickedAt: at, userAgent: IPHONE, referer: "https://www.facebook.com/groups/canton?fbclid=1", country: "US" },
        { shortLinkId: id, clickedAt: at, userAgent: IPHONE, referer: "https://www.facebook.com/", country: "US" },
        { shortLinkId: id, clickedAt: at, userAgent: IPAD, referer: "https://news.example/story", country: "CA" },
        { shortLinkId: id, clickedAt: at, userAgent: WINDOWS, referer: null, country: null },
        { shortLinkId: id, clickedAt: at, userAgent: "Googlebot/2.1", isBot: true, referer: "https://crawler.example/", country: "US" },
      ]);
    const stats = await clickAnalytics(db(), id, "7", NOW);
    expect(stats.topReferrers).toEqual([
      { referer: "www.facebook.com", clicks: 2 },
      { referer: "Direct", clicks: 1 },
      { referer: "news.example", clicks: 1 },
    ]);
    expect(stats.devices).toEqual([
      { device: "mobile", clicks: 2 },
      { device: "tablet", clicks: 1 },
      { device: "desktop", clicks: 1 },
      { device: "bot", clicks: 1 },
    ]);
    expect(stats.topCountries).toEqual([
      { country: "US", clicks: 2 },
      { country: "CA", clicks: 1 },
      { country: "Unknown", clicks: 1 },
    ]);
    expect(stats).toMatchObject({ humanClicks: 4, botClicks: 1 });
  });
});

describe("lastDays", () => {
  // Clocks fell back in Baltimore on Sunday 2026-11-01 at 02:00 EDT (06:00 UTC), and sprang
  // forward on 2026-03-08: late evening is the hour at which steps of 24 hours went wrong.
  it.each([
    ["late evening, a month after clocks fell back", "2026-11-24T04:05:00Z", "2026-10-25", "2026-11-23"],
    ["just after midnight, the same night", "2026-11-24T05:05:00Z", "2026-10-26", "2026-11-24"],
    ["the evening clocks fell back", "2026-11-02T04:30:00Z", "2026-10-03", "2026-11-01"],
    ["late evening, after clocks sprang forward", "2026-03-20T03:59:00Z", "2026-02-18", "2026-03-19"],
    ["the middle of the day", "2026-03-20T16:00:00Z", "2026-02-19", "2026-03-20"],
  ])("%s: 30 dates, one each, %s", (_, now, first, last) => {
    const days = lastDays(new Date(now));
    expect(days).toHaveLength(30);
    expect(new Set(days).size).toBe(30);
    expect([days[0], days.at(-1)]).toEqual([first, last]);
    for (let index = 1; index < days.length; index++) {
      expect(Date.parse(days[index]!) - Date.parse(days[index - 1]!)).toBe(24 * 60 * 60 * 1000);
    }
  });
});
