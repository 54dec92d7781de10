// Who signs in, and the leads the contact form brings.
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

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
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at").notNull().default(nowMs),
});

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
  createdAt: createdAt(),
});
