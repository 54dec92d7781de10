// A community event as staff write it (R4): the dashboard's fields stored as the table keeps
// them, the statements of a change (for its audited batch, db/audit.ts changeWithAudit), and the
// answer built before anything is written.
import { and, eq } from "drizzle-orm";

import { notInList } from "./bound-lists";

import { eventPath } from "../shared/events";
import { buildRule, type Repeat } from "../shared/recurrence";
import { siteDateTimeToInstant } from "../shared/time";
import type { Database } from "./client";
import { toEventView, type EventView } from "./events";
import { communityEvents, eventCancellations, eventMoves } from "./schema";
import { NO_CHANGES, type SeriesChanges } from "./series-changes";
import type { DateMove } from "../shared/occurrences";

export function insertEvent(db: Database, values: StoredEvent & { createdAt: Date }) {
  return db.insert(communityEvents).values(values).returning({ id: communityEvents.id });
}

/** Answers the row's id, or nothing when it was deleted meanwhile. */
export function updateEvent(db: Database, id: number, values: StoredEvent) {
  return db.update(communityEvents).set(values).where(eq(communityEvents.id, id)).returning({ id: communityEvents.id });
}

export function deleteEvent(db: Database, id: number) {
  return db.delete(communityEvents).where(eq(communityEvents.id, id));
}

/** A changed schedule keeps only the cancellations that still name one of its dates: the others go. */
export function deleteCancellationsExcept(db: Database, eventId: number, kept: string[]) {
  return db.delete(eventCancellations).where(and(eq(eventCancellations.eventId, eventId), notInList(eventCancellations.date, kept)));
}

/** One date of a series called off (its EXDATE); calling it off twice changes nothing. */
export function insertCancellation(db: Database, eventId: number, date: string) {
  return db.insert(eventCancellations).values({ eventId, date }).onConflictDoNothing();
}

export function deleteCancellation(db: Database, eventId: number, date: string) {
  return db.delete(eventCancellations).where(and(eq(eventCancellations.eventId, eventId), eq(eventCancellations.date, date)));
}

/** A changed schedule keeps only the moves whose own date is still one of its dates (and whose new day is not another). */
export function deleteMovesExcept(db: Database, eventId: number, kept: string[]) {
  return db.delete(eventMoves).where(and(eq(eventMoves.eventId, eventId), notInList(eventMoves.date, kept)));
}

/** One date of a series moved to another day or time; moving it again replaces where it went. */
export function upsertMove(db: Database, eventId: number, move: DateMove) {
  const { date, ...to } = move;
  return db
    .insert(eventMoves)
    .values({ eventId, date, ...to })
    .onConflictDoUpdate({ target: [eventMoves.eventId, eventMoves.date], set: to });
}

/** A moved date put back at its own day and time. */
export function deleteMove(db: Database, eventId: number, date: string) {
  return db.delete(eventMoves).where(and(eq(eventMoves.eventId, eventId), eq(eventMoves.date, date)));
}

export interface AdminEventFields {
  title: string;
  date: string;
  time: string;
  location: string;
  neighborhood: string;
  description: string;
  eventType: string;
  organizer: string;
  contactEmail: string | null;
  contactPhone: string | null;
  registrationUrl: string | null;
  endTime: string | null;
  repeat: Repeat;
  /** Weeks between a weekly series' dates. */
  repeatInterval: number;
  repeatUntil: string | null;
}

/** The admin vocabulary stored as the table keeps it (R4). */
export function toStoredEvent(input: AdminEventFields) {
  const recurrence = buildRule(input.repeat, input.date, input.repeatUntil, input.repeatInterval);
  return {
    title: input.title,
    description: input.description,
    eventDate: siteDateTimeToInstant(input.date, input.time),
    eventTime: input.time,
    location: input.location,
    neighborhood: input.neighborhood,
    eventType: input.eventType,
    organizer: input.organizer,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    contactInfo: [input.contactEmail, input.contactPhone].filter(Boolean).join(" · ") || null,
    registrationUrl: input.registrationUrl,
    endTime: input.endTime,
    recurrence,
    isRecurring: recurrence !== null,
  };
}

type StoredEvent = ReturnType<typeof toStoredEvent>;

/**
 * What a create or an edit answers, built from the values before they are written, so that
 * nothing is stored whose answer could still fail (docs/decisions/0033). Only the id, known
 * once the row is written, is filled in afterwards.
 */
export function answerBeforeWrite(values: StoredEvent & { createdAt: Date }, changes: SeriesChanges = NO_CHANGES) {
  const view = toEventView({ ...values, id: 0 }, changes);
  return (id: number): EventView => ({ ...view, id, path: eventPath({ id, title: values.title }) });
}
