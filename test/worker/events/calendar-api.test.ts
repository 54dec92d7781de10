// GET /api/events/calendar: the calendar's list a page at a time (decision 0045), as its served
// page carries it. A weekly series of fifteen Thursdays (one cancelled, one moved) and a one-time
// event, read with the clock fixed between them: the split at now, the order of each list, the
// pages of twelve, the cancelled date left out, the filters, and only the fields a card shows.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { CalendarPage } from "../../../worker/events/calendar-read";
import { CALENDAR_PAGE_SIZE } from "../../../worker/shared/events";
import type { EventInput } from "../../../worker/shared/schemas/events";
import { apiClient, read } from "../api-client";
import { call } from "../helpers";
import { asAdmin } from "../session-helpers";

// Thursday, March 7, 2030, noon in Baltimore: the series' first three Thursdays are past.
const NOW = new Date("2030-03-07T17:00:00Z");
const NEIGHBORHOOD = "Paging Park";

let seriesId = 0;

async function create(admin: ReturnType<typeof apiClient>, fields: Partial<EventInput>) {
  return read(
    admin.events.$post({
      json: {
        title: "Porch light night",
        date: "2030-02-14",
        time: "19:00",
        location: "Library",
        neighborhood: NEIGHBORHOOD,
        description: "Every Thursday.",
        eventType: "Safety Walk",
        organizer: "Board",
        contactEmail: "board@example.org",
        ...fields,
      },
    }),
  );
}

beforeAll(async () => {
  const admin = apiClient({ cookie: await asAdmin() });
  const series = await create(admin, { repeat: "weekly", repeatUntil: "2030-05-23" }); // Feb 14 to May 23: 15 Thursdays
  seriesId = series.id;
  const id = { param: { id: String(seriesId) } };
  expect((await admin.events[":id"].cancellations.$post({ ...id, json: { date: "2030-03-21" } })).status).toBe(201);
  expect(
    (
      await admin.events[":id"].moves.$post({
        ...id,
        json: { date: "2030-03-28", newDate: "2030-03-29", newTime: "18:00", newEndTime: "" },
      })
    ).status,
  ).toBe(201);
  await create(admin, { title: "Town hall", date: "2030-03-12", eventType: "Town Hall", neighborhood: "Other Park" });
});

afterEach(() => vi.useRealTimers());

async function calendarAt(query: string): Promise<{ status: number; body: CalendarPage }> {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  const response = await call(`/api/events/calendar${query}`);
  return { status: response.status, body: await response.json<CalendarPage>() };
}

/** The page's dates in the listed order, as "event title date". */
const datesOf = (page: CalendarPage, past = false) => {
  const dates = page.events.flatMap((event) => event.occurrences.map((occurrence) => ({ title: event.title, ...occurrence })));
  dates.sort((a, b) => (a.start < b.start ? -1 : 1));
  return (past ? dates.reverse() : dates).map(({ title, date }) => `${title} ${date}`);
};

describe("GET /api/events/calendar", () => {
  it("lists the upcoming dates soonest first, twelve a page, the cancelled one left out", async () => {
    const { status, body } = await calendarAt(`?neighborhood=${NEIGHBORHOOD}`);
    expect(status).toBe(200);
    // Mar 7 (tonight, still to come) to May 23: 12 Thursdays, Mar 21 cancelled.
    expect(CALENDAR_PAGE_SIZE).toBe(12);
    expect(body.pageCount).toBe(1);
    expect(datesOf(body)).toHaveLength(11);
    expect(datesOf(body).slice(0, 4)).toEqual([
      "Porch light night 2030-03-07",
      "Porch light night 2030-03-14",
      "Porch light night 2030-03-28",
      "Porch light night 2030-04-04",
    ]);
    // The moved date says where it went.
    expect(body.events[0]!.occurrences.find((o) => o.date === "2030-03-28")).toMatchObject({
      movedTo: { date: "2030-03-29", time: "18:00" },
    });
  });

  it("cuts every event's dates into pages, each event once per page with its dates on it", async () => {
    const first = await calendarAt("");
    const second = await calendarAt("?page=2");
    expect(first.body.pageCount).toBeGreaterThanOrEqual(1);
    const all = [...datesOf(first.body), ...(first.body.pageCount > 1 ? datesOf(second.body) : [])];
    expect(all).toContain("Town hall 2030-03-12");
    expect(datesOf(first.body)).toHaveLength(Math.min(CALENDAR_PAGE_SIZE, all.length));
    for (const page of [first.body, second.body]) {
      const ids = page.events.map((event) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it("lists past dates latest first", async () => {
    const { body } = await calendarAt(`?neighborhood=${NEIGHBORHOOD}&when=past`);
    expect(datesOf(body, true)).toEqual(["Porch light night 2030-02-28", "Porch light night 2030-02-21", "Porch light night 2030-02-14"]);
  });

  it("filters by type as the public filter does, with every neighborhood still offered", async () => {
    const { body } = await calendarAt("?eventType=Community");
    expect(body.events.map((event) => event.title)).toEqual(["Town hall"]);
    expect(body.neighborhoods).toEqual(expect.arrayContaining([NEIGHBORHOOD, "Other Park", "Canton"]));
  });

  it("answers a page past the last with no dates and the number of pages", async () => {
    const { status, body } = await calendarAt(`?neighborhood=${NEIGHBORHOOD}&page=7`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ events: [], pageCount: 1 });
  });

  it("carries only what a card shows", async () => {
    const { body } = await calendarAt(`?neighborhood=${NEIGHBORHOOD}`);
    expect(Object.keys(body.events[0]!).sort()).toEqual(
      [
        "contactEmail",
        "contactInfo",
        "contactPhone",
        "description",
        "endTime",
        "eventTime",
        "eventType",
        "id",
        "location",
        "neighborhood",
        "occurrences",
        "organizer",
        "path",
        "recurrence",
        "recurrenceText",
        "registrationUrl",
        "title",
      ].sort(),
    );
    // The free-text contact is the email again: a card shows the email's link alone.
    expect(body.events[0]!.contactInfo).toBeNull();
  });

  it.each(["?page=0", "?page=x", "?page=1001", "?when=soon", `?neighborhood=${"x".repeat(101)}`])(
    "answers %s with a JSON 400",
    async (query) => {
      const { status, body } = await calendarAt(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ message: expect.any(String) });
    },
  );
});
