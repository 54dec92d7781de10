// Where a registration's or an incident's point comes from the geocoder: the row read before a
// lookup, the answer stored after it, and what the cron trigger finds due. Every write is one
// conditional UPDATE: it never touches a point staff set by hand, nor a row whose address
// changed while the lookup ran.
import { and, asc, eq, isNotNull, isNull, lte, ne, or } from "drizzle-orm";

import type { GeocodeJob } from "../shared/queue-bodies";
import { inList } from "./bound-lists";
import type { Database } from "./client";
import { cameraRegistrations, incidents } from "./schema";

/** What the geocoder answered (worker/registry/geocoder.ts). */
export type GeocodeResult =
  | { outcome: "located"; place: GeocodedPlace }
  | { outcome: "not_found" }
  /** `reason` is in words and carries no personal data (it may reach a log). */
  | { outcome: "failed"; reason: string };

export interface GeocodedPlace {
  latitude: number;
  longitude: number;
  matchedAddress: string;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

type LocatedTable = typeof cameraRegistrations | typeof incidents;

const TABLES: Record<GeocodeJob["table"], LocatedTable> = { camera_registrations: cameraRegistrations, incidents };

/** Not located by hand: the geocoder may write it. */
const notSetByStaff = (table: LocatedTable) => or(isNull(table.locationSource), ne(table.locationSource, "staff"));

/** Waiting for a lookup (a first one, or another after a failure). */
const awaitingLookup = (table: LocatedTable) => inList(table.locationStatus, ["pending", "failed"]);

export interface GeocodeTarget {
  address: string | null;
  geocodeAttempts: number;
}

/** The row's address when it still waits for a lookup the geocoder may answer; undefined otherwise. */
export async function geocodeTarget(db: Database, job: GeocodeJob): Promise<GeocodeTarget | undefined> {
  const table = TABLES[job.table];
  const [row] = await db
    .select({ address: table.address, geocodeAttempts: table.geocodeAttempts })
    .from(table)
    .where(and(eq(table.id, job.id), awaitingLookup(table), notSetByStaff(table)))
    .limit(1);
  return row;
}

/**
 * Stores what the geocoder answered for `address`. A failure counts the attempt and sets when
 * the cron trigger tries again (`retryAt`, or never when null). Answers whether the row changed.
 */
export async function storeGeocodeResult(
  db: Database,
  job: GeocodeJob,
  address: string,
  result: GeocodeResult,
  attempts: number,
  retryAt: Date | null,
): Promise<boolean> {
  const table = TABLES[job.table];
  const values =
    result.outcome === "located"
      ? { ...result.place, locationStatus: "located" as const, locationSource: "geocoder" as const, geocodeNextAt: null }
      : result.outcome === "not_found"
        ? {
            latitude: null,
            longitude: null,
            matchedAddress: null,
            locationStatus: "not_found" as const,
            locationSource: "geocoder" as const,
            geocodeNextAt: null,
          }
        : { locationStatus: "failed" as const, geocodeNextAt: retryAt };
  const rows = await db
    .update(table)
    .set({ ...values, geocodeAttempts: attempts })
    .where(and(eq(table.id, job.id), eq(table.address, address), awaitingLookup(table), notSetByStaff(table)))
    .returning({ id: table.id });
  return rows.length === 1;
}

/**
 * Records due a lookup: pending since before `pendingBefore` (their first job was lost or is
 * late) or failed with their retry time passed. Oldest first, at most `limit` per table.
 */
export async function dueGeocodeJobs(db: Database, pendingBefore: Date, now: Date, limit: number): Promise<GeocodeJob[]> {
  const due = (table: LocatedTable, since: typeof cameraRegistrations.createdAt | typeof incidents.updatedAt) =>
    and(
      isNotNull(table.address),
      notSetByStaff(table),
      or(
        and(eq(table.locationStatus, "pending"), lte(since, pendingBefore)),
        and(eq(table.locationStatus, "failed"), isNotNull(table.geocodeNextAt), lte(table.geocodeNextAt, now)),
      ),
    );
  const registrations = await db
    .select({ id: cameraRegistrations.id })
    .from(cameraRegistrations)
    .where(due(cameraRegistrations, cameraRegistrations.createdAt))
    .orderBy(asc(cameraRegistrations.id))
    .limit(limit);
  const incidentRows = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(due(incidents, incidents.updatedAt))
    .orderBy(asc(incidents.id))
    .limit(limit);
  return [
    ...registrations.map(({ id }) => ({ table: "camera_registrations" as const, id })),
    ...incidentRows.map(({ id }) => ({ table: "incidents" as const, id })),
  ];
}
