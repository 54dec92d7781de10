// What the public pages show: events, blog posts and their views, uploaded images.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

import { DEFAULT_BLOG_AUTHOR } from "../../shared/company";
import type { MediaVariant } from "../../shared/media";
import { nowMs, timestamp, createdAt, flag } from "./columns";
import { users } from "./people";

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

/**
 * One date of a repeating event held on another day or at another time: its RECURRENCE-ID
 * override in the feeds. `date` is the series' own date it replaces (its identity, as a
 * cancellation names it); the new day and times are Baltimore's (docs/decisions/0064).
 */
export const eventMoves = sqliteTable(
  "event_moves",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => communityEvents.id, { onDelete: "cascade" }),
    date: text("date").notNull(),
    newDate: text("new_date").notNull(),
    newTime: text("new_time").notNull(),
    newEndTime: text("new_end_time"),
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
    /** The team member the byline names, when it names one (the free-text author stays what is shown). */
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
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
 * An address a post had before it was renamed, kept so that /blog/<slug> answers 301 with the
 * post's current address (docs/decisions/0044-renamed-posts-keep-their-address.md). Each old
 * slug names one post: the entry yields when another post takes that slug, and goes with its post.
 */
export const postSlugHistory = sqliteTable(
  "post_slug_history",
  {
    slug: text("slug").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [index("post_slug_history_post_idx").on(table.postId)],
);

/**
 * A post as one save left it (docs/decisions/0046-drafts-and-revisions.md): its title, excerpt,
 * body and featured image, who saved it and when. Written in the save's own batch, the newest
 * POST_REVISIONS_KEPT per post kept; they go with their post.
 */
export const postRevisions = sqliteTable(
  "post_revisions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    featuredImage: text("featured_image"),
    savedAt: timestamp("saved_at").notNull().default(nowMs),
    /** The staff member's user id and email; kept when they leave (no foreign key). */
    savedBy: text("saved_by").notNull(),
    savedByEmail: text("saved_by_email"),
  },
  (table) => [index("post_revisions_post_idx").on(table.postId, table.id)],
);

/**
 * A staff member's autosaved copy of a post they are editing (docs/decisions/0050): the form's
 * fields as typed, half-typed ones too, kept as JSON. One per post and staff member, replaced as
 * they type and deleted when they save the post. Readers never see it.
 */
export const postAutosaves = sqliteTable(
  "post_autosaves",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    /** The staff member's user id. */
    savedBy: text("saved_by").notNull(),
    fields: text("fields", { mode: "json" }).notNull().$type<Record<string, unknown>>(),
    savedAt: timestamp("saved_at").notNull().default(nowMs),
  },
  (table) => [primaryKey({ columns: [table.postId, table.savedBy] })],
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
  /**
   * The image's smaller copies for `srcset` (docs/decisions/0055-responsive-post-images.md), drawn
   * by the dashboard at upload, narrowest first; each stored under its own content key.
   */
  variants: text("variants", { mode: "json" }).$type<MediaVariant[]>(),
  createdAt: createdAt(),
  /** The staff member's user id; kept when they leave (no foreign key). */
  createdBy: text("created_by").notNull(),
});

export type MediaItem = typeof media.$inferSelect;

export type CommunityEvent = typeof communityEvents.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type PostRevision = typeof postRevisions.$inferSelect;
export type PostAutosave = typeof postAutosaves.$inferSelect;
