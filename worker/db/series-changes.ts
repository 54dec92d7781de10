// What staff changed of a series' dates: the dates called off (EXDATE, `event_cancellations`)
// and the dates moved to another day or time (RECURRENCE-ID overrides, `event_moves`,
// docs/decisions/0064). Read for many events at once in one round trip, each list bound as one
// value (R24).
import { asc } from "drizzle-orm";

import { inList } from "./bound-lists";

import type { DateMove } from "../shared/occurrences";
import type { Database } from "./client";
import { eventCancellations, eventMoves } from "./schema";

export interface SeriesChanges {
  /** Cancelled dates, "YYYY-MM-DD", in order. */
  cancelled: readonly string[];
  /** Moved dates, in the order of their own dates. */
  moves: readonly DateMove[];
}

export const NO_CHANGES: SeriesChanges = { cancelled: [], moves: [] };

/** The cancelled and moved dates of the given events, by event id (an event with neither is absent). */
export async function seriesChangesOf(db: Database, eventIds: readonly number[]): Promise<Map<number, SeriesChanges>> {
  const byEvent = new Map<number, { cancelled: string[]; moves: DateMove[] }>();
  if (eventIds.length === 0) return byEvent;
  const [cancellations, moves] = await db.batch([
    db
      .select()
      .from(eventCancellations)
      .where(inList(eventCancellations.eventId, [...eventIds]))
      .orderBy(asc(eventCancellations.date)),
    db
      .select()
      .from(eventMoves)
      .where(inList(eventMoves.eventId, [...eventIds]))
      .orderBy(asc(eventMoves.date)),
  ]);
  const of = (id: number) => byEvent.get(id) ?? byEvent.set(id, { cancelled: [], moves: [] }).get(id)!;
  for (const row of cancellations) of(row.eventId).cancelled.push(row.date);
  for (const { eventId, ...move } of moves) of(eventId).moves.push(move);
  return byEvent;
}

/** One event's changes. */
export async function seriesChangesOfOne(db: Database, eventId: number): Promise<SeriesChanges> {
  return (await seriesChangesOf(db, [eventId])).get(eventId) ?? NO_CHANGES;
}
