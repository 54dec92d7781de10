// What staff read about a message. Lists carry no bodies: a body holds the lead's own words, and
// is read one message at a time (the detail view, and the HTML part through its preview route).
import type { OutboxMessage } from "../db/schema";
import { isoOrNull as iso } from "../shared/time";
import { messageKindLabel } from "./kinds";

/** One row of a record's message list. `recipient` is an email address, or a webhook receiver's origin. */
export function toMessageView(row: OutboxMessage) {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    kindLabel: messageKindLabel(row.kind),
    recipient: row.recipient,
    status: row.status,
    /** Sent only to the Worker's log, no EMAIL binding being configured: never delivered. */
    loggedOnly: row.loggedOnly,
    attempts: row.attempts,
    lastAttemptAt: iso(row.lastAttemptAt),
    /** Why the last attempt failed: the service's error, or the receiver's status and the start of its answer. */
    lastError: row.lastError,
    /** When a pending message is tried next. */
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sentAt: iso(row.sentAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A row of the message log: the same, and which record it belongs to. */
export function toLogEntry(row: OutboxMessage) {
  return {
    ...toMessageView(row),
    contactSubmissionId: row.contactSubmissionId,
    cameraRegistrationId: row.cameraRegistrationId,
  };
}

/** One message as it was sent: the email's headers and text part, or the webhook's JSON body. */
export function toMessageDetail(row: OutboxMessage) {
  return {
    ...toLogEntry(row),
    subject: row.subject,
    sender: row.sender,
    replyTo: row.replyTo,
    /** The email's plain-text part, or the webhook's JSON body. */
    textBody: row.textBody,
    /** Whether GET /api/admin/messages/:id/preview has an HTML part to show. */
    hasHtml: row.htmlBody !== null,
  };
}
