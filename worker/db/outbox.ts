// The outbox's rows (R13): what the consumer claims, sends and marks, what the cron trigger finds
// stuck, and what staff read. Every state change is one conditional UPDATE, so two consumers
// handed the same message never both send it.
import { and, asc, desc, eq, getTableColumns, is, isNull, lt, lte, or, SQL, sql } from "drizzle-orm";

import { inList, insertRows } from "./bound-lists";
import type { Database } from "./client";
import type { MessageStatus } from "../shared/contact-status";
import { footageRequests, outboxMessages, type OutboxMessage } from "./schema";

export type NewOutboxMessage = typeof outboxMessages.$inferInsert;

/** A message before it is tied to its record (the batch that stores the record ties it). */
export type UnownedOutboxMessage = Omit<NewOutboxMessage, "contactSubmissionId" | "cameraRegistrationId">;

export async function findMessage(db: Database, id: string): Promise<OutboxMessage | undefined> {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
  return row;
}

/** The messages one record caused, oldest first. */
export function messagesOf(db: Database, owner: { contactSubmissionId: number } | { cameraRegistrationId: number }) {
  const where =
    "contactSubmissionId" in owner
      ? eq(outboxMessages.contactSubmissionId, owner.contactSubmissionId)
      : eq(outboxMessages.cameraRegistrationId, owner.cameraRegistrationId);
  return db.select().from(outboxMessages).where(where).orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id));
}

/** The newest messages, for the staff message log; only those in `status` when given. */
export function recentMessages(db: Database, limit: number, status?: MessageStatus) {
  return db
    .select()
    .from(outboxMessages)
    .where(status ? eq(outboxMessages.status, status) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}

/**
 * Takes a pending message for one attempt: counts the attempt and holds the message until
 * `lockedUntil`. Answers nothing when the message is sent, failed, gone, or held by another
 * consumer still within its hold.
 */
export async function claimMessage(db: Database, id: string, now: Date, lockedUntil: Date): Promise<OutboxMessage | undefined> {
  const [row] = await db
    .update(outboxMessages)
    .set({ lockedUntil, lastAttemptAt: now, attempts: sqlIncrement() })
    .where(
      and(
        eq(outboxMessages.id, id),
        eq(outboxMessages.status, "pending"),
        or(isNull(outboxMessages.lockedUntil), lte(outboxMessages.lockedUntil, now)),
      ),
    )
    .returning();
  return row;
}

/**
 * The message went (or, `loggedOnly`, was only written to the log: no EMAIL binding); a footage
 * request it carried counts as emailed from now (the dashboard's "Emailed").
 */
export function markSent(db: Database, id: string, now: Date, { loggedOnly = false }: { loggedOnly?: boolean } = {}) {
  return db.batch([
    db
      .update(outboxMessages)
      .set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null, loggedOnly })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "pending"))),
    db
      .update(footageRequests)
      .set({ emailedAt: now })
      .where(and(eq(footageRequests.outboxMessageId, id), isNull(footageRequests.emailedAt))),
  ]);
}

/** An attempt failed and another will follow at `nextAttemptAt`. */
export function markRetry(db: Database, id: string, error: string, nextAttemptAt: Date) {
  return db
    .update(outboxMessages)
    .set({ lastError: error, nextAttemptAt, lockedUntil: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "pending")));
}

/** The last attempt failed: no more tries until staff resend it. */
export function markFailed(db: Database, id: string, error: string) {
  return db
    .update(outboxMessages)
    .set({ status: "failed", lastError: error, lockedUntil: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "pending")));
}

/**
 * The dead-letter queue received it; a message still pending there (its consumer kept crashing) is
 * failed now. The notices to staff are written the first time only (a queue may deliver twice).
 */
export function markDeadLettered(db: Database, id: string, now: Date, error: string, notices: readonly UnownedOutboxMessage[] = []) {
  return db.batch([
    db
      .update(outboxMessages)
      .set({ deadLetteredAt: now })
      .where(and(eq(outboxMessages.id, id), isNull(outboxMessages.deadLetteredAt))),
    // Written only when the stamp was (one statement, whatever the recipients).
    insertRows(db, outboxMessages, notices, () => sql`changes() > 0`),
    db
      .update(outboxMessages)
      .set({ status: "failed", lastError: error, lockedUntil: null })
      .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "pending"))),
  ]);
}

/** Staff asked to send a failed message again: a fresh round of attempts. Answers the message when it was failed. */
export async function reopenFailed(db: Database, id: string, now: Date) {
  const [row] = await db
    .update(outboxMessages)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null, deadLetteredAt: null })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "failed")))
    .returning({ id: outboxMessages.id, channel: outboxMessages.channel });
  return row;
}

/**
 * Staff's "Retry now" on a pending message: due at once. The statement, for a batch with its audit
 * entry; it returns the message (id and channel) when it was pending.
 */
export function dueNow(db: Database, id: string, now: Date) {
  return db
    .update(outboxMessages)
    .set({ nextAttemptAt: now })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "pending")))
    .returning({ id: outboxMessages.id, channel: outboxMessages.channel });
}

/** Pending messages the queue should have delivered before `dueBefore` and nobody holds, with their channels. */
export function stuckMessages(db: Database, dueBefore: Date, now: Date, limit: number) {
  return db
    .select({ id: outboxMessages.id, channel: outboxMessages.channel })
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.status, "pending"),
        lt(outboxMessages.nextAttemptAt, dueBefore),
        or(isNull(outboxMessages.lockedUntil), lte(outboxMessages.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outboxMessages.nextAttemptAt))
    .limit(limit);
}

/** The cron trigger handed these to the queue again: they are due from now (one statement whatever their number, R24). */
export async function markRequeued(db: Database, ids: string[], now: Date) {
  if (ids.length === 0) return;
  await db
    .update(outboxMessages)
    .set({ nextAttemptAt: now })
    .where(and(inList(outboxMessages.id, ids), eq(outboxMessages.status, "pending")));
}

/**
 * A message written only when the statement just before it in the same batch changed a row
 * (SQLite's `changes()`): the deletion event of a record, after the statement that deletes it, is
 * stored exactly when the record was deleted, in the same transaction; it belongs to no record. A
 * message that does belong to one (an owner's answer told to staff) names it.
 */
export function insertMessageIfChanged(
  db: Database,
  message: UnownedOutboxMessage & Pick<NewOutboxMessage, "cameraRegistrationId" | "invitationId">,
) {
  // An INSERT … SELECT names every column in the table's order: each gets the message's value,
  // else the column's default, else null, as a plain insert would.
  const given: Partial<Record<string, unknown>> = message;
  const row = Object.entries(getTableColumns(outboxMessages)).map(([key, column]) => {
    const value = given[key] ?? column.default ?? null;
    return is(value, SQL) ? value : sql.param(value, column);
  });
  return db.insert(outboxMessages).select(sql`select ${sql.join(row, sql`, `)} where changes() > 0`);
}

function sqlIncrement() {
  return sql`${outboxMessages.attempts} + 1`;
}
