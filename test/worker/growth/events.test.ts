// Repeating events past one statement's 100 bound values (R24): the calendar, its feed, the
// public API and the dashboard's list each read every series' cancelled dates in one query.
// With a value bound per series, 101 series answered 503 on all four.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { CALENDAR_PAGE_SIZE } from "../../../worker/shared/events";
import { instantToSiteDateTime } from "../../../worker/shared/time";
import { CALENDAR_HTML_BUDGET } from "../../../worker/shared/page-budgets";
import { apiClient, successBody } from "../api-client";
import { call } from "../helpers";
import { asAdmin, callWith } from "../session-helpers";
import { copies, GROWN_SIZES } from "./at-scale";

const DAY = 24 * 60 * 60 * 1000;
/** The day `days` from now in Baltimore, "YYYY-MM-DD". */
const dayFromNow = (days: number) => instantToSiteDateTime(new Date(Date.now() + days * DAY)).date;

let cookie = "";
beforeAll(async () => {
  cookie = await asAdmin();
});

/** A weekly series of four dates, the second called off, made through the dashboard's API. */
async function weeklySeries(title: string) {
  const admin = apiClient({ cookie });
  const created = await admin.events.$post({
    json: {
      title,
      date: dayFromNow(3),
      time: "19:00",
      repeat: "weekly",
      repeatUntil: dayFromNow(3 + 21),
      location: "Patterson Park Pagoda",
      neighborhood: "Canton",
      description: "A walk around the park.",
      eventType: "Safety Walk",
      organizer: "Canton walkers",
    },
  });
  expect(created.status).toBe(201);
  const event = await successBody(created);
  const cancelled = await admin.events[":id"].cancellations.$post({ param: { id: String(event.id) }, json: { date: dayFromNow(10) } });
  expect(cancelled.status).toBe(201);
  return event;
}

describe.each(GROWN_SIZES)("%i repeating events, each with a cancelled date", (size) => {
  beforeAll(async () => {
    const first = await weeklySeries(`Walk of ${size}`);
    const ids = await copies("community_events", first.id, size - 2, { title: `original.title || ' ' || counter.n` });
    await env.DB.prepare(`insert into event_cancellations (event_id, date) select value, ?1 from json_each(?2)`)
      .bind(dayFromNow(10), JSON.stringify(ids))
      .run();
    // The last one through the API too, so every served page is rendered anew.
    await weeklySeries(`Last walk of ${size}`);
  });

  it("the public API lists every series with its cancelled date", async () => {
    const response = await call("/api/events");
    expect(response.status).toBe(200);
    const events = await response.json<{ title: string; cancelledDates: string[] }[]>();
    const mine = events.filter((event) => event.title.includes(`of ${size}`));
    expect(mine).toHaveLength(size);
    expect(mine.every((event) => event.cancelledDates.includes(dayFromNow(10)))).toBe(true);
  });

  it("the dashboard lists every series", async () => {
    const response = await callWith(cookie, "/api/events/admin");
    expect(response.status).toBe(200);
    const events = await response.json<{ title: string; needsFixing: boolean }[]>();
    expect(events.filter((event) => event.title.includes(`of ${size}`) && !event.needsFixing)).toHaveLength(size);
  });

  it("the calendar page answers with its first page of dates, as light as with a few events", async () => {
    const response = await call("/calendar");
    expect(response.status).toBe(200);
    const html = await response.text();
    // The soonest dates: the first series of this file (each size's walks start on the same days).
    expect(html).toContain("Walk of 101");
    // The page carries its own dozen dates, not every event the site holds.
    expect(html.length).toBeLessThan(CALENDAR_HTML_BUDGET);
  });

  it("the calendar's API cuts every listed date into pages of twelve, the last page holding the rest", async () => {
    const every = await (await call("/api/events")).json<{ occurrences: { start: string; cancelled: boolean }[] }[]>();
    const now = new Date().toISOString();
    const upcoming = every.flatMap((event) => event.occurrences).filter((o) => !o.cancelled && o.start >= now).length;
    expect(upcoming).toBeGreaterThanOrEqual(size * 3);
    const first = await (await call("/api/events/calendar")).json<{ events: { occurrences: unknown[] }[]; pageCount: number }>();
    expect(first.pageCount).toBe(Math.ceil(upcoming / CALENDAR_PAGE_SIZE));
    expect(first.events.flatMap((event) => event.occurrences)).toHaveLength(CALENDAR_PAGE_SIZE);
    const last = await (await call(`/api/events/calendar?page=${first.pageCount}`)).json<{ events: { occurrences: unknown[] }[] }>();
    expect(last.events.flatMap((event) => event.occurrences)).toHaveLength(upcoming - (first.pageCount - 1) * CALENDAR_PAGE_SIZE);
  });

  it("the feed holds every series with its EXDATE", async () => {
    const response = await call("/calendar.ics");
    expect(response.status).toBe(200);
    const feed = await response.text();
    const mine = feed.split("BEGIN:VEVENT").filter((block) => block.includes(`of ${size}`));
    expect(mine).toHaveLength(size);
    expect(mine.every((block) => block.includes("EXDATE"))).toBe(true);
  });
});

/** The date `weeks` weeks after a "YYYY-MM-DD" date. */
const weeksAfter = (date: string, weeks: number) => new Date(Date.parse(`${date}T12:00:00Z`) + weeks * 7 * DAY).toISOString().slice(0, 10);

// A series with a last date runs at most five years (about 260 weekly dates), so 250 is as far as one can grow.
describe.each([101, 250])("a weekly series with %i cancelled dates", (size) => {
  it("keeps them all when its schedule is shortened past one more, and drops only that one", async () => {
    const admin = apiClient({ cookie });
    const start = dayFromNow(3);
    const fields = {
      title: `Long walk ${size}`,
      date: start,
      time: "19:00",
      repeat: "weekly" as const,
      location: "Patterson Park Pagoda",
      neighborhood: "Canton",
      description: "A walk around the park.",
      eventType: "Safety Walk",
      organizer: "Canton walkers",
    };
    const created = await admin.events.$post({ json: fields });
    expect(created.status).toBe(201);
    const { id } = await successBody(created);
    const cancelled = Array.from({ length: size + 1 }, (_, week) => weeksAfter(start, week + 1));
    await env.DB.prepare(`insert into event_cancellations (event_id, date) select ?1, value from json_each(?2)`)
      .bind(id, JSON.stringify(cancelled))
      .run();

    const shortened = await admin.events[":id"].$patch({
      param: { id: String(id) },
      json: { ...fields, repeatUntil: cancelled[size - 1]! },
    });
    expect(shortened.status).toBe(200);
    expect((await successBody(shortened)).cancelledDates).toEqual(cancelled.slice(0, size));
    const { results } = await env.DB.prepare(`select count(*) as count from event_cancellations where event_id = ?1`)
      .bind(id)
      .all<{ count: number }>();
    expect(results[0]!.count).toBe(size);
  });
});
