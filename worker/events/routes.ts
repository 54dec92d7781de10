import { Hono, type Context } from "hono";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { changeWithAudit } from "../db/audit";
import { database, type Database } from "../db/client";
import { eventRowProblem, isShowableEvent } from "../db/event-rows";
import { findEvent, listEvents, toAdminEventViews, toEventView, toEventViews } from "../db/events";
import {
  answerBeforeWrite,
  deleteCancellation,
  deleteCancellationsExcept,
  deleteEvent,
  deleteMove,
  deleteMovesExcept,
  insertCancellation,
  insertEvent,
  toStoredEvent,
  updateEvent,
  upsertMove,
} from "../db/event-writes";
import { seriesChangesOfOne } from "../db/series-changes";
import type { AppEnv } from "../env";
import { ERROR_TEXTS, fieldError } from "../shared/errors";
import { moveProblem, movesKept } from "../shared/date-moves";
import { isOccurrenceDate } from "../shared/occurrences";
import { PLAUSIBLE_DATE_TEXTS } from "../shared/plausible-dates";
import { idParamSchema } from "../shared/schemas/admin";
import {
  calendarQuerySchema,
  cancellationSchema,
  EVENT_SCHEDULE_TEXTS,
  eventSchema,
  eventsQuerySchema,
  moveSchema,
} from "../shared/schemas/events";
import { validate } from "../validation";
import { jsonBody } from "../middleware/json-body";
import { changesPages } from "../middleware/page-changes";
import { readCalendar } from "./calendar-read";

/**
 * One date of a series as its rule gives it again (its cancellation or its move undone), with its
 * audit entry: the event as it now is, 404 when missing, 409 when its dates need fixing.
 */
async function putDateBack(
  c: Context<AuthedEnv>,
  id: number,
  date: string,
  said: string,
  undo: typeof deleteCancellation | typeof deleteMove,
) {
  const db = database(c.env);
  const event = await showableEvent(c, db, id);
  if (event instanceof Response) return event;
  const note = { by: c.get("user"), action: "update", entity: "event", entityId: id, summary: `${event.title}: ${date} ${said}` } as const;
  await changeWithAudit(db, note, undo(db, id, date));
  return c.json(toEventView(event, await seriesChangesOfOne(db, id)));
}

/** A series whose stored dates cannot be shown has no dates to cancel or restore until it is fixed. */
const needsFixing = (c: Context) => c.json({ message: PLAUSIBLE_DATE_TEXTS.needsFixingHint }, 409);

/** An event whose dates staff may change one by one: 404 when there is none, 409 when its stored dates need fixing first. */
async function showableEvent(c: Context, db: Database, id: number) {
  const event = await findEvent(db, id);
  if (!event) return notFound(c);
  if (!isShowableEvent(event)) return needsFixing(c);
  return event;
}

/**
 * Community events under /api/events: everyone reads the list; only admins write, in the admin
 * vocabulary of R4 (each write carries its own guard, since the list shares the path).
 */
export const eventsRoutes = new Hono<AppEnv>()
  .use(jsonBody.small)
  .get("/", validate("query", eventsQuerySchema), async (c) => {
    const { neighborhood, eventType } = c.req.valid("query");
    const db = database(c.env);
    const rows = await listEvents(db, {
      neighborhood: neighborhood || undefined,
      eventType: eventType || undefined,
    });
    return c.json(await toEventViews(db, rows));
  })
  // The calendar's list, a page at a time, with only what its cards show (decision 0045).
  .get("/calendar", validate("query", calendarQuerySchema), async (c) => {
    const { page } = await readCalendar(database(c.env), c.req.valid("query"), new Date());
    return c.json(page);
  })
  // The dashboard's list: every event, those the public pages cannot show flagged to be fixed or deleted.
  .get("/admin", requireAccess, async (c) => {
    const db = database(c.env);
    return c.json(await toAdminEventViews(db, await listEvents(db)));
  })
  // One event, for its own page: not found when its dates cannot be shown.
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const db = database(c.env);
    const row = await findEvent(db, c.req.valid("param").id);
    const [view] = row ? await toEventViews(db, [row]) : [];
    if (!view) return c.json({ message: ERROR_TEXTS.notFound }, 404);
    return c.json(view);
  })
  // Admin writes: 401 without a session, 403 for a non-admin (R7).
  .post("/", changesPages, requireAccess, validate("json", eventSchema), async (c) => {
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
  .patch("/:id", changesPages, requireAccess, validate("param", idParamSchema), validate("json", eventSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env);
    const existing = await findEvent(db, id);
    if (!existing) return notFound(c);
    const stored = toStoredEvent(input);
    const problem = eventRowProblem(stored);
    if (problem) return c.json(fieldError(problem.field, problem.message), 400);
    // A changed schedule keeps only the cancellations and moves that still name one of its dates.
    const { cancelled, moves } = await seriesChangesOfOne(db, id);
    const kept = cancelled.filter((date) => isOccurrenceDate(stored, date));
    const keptMoves = movesKept(stored, moves);
    const answer = answerBeforeWrite({ ...stored, createdAt: existing.createdAt }, { cancelled: kept, moves: keptMoves });
    const [row] = await changeWithAudit(
      db,
      { by: c.get("user"), action: "update", entity: "event", entityId: id, summary: input.title },
      updateEvent(db, id, stored),
      [
        ...(kept.length === cancelled.length ? [] : [deleteCancellationsExcept(db, id, kept)]),
        ...(keptMoves.length === moves.length
          ? []
          : [
              deleteMovesExcept(
                db,
                id,
                keptMoves.map((move) => move.date),
              ),
            ]),
      ],
    );
    if (!row) return notFound(c);
    return c.json(answer(id));
  })
  .delete("/:id", changesPages, requireAccess, validate("param", idParamSchema), async (c) => {
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
  // One date of a repeating event called off (its EXDATE; a move of it goes), and put back.
  .post(
    "/:id/cancellations",
    changesPages,
    requireAccess,
    validate("param", idParamSchema),
    validate("json", cancellationSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      const { date } = c.req.valid("json");
      const db = database(c.env);
      const event = await showableEvent(c, db, id);
      if (event instanceof Response) return event;
      if (!event.recurrence || !isOccurrenceDate(event, date)) return c.json(fieldError("date", EVENT_SCHEDULE_TEXTS.notADate), 400);
      await changeWithAudit(
        db,
        { by: c.get("user"), action: "update", entity: "event", entityId: id, summary: `${event.title}: ${date} cancelled` },
        insertCancellation(db, id, date),
        [deleteMove(db, id, date)],
      );
      return c.json(toEventView(event, await seriesChangesOfOne(db, id)), 201);
    },
  )
  .delete(
    "/:id/cancellations/:date",
    changesPages,
    requireAccess,
    validate("param", idParamSchema.extend(cancellationSchema.shape)),
    async (c) => {
      const { id, date } = c.req.valid("param");
      return putDateBack(c, id, date, "restored", deleteCancellation);
    },
  )
  // One date of a repeating event moved to another day or time (its RECURRENCE-ID override), and put back (decision 0064).
  .post("/:id/moves", changesPages, requireAccess, validate("param", idParamSchema), validate("json", moveSchema), async (c) => {
    const { id } = c.req.valid("param");
    const move = c.req.valid("json");
    const db = database(c.env);
    const event = await showableEvent(c, db, id);
    if (event instanceof Response) return event;
    const changes = await seriesChangesOfOne(db, id);
    const problem = moveProblem({ ...event, moves: changes.moves }, changes.cancelled, move);
    if (problem) return c.json(fieldError(problem.field, problem.message), 400);
    const to = `${move.newDate} ${move.newTime}${move.newEndTime ? `–${move.newEndTime}` : ""}`;
    await changeWithAudit(
      db,
      { by: c.get("user"), action: "update", entity: "event", entityId: id, summary: `${event.title}: ${move.date} moved to ${to}` },
      upsertMove(db, id, move),
    );
    return c.json(toEventView(event, await seriesChangesOfOne(db, id)), 201);
  })
  .delete("/:id/moves/:date", changesPages, requireAccess, validate("param", idParamSchema.extend(cancellationSchema.shape)), async (c) => {
    const { id, date } = c.req.valid("param");
    return putDateBack(c, id, date, "back at its own time", deleteMove);
  });
