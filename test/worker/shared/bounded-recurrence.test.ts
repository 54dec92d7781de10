// A repeating event's dates are found near the asked-for window and never more than a fixed
// number of them, however long ago the series started (or whatever a stored row says): a weekly
// event that began in the year 1000 costs the calendar what one that began last month does.
import { describe, expect, it } from "vitest";

import { MAX_EXPANDED_OCCURRENCES, nextOccurrences, occurrencesBetween, pastOccurrences } from "../../../worker/shared/occurrences";
import { buildRule } from "../../../worker/shared/recurrence";
import { siteDateTimeToInstant } from "../../../worker/shared/time";
import { adminApi, apiClient, read } from "../api-client";
import { call } from "../helpers";

const NOW = new Date("2026-06-10T12:00:00Z"); // a Wednesday

const weeklyFrom = (date: string) => ({
  eventDate: siteDateTimeToInstant(date, "19:00"),
  endTime: null,
  recurrence: buildRule("weekly", date, null),
});

/** Milliseconds `run` takes. */
function timed<T>(run: () => T): { result: T; ms: number } {
  const start = performance.now();
  const result = run();
  return { result, ms: performance.now() - start };
}

describe("expansion starts near the window", () => {
  // 1000-01-01 was a Wednesday in the proleptic Gregorian calendar.
  const ancient = weeklyFrom("1000-01-01");

  it("the next dates of a weekly series from the year 1000, at once", () => {
    const { result, ms } = timed(() => nextOccurrences(ancient, NOW, 3));
    expect(result.map((o) => o.date)).toEqual(["2026-06-10", "2026-06-17", "2026-06-24"]);
    expect(ms).toBeLessThan(200);
  });

  it("its last dates before now, at once", () => {
    const { result, ms } = timed(() => pastOccurrences(ancient, NOW, 3));
    expect(result.map((o) => o.date)).toEqual(["2026-05-20", "2026-05-27", "2026-06-03"]);
    expect(ms).toBeLessThan(200);
  });

  it("a window of one day, a thousand years on", () => {
    const from = siteDateTimeToInstant("2026-06-17", "00:00");
    const { result, ms } = timed(() => occurrencesBetween(ancient, from, new Date(from.getTime() + 86_400_000)));
    expect(result.map((o) => o.date)).toEqual(["2026-06-17"]);
    expect(ms).toBeLessThan(200);
  });

  it("an ended series' last dates, at once", () => {
    const ended = { ...ancient, recurrence: buildRule("weekly", "1000-01-01", "1999-12-29") };
    const { result, ms } = timed(() => pastOccurrences(ended, NOW, 2));
    expect(result.map((o) => o.date)).toEqual(["1999-12-22", "1999-12-29"]);
    expect(nextOccurrences(ended, NOW, 2)).toEqual([]);
    expect(ms).toBeLessThan(200);
  });
});

describe("expansion stops at a fixed count", () => {
  it("a window of a thousand years gives at most MAX_EXPANDED_OCCURRENCES dates", () => {
    const series = weeklyFrom("1900-01-03");
    const { result, ms } = timed(() => occurrencesBetween(series, series.eventDate, siteDateTimeToInstant("2100-12-31", "00:00")));
    expect(result).toHaveLength(MAX_EXPANDED_OCCURRENCES);
    expect(result[0]!.date).toBe("1900-01-03");
    expect(ms).toBeLessThan(500);
  });
});

describe("the calendar with series that began long ago", () => {
  it("lists 6 past dates and every date of the next 12 months of each, and answers quickly", async () => {
    const admin = await adminApi();
    for (const date of ["1900-01-01", "1900-01-02", "1900-01-03", "1900-01-04", "1900-01-05"]) {
      const response = await admin.events.$post({
        json: {
          title: `Weekly since ${date}`,
          date,
          time: "19:00",
          repeat: "weekly",
          location: "Library",
          neighborhood: "Canton",
          description: "A long-running meeting",
          eventType: "Community Event",
          organizer: "Board",
        },
      });
      expect(response.status).toBe(201);
    }
    const api = apiClient();
    await api.events.$get({ query: {} }); // warm
    const readAt = Date.now();
    const start = performance.now();
    const events = await read(api.events.$get({ query: {} }));
    const page = await call("/calendar");
    const ms = performance.now() - start;
    expect(page.status).toBe(200);
    const yearOn = new Date(readAt);
    yearOn.setUTCMonth(yearOn.getUTCMonth() + 12);
    const week = 7 * 24 * 60 * 60 * 1000;
    for (const event of events) {
      const starts = event.occurrences.map((o) => new Date(o.start).getTime());
      const upcoming = starts.filter((start) => start >= readAt);
      expect(starts.length - upcoming.length).toBe(6);
      // A week apart (an hour more or less across a daylight-saving change), from this week to a year on.
      upcoming.slice(1).forEach((start, index) => expect(Math.abs(start - upcoming[index]! - week)).toBeLessThanOrEqual(3_600_000));
      expect(upcoming[0]! - readAt).toBeLessThan(week);
      expect(yearOn.getTime() - upcoming.at(-1)!).toBeLessThanOrEqual(week + 3_600_000);
      expect(upcoming.at(-1)!).toBeLessThan(yearOn.getTime());
    }
    expect(ms).toBeLessThan(2000);
  });
});
