// First-party analytics (R22, docs/decisions/0072-first-party-analytics.md): visits and their events,
// kept a short time (RETENTION_DAYS.analyticsEvents), and what they add up to per day, kept for years.
// No client address or user agent is stored: a visitor is the day's keyed hash of both
// (worker/security/client-key.ts), and the key is deleted after its day.
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";

import { flag, timestamp } from "./columns";

/** One visit: a visitor's views with no gap longer than VISIT_GAP_MS, and where it came from. */
export const analyticsVisits = sqliteTable(
  "analytics_visits",
  {
    /** A random key (a visit is written by the queue consumer, which names it before storing it). */
    id: text("id").primaryKey(),
    /** The site's day (America/New_York) the visit began: the day all of its views and goals are counted on. */
    day: text("day").notNull(),
    /** The visitor: the day's keyed hash; none when the browser asked not to be tracked (GPC/DNT). */
    visitor: text("visitor"),
    startedAt: timestamp("started_at").notNull(),
    lastAt: timestamp("last_at").notNull(),
    /** Its page views, and the time on page of those followed by another view (their sum and how many). */
    views: integer("views").notNull().default(0),
    lastViewAt: timestamp("last_view_at"),
    durationMs: integer("duration_ms").notNull().default(0),
    durations: integer("durations").notNull().default(0),
    entryPage: text("entry_page"),
    exitPage: text("exit_page"),
    /** Where the visit came from, as the Sources table names it (worker/analytics/sources.ts). */
    source: text("source").notNull(),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    /** The short link that brought the visit, and the printed QR code's `src` tag when it was one. */
    shortLink: text("short_link"),
    qrSource: text("qr_source"),
    country: text("country"),
    device: text("device").notNull(),
    browser: text("browser").notNull(),
  },
  (table) => [index("analytics_visits_visitor_idx").on(table.visitor, table.lastAt), index("analytics_visits_day_idx").on(table.day)],
);

/** A page viewed or a goal reached, in its visit. */
export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    visitId: text("visit_id")
      .notNull()
      .references(() => analyticsVisits.id, { onDelete: "cascade" }),
    /** The site's day (America/New_York) of `at`. */
    day: text("day").notNull(),
    at: timestamp("at").notNull(),
    kind: text("kind", { enum: ["view", "goal"] }).notNull(),
    /** The page's path for a view, the goal's name for a goal. */
    name: text("name").notNull(),
    /** A view's time on page: until its visit's next view, written when that view is counted; none for the last. */
    durationMs: integer("duration_ms"),
  },
  (table) => [index("analytics_events_day_idx").on(table.day, table.kind), index("analytics_events_visit_idx").on(table.visitId, table.at)],
);

/**
 * The analytics queue's messages already stored, by the queue's id: a message the queue hands over
 * again (at-least-once delivery: a batch stored whose acknowledgement was lost) is not counted twice.
 * Kept as long as the queue could still hand one back (worker/db/analytics.ts).
 */
export const analyticsMessages = sqliteTable(
  "analytics_messages",
  {
    id: text("id").primaryKey(),
    storedAt: timestamp("stored_at").notNull(),
  },
  (table) => [index("analytics_messages_stored_idx").on(table.storedAt)],
);

/**
 * What a day's events add up to, per value of a dimension, within the visits that match a filter
 * (filter "" for all visits): the Analytics section reads only these rows for the days that are over.
 */
export const analyticsRollups = sqliteTable(
  "analytics_rollups",
  {
    filterDimension: text("filter_dimension").notNull(),
    filterValue: text("filter_value").notNull(),
    day: text("day").notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull(),
    visitors: integer("visitors").notNull(),
    visits: integer("visits").notNull(),
    /** Page views, or a goal's completions in the goal dimension. */
    hits: integer("hits").notNull(),
    durationMs: integer("duration_ms").notNull(),
    durations: integer("durations").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.filterDimension, table.filterValue, table.day, table.dimension, table.value] }),
    index("analytics_rollups_day_idx").on(table.day),
  ],
);

/** Each day counted: whether its rollups are final, and the views bots made (counted apart, never as visitors). */
export const analyticsDays = sqliteTable("analytics_days", {
  day: text("day").primaryKey(),
  /** Its rows in analytics_rollups are current: no event of it came since they were added up (an event sets this back). */
  final: flag("final").notNull().default(false),
  botViews: integer("bot_views").notNull().default(0),
  rolledAt: timestamp("rolled_at"),
});

/** Each week whose Monday summary was written (R22): the outbox rows go in the same batch, so a week is summed up once. */
export const analyticsWeeklySummaries = sqliteTable("analytics_weekly_summaries", {
  /** The week's Monday, a site day. */
  week: text("week").primaryKey(),
  writtenAt: timestamp("written_at").notNull(),
});
