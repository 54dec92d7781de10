// Short links, their clicks, and the 404 log that suggests new ones.
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

import { nowMs, timestamp, createdAt, flag } from "./columns";

export const shortLinks = sqliteTable(
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

export const shortLinkClicks = sqliteTable(
  "redirect_clicks",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    shortLinkId: integer("redirect_id")
      .notNull()
      .references(() => shortLinks.id, { onDelete: "cascade" }),
    clickedAt: timestamp("clicked_at").notNull().default(nowMs),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"), // at most 45 characters (an IPv6 text form)
    referer: text("referer"),
    /** The visitor's country (ISO code) when the platform gives one (its CF-IPCountry header). */
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
    index("redirect_clicks_redirect_time_idx").on(table.shortLinkId, table.clickedAt),
    uniqueIndex("redirect_clicks_click_key_unique")
      .on(table.clickKey)
      .where(sql`${table.clickKey} is not null`),
    // The clicks whose address is still whole, by time: what the retention purge cuts to its network
    // (R20, worker/db/retention.ts). A cut address has a "/", so the index holds only the recent clicks.
    index("redirect_clicks_whole_address_idx")
      .on(table.clickedAt)
      .where(sql`${table.ipAddress} is not null and instr(${table.ipAddress}, '/') = 0`),
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

export type ShortLinkRow = typeof shortLinks.$inferSelect;
