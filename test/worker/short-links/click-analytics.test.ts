import { describe, expect, it } from "vitest";

import { clickAnalytics, lastDays, UNTAGGED_SOURCE } from "../../../worker/db/click-analytics";
import { redirectClicks, urlRedirects } from "../../../worker/db/schema";
import { db } from "../helpers";

// Daylight saving time began in Baltimore on Sunday 2026-03-08 at 02:00 (07:00 UTC).
const NOW = new Date("2026-03-20T16:00:00Z");

describe("click analytics in Baltimore days", () => {
  it("groups clicks by the local calendar day across the change to daylight saving time, with sources apart", async () => {
    const [{ id }] = (await db()
      .insert(urlRedirects)
      .values({ fromPath: "/dst", toUrl: "https://example.org/dst" })
      .returning({ id: urlRedirects.id })) as [{ id: number }];
    const click = (at: string, extra: Partial<typeof redirectClicks.$inferInsert> = {}) => ({
      redirectId: id,
      clickedAt: new Date(at),
      ...extra,
    });
    await db()
      .insert(redirectClicks)
      .values([
        click("2026-03-08T03:30:00Z", { source: "canton-flyer" }), // 22:30 EST on March 7
        click("2026-03-08T05:30:00Z", { source: "canton-flyer" }), // 00:30 EST on March 8
        click("2026-03-08T06:30:00Z", { isBot: true, userAgent: "Googlebot" }), // 01:30 EST on March 8
        click("2026-03-09T03:30:00Z"), // 23:30 EDT on March 8
        click("2026-03-09T04:30:00Z", { source: "library-poster" }), // 00:30 EDT on March 9
        click("2026-03-20T03:59:00Z"), // 23:59 EDT on March 19
      ]);

    const stats = await clickAnalytics(db(), id, NOW);
    expect(stats.perDay).toHaveLength(30);
    expect(stats.perDay[0]!.date).toBe("2026-02-19");
    expect(stats.perDay.at(-1)!.date).toBe("2026-03-20");
    const day = (date: string) => stats.perDay.find((entry) => entry.date === date);
    expect(day("2026-03-07")).toEqual({ date: "2026-03-07", clicks: 1, bots: 0 });
    expect(day("2026-03-08")).toEqual({ date: "2026-03-08", clicks: 2, bots: 1 });
    expect(day("2026-03-09")).toEqual({ date: "2026-03-09", clicks: 1, bots: 0 });
    expect(day("2026-03-19")).toEqual({ date: "2026-03-19", clicks: 1, bots: 0 });
    expect(day("2026-03-20")).toEqual({ date: "2026-03-20", clicks: 0, bots: 0 });
    expect(stats.sources).toEqual([
      { source: "canton-flyer", clicks: 2 },
      { source: UNTAGGED_SOURCE, clicks: 2 },
      { source: "library-poster", clicks: 1 },
    ]);
    expect(stats).toMatchObject({ humanClicks: 5, botClicks: 1 });
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
