// The single source of truth for storage. Edit here, then `npm run db:generate`
// and commit the SQL it writes into migrations/. Sessions live in KV (R2).
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { DEFAULT_BLOG_AUTHOR } from "../shared/company";
import { CONTACT_STATUS_VALUES, MESSAGE_STATUS_VALUES } from "../shared/contact-status";
import { FOOTAGE_ANSWERS, LOCATION_SOURCES, LOCATION_STATUSES } from "../shared/registry";

/** Milliseconds since the epoch, filled in by SQLite when the row is written. */
const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });
const createdAt = () => timestamp("created_at").notNull().default(nowMs);
const flag = (name: string) => integer(name, { mode: "boolean" });

export const users = sqliteTable("users", {
  id: text("id").primaryKey(), // the identity provider's `sub`
  email: text("email").unique(),
  firstName: text("first_name"),
  lastName: text("last_name"),
  profileImageUrl: text("profile_image_url"),
  isAdmin: flag("is_admin").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at").notNull().default(nowMs),
});

/**
 * A random key the Worker gives a submission before it is stored, so the outbox rows written in
 * the same batch can point at it (an autoincrement id is known only after the batch). It is also
 * the lead's reference in webhooks and in the dashboard links sent by email.
 */
const reference = () => text("reference").unique();

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
  createdAt: createdAt(),
});

/** A point and what the geocoder matched: shared by registrations and incidents. */
const located = () => ({
  latitude: real("latitude"),
  longitude: real("longitude"),
  locationStatus: text("location_status", { enum: LOCATION_STATUSES }).notNull().default("pending"),
  locationSource: text("location_source", { enum: LOCATION_SOURCES }),
  matchedAddress: text("matched_address"),
  city: text("city"),
  state: text("state"),
  zipCode: text("zip_code"),
  geocodeAttempts: integer("geocode_attempts").notNull().default(0),
  /** When a failed lookup is tried again (the cron trigger re-enqueues it then). */
  geocodeNextAt: timestamp("geocode_next_at"),
});

export const cameraRegistrations = sqliteTable(
  "camera_registrations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    reference: reference(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    cameraDetails: text("camera_details").notNull(),
    terms: flag("terms").notNull(),
    ...located(),
    createdAt: createdAt(),
  },
  // The incident search is a bounding box on these two, then the exact distance (worker/registry/).
  (table) => [
    index("camera_registrations_point_idx").on(table.latitude, table.longitude),
    index("camera_registrations_location_status_idx").on(table.locationStatus),
  ],
);

export const urlRedirects = sqliteTable(
  "url_redirects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fromPath: text("from_path").notNull(),
    /**
     * What a request matches (R8): the path in lower case (paths are ASCII once the URL parser
     * has read them, and SQLite's lower() folds ASCII) without trailing slashes; computed by
     * SQLite, unique, and worked out for a request by worker/shared/short-links.ts.
     */
    matchKey: text("match_key").generatedAlwaysAs(sql`lower(rtrim(from_path, '/'))`, { mode: "virtual" }),
    toUrl: text("to_url").notNull(),
    isActive: flag("is_active").notNull().default(true),
    clickCount: integer("click_count").notNull().default(0),
    lastClickedAt: timestamp("last_clicked_at"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull().default(nowMs),
  },
  // One link per match key: /Flyer and /flyer/ are one path (docs/decisions/0011-short-links-limits-and-caching.md).
  (table) => [uniqueIndex("url_redirects_match_key_unique").on(table.matchKey)],
);

export const redirectClicks = sqliteTable(
  "redirect_clicks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    redirectId: integer("redirect_id")
      .notNull()
      .references(() => urlRedirects.id, { onDelete: "cascade" }),
    clickedAt: timestamp("clicked_at").notNull().default(nowMs),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"), // at most 45 characters (an IPv6 text form)
    referer: text("referer"),
    /** The visitor's country (ISO code) when the platform gives one (request.cf.country). */
    country: text("country"),
    /** The user agent said it is a bot or crawler (worker/shared/bots.ts): counted apart. */
    isBot: flag("is_bot").notNull().default(false),
    /** Where the link was printed: the `src` tag of the address a QR code encodes (worker/shared/short-link-sources.ts). */
    source: text("source"),
    /**
     * A click handed to the click queue (CLICK_PATH=queue) carries a random key, so a queue batch
     * delivered twice stores and counts each click once; a click written directly has none.
     */
    clickKey: text("click_key"),
  },
  (table) => [
    index("redirect_clicks_redirect_time_idx").on(table.redirectId, table.clickedAt),
    uniqueIndex("redirect_clicks_click_key_unique")
      .on(table.clickKey)
      .where(sql`${table.clickKey} is not null`),
  ],
);

/**
 * The 404 log: missing paths people and bots asked for, by match key, so staff can turn them
 * into redirects. No address, user agent, query or referrer is kept; the number of paths is
 * bounded (worker/db/not-found-log.ts), and who asked is only counted (notFoundClients).
 */
export const notFoundPaths = sqliteTable("not_found_paths", {
  // A plain rowid (no AUTOINCREMENT): a new path gets the next number, so "every Nth new path" is cheap to tell.
  id: integer("id").primaryKey(),
  path: text("path").notNull().unique(),
  humanHits: integer("human_hits").notNull().default(0),
  botHits: integer("bot_hits").notNull().default(0),
  lastSeenAt: timestamp("last_seen_at").notNull().default(nowMs),
});

/**
 * Which clients asked for a missing path (decision 0036), so the log keeps what many clients asked
 * for over what one client flooded: each client's address hashed with its day's key
 * (worker/security/client-key.ts), at most NOT_FOUND_CLIENTS_COUNTED per path, deleted with the path.
 */
export const notFoundClients = sqliteTable(
  "not_found_clients",
  {
    pathId: integer("path_id")
      .notNull()
      .references(() => notFoundPaths.id, { onDelete: "cascade" }),
    clientHash: text("client_hash").notNull(),
  },
  (table) => [primaryKey({ columns: [table.pathId, table.clientHash] }), index("not_found_clients_client_idx").on(table.clientHash)],
);

export const communityEvents = sqliteTable(
  "community_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    description: text("description"),
    // The start as an instant: the admin's date and time read in America/New_York (R4).
    eventDate: timestamp("event_date").notNull(),
    eventTime: text("event_time").notNull(),
    location: text("location").notNull(),
    neighborhood: text("neighborhood").notNull(),
    eventType: text("event_type").notNull(),
    organizer: text("organizer"),
    contactInfo: text("contact_info"),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    registrationUrl: text("registration_url"),
    // Kept equal to `recurrence IS NOT NULL` by every write (docs/decisions/0026).
    isRecurring: flag("is_recurring").notNull().default(false),
    // "HH:MM" in Baltimore on the start's day; none means the default length (calendar-links.ts).
    endTime: text("end_time"),
    // An RFC 5545 RRULE built only from the dashboard's choices (shared/recurrence.ts); none: one date.
    recurrence: text("recurrence"),
    createdAt: createdAt(),
  },
  (table) => [index("community_events_date_idx").on(table.eventDate), index("community_events_neighborhood_idx").on(table.neighborhood)],
);

/** A date ("YYYY-MM-DD" in Baltimore) on which a repeating event does not take place: its EXDATE. */
export const eventCancellations = sqliteTable(
  "event_cancellations",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => communityEvents.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.date] })],
);

export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull().default(DEFAULT_BLOG_AUTHOR),
    category: text("category").notNull(),
    tags: text("tags", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    featuredImage: text("featured_image"),
    isPublished: flag("is_published").notNull().default(false),
    publishedAt: timestamp("published_at"),
    viewCount: integer("view_count").notNull().default(0),
    readingTime: integer("reading_time").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at").notNull().default(nowMs),
  },
  (table) => [
    index("blog_posts_published_idx").on(table.isPublished, table.publishedAt),
    index("blog_posts_category_idx").on(table.category),
  ],
);

/**
 * The day's random key for telling clients apart without keeping who they are
 * (worker/security/client-key.ts): one per UTC day, purged by the cron trigger once its day is
 * over, after which the day's client hashes can no longer be tied to an address.
 */
export const clientSalts = sqliteTable("client_salts", {
  /** "YYYY-MM-DD", in UTC. */
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * A client that read a post on a UTC day (docs/decisions/0036): a post's view count grows by one
 * per row. Only keyed hashes are kept, and only for the day (the cron trigger purges older days).
 */
export const postViews = sqliteTable(
  "post_views",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    day: text("day").notNull(),
    /** The client: its address and user agent, hashed with the day's key. */
    clientHash: text("client_hash").notNull(),
    /** Its address alone, hashed with the day's key: caps the clients one address counts as. */
    addressHash: text("address_hash").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.day, table.clientHash] }),
    index("post_views_address_idx").on(table.postId, table.day, table.addressHash),
    index("post_views_day_idx").on(table.day),
  ],
);

/**
 * An uploaded image (docs/decisions/0022-media-uploads.md). The bytes live in the MEDIA bucket
 * under `key`, the SHA-256 of those bytes in hex with the type's extension, so one image is one
 * row however often it is uploaded; posts refer to it as `/media/<key>`.
 */
export const media = sqliteTable("media", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  key: text("key").notNull().unique(),
  mimeType: text("mime_type").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  byteSize: integer("byte_size").notNull(),
  alt: text("alt").notNull(),
  /** The uploaded file's own name, without any folder: for staff to recognise it. */
  originalName: text("original_name").notNull(),
  /**
   * A WebP or AVIF image's JPEG copy for link previews, which platforms show only as JPEG or PNG:
   * drawn by the dashboard at upload, stored in the bucket under its own content key.
   */
  previewKey: text("preview_key"),
  previewWidth: integer("preview_width"),
  previewHeight: integer("preview_height"),
  createdAt: createdAt(),
  /** The staff member's user id; kept when they leave (no foreign key). */
  createdBy: text("created_by").notNull(),
});

export type MediaItem = typeof media.$inferSelect;

export type CommunityEvent = typeof communityEvents.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type UrlRedirect = typeof urlRedirects.$inferSelect;

/** Every admin mutation: who, what, when, and the record's id (shown read-only to staff). */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: timestamp("at").notNull().default(nowMs),
    userId: text("user_id").notNull(),
    userEmail: text("user_email"),
    action: text("action", { enum: ["create", "update", "delete"] }).notNull(),
    entity: text("entity").notNull(),
    entityId: integer("entity_id").notNull(),
    summary: text("summary"),
  },
  (table) => [index("audit_log_at_idx").on(table.at)],
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
    deadLetteredAt: timestamp("dead_lettered_at"),
    createdAt: createdAt(),
  },
  (table) => [
    index("outbox_messages_status_next_idx").on(table.status, table.nextAttemptAt),
    index("outbox_messages_created_idx").on(table.createdAt),
    index("outbox_messages_contact_idx").on(table.contactSubmissionId),
    index("outbox_messages_camera_idx").on(table.cameraRegistrationId),
  ],
);

export type OutboxMessage = typeof outboxMessages.$inferSelect;

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
    emailedAt: timestamp("emailed_at"),
    answer: text("answer", { enum: FOOTAGE_ANSWERS }),
    answeredAt: timestamp("answered_at"),
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
