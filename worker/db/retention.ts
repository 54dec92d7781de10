// The retention purges' statements (R20): each takes at most a bounded number of rows per cron
// run, oldest first (the next run takes the rest, so a backlog never makes one run too long),
// finds nothing left to do when run again, and writes one audit entry, as `system:retention` and
// without personal data, in the same batch and only when it changed a row. The periods and the
// cutoffs they give are in worker/shared/retention.ts; the cron trigger runs them
// (worker/retention.ts).
import type { BatchItem } from "drizzle-orm/batch";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { and, asc, eq, isNotNull, isNull, lt, ne, notExists, or, sql, type SQL } from "drizzle-orm";

import type { AuditEntity } from "../shared/audit";
import { insertAuditSelect, SYSTEM_ACTORS } from "./audit";
import { inList } from "./bound-lists";
import type { Database } from "./client";
import { insertMessageIfChanged, type UnownedOutboxMessage } from "./outbox";
import {
  cameraRegistrations,
  contactSubmissions,
  dataRequests,
  footageRequests,
  invitations,
  notFoundPaths,
  sessions,
  outboxMessages,
  shortLinkClicks,
} from "./schema";

type Statement = BatchItem<"sqlite">;

/** The most rows of one kind a cron run purges. */
export const PURGE_BATCH = 500;
/** The most leads a cron run purges: each is a delete, an audit line and a CRM event of its own. */
export const LEAD_PURGE_BATCH = 50;

/**
 * The audit entry of a purge run, written only when the statement just before it in the batch
 * changed a row; `summary` may use SQLite's `changes()`, the number it changed. Entity id 0: the
 * entry stands for the run, not one record.
 */
export function retentionAuditIfChanged(
  db: Database,
  { entity, entityId = 0, summary, now }: { entity: AuditEntity; entityId?: number; summary: SQL | string; now: Date },
) {
  const { id, email } = SYSTEM_ACTORS.retention;
  return insertAuditSelect(
    db,
    { at: now, userId: id, userEmail: email, action: "delete", entity, entityId, summary: sql`substr(${summary}, 1, 200)` },
    sql`where changes() > 0`,
  );
}

/** "<what>: <how many the statement before changed>", for a run's audit entry. */
export const counted = (what: string) => sql`${what} || ': ' || changes()`;

/** What a purge run's audit entry says, and when the run was. */
export interface RunNote {
  summary: string;
  now: Date;
}

/** One purge statement and, if it changed rows, the run's audit entry counting them: one batch. */
async function runWithAudit(db: Database, entity: AuditEntity, statement: Statement, { summary, now }: RunNote) {
  await db.batch([statement, retentionAuditIfChanged(db, { entity, summary: counted(summary), now })]);
}

// --- leads -----------------------------------------------------------------------------------------

export interface LeadCutoffs {
  /** A lead closed before this is due. */
  closedBefore: Date;
  /** A lead not closed (or closed before closed_at was recorded) and received before this is due. */
  receivedBefore: Date;
}

const leadIsDue = ({ closedBefore, receivedBefore }: LeadCutoffs) =>
  or(
    lt(contactSubmissions.closedAt, closedBefore),
    and(isNull(contactSubmissions.closedAt), lt(contactSubmissions.createdAt, receivedBefore)),
  );

/** The leads past their period, oldest first, at most LEAD_PURGE_BATCH. */
export function dueLeads(db: Database, cutoffs: LeadCutoffs) {
  return db
    .select({ id: contactSubmissions.id, reference: contactSubmissions.reference })
    .from(contactSubmissions)
    .where(leadIsDue(cutoffs))
    .orderBy(asc(contactSubmissions.id))
    .limit(LEAD_PURGE_BATCH);
}

/**
 * Deletes each lead as staff deletion does (worker/db/contacts.ts deleteContact), in one batch:
 * the lead while it is still due (one reopened meanwhile stays) with its messages (ON DELETE
 * CASCADE), then its audit line and its CRM deletion event, both only if it was deleted. Answers
 * the ids deleted.
 */
export async function purgeLeads(
  db: Database,
  leads: { id: number; event: UnownedOutboxMessage | null }[],
  cutoffs: LeadCutoffs,
  { summary, now }: RunNote,
): Promise<number[]> {
  if (leads.length === 0) return [];
  const statements = leads.flatMap(({ id, event }): Statement[] => [
    db
      .delete(contactSubmissions)
      .where(and(eq(contactSubmissions.id, id), leadIsDue(cutoffs)))
      .returning({ id: contactSubmissions.id }),
    retentionAuditIfChanged(db, { entity: "contact submission", entityId: id, summary, now }),
    ...(event ? [insertMessageIfChanged(db, event)] : []),
  ]);
  const results: unknown[] = await db.batch(statements as [Statement, ...Statement[]]);
  // Only the deletes answer rows (their RETURNING); the inserts answer D1's result objects.
  return results.flatMap((result) => (Array.isArray(result) ? (result as { id: number }[]).map((row) => row.id) : []));
}

// --- messages, clicks, the 404 log, data requests --------------------------------------------------

/**
 * Deletes sent and failed messages written before `cutoff`; a pending one is still to be sent, and
 * a footage request's email goes with its incident (R14), whose page shows how it was delivered.
 */
export async function purgeMessages(db: Database, cutoff: Date, note: RunNote) {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(
      and(
        lt(outboxMessages.createdAt, cutoff),
        ne(outboxMessages.status, "pending"),
        notExists(
          db.select({ id: footageRequests.id }).from(footageRequests).where(eq(footageRequests.outboxMessageId, outboxMessages.id)),
        ),
      ),
    )
    .orderBy(asc(outboxMessages.createdAt))
    .limit(PURGE_BATCH);
  await runWithAudit(db, "outbox message", db.delete(outboxMessages).where(inList(outboxMessages.id, due)), note);
}

/** A cut address holds a "/" (worker/shared/retention.ts truncateClientAddress); the partial index redirect_clicks_whole_address_idx holds the others. */
const wholeAddress = sql`${shortLinkClicks.ipAddress} is not null and instr(${shortLinkClicks.ipAddress}, '/') = 0`;

/** Clicks made before `cutoff` whose address is still whole, oldest first, at most PURGE_BATCH. */
export function clicksWithWholeAddress(db: Database, cutoff: Date) {
  return db
    .select({ id: shortLinkClicks.id, ipAddress: shortLinkClicks.ipAddress })
    .from(shortLinkClicks)
    .where(and(wholeAddress, lt(shortLinkClicks.clickedAt, cutoff)))
    .orderBy(asc(shortLinkClicks.clickedAt))
    .limit(PURGE_BATCH);
}

/** Writes each click's cut address (null for one that was not an address), in one statement (the cuts travel as one JSON parameter). */
export async function storeCutAddresses(db: Database, cuts: { id: number; ipAddress: string | null }[], note: RunNote) {
  if (cuts.length === 0) return;
  const json = JSON.stringify(cuts);
  const store = db
    .update(shortLinkClicks)
    .set({ ipAddress: sql`(select j.value ->> 'ipAddress' from json_each(${json}) as j where j.value ->> 'id' = ${shortLinkClicks.id})` })
    .where(and(sql`${shortLinkClicks.id} in (select j.value ->> 'id' from json_each(${json}) as j)`, wholeAddress));
  await runWithAudit(db, "click", store, note);
}

/** Deletes the missing pages last asked for before `cutoff` (with them which clients asked, ON DELETE CASCADE). */
export async function purgeMissedPages(db: Database, cutoff: Date, note: RunNote) {
  await deleteOlderThan(
    db,
    { table: notFoundPaths, id: notFoundPaths.id, at: notFoundPaths.lastSeenAt, entity: "missed page" },
    cutoff,
    note,
  );
}

/** A table whose rows go once a moment of theirs is past a cutoff: its id and that moment's column. */
interface DatedRows {
  table: SQLiteTable;
  id: SQLiteColumn;
  at: SQLiteColumn;
  entity: AuditEntity;
}

/** Deletes a batch of the rows whose moment is before `cutoff`, the oldest first, with the run's audit entry. */
async function deleteOlderThan(db: Database, { table, id, at, entity }: DatedRows, cutoff: Date, note: RunNote) {
  const due = db.select({ id }).from(table).where(lt(at, cutoff)).orderBy(asc(at)).limit(PURGE_BATCH);
  await runWithAudit(db, entity, db.delete(table).where(inList(id, due)), note);
}

/** Forgets the new addresses owners asked for before `cutoff` and never confirmed (their links no longer work); the registration stays as it is. */
export async function forgetPendingEmails(db: Database, cutoff: Date, note: RunNote) {
  const due = db
    .select({ id: cameraRegistrations.id })
    .from(cameraRegistrations)
    .where(and(isNotNull(cameraRegistrations.pendingEmail), lt(cameraRegistrations.pendingEmailAt, cutoff)))
    .orderBy(asc(cameraRegistrations.pendingEmailAt))
    .limit(PURGE_BATCH);
  const forget = db
    .update(cameraRegistrations)
    .set({ pendingEmail: null, pendingEmailAt: null })
    .where(inList(cameraRegistrations.id, due));
  await runWithAudit(db, "camera registration", forget, note);
}

/** Removes the address and its digest from the data requests received before `cutoff`; each request's reference, channel and times stay (R18). */
export async function forgetDataRequestAddresses(db: Database, cutoff: Date, note: RunNote) {
  const due = db
    .select({ id: dataRequests.id })
    .from(dataRequests)
    .where(and(lt(dataRequests.receivedAt, cutoff), or(isNotNull(dataRequests.email), isNotNull(dataRequests.emailDigest))))
    .orderBy(asc(dataRequests.receivedAt))
    .limit(PURGE_BATCH);
  await runWithAudit(
    db,
    "data request",
    db.update(dataRequests).set({ email: null, emailDigest: null }).where(inList(dataRequests.id, due)),
    note,
  );
}

// --- the team ----------------------------------------------------------------------------------------

/** Deletes the records of sessions last seen before `cutoff` (each ended long before: R2's lifetimes). */
export async function purgeOldSessions(db: Database, cutoff: Date, note: RunNote) {
  await deleteOlderThan(db, { table: sessions, id: sessions.id, at: sessions.lastSeenAt, entity: "session" }, cutoff, note);
}

/** Deletes the invitations last sent before `cutoff`, with their emails (ON DELETE CASCADE): each link stopped working long before. */
export async function purgeOldInvitations(db: Database, cutoff: Date, note: RunNote) {
  await deleteOlderThan(db, { table: invitations, id: invitations.id, at: invitations.sentAt, entity: "invitation" }, cutoff, note);
}
