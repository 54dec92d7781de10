import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { EventView } from "../../../worker/db/events";
import { communityEvents } from "../../../worker/db/schema";
import { DEFAULT_EVENT_LENGTH_MS } from "../../../worker/shared/calendar-links";
import { occurrencesBetween } from "../../../worker/shared/occurrences";
import type { EventInput } from "../../../worker/shared/schemas/events";
import { instantToSiteDateTime, siteDateTimeToInstant } from "../../../worker/shared/time";
import { apiClient, successBody } from "../api-client";
import { call, db } from "../helpers";
import { asAdmin } from "../session-helpers";

beforeAll(async () => {
  await db()
    .insert(communityEvents)
    .values([
      {
        title: "Canton walk; bring a flashlight, please",
        description: "Meet at the square.\nWe walk for an hour.",
        eventDate: siteDateTimeToInstant("2026-12-05", "19:00"),
        eventTime: "19:00",
        location: "O'Donnell Square",
        neighborhood: "Canton",
        eventType: "Safety Walk",
        organizer: "Canton neighbors",
        contactEmail: "walks@example.org",
      },
      {
        title: "District council",
        description: "Monthly meeting.",
        eventDate: siteDateTimeToInstant("2026-07-10", "18:30"),
        eventTime: "18:30",
        location: "District station community room",
        neighborhood: "Fells Point",
        eventType: "BPD Meeting",
      },
    ]);
});

/** Unfolds continuation lines, then reads one property of each VEVENT. */
function events(ics: string) {
  const lines = ics.replace(/\r\n /g, "").split("\r\n");
  const result: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      result.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon).split(";")[0]!] = line.slice(colon + 1);
    }
  }
  return result;
}

describe("/calendar.ics", () => {
  it("is an iCalendar feed of every event, in Baltimore time, with escaped text and CRLF lines", async () => {
    const response = await call("/calendar.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const ics = await response.text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const [summer, winter] = events(ics);
    // No end time: the default two hours.
    expect(summer).toMatchObject({ SUMMARY: "District council", DTSTART: "20260710T183000", DTEND: "20260710T203000" });
    expect(winter).toMatchObject({
      SUMMARY: "Canton walk\\; bring a flashlight\\, please",
      DESCRIPTION: "Meet at the square.\\nWe walk for an hour.",
      DTSTART: "20261205T190000", // TZID=America/New_York
      LOCATION: "O'Donnell Square",
    });
    expect(winter?.UID).toMatch(/^event-\d+@localhost$/);
  });

  it.each([
    ["?neighborhood=Canton", ["Canton walk\\; bring a flashlight\\, please"]],
    ["?eventType=BPD", ["District council"]],
    ["?eventType=Safety%20Walk&neighborhood=Fells%20Point", []],
  ])("honours the calendar's filters: %s", async (query, titles) => {
    const ics = await (await call(`/calendar.ics${query}`)).text();
    expect(events(ics).map((event) => event.SUMMARY)).toEqual(titles);
  });
});

describe("the calendar page's head", () => {
  // The Worker reads the clock in this isolate: fix it on either side of the two events.
  afterEach(() => vi.useRealTimers());

  /** The slugs of the event pages the calendar's structured data lists, in its order. */
  async function eventPagesInHead(now: string) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(now));
    const html = await (await call("/calendar")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { "@type"?: string; itemListElement?: { "@type": string; position: number; url: string }[] },
    );
    expect(blocks.filter((block) => block["@type"] === "Event")).toEqual([]);
    const items = blocks.filter((block) => block["@type"] === "ItemList").flatMap((block) => block.itemListElement ?? []);
    items.forEach((item, index) => expect(item).toMatchObject({ "@type": "ListItem", position: index + 1 }));
    return items.map((item) => /^http:\/\/localhost\/calendar\/\d+-(.+)$/.exec(item.url)?.[1]);
  }

  it("lists the page of each upcoming event for search engines (each page describes its event), and no past one", async () => {
    expect(await eventPagesInHead("2026-06-01T12:00:00Z")).toEqual(["district-council", "canton-walk-bring-a-flashlight-please"]);
    expect(await eventPagesInHead("2026-08-01T12:00:00Z")).toEqual(["canton-walk-bring-a-flashlight-please"]);
    expect(await eventPagesInHead("2026-12-07T12:00:00Z")).toEqual([]);
  });
});

/** The day `days` from now in Baltimore, "YYYY-MM-DD". */
const dayFromNow = (days: number) => instantToSiteDateTime(new Date(Date.now() + days * 24 * 60 * 60 * 1000)).date;

/** The first date from `date` on that falls on a first Tuesday. */
function firstTuesdayFrom(date: string): string {
  for (let day = new Date(`${date}T12:00:00Z`); ; day = new Date(day.getTime() + 24 * 60 * 60 * 1000)) {
    if (day.getUTCDay() === 2 && day.getUTCDate() <= 7) return day.toISOString().slice(0, 10);
  }
}

async function createSeries(cookie: string, fields: Pick<EventInput, "date" | "time"> & Partial<EventInput>) {
  const response = await apiClient({ cookie }).events.$post({
    json: {
      title: "Series",
      location: "Library",
      neighborhood: "Series Park",
      description: "A repeating meeting.",
      eventType: "Neighborhood Meeting",
      organizer: "Board",
      ...fields,
    },
  });
  expect(response.status).toBe(201);
  return successBody(response);
}

async function cancel(cookie: string, id: number, date: string) {
  const response = await apiClient({ cookie }).events[":id"].cancellations.$post({ param: { id: String(id) }, json: { date } });
  expect(response.status).toBe(201);
}

/** The starts and ends an independent parser (ical.js) reads from one event's .ics, with its VTIMEZONE registered. */
async function parsedOccurrences(id: number, count: number) {
  const response = await call(`/calendar/${id}.ics`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
  const calendar = new ICAL.Component(ICAL.parse(await response.text()) as unknown[]);
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const [vevent] = calendar.getAllSubcomponents("vevent");
  const event = new ICAL.Event(vevent);
  const iterator = event.iterator();
  const found: { start: string; end: string }[] = [];
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    found.push({ start: details.startDate.toJSDate().toISOString(), end: details.endDate.toJSDate().toISOString() });
  }
  return { found, vevent, calendar };
}

/** Our own expansion of the stored series, cancelled dates left out. */
function expanded(view: EventView, count: number) {
  const series = { eventDate: new Date(view.eventDate), endTime: view.endTime, recurrence: view.recurrence };
  return occurrencesBetween(series, new Date(0), new Date(Date.now() + 3 * 366 * 24 * 60 * 60 * 1000))
    .filter((occurrence) => !view.cancelledDates.includes(occurrence.date))
    .slice(0, count)
    .map((occurrence) => ({ start: occurrence.start.toISOString(), end: occurrence.end.toISOString() }));
}

describe("a repeating event's .ics, read by ical.js", () => {
  afterAll(() => ICAL.TimezoneService.reset());

  it("a monthly first-Tuesday series with an end time and a cancelled date: RRULE, DTEND, EXDATE, date by date", async () => {
    const cookie = await asAdmin();
    const first = firstTuesdayFrom(dayFromNow(1));
    const view = await createSeries(cookie, { date: first, time: "19:00", endTime: "20:30", repeat: "monthly" });
    expect(view.recurrenceText).toBe("Repeats on the first Tuesday of every month");
    const second = expanded(view, 2)[1]!;
    const secondDate = instantToSiteDateTime(new Date(second.start)).date;
    await cancel(cookie, view.id, secondDate);

    const { found, vevent } = await parsedOccurrences(view.id, 12);
    expect(vevent!.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=MONTHLY;BYDAY=1TU");
    expect(vevent!.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("America/New_York");
    expect(vevent!.getFirstProperty("dtend")?.getParameter("tzid")).toBe("America/New_York");
    expect(vevent!.getFirstProperty("exdate")?.getParameter("tzid")).toBe("America/New_York");
    const ours = expanded({ ...view, cancelledDates: [secondDate] }, 12);
    expect(found).toEqual(ours);
    expect(found.map((o) => o.start)).not.toContain(second.start);
    // Every date at 19:00 to 20:30 in Baltimore, on a first Tuesday.
    for (const occurrence of found) {
      const start = instantToSiteDateTime(new Date(occurrence.start));
      expect(start.time).toBe("19:00");
      expect(instantToSiteDateTime(new Date(occurrence.end)).time).toBe("20:30");
      expect(firstTuesdayFrom(start.date)).toBe(start.date);
    }
  });

  it("a weekly series over a year (both daylight-saving changes) until a date, default length", async () => {
    const cookie = await asAdmin();
    const start = dayFromNow(3);
    const until = dayFromNow(3 + 7 * 52);
    const view = await createSeries(cookie, { date: start, time: "19:00", repeat: "weekly", repeatUntil: until });
    const { found } = await parsedOccurrences(view.id, 60);
    expect(found).toHaveLength(53); // the first date, 52 more weeks, and no further: UNTIL is honoured
    expect(found).toEqual(expanded(view, 60));
    const utcHours = new Set(found.map((o) => new Date(o.start).getUTCHours()));
    expect(utcHours).toEqual(new Set([23, 0])); // 19:00 EDT and 19:00 EST
    for (const occurrence of found) {
      expect(instantToSiteDateTime(new Date(occurrence.start)).time).toBe("19:00");
      expect(new Date(occurrence.end).getTime() - new Date(occurrence.start).getTime()).toBe(DEFAULT_EVENT_LENGTH_MS);
    }
  });

  it("the feed asks calendar apps to come back every six hours, and an unknown event's .ics is the 404 page", async () => {
    const ics = await (await call("/calendar.ics")).text();
    expect(ics).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT6H\r\n");
    expect(ics).toContain("\r\nX-PUBLISHED-TTL:PT6H\r\n");
    const missing = await call("/calendar/987654.ics");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("Content-Type")).toContain("text/html");
  });
});
