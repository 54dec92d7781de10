// Incidents (R14): staff's list with each incident's request counts, their changes, the search
// for the cameras around one (a bounding box on the indexed latitude and longitude,
// camera_registrations_point_idx, then the exact great-circle distance), the registrations not
// located yet to check by hand (worker/registry/manual-check.ts), and the retention purge.
import { and, between, desc, eq, isNotNull, isNull, lt, ne, notExists, sql } from "drizzle-orm";

import { boundingBox, distanceFeet, type BoundingBox, type Point } from "../shared/distance";
import type { IncidentSummary, NearbyCamera } from "../shared/registry";
import type { IncidentState } from "../shared/schemas/registry";
import { SYSTEM_ACTORS } from "./audit";
import { inList } from "./bound-lists";
import type { Database } from "./client";
import { requestsByRegistration } from "./footage-requests";
import { placeParts, toLocationView, type PlaceParts } from "./locations";
import { auditLog, cameraRegistrations, footageRequests, incidents, outboxMessages, type Incident } from "./schema";

// Spelled out with their tables: drizzle writes a column in sql`` without one, which inside the
// subquery would read footage_requests.id instead of the incident's.
const requestsOfIncident = (condition: string) =>
  sql<number>`(select count(*) from "footage_requests" where "footage_requests"."incident_id" = "incidents"."id"${sql.raw(condition)})`;
const requestCount = requestsOfIncident("");
const answerCount = requestsOfIncident(` and "footage_requests"."answer" is not null`);
/** Answers staff have not seen (worker/db/footage-requests.ts isNewAnswer says the same of one request). */
const newAnswerCount = requestsOfIncident(
  ` and "footage_requests"."answer" is not null and "footage_requests"."answer_seen_at" is null and "footage_requests"."followed_up_at" is null`,
);

const incidentWithCounts = (db: Database) =>
  db.select({ incident: incidents, requestCount, answerCount, newAnswerCount }).from(incidents).$dynamic();

type IncidentRow = { incident: Incident; requestCount: number; answerCount: number; newAnswerCount: number };

/** Staff's list, newest first: the open incidents, the closed ones, or all. */
export async function listIncidents(db: Database, state: IncidentState | "all" = "all"): Promise<IncidentRow[]> {
  const inState = state === "all" ? undefined : state === "open" ? isNull(incidents.closedAt) : isNotNull(incidents.closedAt);
  return incidentWithCounts(db).where(inState).orderBy(desc(incidents.createdAt), desc(incidents.id));
}

export async function findIncident(db: Database, id: number): Promise<IncidentRow | undefined> {
  const [row] = await incidentWithCounts(db).where(eq(incidents.id, id)).limit(1);
  return row;
}

type NewIncident = Omit<typeof incidents.$inferInsert, "id">;

/** The statements of staff's changes to incidents, each for the change's batch with its audit row. */
export const insertIncident = (db: Database, values: NewIncident) => db.insert(incidents).values(values).returning();

export const updateIncident = (db: Database, id: number, values: Partial<NewIncident>) =>
  db.update(incidents).set(values).where(eq(incidents.id, id)).returning();

/** The same, only while no owner has been asked about the incident (no footage request exists): else it changes nothing. */
export const updateIncidentBeforeRequests = (db: Database, id: number, values: Partial<NewIncident>) =>
  db
    .update(incidents)
    .set(values)
    .where(
      and(
        eq(incidents.id, id),
        notExists(db.select({ id: footageRequests.id }).from(footageRequests).where(eq(footageRequests.incidentId, id))),
      ),
    )
    .returning();

/** Closes an open incident with why and by whom; changes nothing when it was closed already. */
export const closeIncident = (db: Database, id: number, closing: { note: string; by: string; at: Date }) =>
  db
    .update(incidents)
    .set({ closedAt: closing.at, closingNote: closing.note, closedBy: closing.by, updatedAt: closing.at })
    .where(and(eq(incidents.id, id), isNull(incidents.closedAt)))
    .returning();

/** Reopens a closed incident; changes nothing when it was open. */
export const reopenIncident = (db: Database, id: number, at: Date) =>
  db
    .update(incidents)
    .set({ closedAt: null, closingNote: null, closedBy: null, updatedAt: at })
    .where(and(eq(incidents.id, id), isNotNull(incidents.closedAt)))
    .returning();

/** Its footage requests go with it (ON DELETE CASCADE). */
export const deleteIncident = (db: Database, id: number) => db.delete(incidents).where(eq(incidents.id, id));

export function toIncidentSummary({ incident, requestCount, answerCount, newAnswerCount }: IncidentRow): IncidentSummary {
  return {
    id: incident.id,
    caseReference: incident.caseReference,
    occurredOn: incident.occurredOn,
    windowStart: incident.windowStart,
    windowEnd: incident.windowEnd,
    footageSought: incident.footageSought,
    keepFootageDays: incident.keepFootageDays,
    address: incident.address,
    radiusFeet: incident.radiusFeet,
    createdAt: incident.createdAt.toISOString(),
    requestCount,
    answerCount,
    newAnswerCount,
    state: incident.closedAt ? "closed" : "open",
    closedAt: incident.closedAt?.toISOString() ?? null,
    closingNote: incident.closingNote,
    closedBy: incident.closedBy,
    ...toLocationView(incident),
  };
}

// --- the cameras around an incident ---------------------------------------------------------------

const inBox = (box: BoundingBox) =>
  and(
    between(cameraRegistrations.latitude, box.minLatitude, box.maxLatitude),
    between(cameraRegistrations.longitude, box.minLongitude, box.maxLongitude),
  );

/** Registrations whose point lies in the box: a range scan of camera_registrations_point_idx. */
export function registrationsInBox(db: Database, box: BoundingBox) {
  return db.select().from(cameraRegistrations).where(inBox(box));
}

/** A nearby camera as asking its owner needs it: with the generation its links are signed for (decision 0059). */
export type NearbyOwner = NearbyCamera & { linkGeneration: number };

/** Located registrations within the incident's radius, nearest first, each with its request for this incident. */
export async function nearbyCameras(db: Database, incident: Incident): Promise<NearbyOwner[]> {
  if (incident.locationStatus !== "located" || incident.latitude === null || incident.longitude === null) return [];
  const center = { latitude: incident.latitude, longitude: incident.longitude };
  const [candidates, requestOf] = await Promise.all([
    registrationsInBox(db, boundingBox(center, incident.radiusFeet)),
    requestsByRegistration(db, incident.id),
  ]);
  const nearby: NearbyOwner[] = [];
  for (const row of candidates) {
    if (row.locationStatus !== "located" || row.latitude === null || row.longitude === null) continue;
    const distance = distanceFeet(center, { latitude: row.latitude, longitude: row.longitude });
    if (distance > incident.radiusFeet) continue;
    nearby.push({
      registrationId: row.id,
      reference: row.reference ?? "",
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      cameraDetails: row.cameraDetails,
      latitude: row.latitude,
      longitude: row.longitude,
      distanceFeet: distance,
      request: requestOf.get(row.id) ?? null,
      linkGeneration: row.linkGeneration,
    });
  }
  return nearby.sort((a, b) => a.distanceFeet - b.distanceFeet || a.registrationId - b.registrationId);
}

/** Where the located registrations within `feet` of a point are: each one's city, state and ZIP. */
export async function placesOfLocatedNear(db: Database, center: Point, feet: number): Promise<PlaceParts[]> {
  const box = boundingBox(center, feet);
  const rows = await db
    .select({
      latitude: cameraRegistrations.latitude,
      longitude: cameraRegistrations.longitude,
      locationStatus: cameraRegistrations.locationStatus,
      address: cameraRegistrations.address,
      matchedAddress: cameraRegistrations.matchedAddress,
      city: cameraRegistrations.city,
      state: cameraRegistrations.state,
      zipCode: cameraRegistrations.zipCode,
    })
    .from(cameraRegistrations)
    .where(inBox(box));
  return rows
    .filter(
      ({ latitude, longitude, locationStatus }) =>
        locationStatus === "located" && latitude !== null && longitude !== null && distanceFeet(center, { latitude, longitude }) <= feet,
    )
    .map(placeParts);
}

/** Registrations with no point yet (pending, not found or failed), newest first. */
export function notLocatedRegistrations(db: Database) {
  return db
    .select()
    .from(cameraRegistrations)
    .where(ne(cameraRegistrations.locationStatus, "located"))
    .orderBy(desc(cameraRegistrations.createdAt), desc(cameraRegistrations.id));
}

// --- retention -----------------------------------------------------------------------------------

/**
 * Deletes at most `limit` incidents recorded before `cutoff`, oldest first, in one batch: with
 * each its footage requests and owners' answers (ON DELETE CASCADE) and the request emails it
 * caused; the audit trail keeps one line per incident purged. Every statement names the due
 * incidents by the same subquery, so none binds a value per incident (R24). Answers how many it purged.
 */
export async function purgeIncidents(
  db: Database,
  { cutoff, limit, summary, now }: { cutoff: Date; limit: number; summary: string; now: Date },
): Promise<number> {
  const due = db
    .select({ id: incidents.id })
    .from(incidents)
    .where(lt(incidents.createdAt, cutoff))
    .orderBy(incidents.createdAt)
    .limit(limit);
  const requestEmails = db
    .select({ id: footageRequests.outboxMessageId })
    .from(footageRequests)
    .where(inList(footageRequests.incidentId, due));
  const { retention } = SYSTEM_ACTORS;
  const [auditLines] = await db.batch([
    db
      .insert(auditLog)
      .select(
        // No session: nobody signed in ran it.
        sql`select null, ${now.getTime()}, ${retention.id}, null, 'delete', 'incident', ${incidents.id}, ${summary}, null from ${incidents} where ${inList(incidents.id, due)}`,
      )
      .returning({ id: auditLog.id }),
    db.delete(outboxMessages).where(inList(outboxMessages.id, requestEmails)),
    db.delete(incidents).where(inList(incidents.id, due)),
  ]);
  return auditLines.length;
}
