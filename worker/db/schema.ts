// The single source of truth for storage. Edit here, then `npm run db:generate`
// and commit the SQL it writes into migrations/. Sessions live in KV (R2).
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { DEFAULT_BLOG_AUTHOR } from "../shared/company";

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

export const contactSubmissions = sqliteTable("contact_submissions", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  service: text("service").notNull(),
  message: text("message").notNull(),
  // The record that SMS consent was given: when, and which wording was shown.
  smsConsentAt: timestamp("sms_consent_at").notNull(),
  smsConsentVersion: text("sms_consent_version").notNull(),
  createdAt: createdAt(),
});

export const cameraRegistrations = sqliteTable("camera_registrations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone").notNull(),
  address: text("address").notNull(),
  cameraDetails: text("camera_details").notNull(),
  terms: flag("terms").notNull(),
  createdAt: createdAt(),
});

export const urlRedirects = sqliteTable(
  "url_redirects",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    fromPath: text("from_path").notNull(),
    /**
     * What a request matches (R8): the path in lower case (paths are ASCII once the URL parser
     * has read them, and SQLite's lower() folds ASCII) without trailing slashes; computed by
     * SQLite, unique, and worked out for a request by worker/shared/redirect-paths.ts.
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
  },
  (table) => [index("redirect_clicks_redirect_time_idx").on(table.redirectId, table.clickedAt)],
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
    isRecurring: flag("is_recurring").notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [index("community_events_date_idx").on(table.eventDate), index("community_events_neighborhood_idx").on(table.neighborhood)],
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
