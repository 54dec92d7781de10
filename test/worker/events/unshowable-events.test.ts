// A stored event whose dates the site cannot show (a year before 1900, a series running to 9999,
// a rule or an instant nobody can read) never makes a list fail: the public pages leave it out,
// its own page and feed are not found, and the dashboard still lists it, flagged, to be deleted.
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { PLAUSIBLE_DATE_TEXTS } from "../../../worker/shared/plausible-dates";
import { siteDateTimeToInstant } from "../../../worker/shared/time";
import { adminApi, apiClient, read, successBody } from "../api-client";
import { call } from "../helpers";

const api = apiClient();

const CONTACT = "organizer-private@example.org";

/** Rows as a faulty older version, or a hand-made import, could have left them: written straight into D1. */
const BROKEN = {
  "weekly from the year 999": { eventDate: Date.UTC(999, 11, 26, 0, 0), recurrence: "FREQ=WEEKLY;BYDAY=SA", endTime: null },
  "weekly until 9999, as an unpadded UNTIL": {
    eventDate: siteDateTimeToInstant("2026-01-06", "19:00").getTime(),
    recurrence: "FREQ=WEEKLY;BYDAY=TU;UNTIL=+0100000101T045959Z",
    endTime: null,
  },
  "weekly until 9999": {
    eventDate: siteDateTimeToInstant("2026-01-06", "19:00").getTime(),
    recurrence: "FREQ=WEEKLY;BYDAY=TU;UNTIL=99991231T235959Z",
    endTime: null,
  },
  "a one-time event in the year 999": { eventDate: Date.UTC(999, 11, 26, 0, 0), recurrence: null, endTime: null },
  "a one-time event in the year 20000": { eventDate: Date.UTC(20000, 0, 1), recurrence: null, endTime: null },
  "an instant past the end of time": { eventDate: 9e15, recurrence: null, endTime: null },
  "a rule nobody wrote": {
    eventDate: siteDateTimeToInstant("2026-01-06", "19:00").getTime(),
    recurrence: "FREQ=SECONDLY;X=1",
    endTime: null,
  },
  "an end time that is no time": { eventDate: siteDateTimeToInstant("2026-01-06", "19:00").getTime(), recurrence: null, endTime: "25:99" },
} as const;

const ids = new Map<string, number>();
let goodId = 0;

async function insertRow(title: string, row: { eventDate: number; recurrence: string | null; endTime: string | null }) {
  const result = await env.DB.prepare(
    `INSERT INTO community_events (title, description, event_date, event_time, location, neighborhood, event_type, organizer, contact_email, contact_info, is_recurring, end_time, recurrence, created_at)
     VALUES (?, 'Broken row', ?, '19:00', 'Canton Library', 'Canton', 'Community Event', 'Board', ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(title, row.eventDate, CONTACT, CONTACT, row.recurrence ? 1 : 0, row.endTime, row.recurrence, Date.now())
    .first<{ id: number }>();
  return result!.id;
}

beforeAll(async () => {
  goodId = await insertRow("Canton monthly meeting", {
    eventDate: siteDateTimeToInstant("2026-01-06", "19:00").getTime(),
    recurrence: "FREQ=MONTHLY;BYDAY=1TU",
    endTime: "20:30",
  });
  for (const [title, row] of Object.entries(BROKEN)) ids.set(title, await insertRow(title, row));
});

afterEach(() => vi.restoreAllMocks());

const brokenTitles = Object.keys(BROKEN);

describe("the public pages leave out a stored event they cannot show", () => {
  it("GET /api/events lists the others", async () => {
    const response = await api.events.$get({ query: {} });
    expect(response.status).toBe(200);
    const titles = (await successBody(response)).map((event) => event.title);
    expect(titles).toEqual(["Canton monthly meeting"]);
  });

  it("the calendar page and its filters answer 200 with the others", async () => {
    for (const path of ["/calendar", "/calendar?neighborhood=Canton", "/calendar?eventType=Community"]) {
      const response = await call(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html).toContain("Canton monthly meeting");
      for (const title of brokenTitles) expect(html).not.toContain(title);
    }
  });

  it("the feed answers 200 with the others and no malformed date", async () => {
    const response = await call("/calendar.ics");
    expect(response.status).toBe(200);
    const ics = await response.text();
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain("SUMMARY:Canton monthly meeting");
    expect(ics).not.toMatch(/UNTIL=(?!\d{8}T\d{6}Z)/);
  });

  it("the sitemap lists only the pages that exist", async () => {
    const sitemap = await (await call("/sitemap.xml")).text();
    expect(sitemap).toContain(`/calendar/${goodId}-canton-monthly-meeting`);
    for (const id of ids.values()) expect(sitemap).not.toMatch(new RegExp(`/calendar/${id}-`));
  });

  it.each(brokenTitles)("%s: its page, its API read and its .ics are not found", async (title) => {
    const id = ids.get(title)!;
    const apiRead = await api.events[":id"].$get({ param: { id: String(id) } });
    expect(apiRead.status).toBe(404);
    const page = await call(`/calendar/${id}`);
    expect(page.status).toBe(404);
    expect(page.headers.get("Content-Type")).toContain("text/html");
    expect((await call(`/calendar/${id}.ics`)).status).toBe(404);
  });

  it("logs which row was left out and why, without its contact details", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await api.events.$get({ query: {} });
    const lines = warn.mock.calls.map((args) => String(args[0]));
    for (const id of ids.values()) expect(lines.some((line) => line.includes(`"eventId":${id}`))).toBe(true);
    expect(lines.join("\n")).not.toContain(CONTACT);
  });
});

describe("the dashboard lists a stored event it cannot show, and deletes it", () => {
  let admin = apiClient();
  beforeAll(async () => {
    admin = await adminApi();
  });

  it("GET /api/events/admin is for admins only", async () => {
    expect((await api.events.admin.$get()).status).toBe(401);
  });

  it("lists every row, the ones the public pages leave out flagged", async () => {
    const response = await admin.events.admin.$get();
    expect(response.status).toBe(200);
    const events = await successBody(response);
    expect(events.map((event) => event.title).sort()).toEqual([...brokenTitles, "Canton monthly meeting"].sort());
    for (const event of events) expect(event.needsFixing, event.title).toBe(event.id !== goodId);
    expect(events.find((event) => event.title === "weekly from the year 999")?.date).toMatch(/^0999-12-2\d$/);
    expect(events.find((event) => event.title === "weekly until 9999")).toMatchObject({ repeat: "weekly", repeatUntil: "9999-12-31" });
  });

  it("a date of such a series cannot be cancelled, with a 4xx and a message", async () => {
    const id = ids.get("weekly until 9999")!;
    const response = await admin.events[":id"].cancellations.$post({ param: { id: String(id) }, json: { date: "2026-01-13" } });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: PLAUSIBLE_DATE_TEXTS.needsFixingHint });
  });

  it("staff fix one with an edit and delete the others, after which the dashboard lists only what the public pages show", async () => {
    const fixed = ids.get("a one-time event in the year 999")!;
    const edit = await admin.events[":id"].$patch({
      param: { id: String(fixed) },
      json: {
        title: "Fixed at last",
        date: "2026-12-24",
        time: "19:00",
        location: "Canton Library",
        neighborhood: "Canton",
        description: "Fixed",
        eventType: "Community Event",
        organizer: "Board",
      },
    });
    expect(edit.status).toBe(200);
    expect((await api.events[":id"].$get({ param: { id: String(fixed) } })).status).toBe(200);

    for (const [title, id] of ids) {
      if (id === fixed) continue;
      const response = await admin.events[":id"].$delete({ param: { id: String(id) } });
      expect(response.status, title).toBe(200);
    }
    const listed = await read(admin.events.admin.$get());
    expect(listed.map(({ title, needsFixing }) => ({ title, needsFixing }))).toEqual([
      { title: "Canton monthly meeting", needsFixing: false },
      { title: "Fixed at last", needsFixing: false },
    ]);
    const rows = await env.DB.prepare("SELECT count(*) AS n FROM community_events").first<{ n: number }>();
    expect(rows!.n).toBe(2);
  });
});
