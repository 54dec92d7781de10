// A repeating event's dates: Baltimore wall-clock times through daylight-saving changes, months
// without the asked-for weekday skipped, cancelled dates marked, and the rule read back.
import { describe, expect, it } from "vitest";

import { toEventView } from "../../../worker/db/events";
import type { CommunityEvent } from "../../../worker/db/schema";
import { isOccurrenceDate, listedUpcoming, nextOccurrences, occurrencesBetween, pastOccurrences } from "../../../worker/shared/occurrences";
import { buildRule, describeRule, parseRule, repeatLabel, weeklyLabel, WEEKS_BETWEEN } from "../../../worker/shared/recurrence";
import { instantToSiteDateTime, siteDateTimeToInstant } from "../../../worker/shared/time";

const series = (date: string, time: string, rule: string | null, endTime: string | null = null) => ({
  eventDate: siteDateTimeToInstant(date, time),
  endTime,
  recurrence: rule,
});

const at = (iso: string) => new Date(iso);
const local = (instant: Date) => {
  const { date, time } = instantToSiteDateTime(instant);
  return `${date} ${time}`;
};

describe("a weekly 7 PM meeting", () => {
  const wednesdays = series("2027-02-24", "19:00", buildRule("weekly", "2027-02-24", null), "20:30");

  it("stays at 19:00 in Baltimore across the March change: 00:00 UTC before, 23:00 UTC after", () => {
    const dates = occurrencesBetween(wednesdays, at("2027-03-01T00:00:00Z"), at("2027-03-25T00:00:00Z"));
    expect(dates.map((d) => local(d.start))).toEqual(["2027-03-03 19:00", "2027-03-10 19:00", "2027-03-17 19:00", "2027-03-24 19:00"]);
    expect(dates.map((d) => d.start.toISOString())).toEqual([
      "2027-03-04T00:00:00.000Z", // EST, before the change on March 14
      "2027-03-11T00:00:00.000Z",
      "2027-03-17T23:00:00.000Z", // EDT
      "2027-03-24T23:00:00.000Z",
    ]);
    expect(dates.map((d) => local(d.end))).toEqual(["2027-03-03 20:30", "2027-03-10 20:30", "2027-03-17 20:30", "2027-03-24 20:30"]);
  });

  it("and across the November change: 23:00 UTC before, 00:00 UTC after", () => {
    const dates = nextOccurrences(wednesdays, at("2027-10-26T12:00:00Z"), 3);
    expect(dates.map((d) => d.start.toISOString())).toEqual([
      "2027-10-27T23:00:00.000Z",
      "2027-11-03T23:00:00.000Z", // EDT until Sunday November 7
      "2027-11-11T00:00:00.000Z",
    ]);
    expect(dates.map((d) => local(d.start))).toEqual(["2027-10-27 19:00", "2027-11-03 19:00", "2027-11-10 19:00"]);
  });

  it("lists its last dates before now, oldest first", () => {
    expect(pastOccurrences(wednesdays, at("2027-03-12T12:00:00Z"), 2).map((d) => d.date)).toEqual(["2027-03-03", "2027-03-10"]);
  });
});

describe("monthly by weekday", () => {
  it("on the fifth Tuesday skips the months that have none", () => {
    const fifth = series("2026-09-29", "18:30", buildRule("monthly", "2026-09-29", null));
    expect(parseRule(fifth.recurrence!)).toMatchObject({ repeat: "monthly", nth: 5, weekday: 2 });
    expect(nextOccurrences(fifth, at("2026-09-01T00:00:00Z"), 4).map((d) => d.date)).toEqual([
      "2026-09-29",
      "2026-12-29",
      "2027-03-30",
      "2027-06-29",
    ]);
  });

  it("on the first Tuesday, until a date (that day included)", () => {
    const first = series("2026-01-06", "19:00", buildRule("monthly", "2026-01-06", "2026-05-05"));
    expect(occurrencesBetween(first, at("2025-01-01T00:00:00Z"), at("2030-01-01T00:00:00Z")).map((d) => local(d.start))).toEqual([
      "2026-01-06 19:00",
      "2026-02-03 19:00",
      "2026-03-03 19:00",
      "2026-04-07 19:00",
      "2026-05-05 19:00",
    ]);
  });

  it("on the last Thursday, whatever the month's length", () => {
    const last = series("2027-01-28", "18:00", buildRule("monthly-last", "2027-01-28", null));
    expect(nextOccurrences(last, at("2027-01-01T00:00:00Z"), 4).map((d) => d.date)).toEqual([
      "2027-01-28",
      "2027-02-25",
      "2027-03-25",
      "2027-04-29",
    ]);
  });
});

describe("the rule's words", () => {
  it.each([
    ["weekly", "2026-03-04", null, "FREQ=WEEKLY;BYDAY=WE", "Weekly on Wednesday", "Repeats every Wednesday"],
    [
      "monthly",
      "2026-03-03",
      null,
      "FREQ=MONTHLY;BYDAY=1TU",
      "Monthly on the first Tuesday",
      "Repeats on the first Tuesday of every month",
    ],
    [
      "monthly-last",
      "2026-03-26",
      "2026-12-31",
      "FREQ=MONTHLY;BYDAY=-1TH;UNTIL=20270101T045959Z",
      "Monthly on the last Thursday",
      "Repeats on the last Thursday of every month until December 31, 2026",
    ],
  ] as const)("%s from %s", (repeat, date, until, rule, label, text) => {
    expect(buildRule(repeat, date, until)).toBe(rule);
    expect(repeatLabel(repeat, date)).toBe(label);
    expect(describeRule(rule)).toBe(text);
    expect(parseRule(rule)).toMatchObject({ repeat, until: until ?? "" });
  });

  it("reads no rule it did not write", () => {
    expect(parseRule("FREQ=DAILY")).toBeUndefined();
    expect(parseRule("FREQ=WEEKLY;BYDAY=1WE")).toBeUndefined();
    expect(parseRule("FREQ=MONTHLY;BYDAY=WE")).toBeUndefined();
  });
});

describe("every few weeks", () => {
  it.each([
    [1, "2026-03-03", null, "FREQ=WEEKLY;BYDAY=TU", "Weekly on Tuesday", "Repeats every Tuesday"],
    [2, "2026-03-03", null, "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "Every 2 weeks on Tuesday", "Repeats every other Tuesday"],
    [3, "2026-03-04", null, "FREQ=WEEKLY;INTERVAL=3;BYDAY=WE", "Every 3 weeks on Wednesday", "Repeats every 3 weeks on Wednesday"],
    [
      8,
      "2026-03-08",
      "2026-12-31",
      "FREQ=WEEKLY;INTERVAL=8;BYDAY=SU;UNTIL=20270101T045959Z",
      "Every 8 weeks on Sunday",
      "Repeats every 8 weeks on Sunday until December 31, 2026",
    ],
  ] as const)("every %i weeks from %s", (interval, date, until, rule, label, text) => {
    expect(buildRule("weekly", date, until, interval)).toBe(rule);
    expect(repeatLabel("weekly", date, interval)).toBe(label);
    expect(describeRule(rule)).toBe(text);
    expect(parseRule(rule)).toMatchObject({ repeat: "weekly", interval, nth: null, until: until ?? "" });
  });

  it("before a date is chosen, the choice names the weeks only", () => {
    expect(weeklyLabel(1)).toBe("Weekly");
    expect(weeklyLabel(2)).toBe("Every 2 weeks");
  });

  it("a monthly rule has no weeks between: the interval is ignored in building, and one is 1", () => {
    expect(buildRule("monthly", "2026-03-03", null, 2)).toBe("FREQ=MONTHLY;BYDAY=1TU");
    expect(parseRule("FREQ=MONTHLY;BYDAY=1TU")).toMatchObject({ interval: 1 });
  });

  it("reads only the INTERVAL it writes: 2 to 8, on a weekly rule", () => {
    expect(WEEKS_BETWEEN).toEqual({ min: 1, max: 8 });
    for (const rule of [
      "FREQ=WEEKLY;INTERVAL=1;BYDAY=TU",
      "FREQ=WEEKLY;INTERVAL=9;BYDAY=TU",
      "FREQ=WEEKLY;INTERVAL=02;BYDAY=TU",
      "FREQ=WEEKLY;INTERVAL=0;BYDAY=TU",
      "FREQ=MONTHLY;INTERVAL=2;BYDAY=1TU",
      "FREQ=WEEKLY;BYDAY=TU;INTERVAL=2",
    ])
      expect(parseRule(rule), rule).toBeUndefined();
  });

  it("rules written before INTERVAL read exactly as they did", () => {
    expect(parseRule("FREQ=WEEKLY;BYDAY=WE")).toEqual({ repeat: "weekly", weekday: 3, nth: null, interval: 1, until: "" });
    expect(parseRule("FREQ=MONTHLY;BYDAY=-1TH;UNTIL=20270101T045959Z")).toEqual({
      repeat: "monthly-last",
      weekday: 4,
      nth: -1,
      interval: 1,
      until: "2026-12-31",
    });
    expect(describeRule("FREQ=WEEKLY;BYDAY=WE;UNTIL=20270701T035959Z")).toBe("Repeats every Wednesday until June 30, 2027");
  });

  const biweekly = series("2026-01-06", "19:00", buildRule("weekly", "2026-01-06", null, 2), "20:00");

  it("every other Tuesday keeps its own weeks in a window far from its first date", () => {
    // 2029-03-13 is 166 weeks after 2026-01-06: a date of the series; 2029-03-06 (165 weeks) is not.
    const dates = occurrencesBetween(biweekly, at("2029-02-20T00:00:00Z"), at("2029-04-01T00:00:00Z"));
    expect(dates.map((d) => local(d.start))).toEqual(["2029-02-27 19:00", "2029-03-13 19:00", "2029-03-27 19:00"]);
    // 19:00 EST, then 19:00 EDT after the change on March 11, 2029.
    expect(dates.map((d) => d.start.toISOString())).toEqual([
      "2029-02-28T00:00:00.000Z",
      "2029-03-13T23:00:00.000Z",
      "2029-03-27T23:00:00.000Z",
    ]);
    expect(isOccurrenceDate(biweekly, "2029-03-13")).toBe(true);
    expect(isOccurrenceDate(biweekly, "2029-03-06")).toBe(false);
    expect(pastOccurrences(biweekly, at("2029-03-20T12:00:00Z"), 2).map((d) => d.date)).toEqual(["2029-02-27", "2029-03-13"]);
  });

  it("lists its dates through its last one, or the next 12 months of one that goes on", () => {
    const ending = series("2026-01-06", "19:00", buildRule("weekly", "2026-01-06", "2026-03-03", 2));
    expect(listedUpcoming(ending, at("2026-01-01T00:00:00Z")).map((d) => d.date)).toEqual([
      "2026-01-06",
      "2026-01-20",
      "2026-02-03",
      "2026-02-17",
      "2026-03-03",
    ]);
    const open = listedUpcoming(biweekly, at("2026-01-01T00:00:00Z")).map((d) => d.date);
    expect(open).toHaveLength(26);
    expect([open[0], open.at(-1)]).toEqual(["2026-01-06", "2026-12-22"]);
    // A one-time event: its date while it is to come, however far ahead.
    const once = series("2031-05-01", "10:00", null);
    expect(listedUpcoming(once, at("2026-01-01T00:00:00Z")).map((d) => d.date)).toEqual(["2031-05-01"]);
  });
});

describe("a series in the API's view", () => {
  it("lists its dates around now with the cancelled one marked, and never calls a one-time event recurring", () => {
    const stored = {
      id: 7,
      title: "Canton Association: Monthly Meeting",
      description: null,
      eventDate: siteDateTimeToInstant("2026-01-06", "19:00"),
      eventTime: "19:00",
      location: "Library",
      neighborhood: "Canton",
      eventType: "Neighborhood Meeting",
      organizer: null,
      contactInfo: null,
      contactEmail: null,
      contactPhone: null,
      registrationUrl: null,
      isRecurring: true,
      endTime: null,
      recurrence: buildRule("monthly", "2026-01-06", null),
      createdAt: new Date(0),
    } satisfies CommunityEvent;
    const view = toEventView(stored, { cancelled: ["2026-04-07"], moves: [] }, at("2026-03-10T12:00:00Z"));
    expect(view).toMatchObject({ isRecurring: true, repeat: "monthly", recurrenceText: "Repeats on the first Tuesday of every month" });
    expect(view.path).toBe("/calendar/7-canton-association-monthly-meeting");
    const upcoming = view.occurrences.filter((o) => o.start > "2026-03-10");
    expect(upcoming.slice(0, 3)).toEqual([
      { date: "2026-04-07", start: "2026-04-07T23:00:00.000Z", end: "2026-04-08T01:00:00.000Z", cancelled: true },
      { date: "2026-05-05", start: "2026-05-05T23:00:00.000Z", end: "2026-05-06T01:00:00.000Z", cancelled: false },
      { date: "2026-06-02", start: "2026-06-02T23:00:00.000Z", end: "2026-06-03T01:00:00.000Z", cancelled: false },
    ]);
    expect(view.occurrences.filter((o) => o.start < "2026-03-10").map((o) => o.date)).toEqual(["2026-01-06", "2026-02-03", "2026-03-03"]);
    expect(toEventView({ ...stored, recurrence: null, isRecurring: true }).isRecurring).toBe(false);
  });
});
