import { Hono, type Context } from "hono";

import { notFound } from "../answers";
import { requireAdmin } from "../auth/guard";
import { changeWithAudit } from "../db/audit";
import { database } from "../db/client";
import { eventRowProblem, isShowableEvent } from "../db/event-rows";
import { cancellationsOf, findEvent, listEvents, toAdminEventViews, toEventView, toEventViews } from "../db/events";
import {
  answerBeforeWrite,
  deleteCancellation,
  deleteCancellationsExcept,
  deleteEvent,
  insertCancellation,
  insertEvent,
  toStoredEvent,
  updateEvent,
} from "../db/event-writes";
import type { AppEnv } from "../env";
import { ERROR_MESSAGES, fieldError } from "../shared/errors";
import { isOccurrenceDate } from "../shared/occurrences";
import { PLAUSIBLE_DATE_MESSAGES } from "../shared/plausible-dates";
import { idParamSchema } from "../shared/schemas/admin";
import { cancellationSchema, EVENT_SCHEDULE_MESSAGES, eventSchema, eventsQuerySchema } from "../shared/schemas/events";
import { validate } from "../validation";

/** A series whose stored dates cannot be shown has no dates to cancel or restore until it is fixed. */
const needsFixing = (c: Context) => c.json({ message: PLAUSIBLE_DATE_MESSAGES.needsFixingHint }, 409);

/**
 * Community events under /api/events: everyone reads the list; only admins write, in the admin
 * vocabulary of R4 (each write carries its own guard, since the list shares the path).
 */
export const eventsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", eventsQuerySchema), async (c) => {
    const { neighborhood, eventType } = c.req.valid("query");
    const db = database(c.env);
    const rows = await listEvents(db, {
      neighborhood: neighborhood || undefined,
      eventType: eventType || undefined,
    });
    return c.json(await toEventViews(db, rows));
  })
  // The dashboard's list: every event, those the public pages cannot show flagged to be fixed or deleted.
  .get("/admin", requireAdmin, async (c) => {
    const db = database(c.env);
    return c.json(await toAdminEventViews(db, await listEvents(db)));
  })
  // One event, for its own page: not found when its dates cannot be shown.
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const db = database(c.env);
    const row = await findEvent(db, c.req.valid("param").id);
    const [view] = row ? await toEventViews(db, [row]) : [];
    if (!view) return c.json({ message: ERROR_MESSAGES.notFound }, 404);
    return c.json(view);
  })
  // Admin writes: 401 without a session, 403 for a non-admin (R7).
  .post("/", requireAdmin, validate("json", eventSchema), async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env);
    const values = { ...toStoredEvent(input), createdAt: new Date() };
    const problem = eventRowProblem(values);
    if (problem) return c.json(fieldError(problem.field, problem.message), 400);
    const answer = answerBeforeWrite(values);
    const [row] = await changeWithAudit(
      db,
      { by: c.get("user"), action: "create", entity: "event", entityId: "inserted", summary: input.title },
      insertEvent(db, values),
    );
    return c.json(answer(row!.id), 201);
  })
  .patch("/:id", requireAdmin, validate("param", idParamSchema), validate("json", eventSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env);
    const existing = await findEvent(db, id);
    if (!existing) return notFound(c);
    const stored = toStoredEvent(input);
    const problem = eventRowProblem(stored);
    if (problem) return c.json(fieldError(problem.field, problem.message), 400);
    // A changed schedule keeps only the cancellations that still name one of its dates.
    const cancelled = (await cancellationsOf(db, [id])).get(id) ?? [];
    const kept = cancelled.filter((date) => isOccurrenceDate(stored, date));
    const answer = answerBeforeWrite({ ...stored, createdAt: existing.createdAt }, kept);
    const [row] = await changeWithAudit(
      db,
      { by: c.get("user"), action: "update", entity: "event", entityId: id, summary: input.title },
      updateEvent(db, id, stored),
      kept.length === cancelled.length ? [] : [deleteCancellationsExcept(db, id, kept)],
    );
    if (!row) return notFound(c);
    return c.json(answer(id));
  })
  .delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findEvent(db, id);
    if (!existing) return notFound(c);
    await changeWithAudit(
      db,
      { by: c.get("user"), action: "delete", entity: "event", entityId: id, summary: existing.title },
      deleteEvent(db, id),
    );
    return c.json({ id });
  })
  // One date of a repeating event called off (its EXDATE), and put back.
  .post("/:id/cancellations", requireAdmin, validate("param", idParamSchema), validate("json", cancellationSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { date } = c.req.valid("json");
    const db = database(c.env);
    const event = await findEvent(db, id);
    if (!event) return notFound(c);
    if (!isShowableEvent(event)) return needsFixing(c);
    if (!event.recurrence || !isOccurrenceDate(event, date)) return c.json(fieldError("date", EVENT_SCHEDULE_MESSAGES.notADate), 400);
    await changeWithAudit(
      db,
      { by: c.get("user"), action: "update", entity: "event", entityId: id, summary: `${event.title}: ${date} cancelled` },
      insertCancellation(db, id, date),
    );
    return c.json(toEventView(event, (await cancellationsOf(db, [id])).get(id)), 201);
  })
  .delete("/:id/cancellations/:date", requireAdmin, validate("param", idParamSchema.extend(cancellationSchema.shape)), async (c) => {
    const { id, date } = c.req.valid("param");
    const db = database(c.env);
    const event = await findEvent(db, id);
    if (!event) return notFound(c);
    if (!isShowableEvent(event)) return needsFixing(c);
    await changeWithAudit(
      db,
      { by: c.get("user"), action: "update", entity: "event", entityId: id, summary: `${event.title}: ${date} restored` },
      deleteCancellation(db, id, date),
    );
    return c.json(toEventView(event, (await cancellationsOf(db, [id])).get(id)));
  });
