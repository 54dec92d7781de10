// The audit trail and the outbox: what staff changed, and every message the site sends.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

import { AUDIT_ACTIONS } from "../../shared/audit";
import { MESSAGE_STATUS_VALUES } from "../../shared/contact-status";
import { createdAt, flag, nowMs, timestamp } from "./columns";
import { contactSubmissions, invitations } from "./people";
import { cameraRegistrations } from "./registry";

/** Every admin mutation: who, what, when, and the record's id (shown read-only to staff). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: timestamp("at").notNull().default(nowMs),
    userId: text("user_id").notNull(),
    userEmail: text("user_email"),
    /** A change to a record, or a person's access: a sign-in, or a staff route refused to someone signed in. */
    action: text("action", { enum: AUDIT_ACTIONS }).notNull(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    summary: text("summary"),
    /** The session it was done from (sessions.id); none for the system's own actors. */
    sessionId: text("session_id"),
  },
  (table) => [index("audit_log_at_idx").on(table.at), index("audit_log_user_idx").on(table.userId, table.at)],
);

export type AuditEntry = typeof auditLog.$inferSelect;

export const MESSAGE_CHANNELS = ["email", "webhook"] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * The outbox (R13): every email or webhook call the site sends, written in the same batch as the
 * record that causes it and sent by the queue consumer (worker/outbox/). A message belongs to at
 * most one record and is deleted with it, personal data and all.
 */
export const outboxMessages = sqliteTable(
  "outbox_messages",
  {
    /** A random id: the queue message's body, and the webhook-id a receiver de-duplicates by. */
    id: text("id").primaryKey(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull(),
    /** Which template made it (worker/outbox/kinds.ts). */
    kind: text("kind").notNull(),
    contactSubmissionId: integer("contact_submission_id").references(() => contactSubmissions.id, { onDelete: "cascade" }),
    cameraRegistrationId: integer("camera_registration_id").references(() => cameraRegistrations.id, { onDelete: "cascade" }),
    invitationId: integer("invitation_id").references(() => invitations.id, { onDelete: "cascade" }),
    /** An email address, or for a webhook the receiver's origin (its full address stays a setting). */
    recipient: text("recipient").notNull(),
    sender: text("sender"),
    replyTo: text("reply_to"),
    subject: text("subject"),
    /** The email's plain-text part, or the webhook's JSON body. */
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    status: text("status", { enum: MESSAGE_STATUS_VALUES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastAttemptAt: timestamp("last_attempt_at"),
    /** Why the last attempt failed, in words and without personal data. */
    lastError: text("last_error"),
    /** When the queue should deliver it next; the cron trigger re-enqueues what is long past it. */
    nextAttemptAt: timestamp("next_attempt_at").notNull().default(nowMs),
    /** A consumer sending it holds it until then, so two deliveries of one queue message never both send. */
    lockedUntil: timestamp("locked_until"),
    sentAt: timestamp("sent_at"),
    /** Sent only to the Worker's own log, because no email binding is configured: written, never delivered. */
    loggedOnly: flag("logged_only").notNull().default(false),
    deadLetteredAt: timestamp("dead_lettered_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("outbox_messages_status_next_idx").on(table.status, table.nextAttemptAt),
    index("outbox_messages_created_idx").on(table.createdAt),
    index("outbox_messages_contact_idx").on(table.contactSubmissionId),
    index("outbox_messages_camera_idx").on(table.cameraRegistrationId),
    index("outbox_messages_invitation_idx").on(table.invitationId),
  ],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;
