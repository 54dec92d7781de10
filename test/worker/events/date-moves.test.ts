// One date of a series moved to another day or time through the API (decision 0064): refused
// with the field's message when it is not a date of the series, is cancelled, stays where it was
// or lands on another date's day; stored, audited, listed where it now is, and put back. A
// cancellation, a changed schedule and a deleted event drop the move as they drop cancellations.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { auditLog, eventMoves } from "../../../worker/db/schema";
import { EVENT_SCHEDULE_TEXTS, MOVE_TEXTS, type EventInput, type MoveInput } from "../../../worker/shared/schemas/events";
import { apiClient, errorBody, successBody } from "../api-client";
import { db } from "../helpers";
import { asAdmin } from "../session-helpers";

let admin = apiClient();
beforeAll(async () => {
  admin = apiClient({ cookie: await asAdmin() });
});

const fields: EventInput = {
  title: "Pigtown walk",
  date: "2030-03-05", // a Tuesday
  time: "19:00",
  endTime: "20:30",
  repeat: "weekly",
  repeatUntil: "2030-04-30",
  location: "Carroll Park",
  neighborhood: "Pigtown",
  description: "Every Tuesday evening.",
  eventType: "Safety Walk",
  organizer: "Pigtown walkers",
};

async function series(overrides: Partial<EventInput> = {}) {
  return successBody(await admin.events.$post({ json: { ...fields, ...overrides } }));
}

const move = (id: number, json: MoveInput) => admin.events[":id"].moves.$post({ param: { id: String(id) }, json });
const movesOf = (id: number) => db().select().from(eventMoves).where(eq(eventMoves.eventId, id));
const march19to20 = { date: "2030-03-19", newDate: "2030-03-20", newTime: "18:00", newEndTime: "19:00" };

describe("moving one date of a series", () => {
  it.each([
    [{ date: "2030-03-20" }, "date", EVENT_SCHEDULE_TEXTS.notADate],
    [{ newDate: "2030-03-26" }, "newDate", MOVE_TEXTS.collides],
    [{ newDate: "2030-03-19", newTime: "19:00", newEndTime: "20:30" }, "newDate", MOVE_TEXTS.unchanged],
    [{ newEndTime: "17:00" }, "newEndTime", EVENT_SCHEDULE_TEXTS.endTime],
    [{ newTime: "" }, "newTime", "New time is required"],
    [{ newTime: "24:10" }, "newTime", "Use a time from 00:00 to 23:59"],
    [{ newDate: "2030-02-30" }, "newDate", "This date does not exist"],
    [{ newDate: "" }, "newDate", "New date is required"],
  ])("refuses %j with 400 and the field's message, storing nothing", async (change, field, message) => {
    const { id } = await series();
    const response = await move(id, { ...march19to20, ...change });
    expect(response.status).toBe(400);
    expect((await errorBody(response)).errors[field]).toEqual([message]);
    expect(await movesOf(id)).toEqual([]);
  });

  it("refuses a cancelled date, a one-time event's date, and an unknown event", async () => {
    const { id } = await series();
    await admin.events[":id"].cancellations.$post({ param: { id: String(id) }, json: { date: "2030-03-19" } });
    const cancelled = await move(id, march19to20);
    expect(cancelled.status).toBe(400);
    expect((await errorBody(cancelled)).errors.date).toEqual([MOVE_TEXTS.cancelled]);

    const single = await series({ repeat: "none", repeatUntil: "" });
    const once = await move(single.id, { ...march19to20, date: "2030-03-05" });
    expect(once.status).toBe(400);
    expect((await errorBody(once)).errors.date).toEqual([EVENT_SCHEDULE_TEXTS.notADate]);
    expect((await move(999_999, march19to20)).status).toBe(404);
  });

  it("lists the date where it now is, keeping its own date, audits the move, and puts it back", async () => {
    const { id } = await series();
    const moved = await move(id, march19to20);
    expect(moved.status).toBe(201);
    const view = await successBody(moved);
    const dates = view.occurrences.map((o) => o.date);
    expect(dates.filter((date) => date === "2030-03-19")).toHaveLength(1); // listed once, under its own date
    expect(view.occurrences.find((o) => o.date === "2030-03-19")).toEqual({
      date: "2030-03-19",
      start: "2030-03-20T22:00:00.000Z", // 6 PM EDT on Wednesday
      end: "2030-03-20T23:00:00.000Z",
      cancelled: false,
      movedTo: { date: "2030-03-20", time: "18:00", endTime: "19:00" },
    });
    expect(view.occurrences.filter((o) => o.movedTo)).toHaveLength(1);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "event"), eq(auditLog.entityId, id), eq(auditLog.action, "update")));
    expect(entry?.summary).toBe("Pigtown walk: 2030-03-19 moved to 2030-03-20 18:00–19:00");

    // Moving it again replaces where it went; no end time means the default length.
    const again = await successBody(await move(id, { ...march19to20, newDate: "2030-03-19", newTime: "17:30", newEndTime: "" }));
    expect(again.occurrences.find((o) => o.date === "2030-03-19")).toMatchObject({
      start: "2030-03-19T21:30:00.000Z",
      end: "2030-03-19T23:30:00.000Z",
      movedTo: { date: "2030-03-19", time: "17:30", endTime: null },
    });
    expect(await movesOf(id)).toHaveLength(1);

    // Another date may not take the day a moved date went to.
    await move(id, march19to20);
    const onto = await move(id, { date: "2030-03-26", newDate: "2030-03-20", newTime: "20:00", newEndTime: "" });
    expect((await errorBody(onto)).errors.newDate).toEqual([MOVE_TEXTS.collides]);

    const back = await admin.events[":id"].moves[":date"].$delete({ param: { id: String(id), date: "2030-03-19" } });
    expect(back.status).toBe(200);
    expect((await successBody(back)).occurrences.find((o) => o.date === "2030-03-19")).toEqual({
      date: "2030-03-19",
      start: "2030-03-19T23:00:00.000Z",
      end: "2030-03-20T00:30:00.000Z",
      cancelled: false,
    });
    expect(await movesOf(id)).toEqual([]);
  });

  it("a cancelled moved date is cancelled, no longer moved", async () => {
    const { id } = await series();
    await move(id, march19to20);
    const cancelled = await successBody(
      await admin.events[":id"].cancellations.$post({ param: { id: String(id) }, json: { date: "2030-03-19" } }),
    );
    expect(cancelled.occurrences.find((o) => o.date === "2030-03-19")).toMatchObject({
      cancelled: true,
      start: "2030-03-19T23:00:00.000Z",
    });
    expect(await movesOf(id)).toEqual([]);
  });

  it("an edit keeps the moves of dates its schedule still has, on days it leaves free, and a delete drops them all", async () => {
    const { id } = await series({ repeatInterval: 2 }); // March 5, 19, April 2, 16, 30
    const param = { id: String(id) };
    const movedDays = async () => (await movesOf(id)).map((row) => `${row.date}>${row.newDate}`).sort();
    await move(id, march19to20);
    expect((await move(id, { date: "2030-04-02", newDate: "2030-04-09", newTime: "18:00", newEndTime: "" })).status).toBe(201);

    const renamed = await successBody(await admin.events[":id"].$patch({ param, json: { ...fields, repeatInterval: 2, title: "Walk" } }));
    expect(renamed.occurrences.filter((o) => o.movedTo).map((o) => o.date)).toEqual(["2030-03-19", "2030-04-02"]);
    expect(await movedDays()).toEqual(["2030-03-19>2030-03-20", "2030-04-02>2030-04-09"]);

    // Every Tuesday: April 9 is now a date of its own, so the move onto it goes; March 19's stays.
    const weekly = await successBody(await admin.events[":id"].$patch({ param, json: fields }));
    expect(weekly.occurrences.filter((o) => o.movedTo).map((o) => o.date)).toEqual(["2030-03-19"]);
    expect(await movedDays()).toEqual(["2030-03-19>2030-03-20"]);

    // Wednesdays: no moved date is a date of the series any more.
    const wednesdays = await successBody(await admin.events[":id"].$patch({ param, json: { ...fields, date: "2030-03-06" } }));
    expect(wednesdays.occurrences.some((o) => o.movedTo)).toBe(false);
    expect(await movesOf(id)).toEqual([]);

    await move(id, { date: "2030-03-20", newDate: "2030-03-21", newTime: "18:00", newEndTime: "" });
    expect(await movesOf(id)).toHaveLength(1);
    expect((await admin.events[":id"].$delete({ param })).status).toBe(200);
    expect(await movesOf(id)).toEqual([]);
  });
});
