// Column shapes every table shares: creation times, flags, and a located point.
import { sql } from "drizzle-orm";
import { integer, real, text } from "drizzle-orm/sqlite-core";

import { LOCATION_SOURCES, LOCATION_STATUSES } from "../../shared/registry";

/** Milliseconds since the epoch, filled in by SQLite when the row is written. */
export const nowMs = sql`(cast(unixepoch('subsec') * 1000 as integer))`;
export const timestamp = (name: string) => integer(name, { mode: "timestamp_ms" });
export const createdAt = () => timestamp("created_at").notNull().default(nowMs);
export const flag = (name: string) => integer(name, { mode: "boolean" });

/** A point and what the geocoder matched: shared by registrations and incidents. */
export const located = () => ({
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

/**
 * A random key the Worker gives a submission before it is stored, so the outbox rows written in
 * the same batch can point at it (an autoincrement id is known only after the batch). It is also
 * the lead's reference in webhooks and in the dashboard links sent by email.
 */
export const reference = () => text("reference").unique();
