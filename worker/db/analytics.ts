// Storing counted events (worker/analytics/ingest.ts): the visits a batch continues, read by their
// visitors' hashes, and one D1 batch that writes the batch's visits, events, bot views and record
// sources together. Every list travels as one JSON text (bound-lists.ts), whatever its length.
import { and, asc, eq, gte, isNull, lt, sql } from "drizzle-orm";

import type { VisitSource } from "../shared/analytics";
import { DAY_MS } from "../shared/calendar-day";
import { inList, insertRows } from "./bound-lists";
import { counted, PURGE_BATCH, retentionAuditIfChanged, type RunNote } from "./retention";
import type { Database } from "./client";
import {
  analyticsDays,
  analyticsEvents,
  analyticsMessages,
  analyticsRollups,
  analyticsVisits,
  cameraRegistrations,
  contactSubmissions,
} from "./schema";

export type VisitRow = typeof analyticsVisits.$inferSelect;
export type EventRow = Omit<typeof analyticsEvents.$inferInsert, "id">;

/** The latest visit of each visitor that ended at or after `since`. */
export async function openVisits(db: Database, visitors: readonly string[], since: Date): Promise<Map<string, VisitRow>> {
  if (visitors.length === 0) return new Map();
  const rows = await db
    .select()
    .from(analyticsVisits)
    .where(and(inList(analyticsVisits.visitor, visitors), gte(analyticsVisits.lastAt, since)));
  const latest = new Map<string, VisitRow>();
  for (const row of rows) {
    const known = latest.get(row.visitor!);
    if (!known || known.lastAt < row.lastAt) latest.set(row.visitor!, row);
  }
  return latest;
}

/** A record whose source the batch learned: written only where none is yet. */
export interface RecordSource {
  kind: "lead" | "registration";
  id: number;
  source: VisitSource;
}

export interface CountedBatch {
  /** Every visit the batch began or continued, as it now stands. */
  visits: VisitRow[];
  events: EventRow[];
  /** Bot views per day. */
  botViews: Map<string, number>;
  /** The days whose events changed: their rollups are no longer final. */
  days: string[];
  sources: RecordSource[];
  /** Visits stored by an earlier batch that this batch's views continue: their last stored view's time on page ends then. */
  followed: FollowedView[];
}

export interface FollowedView {
  visitId: string;
  at: Date;
}

/**
 * Rows one INSERT writes: a batch of messages can carry thousands of events, and a statement's rows
 * travel as one JSON value, which D1 takes up to 2 MB (a visit's row is under 1 KB).
 */
export const ROWS_PER_INSERT = 500;

function inChunks<Row>(rows: readonly Row[]): Row[][] {
  const chunks: Row[][] = [];
  for (let at = 0; at < rows.length; at += ROWS_PER_INSERT) chunks.push(rows.slice(at, at + ROWS_PER_INSERT));
  return chunks;
}

/** One statement for every continued visit: its last stored view's time on page ends at the batch's first view. */
function endLastViews(db: Database, followed: readonly FollowedView[]) {
  const list = JSON.stringify(followed.map(({ visitId, at }) => ({ visitId, at: at.getTime() })));
  const lastViews = sql`(select (select e.id from ${analyticsEvents} e
      where e.visit_id = f.value ->> 'visitId' and e.kind = 'view' and e.at <= f.value ->> 'at'
      order by e.at desc limit 1) from json_each(${list}) as f)`;
  return db
    .update(analyticsEvents)
    .set({
      durationMs: sql`(select f.value ->> 'at' from json_each(${list}) as f where f.value ->> 'visitId' = ${analyticsEvents.visitId}) - ${analyticsEvents.at}`,
    })
    .where(and(isNull(analyticsEvents.durationMs), sql`${analyticsEvents.id} in ${lastViews}`));
}

/** One statement for a kind of record: each record of the batch without a source takes its visit's. */
function writeSources(
  db: Database,
  table: typeof contactSubmissions | typeof cameraRegistrations,
  kind: RecordSource["kind"],
  sources: readonly RecordSource[],
) {
  const list = JSON.stringify(sources.filter((record) => record.kind === kind).map(({ id, source }) => ({ id, source })));
  return db
    .update(table)
    .set({ visitSource: sql`(select s.value ->> 'source' from json_each(${list}) as s where s.value ->> 'id' = ${table.id})` })
    .where(and(isNull(table.visitSource), sql`${table.id} in (select s.value ->> 'id' from json_each(${list}) as s)`));
}

/**
 * How long the ids of stored messages are kept: the longest a queue keeps a message it could hand
 * back (Cloudflare Queues keep one up to 14 days).
 */
export const STORED_MESSAGES_KEPT_DAYS = 14;

/** Which of these queue messages were stored already. */
export async function storedMessages(db: Database, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: analyticsMessages.id }).from(analyticsMessages).where(inList(analyticsMessages.id, ids));
  return new Set(rows.map(({ id }) => id));
}

/**
 * The whole batch in one D1 transaction, with the ids of the messages it came in: nothing of it is
 * stored unless all of it is.
 */
export async function storeCountedBatch(
  db: Database,
  batch: CountedBatch,
  { messages, now }: { messages: readonly string[]; now: Date },
): Promise<void> {
  const [first, ...rest] = [
    ...inChunks(messages).map((ids) =>
      insertRows(
        db,
        analyticsMessages,
        ids.map((id) => ({ id, storedAt: now })),
        () => sql`true`, // a WHERE before ON CONFLICT, which SQLite needs after a SELECT
      ).onConflictDoNothing(),
    ),
    // Before this batch's events are stored, so that each visit's last view is one stored before.
    batch.followed.length > 0 && endLastViews(db, batch.followed),
    // Visits are written whole: a continued visit's row takes its new state.
    ...inChunks(batch.visits).map((visits) =>
      insertRows(db, analyticsVisits, visits, () => sql`true`).onConflictDoUpdate({
        target: analyticsVisits.id,
        set: {
          day: sql`excluded.day`,
          startedAt: sql`excluded.started_at`,
          lastAt: sql`excluded.last_at`,
          views: sql`excluded.views`,
          lastViewAt: sql`excluded.last_view_at`,
          durationMs: sql`excluded.duration_ms`,
          durations: sql`excluded.durations`,
          entryPage: sql`excluded.entry_page`,
          exitPage: sql`excluded.exit_page`,
          source: sql`excluded.source`,
          referrer: sql`excluded.referrer`,
          shortLink: sql`excluded.short_link`,
          qrSource: sql`excluded.qr_source`,
          utmSource: sql`excluded.utm_source`,
          utmMedium: sql`excluded.utm_medium`,
          utmCampaign: sql`excluded.utm_campaign`,
        },
      }),
    ),
    ...inChunks(batch.events).map((events) => insertRows(db, analyticsEvents, events)),
    // A day with new events is rolled up again, even one already final (an event the queue held past midnight).
    batch.days.length > 0 &&
      insertRows(
        db,
        analyticsDays,
        batch.days.map((day) => ({ day, final: false })),
        () => sql`true`,
      ).onConflictDoUpdate({ target: analyticsDays.day, set: { final: false } }),
    batch.botViews.size > 0 &&
      insertRows(
        db,
        analyticsDays,
        [...batch.botViews].map(([day, botViews]) => ({ day, botViews })),
        () => sql`true`,
      ).onConflictDoUpdate({ target: analyticsDays.day, set: { botViews: sql`${analyticsDays.botViews} + excluded.bot_views` } }),
    batch.sources.some((record) => record.kind === "lead") && writeSources(db, contactSubmissions, "lead", batch.sources),
    batch.sources.some((record) => record.kind === "registration") && writeSources(db, cameraRegistrations, "registration", batch.sources),
  ].filter((write) => write !== false);
  if (first) await db.batch([first, ...rest]);
}

/**
 * Deletes a batch of the visits (their events with them) that began before `firstKept`, a site day,
 * once their day is added up for good; and what the days before `firstDayKept` added up to.
 */
export async function purgeAnalytics(
  db: Database,
  { firstKept, firstDayKept }: { firstKept: string; firstDayKept: string },
  note: RunNote,
) {
  const finalDays = db.select({ day: analyticsDays.day }).from(analyticsDays).where(eq(analyticsDays.final, true));
  const dueVisits = db
    .select({ id: analyticsVisits.id })
    .from(analyticsVisits)
    .where(and(lt(analyticsVisits.day, firstKept), inList(analyticsVisits.day, finalDays)))
    .orderBy(asc(analyticsVisits.day))
    .limit(PURGE_BATCH);
  await db.batch([
    db.delete(analyticsVisits).where(inList(analyticsVisits.id, dueVisits)),
    retentionAuditIfChanged(db, { entity: "page visit", summary: counted(note.summary), now: note.now }),
  ]);
  await db
    .delete(analyticsMessages)
    .where(lt(analyticsMessages.storedAt, new Date(note.now.getTime() - STORED_MESSAGES_KEPT_DAYS * DAY_MS)));
  await db.batch([
    db.delete(analyticsRollups).where(lt(analyticsRollups.day, firstDayKept)),
    db.delete(analyticsDays).where(lt(analyticsDays.day, firstDayKept)),
    retentionAuditIfChanged(db, {
      entity: "daily page figures",
      summary: counted("Daily page figures deleted after the retention period"),
      now: note.now,
    }),
  ]);
}
