// A series every other week, read three ways: its .ics by an independent parser (ical.js),
// occurrence by occurrence across both daylight-saving changes; its page's dates; and the
// calendar's pages. All three list the same dates through the series' last one. A series with no
// last date lists its next twelve months on its page, says so and offers the subscription.
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { formatDay } from "../../../worker/shared/calendar-day";
import { CALENDAR_PAGE_SIZE } from "../../../worker/shared/events";
import type { EventInput } from "../../../worker/shared/schemas/events";
import { instantToSiteDateTime } from "../../../worker/shared/time";
import { apiClient, read, successBody } from "../api-client";
import { call } from "../helpers";
import { asAdmin } from "../session-helpers";

// Before the first dates: the page and the calendar list every date as upcoming.
const NOW = new Date("2030-02-20T17:00:00Z");
const NEIGHBORHOOD = "Biweekly Park";

let admin = apiClient();
let endingId = 0;
let endingPath = "";
let openId = 0;
let openPath = "";

async function create(fields: Partial<EventInput>) {
  const response = await admin.events.$post({
    json: {
      title: "Block captains",
      date: "2030-02-26", // a Tuesday, before the change to daylight time on March 10, 2030
      time: "19:00",
      location: "Library",
      neighborhood: NEIGHBORHOOD,
      description: "Every other Tuesday.",
      eventType: "Neighborhood Meeting",
      organizer: "Board",
      ...fields,
    },
  });
  expect(response.status).toBe(201);
  return successBody(response);
}

beforeAll(async () => {
  admin = apiClient({ cookie: await asAdmin() });
  // Every other Tuesday through December 31, 2030 (itself a date of the series), one date called off.
  const ending = await create({ endTime: "20:30", repeat: "weekly", repeatInterval: 2, repeatUntil: "2030-12-31" });
  expect(ending.recurrence).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20310101T045959Z");
  expect(ending.recurrenceText).toBe("Repeats every other Tuesday until December 31, 2030");
  const cancelled = await admin.events[":id"].cancellations.$post({ param: { id: String(ending.id) }, json: { date: "2030-04-09" } });
  expect(cancelled.status).toBe(201);
  ({ id: endingId, path: endingPath } = ending);
  // Every other Wednesday, with no last date, in another neighborhood so the calendar's pages above hold only the first.
  const open = await create({ title: "Open series", date: "2030-02-27", repeat: "weekly", repeatInterval: 2, neighborhood: "Open Park" });
  ({ id: openId, path: openPath } = open);
});

afterEach(() => vi.useRealTimers());
afterAll(() => ICAL.TimezoneService.reset());

/** A request as of NOW. */
async function callAtNow(path: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  const response = await call(path);
  const text = await response.text();
  vi.useRealTimers();
  expect(response.status).toBe(200);
  return text;
}

/** Every start and end ical.js reads from one event's .ics (it ends the series at UNTIL). */
async function icsOccurrences(id: number) {
  const calendar = new ICAL.Component(ICAL.parse(await callAtNow(`/calendar/${id}.ics`)) as unknown[]);
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  expect(vevent.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20310101T045959Z");
  const event = new ICAL.Event(vevent);
  const iterator = event.iterator();
  const found: { start: string; end: string }[] = [];
  for (let next = iterator.next(); next && found.length < 100; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    found.push({ start: details.startDate.toJSDate().toISOString(), end: details.endDate.toJSDate().toISOString() });
  }
  return found;
}

const siteDay = (iso: string) => instantToSiteDateTime(new Date(iso)).date;
const longDay = (day: string) => formatDay(day, { weekday: true });
const unescape = (html: string) => html.replace(/&amp;/g, "&").replace(/&#x27;/g, "'");

describe("a series every other week, through its last date", () => {
  it("ical.js finds every other Tuesday at 7 PM in Baltimore, across both daylight-saving changes, the cancelled one left out", async () => {
    const found = await icsOccurrences(endingId);
    expect(found).toHaveLength(22); // 23 Tuesdays from February 26 to December 31, less April 9
    expect(found[0]).toEqual({ start: "2030-02-27T00:00:00.000Z", end: "2030-02-27T01:30:00.000Z" }); // EST
    expect(found[1]).toEqual({ start: "2030-03-12T23:00:00.000Z", end: "2030-03-13T00:30:00.000Z" }); // EDT from March 10
    expect(found.map((o) => siteDay(o.start))).not.toContain("2030-04-09");
    expect(siteDay(found.at(-1)!.start)).toBe("2030-12-31"); // the last day itself, in EST again
    expect(found.at(-1)!.start).toBe("2031-01-01T00:00:00.000Z");
    for (const occurrence of found) {
      expect(instantToSiteDateTime(new Date(occurrence.start)).time).toBe("19:00");
      expect(instantToSiteDateTime(new Date(occurrence.end)).time).toBe("20:30");
      const days = (Date.parse(`${siteDay(occurrence.start)}T12:00:00Z`) - Date.parse("2030-02-26T12:00:00Z")) / 86_400_000;
      expect(days % 14).toBe(0);
    }
  });

  it("the event's page data and its page list the same dates, through the last one", async () => {
    const found = await icsOccurrences(endingId);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const view = await read(apiClient().events[":id"].$get({ param: { id: String(endingId) } }));
    vi.useRealTimers();
    expect(view.occurrences.filter((o) => !o.cancelled).map(({ start, end }) => ({ start, end }))).toEqual(found);
    expect(view.occurrences.filter((o) => o.cancelled).map((o) => o.date)).toEqual(["2030-04-09"]);

    const page = unescape(await callAtNow(endingPath));
    const list = page.slice(page.indexOf('id="next-dates"'), page.indexOf("</ul>", page.indexOf('id="next-dates"')));
    const listed = [...list.matchAll(/<li[^>]*><span[^>]*>([^<]+)<\/span>(<span[^>]*>Cancelled<\/span>)?<\/li>/g)].map(
      ([, day, cancelled]) => (cancelled ? `${day!} (Cancelled)` : day!),
    );
    expect(listed).toHaveLength(23);
    expect(listed.filter((day) => !day.endsWith("(Cancelled)"))).toEqual(found.map((o) => longDay(siteDay(o.start))));
    expect(listed).toContain("Tuesday, April 9, 2030 (Cancelled)");
    expect(listed.at(-1)).toBe("Tuesday, December 31, 2030");
    expect(page).toContain("Repeats every other Tuesday until December 31, 2030");
    expect(page).not.toContain("the series goes on after them");
    // Its structured data: a Schedule every two weeks.
    expect(page).toContain('"repeatFrequency":"P2W"');
  });

  it("the calendar's pages list the same dates, through the last one, and no further", async () => {
    const found = await icsOccurrences(endingId);
    const cardDays: string[] = [];
    for (const page of [1, 2]) {
      const html = unescape(
        await callAtNow(`/calendar?neighborhood=${encodeURIComponent(NEIGHBORHOOD)}${page > 1 ? `&page=${page}` : ""}`),
      );
      const root = html.slice(html.indexOf('<div id="root">'));
      cardDays.push(...[...root.matchAll(/<dt[^>]*>Date<\/dt><dd[^>]*>([^<]+)<\/dd>/g)].map((match) => match[1]!));
      expect(root.includes(">Later events</a>")).toBe(page === 1);
    }
    expect(cardDays).toHaveLength(found.length);
    expect(found.length).toBeGreaterThan(CALENDAR_PAGE_SIZE);
    expect(cardDays).toEqual(found.map((o) => longDay(siteDay(o.start))));
  });
});

describe("a series every other week with no last date", () => {
  it("its page lists the next 12 months, says the series goes on, and offers the subscription", async () => {
    const view = await (async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(NOW);
      const answer = await read(apiClient().events[":id"].$get({ param: { id: String(openId) } }));
      vi.useRealTimers();
      return answer;
    })();
    // Every other Wednesday from February 27, 2030 to the last before February 20, 2031.
    const dates = view.occurrences.map((o) => o.date);
    expect(dates).toHaveLength(26);
    expect(dates[0]).toBe("2030-02-27");
    expect(dates.at(-1)).toBe("2031-02-12");
    expect(view.recurrenceText).toBe("Repeats every other Wednesday");

    const page = unescape(await callAtNow(openPath));
    expect(page).toContain("The next 12 months are listed; the series goes on after them.");
    expect(page).toContain(`<a href="webcal://localhost/calendar/${openId}.ics"`);
    expect(page).toContain("Subscribe in your calendar app");
  });
});
