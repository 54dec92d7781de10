// The schedule fields an admin sends (end time, repeat, until) and the cancelled dates of a
// series: refused with the field's message when they do not fit, stored and read back when they do.
import { beforeAll, describe, expect, it } from "vitest";

import { eventCancellations } from "../../../worker/db/schema";
import { EVENT_SCHEDULE_TEXTS } from "../../../worker/shared/schemas/events";
import { apiClient, errorBody, read, successBody } from "../api-client";
import { db, ORIGIN } from "../helpers";
import { asAdmin, callWith } from "../session-helpers";

let adminCookie = "";
let admin = apiClient();
beforeAll(async () => {
  adminCookie = await asAdmin();
  admin = apiClient({ cookie: adminCookie });
});

/** Raw, for the table of refused fields: a repeat of "daily" is one the types forbid. */
const send = (method: string, path: string, body?: unknown) =>
  callWith(adminCookie, path, {
    method,
    headers: { "Content-Type": "application/json", Origin: ORIGIN },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const cancel = (id: number, date: string) => admin.events[":id"].cancellations.$post({ param: { id: String(id) }, json: { date } });

const spec = {
  title: "Hampden Association",
  date: "2026-03-03", // the first Tuesday of March 2026
  time: "19:00",
  location: "Hampden Library",
  neighborhood: "Hampden",
  description: "Monthly meeting.",
  eventType: "Neighborhood Meeting",
  organizer: "Hampden board",
};

describe("an event's schedule", () => {
  it("the spec's payload alone still makes a one-time event (R15)", async () => {
    const response = await admin.events.$post({ json: spec });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ isRecurring: false, repeat: "none", recurrence: null, endTime: null, repeatUntil: "" });
  });

  it.each([
    [{ endTime: "18:30" }, "endTime", EVENT_SCHEDULE_TEXTS.endTime],
    [{ endTime: "19:00" }, "endTime", EVENT_SCHEDULE_TEXTS.endTime],
    [{ endTime: "25:00" }, "endTime", "Use a time from 00:00 to 23:59"],
    [{ repeat: "daily" }, "repeat", EVENT_SCHEDULE_TEXTS.repeat],
    [{ repeat: "monthly-last" }, "repeat", EVENT_SCHEDULE_TEXTS.lastWeekday],
    [{ repeat: "monthly", repeatUntil: "2026-03-02" }, "repeatUntil", EVENT_SCHEDULE_TEXTS.until],
    [{ repeat: "weekly", repeatUntil: "2026-02-30" }, "repeatUntil", "This date does not exist"],
    [{ repeat: "weekly", repeatInterval: 9 }, "repeatInterval", "Choose every 1 to 8 weeks"],
    [{ repeat: "weekly", repeatInterval: 0 }, "repeatInterval", EVENT_SCHEDULE_TEXTS.weeksBetween],
    [{ repeat: "weekly", repeatInterval: 2.5 }, "repeatInterval", EVENT_SCHEDULE_TEXTS.weeksBetween],
    [{ repeat: "weekly", repeatInterval: "2" }, "repeatInterval", EVENT_SCHEDULE_TEXTS.weeksBetween],
    [{ repeat: "monthly", repeatInterval: 2 }, "repeatInterval", "Only a weekly event repeats every few weeks"],
    [{ repeatInterval: 2 }, "repeatInterval", EVENT_SCHEDULE_TEXTS.weeksBetweenWeeklyOnly],
  ])("refuses %j with 400 and the field's message, storing nothing", async (fields, field, message) => {
    const before = (await read(admin.events.$get({ query: { neighborhood: "Hampden" } }))).length;
    const response = await send("POST", "/api/events", { ...spec, ...fields });
    expect(response.status).toBe(400);
    const body = await response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.errors[field]).toEqual([message]);
    expect((await read(admin.events.$get({ query: { neighborhood: "Hampden" } }))).length).toBe(before);
  });

  it("stores a monthly series until a date, cancels one of its dates and restores it", async () => {
    const created = await admin.events.$post({ json: { ...spec, endTime: "20:30", repeat: "monthly", repeatUntil: "2026-12-31" } });
    expect(created.status).toBe(201);
    const series = await successBody(created);
    expect(series).toMatchObject({
      isRecurring: true,
      repeat: "monthly",
      repeatUntil: "2026-12-31",
      endTime: "20:30",
      recurrence: "FREQ=MONTHLY;BYDAY=1TU;UNTIL=20270101T045959Z",
      recurrenceText: "Repeats on the first Tuesday of every month until December 31, 2026",
    });

    // Not one of its dates: refused.
    const wrong = await cancel(series.id, "2026-04-08");
    expect(wrong.status).toBe(400);
    expect((await errorBody(wrong)).errors.date).toEqual([EVENT_SCHEDULE_TEXTS.notADate]);

    const cancelled = await cancel(series.id, "2026-04-07");
    expect(cancelled.status).toBe(201);
    expect((await successBody(cancelled)).cancelledDates).toEqual(["2026-04-07"]);
    // Twice is once.
    expect((await cancel(series.id, "2026-04-07")).status).toBe(201);

    // An edit that keeps the schedule keeps the cancellation; one that moves it drops what no longer fits.
    const param = { id: String(series.id) };
    const renamed = await admin.events[":id"].$patch({
      param,
      json: { ...spec, title: "Hampden Board", repeat: "monthly", endTime: "20:30" },
    });
    expect((await successBody(renamed)).cancelledDates).toEqual(["2026-04-07"]);

    const restored = await admin.events[":id"].cancellations[":date"].$delete({ param: { ...param, date: "2026-04-07" } });
    expect(restored.status).toBe(200);
    expect((await successBody(restored)).cancelledDates).toEqual([]);

    await cancel(series.id, "2026-04-07");
    const moved = await admin.events[":id"].$patch({ param, json: { ...spec, date: "2026-03-10", repeat: "monthly" } }); // second Tuesdays
    expect((await successBody(moved)).cancelledDates).toEqual([]);
  });

  it("stores a series every few weeks, changes its weeks, and a plain weekly one stays as it was written", async () => {
    const created = await admin.events.$post({ json: { ...spec, repeat: "weekly", repeatInterval: 2, repeatUntil: "2026-06-30" } });
    expect(created.status).toBe(201);
    const series = await successBody(created);
    expect(series).toMatchObject({
      repeat: "weekly",
      repeatInterval: 2,
      recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20260701T035959Z",
      recurrenceText: "Repeats every other Tuesday until June 30, 2026",
    });
    // Its last six dates (all past now): every other Tuesday from March 3, the last on or before June 30.
    expect(series.occurrences.map((o) => o.date)).toEqual([
      "2026-04-14",
      "2026-04-28",
      "2026-05-12",
      "2026-05-26",
      "2026-06-09",
      "2026-06-23",
    ]);
    // A date of the weeks between is not one of its dates.
    expect((await cancel(series.id, "2026-03-10")).status).toBe(400);
    expect((await cancel(series.id, "2026-03-17")).status).toBe(201);

    const param = { id: String(series.id) };
    const every3 = await successBody(await admin.events[":id"].$patch({ param, json: { ...spec, repeat: "weekly", repeatInterval: 3 } }));
    expect(every3).toMatchObject({
      repeatInterval: 3,
      recurrence: "FREQ=WEEKLY;INTERVAL=3;BYDAY=TU",
      recurrenceText: "Repeats every 3 weeks on Tuesday",
      cancelledDates: [], // March 17 is not a date of every third Tuesday from March 3
    });
    expect((await read(admin.events[":id"].$get({ param }))).recurrence).toBe("FREQ=WEEKLY;INTERVAL=3;BYDAY=TU");

    // Beyond the bound on an edit: 400, and the stored series unchanged.
    const refused = await send("PATCH", `/api/events/${series.id}`, { ...spec, repeat: "weekly", repeatInterval: 12 });
    expect(refused.status).toBe(400);
    expect((await refused.json<{ errors: Record<string, string[]> }>()).errors.repeatInterval).toEqual(["Choose every 1 to 8 weeks"]);
    expect((await read(admin.events[":id"].$get({ param }))).recurrence).toBe("FREQ=WEEKLY;INTERVAL=3;BYDAY=TU");

    // Weekly, with or without repeatInterval: 1, is written as before, with no INTERVAL.
    for (const json of [
      { ...spec, repeat: "weekly" as const },
      { ...spec, repeat: "weekly" as const, repeatInterval: 1 },
    ]) {
      const weekly = await successBody(await admin.events[":id"].$patch({ param, json }));
      expect(weekly).toMatchObject({ repeatInterval: 1, recurrence: "FREQ=WEEKLY;BYDAY=TU", recurrenceText: "Repeats every Tuesday" });
    }
  });

  it("a one-time event has no dates to cancel, and deleting a series deletes its cancellations", async () => {
    const single = await read(admin.events.$post({ json: spec }));
    expect((await cancel(single.id, spec.date)).status).toBe(400);

    const series = await read(admin.events.$post({ json: { ...spec, repeat: "weekly" } }));
    await cancel(series.id, "2026-03-10");
    expect((await admin.events[":id"].$delete({ param: { id: String(series.id) } })).status).toBe(200);
    expect(await db().select().from(eventCancellations)).not.toContainEqual(expect.objectContaining({ eventId: series.id }));
  });
});
