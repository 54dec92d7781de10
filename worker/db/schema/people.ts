// Who signs in, and the leads the contact form brings.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

import type { VisitSource } from "../../shared/analytics";
import { CONTACT_STATUS_VALUES } from "../../shared/contact-status";
import { ROLE_IDS } from "../../shared/roles";
import { createdAt, nowMs, reference, timestamp } from "./columns";

export const users = sqliteTable("users", {
  id: text("id").primaryKey(), // the identity provider's `sub`
  email: text("email").unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  /** The person's role on the team (worker/shared/roles.ts); none: not on the team. */
  role: text("role", { enum: ROLE_IDS }),
  /** Set when the person was taken off the team: they are refused at their next request. */
  deactivatedAt: timestamp("deactivated_at"),
  /** When the person last finished signing in through the identity provider. */
  lastSignInAt: timestamp("last_sign_in_at"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at").notNull().default(nowMs),
});

/**
 * Each signed-in browser (R2, R25): the session's own record, read on every request beside the
 * KV copy, so that ending it here ends it at the next request wherever KV has not caught up.
 * Its id is not the cookie's secret: it is safe to show and to name in the audit trail.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The browser and system, in words ("Firefox on Windows"), from the User-Agent at sign-in. */
    device: text("device").notNull(),
    startedAt: timestamp("started_at").notNull(),
    lastSeenAt: timestamp("last_seen_at").notNull(),
    /** When the identity provider last checked the person (its `auth_time`): sensitive actions need a recent one. */
    authTime: timestamp("auth_time").notNull(),
    endedAt: timestamp("ended_at"),
  },
  (table) => [index("sessions_user_idx").on(table.userId, table.lastSeenAt)],
);

/**
 * An invitation to the team (R25): accepted once, within its time, by someone signing in with
 * this verified email. Only the token's hash is kept; the link in the email carries the token.
 */
export const invitations = sqliteTable(
  "invitations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    email: text("email").notNull(),
    role: text("role", { enum: ROLE_IDS }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    /** Sent, or sent again: a resend gives a new token and a new time. */
    sentAt: timestamp("sent_at").notNull(),
    expiresAt: timestamp("expires_at").notNull(),
    acceptedAt: timestamp("accepted_at"),
    acceptedBy: text("accepted_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp("revoked_at"),
  },
  (table) => [index("invitations_email_idx").on(table.email)],
);

export const contactSubmissions = sqliteTable("contact_submissions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  reference: reference(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  service: text("service").notNull(),
  message: text("message").notNull(),
  // The record that SMS consent was given: when, and which wording was shown.
  smsConsentAt: timestamp("sms_consent_at").notNull(),
  smsConsentVersion: text("sms_consent_version").notNull(),
  status: text("status", { enum: CONTACT_STATUS_VALUES }).notNull().default("new"),
  internalNote: text("internal_note").notNull().default(""),
  /** When staff last set the status to Closed; none while it is not closed. The lead is purged a period after it (R20). */
  closedAt: timestamp("closed_at"),
  /** Where the visit that sent it came from, filled in by the analytics (worker/analytics/ingest.ts). */
  visitSource: text("visit_source", { mode: "json" }).$type<VisitSource>(),
  createdAt: createdAt(),
});
