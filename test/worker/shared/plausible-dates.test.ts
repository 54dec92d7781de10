// The one rule for plausible dates (1900 to 2100; a series' last date at most five years after
// its first), the four-digit years every date is written with, and the API refusing what the rule
// refuses: a 400 naming the field, in the rule's words, with nothing stored.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { incidents } from "../../../worker/db/schema";
import { footageRequestEmail } from "../../../worker/outbox/templates/footage-request";
import { calendarDay, timeWindow } from "../../../worker/shared/request-wording";
import { formatDay } from "../../../worker/shared/calendar-day";
import { icsTimestamp } from "../../../worker/shared/calendar-links";
import { isPlausibleDate, latestRepeatUntil, PLAUSIBLE_DATE_TEXTS, scheduleDateProblems } from "../../../worker/shared/plausible-dates";
import { buildRule, parseRule } from "../../../worker/shared/recurrence";
import type { EventInput } from "../../../worker/shared/schemas/events";
import { instantToSiteDateTime, siteDateTimeToInstant } from "../../../worker/shared/time";
import { apiClient, read, successBody, type ApiClient } from "../api-client";
import { db } from "../helpers";
import { asAdmin, callWith } from "../session-helpers";

const { outOfRange, seriesTooLong } = PLAUSIBLE_DATE_TEXTS;

describe("isPlausibleDate", () => {
  it.each([
    ["1900-01-01", true],
    ["2100-12-31", true],
    ["2026-06-10", true],
    ["1899-12-31", false],
    ["2101-01-01", false],
    ["0999-12-25", false],
    ["0050-01-01", false],
    ["0000-01-01", false],
    ["9999-12-31", false],
    ["10000-01-01", false],
    ["+010000-01-01", false],
    ["2026-6-10", false],
    ["", false],
  ])("%s: %s", (day, expected) => {
    expect(isPlausibleDate(day)).toBe(expected);
  });
});

describe("latestRepeatUntil", () => {
  it.each([
    ["2026-01-06", "2031-01-06"],
    ["2026-12-31", "2031-12-31"],
    ["2028-02-29", "2033-02-28"], // 2033 has no February 29
    ["2027-02-28", "2032-02-28"],
    ["1900-01-01", "1905-01-01"],
    ["2100-12-31", "2105-12-31"],
  ])("a series from %s may run until %s", (date, until) => {
    expect(latestRepeatUntil(date)).toBe(until);
  });
});

describe("scheduleDateProblems", () => {
  it.each([
    [{ date: "2026-01-06", repeatUntil: null }, []],
    [{ date: "2026-01-06", repeatUntil: "2031-01-06" }, []],
    [{ date: "2100-06-01", repeatUntil: "2100-12-31" }, []],
    [{ date: "0999-12-25", repeatUntil: null }, [{ field: "date", message: outOfRange }]],
    [{ date: "2101-01-01", repeatUntil: null }, [{ field: "date", message: outOfRange }]],
    [{ date: "2026-01-06", repeatUntil: "9999-12-31" }, [{ field: "repeatUntil", message: outOfRange }]],
    [{ date: "2026-01-06", repeatUntil: "2031-01-07" }, [{ field: "repeatUntil", message: seriesTooLong }]],
    [{ date: "2098-01-01", repeatUntil: "2101-01-01" }, [{ field: "repeatUntil", message: outOfRange }]],
    [
      { date: "0999-12-25", repeatUntil: "9999-12-31" },
      [
        { field: "date", message: outOfRange },
        { field: "repeatUntil", message: outOfRange },
      ],
    ],
  ])("%j: %j", (schedule, problems) => {
    expect(scheduleDateProblems(schedule)).toEqual(problems);
  });
});

describe("dates are written with four-digit years", () => {
  it("a Baltimore date and time of the year 999, and of the year 50", () => {
    expect(instantToSiteDateTime(siteDateTimeToInstant("0999-12-25", "19:00"))).toEqual({ date: "0999-12-25", time: "19:00" });
    const fifty = siteDateTimeToInstant("0050-01-01", "12:00");
    expect(fifty.getUTCFullYear()).toBe(50);
    expect(instantToSiteDateTime(fifty)).toEqual({ date: "0050-01-01", time: "12:00" });
  });

  it("an iCalendar UTC timestamp has exactly four digits of year, or is refused", () => {
    expect(icsTimestamp(new Date(Date.UTC(2026, 2, 14, 22, 30)))).toBe("20260314T223000Z");
    expect(icsTimestamp(new Date(Date.UTC(999, 11, 26, 0, 0)))).toBe("09991226T000000Z");
    expect(() => icsTimestamp(new Date(Date.UTC(10000, 0, 1)))).toThrow(RangeError);
    expect(() => icsTimestamp(new Date(NaN))).toThrow(RangeError);
    // A series' UNTIL, which reads back as its day.
    const rule = buildRule("weekly", "2026-01-06", "2031-01-06")!;
    expect(rule).toMatch(/;UNTIL=\d{8}T\d{6}Z$/);
    expect(parseRule(rule)?.until).toBe("2031-01-06");
  });

  it("a rule an older version wrote with a six-digit year still reads back, for the dashboard", () => {
    expect(parseRule("FREQ=WEEKLY;BYDAY=TU;UNTIL=+0100000101T045959Z")).toMatchObject({ repeat: "weekly", until: "9999-12-31" });
    expect(parseRule("FREQ=WEEKLY;BYDAY=TU;UNTIL=9999991231T235959Z")).toBeUndefined();
  });

  it.each([
    [formatDay("0999-12-31"), "December 31, 0999"],
    [calendarDay("0999-12-31"), "Tuesday, December 31, 0999"],
    [calendarDay("2026-03-14"), "Saturday, March 14, 2026"],
    [timeWindow("0999-12-31", "23:00", "01:00"), "Tuesday, December 31, 0999, between 11:00 PM and 1:00 AM on Wednesday, January 1, 1000"],
  ])("%s", (written, expected) => {
    expect(written).toBe(expected);
  });

  it("an incident email never says the year 999", () => {
    const mail = footageRequestEmail({
      incident: { occurredOn: "0999-12-31", windowStart: "21:00", windowEnd: "22:00", keepFootageDays: 30, address: null },
      radiusFeet: 150,
      links: { may_have: "https://x.example/a", no_footage: "https://x.example/b", leave: "https://x.example/c" },
      linksWorkUntil: "2026-08-01",
    });
    for (const text of [mail.subject, mail.text, mail.html]) expect(text).not.toMatch(/(?<!\d)999(?!\d)/);
  });
});

describe("the API refuses what the rule refuses, storing nothing", () => {
  let admin = "";
  let api: ApiClient;
  beforeAll(async () => {
    admin = await asAdmin();
    api = apiClient({ cookie: admin });
  });
  const count = async (table: string) => (await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

  const event = {
    title: "Weekly walk",
    date: "2026-01-06",
    time: "19:00",
    location: "Canton Library",
    neighborhood: "Canton",
    description: "A walk",
    eventType: "Safety Walk",
    organizer: "Canton neighbors",
  };

  it.each<[Partial<EventInput>, string, string]>([
    [{ date: "0999-12-25", repeat: "weekly" }, "date", outOfRange],
    [{ date: "0050-01-01" }, "date", outOfRange],
    [{ date: "0000-01-01" }, "date", outOfRange],
    [{ date: "1899-12-31" }, "date", outOfRange],
    [{ date: "2101-01-01" }, "date", outOfRange],
    [{ date: "9999-12-31" }, "date", outOfRange],
    [{ repeat: "weekly", repeatUntil: "9999-12-31" }, "repeatUntil", outOfRange],
    [{ repeat: "monthly", repeatUntil: "2101-01-06" }, "repeatUntil", outOfRange],
    [{ repeat: "weekly", repeatUntil: "2031-01-07" }, "repeatUntil", seriesTooLong],
    [{ date: "2098-06-01", repeat: "weekly", repeatUntil: "2101-06-01" }, "repeatUntil", outOfRange],
  ])("POST /api/events %j: 400 on %s", async (fields, field, message) => {
    const before = await count("community_events");
    const response = await api.events.$post({ json: { ...event, ...fields } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: { [field]: [message] } });
    expect(await count("community_events")).toBe(before);
  });

  it("accepts the edges of the rule, and the feed's UNTIL is well formed", async () => {
    const edges: Partial<EventInput>[] = [
      { date: "1900-01-01" },
      { date: "2100-12-31" },
      { repeat: "weekly", repeatUntil: "2031-01-06" },
      { date: "2100-12-07", repeat: "weekly", repeatUntil: "2100-12-28" },
    ];
    for (const fields of edges) {
      const response = await api.events.$post({ json: { ...event, ...fields } });
      expect(response.status, JSON.stringify(fields)).toBe(201);
      const created = await successBody(response);
      expect(created.path).toMatch(new RegExp(`^/calendar/${created.id}-weekly-walk$`));
      const ics = await (await callWith(admin, `/calendar/${created.id}.ics`)).text();
      for (const until of ics.match(/UNTIL=[^;\r\n]*/g) ?? []) expect(until).toMatch(/^UNTIL=\d{8}T\d{6}Z$/);
    }
  });

  it("an update with an implausible date is refused and the stored event kept", async () => {
    const created = await read(api.events.$post({ json: { ...event, repeat: "weekly" } }));
    const response = await api.events[":id"].$patch({
      param: { id: String(created.id) },
      json: { ...event, repeat: "weekly", repeatUntil: "9999-12-31" },
    });
    expect(response.status).toBe(400);
    const row = await env.DB.prepare("SELECT recurrence FROM community_events WHERE id = ?")
      .bind(created.id)
      .first<{ recurrence: string }>();
    expect(row!.recurrence).toBe("FREQ=WEEKLY;BYDAY=TU");
  });

  it("a cancellation's date follows the rule too", async () => {
    const created = await read(api.events.$post({ json: { ...event, repeat: "weekly" } }));
    const response = await api.events[":id"].cancellations.$post({ param: { id: String(created.id) }, json: { date: "0999-12-31" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: outOfRange, errors: { date: [outOfRange] } });
  });

  it.each(["0999-12-31T09:00:00-05:00", "2101-01-01T09:00:00-05:00", "1899-12-31T23:00:00Z"])(
    "a post's publish time %s: 400 on publishedAt, nothing stored",
    async (publishedAt) => {
      const before = await count("blog_posts");
      const response = await api.blog.posts.$post({
        json: {
          title: "Porch lights",
          slug: `porch-lights-${before}`,
          excerpt: "Light and cameras",
          content: "<p>Light helps.</p>",
          author: "Team",
          category: "Security Tips",
          isPublished: true,
          publishedAt,
        },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: outOfRange, errors: { publishedAt: [outOfRange] } });
      expect(await count("blog_posts")).toBe(before);
    },
  );

  const incident = {
    caseReference: "26-000999",
    occurredOn: "2026-03-14",
    windowStart: "21:00",
    windowEnd: "22:00",
    footageSought: "Anything on the street",
    latitude: 39.27993,
    longitude: -76.57498,
  };

  it.each(["0999-12-31", "1899-12-31", "2101-01-01", "0050-06-01"])(
    "POST and PUT /api/incidents with occurredOn %s: 400, nothing stored",
    async (occurredOn) => {
      const before = await count("incidents");
      const response = await api.incidents.$post({ json: { ...incident, occurredOn } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: outOfRange, errors: { occurredOn: [outOfRange] } });
      expect(await count("incidents")).toBe(before);

      const created = await read(api.incidents.$post({ json: incident }));
      const update = await api.incidents[":id"].$put({ param: { id: String(created.id) }, json: { ...incident, occurredOn } });
      expect(update.status).toBe(400);
      const row = await env.DB.prepare("SELECT occurred_on AS occurredOn FROM incidents WHERE id = ?")
        .bind(created.id)
        .first<{ occurredOn: string }>();
      expect(row!.occurredOn).toBe("2026-03-14");
    },
  );

  it("owners are not emailed about an incident stored with such a date until it is corrected", async () => {
    const [row] = await db()
      .insert(incidents)
      .values({
        caseReference: "OLD-1",
        occurredOn: "0999-12-31",
        windowStart: "21:00",
        windowEnd: "22:00",
        footageSought: "Anything",
        latitude: 39.27993,
        longitude: -76.57498,
        locationStatus: "located",
        locationSource: "staff",
      })
      .returning();
    const messages = await count("outbox_messages");
    // Neither previewed nor sent.
    const preview = await api.incidents[":id"]["footage-requests"].preview.$get({ param: { id: String(row!.id) } });
    expect(preview.status).toBe(409);
    expect(await preview.json()).toEqual({ message: outOfRange, errors: { occurredOn: [outOfRange] } });
    const response = await api.incidents[":id"]["footage-requests"].$post({
      param: { id: String(row!.id) },
      json: { registrationIds: [] },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: outOfRange, errors: { occurredOn: [outOfRange] } });
    expect(await count("outbox_messages")).toBe(messages);
  });
});
