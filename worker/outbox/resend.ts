// Staff's actions on a message that has not gone: Resend on a failed one (a fresh round of
// attempts) and Retry now on a pending one (due at once instead of at its next attempt), each
// through its channel's queue and recorded in the audit trail against the record the message
// belongs to (a deletion event belongs to none, its record being gone).
import type { User } from "../db/users";
import { auditStatement, auditStatementIfChanged, type AuditNote } from "../db/audit";
import { database } from "../db/client";
import { dueNow, reopenFailed } from "../db/outbox";
import type { OutboxMessage } from "../db/schema";
import type { Env } from "../env";
import { enqueueMessages, type ChannelQueues } from "./enqueue";
import { messageKindLabel } from "./kinds";

type Staff = Pick<User, "id" | "email">;

/** The audit entry of a staff action on a message, against its record; none for a message of no record. */
function auditNote(message: OutboxMessage, by: Staff, what: string): AuditNote | undefined {
  const owner =
    message.contactSubmissionId !== null
      ? { entity: "contact submission" as const, id: message.contactSubmissionId }
      : message.cameraRegistrationId !== null
        ? { entity: "camera registration" as const, id: message.cameraRegistrationId }
        : undefined;
  if (!owner) return undefined;
  return { by, action: "update", entity: owner.entity, entityId: owner.id, summary: `${what}: ${messageKindLabel(message.kind)}` };
}

/** Answers false when the message is not failed (already sent, still pending, or gone). */
export async function resendMessage(env: ChannelQueues & Pick<Env, "DB">, message: OutboxMessage, by: Staff, now = new Date()) {
  const db = database(env);
  const reopened = await reopenFailed(db, message.id, now);
  if (!reopened) return false;
  // After the reopen: it runs its own conditional update, so the two cannot share a batch.
  const note = auditNote(message, by, "Resent");
  if (note) await auditStatement(db, note);
  await enqueueMessages(env, [reopened]);
  return true;
}

/** Answers false when the message is not pending (sent, failed, or gone). */
export async function retryNow(env: ChannelQueues & Pick<Env, "DB">, message: OutboxMessage, by: Staff, now = new Date()) {
  const db = database(env);
  const note = auditNote(message, by, "Retried now");
  const due = dueNow(db, message.id, now);
  // The audit entry is written in the same batch, only if the message was still pending.
  const [rows] = note ? await db.batch([due, auditStatementIfChanged(db, note)]) : [await due];
  const row = rows[0];
  if (!row) return false;
  await enqueueMessages(env, [row]);
  return true;
}
