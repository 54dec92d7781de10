// One date of a series moved (decision 0064), read where people see it: the calendar's served
// page and the event's own (rendered anew after the move, though cached before it), their
// structured data, and both feeds read by an independent parser (ical.js): the series' VEVENT
// keeps its RRULE and EXDATE, and the moved date is a VEVENT of the same UID whose RECURRENCE-ID
// names the date it replaces, so subscribed calendars show that date at its new day and time.
import ICAL from "ical.js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { instantToSiteDateTime } from "../../../worker/shared/time";
import { apiClient, read, successBody } from "../api-client";
import { call } from "../helpers";
import { asAdmin } from "../session-helpers";

// Before the moved date: the page leads with it.
const NOW = new Date("2030-03-13T12:00:00Z");
const NEIGHBORHOOD = "Moved Park";

let admin = apiClient();
let id = 0;
let path = "";

beforeAll(async () => {
  admin = apiClient({ cookie: await asAdmin() });
  const created = await admin.events.$post({
    json: {
      title: "Moved Park walk",
      date: "2030-03-05", // Tuesdays to April 30, 2030: nine dates, April 9 cancelled
      time: "19:00",
      endTime: "20:30",
      repeat: "weekly",
      repeatUntil: "2030-04-30",
      location: "The pavilion",
      neighborhood: NEIGHBORHOOD,
      description: "Every Tuesday.",
      eventType: "Safety Walk",
      organizer: "Walkers",
    },
  });
  ({ id, path } = await successBody(created));
  await admin.events[":id"].cancellations.$post({ param: { id: String(id) }, json: { date: "2030-04-09" } });
});

afterEach(() => vi.useRealTimers());
afterAll(() => ICAL.TimezoneService.reset());

async function callAtNow(address: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  const response = await call(address);
  const text = await response.text();
  vi.useRealTimers();
  expect(response.status).toBe(200);
  return text.replace(/&amp;/g, "&").replace(/&#x27;/g, "'");
}

const calendarPage = () => callAtNow(`/calendar?neighborhood=${encodeURIComponent(NEIGHBORHOOD)}`);
/** Each card's date and time on a served calendar page. */
const cards = (html: string) =>
  [
    ...html
      .slice(html.indexOf('<div id="root">'))
      .matchAll(/<dt[^>]*>Date<\/dt><dd[^>]*>([^<]+)<\/dd><dt[^>]*>Time<\/dt><dd[^>]*>([^<]+)<\/dd>/g),
  ].map(([, day, time]) => `${day!}, ${time!}`);
const moveMarch19 = () =>
  admin.events[":id"].moves.$post({
    param: { id: String(id) },
    json: { date: "2030-03-19", newDate: "2030-03-20", newTime: "18:00", newEndTime: "19:00" },
  });

describe("a moved date on the pages", () => {
  it("the calendar and the event's page, cached before the move, show the date at its new day and time after it", async () => {
    expect(cards(await calendarPage())).toContain("Tuesday, March 19, 2030, 7:00 PM – 8:30 PM");
    await callAtNow(path);
    expect((await moveMarch19()).status).toBe(201);

    const calendar = await calendarPage();
    const listed = cards(calendar);
    expect(listed).toHaveLength(6); // March 19 (moved) to April 30, April 9 cancelled
    expect(listed.slice(0, 3)).toEqual([
      "Wednesday, March 20, 2030, 6:00 PM – 7:00 PM",
      "Tuesday, March 26, 2030, 7:00 PM – 8:30 PM",
      "Tuesday, April 2, 2030, 7:00 PM – 8:30 PM",
    ]);
    expect(listed.join()).not.toContain("March 19");
    expect(calendar).toContain("Moved from Tuesday, March 19, 2030");

    const page = await callAtNow(path);
    const nextDates = page.slice(page.indexOf('id="next-dates"'), page.indexOf("</ul>", page.indexOf('id="next-dates"')));
    expect(nextDates).toMatch(
      /<span[^>]*>Wednesday, March 20, 2030<\/span><span[^>]*>6:00 PM – 7:00 PM · Moved from Tuesday, March 19, 2030<\/span>/,
    );
    expect(nextDates).not.toContain(">Tuesday, March 19, 2030</span>");
    // The page leads with the moved date: its facts and its structured data.
    expect(page).toMatch(/<dd[^>]*>Wednesday, March 20, 2030<\/dd>/);
    const [event] = [...page.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      ([, data]) => JSON.parse(data!) as Record<string, unknown>,
    );
    expect(event).toMatchObject({
      startDate: "2030-03-20T18:00:00-04:00",
      endDate: "2030-03-20T19:00:00-04:00",
      eventSchedule: { exceptDate: ["2030-03-19", "2030-04-09"] },
    });

    // The public API lists it once, under its own date, where it now is.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    const [view] = await read(apiClient().events.$get({ query: { neighborhood: NEIGHBORHOOD } }));
    vi.useRealTimers();
    expect(view!.occurrences.filter((o) => o.date === "2030-03-19")).toEqual([
      {
        date: "2030-03-19",
        start: "2030-03-20T22:00:00.000Z",
        end: "2030-03-20T23:00:00.000Z",
        cancelled: false,
        movedTo: { date: "2030-03-20", time: "18:00", endTime: "19:00" },
      },
    ]);
  });
});

/** The VEVENTs of a feed, and each date ical.js reads from the series with its moved dates related. */
function readFeed(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
  for (const zone of calendar.getAllSubcomponents("vtimezone")) ICAL.TimezoneService.register(zone);
  const vevents = calendar
    .getAllSubcomponents("vevent")
    .filter((vevent) => vevent.getFirstPropertyValue("uid") === `event-${id}@localhost`);
  const [master, ...exceptions] = vevents;
  const event = new ICAL.Event(master, { exceptions });
  const iterator = event.iterator();
  const found: { date: string; start: string; end: string }[] = [];
  for (let next = iterator.next(); next && found.length < 50; next = iterator.next()) {
    const details = event.getOccurrenceDetails(next);
    found.push({
      date: instantToSiteDateTime(details.recurrenceId.toJSDate()).date,
      start: details.startDate.toJSDate().toISOString(),
      end: details.endDate.toJSDate().toISOString(),
    });
  }
  return { master: master!, exceptions, found };
}

describe("a moved date in the feeds, read by ical.js", () => {
  it.each([
    ["the event's own .ics", () => `/calendar/${id}.ics`],
    ["the calendar's feed", () => `/calendar.ics?neighborhood=${encodeURIComponent(NEIGHBORHOOD)}`],
  ])("%s: the series keeps its rule and EXDATE, and the moved date is at its new day and time", async (_name, address) => {
    const moved = await moveMarch19(); // moving it again (or for the first time, run alone) leaves one move
    expect(moved.status).toBe(201);
    const response = await call(address());
    expect(response.status).toBe(200);
    const ics = await response.text();
    expect(ics).toContain("\r\nRECURRENCE-ID;TZID=America/New_York:20300319T190000\r\n");
    const { master, exceptions, found } = readFeed(ics);
    expect(master.getFirstPropertyValue("rrule")?.toString()).toBe("FREQ=WEEKLY;BYDAY=TU;UNTIL=20300501T035959Z");
    expect(master.getAllProperties("exdate")).toHaveLength(1);
    expect(exceptions).toHaveLength(1);
    expect(exceptions[0]!.getFirstPropertyValue("summary")).toBe("Moved Park walk");

    expect(found.map((o) => o.date)).toEqual([
      "2030-03-05",
      "2030-03-12",
      "2030-03-19",
      "2030-03-26",
      "2030-04-02",
      "2030-04-16",
      "2030-04-23",
      "2030-04-30",
    ]);
    // March 19 is Wednesday the 20th, 6 to 7 PM EDT; every other date is a Tuesday, 7 to 8:30 PM.
    expect(found.find((o) => o.date === "2030-03-19")).toEqual({
      date: "2030-03-19",
      start: "2030-03-20T22:00:00.000Z",
      end: "2030-03-20T23:00:00.000Z",
    });
    for (const occurrence of found.filter((o) => o.date !== "2030-03-19")) {
      expect(instantToSiteDateTime(new Date(occurrence.start))).toEqual({ date: occurrence.date, time: "19:00" });
      expect(instantToSiteDateTime(new Date(occurrence.end)).time).toBe("20:30");
    }
  });

  it("after the move is undone the feed has the series alone, the date at its own time", async () => {
    await moveMarch19();
    await admin.events[":id"].moves[":date"].$delete({ param: { id: String(id), date: "2030-03-19" } });
    const ics = await (await call(`/calendar/${id}.ics`)).text();
    expect(ics).not.toContain("RECURRENCE-ID");
    const { exceptions, found } = readFeed(ics);
    expect(exceptions).toHaveLength(0);
    expect(found.find((o) => o.date === "2030-03-19")?.start).toBe("2030-03-19T23:00:00.000Z");
  });
});
