// The camera registry: registrations, incidents, and the footage requests between them.
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import type { VisitSource } from "../../shared/analytics";
import { FOOTAGE_ANSWERS } from "../../shared/registry";
import { createdAt, flag, located, nowMs, reference, timestamp } from "./columns";

export const cameraRegistrations = sqliteTable(
  "camera_registrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reference: reference(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** A new address the owner asked for through their manage link, until they confirm it from that address. */
    pendingEmail: text("pending_email"),
    /** When the owner asked for it: it is forgotten once its confirmation link no longer works (R20). */
    pendingEmailAt: timestamp("pending_email_at"),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    cameraDetails: text("camera_details").notNull(),
    terms: flag("terms").notNull(),
    /**
     * Signed into the owner's links (signed-links.ts): raised when a new email address is
     * confirmed, so every link sent to the old address stops working (decision 0059).
     */
    linkGeneration: integer("link_generation").notNull().default(0),
    ...located(),
    /** Where the visit that registered it came from, filled in by the analytics (worker/analytics/ingest.ts). */
    visitSource: text("visit_source", { mode: "json" }).$type<VisitSource>(),
    createdAt: createdAt(),
  },
  // The incident search is a bounding box on these two, then the exact distance (worker/registry/).
  (table) => [
    index("camera_registrations_point_idx").on(table.latitude, table.longitude),
    index("camera_registrations_location_status_idx").on(table.locationStatus),
  ],
);

/** An incident staff record to find the cameras around it (R14); staff-only, purged after the retention period. */
export const incidents = sqliteTable(
  "incidents",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    caseReference: text("case_reference").notNull(),
    /** The day, as a calendar date in America/New_York (YYYY-MM-DD). */
    occurredOn: text("occurred_on").notNull(),
    /** The time window sought, HH:MM to HH:MM (the end may pass midnight). */
    windowStart: text("window_start").notNull(),
    windowEnd: text("window_end").notNull(),
    footageSought: text("footage_sought").notNull(),
    /** How many days of footage owners are asked to keep. */
    keepFootageDays: integer("keep_footage_days").notNull().default(30),
    address: text("address"),
    ...located(),
    radiusFeet: integer("radius_feet").notNull().default(150),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull().default(nowMs),
    /** When staff closed it (none while open), why, and who: a closed incident keeps its requests and answers, read-only, until the purge. */
    closedAt: timestamp("closed_at"),
    closingNote: text("closing_note"),
    closedBy: text("closed_by"),
  },
  (table) => [index("incidents_created_idx").on(table.createdAt)],
);

/**
 * One owner asked for footage about one incident: at most one per pair, so no owner is emailed
 * twice for an incident. When the owner leaves the registry the request keeps its answer
 * ("removed") and loses the link to them.
 */
export const footageRequests = sqliteTable(
  "footage_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    incidentId: integer("incident_id")
      .notNull()
      .references(() => incidents.id, { onDelete: "cascade" }),
    cameraRegistrationId: integer("camera_registration_id").references(() => cameraRegistrations.id, { onDelete: "set null" }),
    /**
     * How far the owner's camera was, to its 50 ft band only: the band's lower bound (0, 50, 100,
     * 150), never the exact distance, which with another incident's would give the camera's point
     * once its owner has left (worker/shared/registry.ts distanceBand, decision 0035).
     */
    distanceFeet: real("distance_feet").notNull(),
    outboxMessageId: text("outbox_message_id"),
    /**
     * The incident's address when this owner was asked: its general area is what the email named,
     * and the request's pages name the same, whatever staff correct later (decision 0041).
     */
    toldAddress: text("told_address"),
    emailedAt: timestamp("emailed_at"),
    answer: text("answer", { enum: FOOTAGE_ANSWERS }),
    answeredAt: timestamp("answered_at"),
    /** When staff saw the answer (opened the incident, or followed the request up): an answer after it, or none yet, is new. */
    answerSeenAt: timestamp("answer_seen_at"),
    followedUpAt: timestamp("followed_up_at"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("footage_requests_incident_registration_unique").on(table.incidentId, table.cameraRegistrationId),
    index("footage_requests_registration_idx").on(table.cameraRegistrationId),
    // A sent email stamps its request (worker/db/outbox.ts markSent).
    index("footage_requests_outbox_message_idx").on(table.outboxMessageId),
  ],
);

export type Incident = typeof incidents.$inferSelect;
export type FootageRequest = typeof footageRequests.$inferSelect;

/**
 * How often an action reached by an owner's signed link was taken in one window, per link and
 * per recipient (worker/registry/link-limits.ts, decision 0059). The count is raised in the batch
 * that acts; the CHECK fails that batch once it would pass its cap, so nothing over the limit is
 * written or sent. The key names a registration, a request or a keyed digest of an address, never
 * an address; rows are purged once their window is over.
 */
export const signedLinkUses = sqliteTable(
  "signed_link_uses",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start").notNull(),
    uses: integer("uses").notNull(),
    cap: integer("cap").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    check("signed_link_uses_within_cap", sql`${table.uses} <= ${table.cap}`),
  ],
);
