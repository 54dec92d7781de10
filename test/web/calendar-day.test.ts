import { describe, expect, it } from "vitest";

import { formatDay } from "../../worker/shared/calendar-day";

const intl = (day: string, weekday: boolean) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    ...(weekday ? { weekday: "long" } : {}),
    year: "numeric",
    month: "long",
    day: "numeric",
  }).format(new Date(`${day}T00:00:00Z`));

describe("formatDay", () => {
  it.each([
    ["2026-03-04", false, "March 4, 2026"],
    ["2026-03-14", true, "Saturday, March 14, 2026"],
    ["2028-02-29", true, "Tuesday, February 29, 2028"],
    ["2026-12-31", false, "December 31, 2026"],
    ["2027-01-01", true, "Friday, January 1, 2027"],
  ])("%s (weekday %s) reads %s", (day, weekday, expected) => {
    expect(formatDay(day, { weekday })).toBe(expected);
  });

  it("writes every day of four years as Intl's en-US long date does", () => {
    const start = Date.UTC(2025, 0, 1);
    for (let offset = 0; offset < 4 * 366; offset += 1) {
      const day = new Date(start + offset * 86_400_000).toISOString().slice(0, 10);
      expect(formatDay(day)).toBe(intl(day, false));
      expect(formatDay(day, { weekday: true })).toBe(intl(day, true));
    }
  });
});
