// The camera registry's staff reads (R14): a record's point, incidents with their request
// counts, and the search for the cameras around an incident: a bounding box on the indexed
// latitude and longitude (camera_registrations_point_idx), then the exact great-circle distance.
import { and, between, desc, eq, isNull, ne, sql } from "drizzle-orm";

import { boundingBox, distanceFeet, type BoundingBox } from "../registry/distance";
import { inRandomOrder } from "../registry/random-order";
import { parseUsAddress } from "../shared/admin-filters";
import {
  distanceBand,
  type FootageRequestView,
  type IncidentSummary,
  type LocationView,
  type NearbyCamera,
  type UnlocatedCamera,
} from "../shared/registry";
import type { Database } from "./client";
import {
  cameraRegistrations,
  footageRequests,
  incidents,
  outboxMessages,
  type FootageRequest,
  type Incident,
  type MessageStatus,
} from "./schema";

type Located = Pick<Incident, "latitude" | "longitude" | "locationStatus" | "locationSource" | "matchedAddress">;

export function toLocationView(row: Located): LocationView {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    locationStatus: row.locationStatus,
    locationSource: row.locationSource,
    matchedAddress: row.matchedAddress,
  };
}

/** A point staff set: located, by hand, never looked up again. */
export const staffPoint = (point: { latitude: number; longitude: number }) => ({
  ...point,
  locationStatus: "located" as const,
  locationSource: "staff" as const,
  matchedAddress: null,
  geocodeNextAt: null,
});

/** An address to look up: the point and its match are gone until the geocoder answers. */
export const awaitingLookup = () => ({
  latitude: null,
  longitude: null,
  locationStatus: "pending" as const,
  locationSource: null,
  matchedAddress: null,
  city: null,
  state: null,
  zipCode: null,
  geocodeAttempts: 0,
  geocodeNextAt: null,
});

/** A place's city, state and ZIP: the geocoder's match when there is one, R5's reading of the address otherwise. */
export function placeParts(row: Pick<Incident, "address" | "matchedAddress" | "city" | "state" | "zipCode">) {
  if (row.matchedAddress !== null) return { city: row.city, state: row.state, zipCode: row.zipCode };
  return parseUsAddress(row.address ?? "");
}

// --- incidents ---------------------------------------------------------------------------------

// Spelled out with their tables: drizzle writes a column in sql`` without one, which inside the
// subquery would read footage_requests.id instead of the incident's.
const requestCount = sql<number>`(select count(*) from "footage_requests" where "footage_requests"."incident_id" = "incidents"."id")`;
const answerCount = sql<number>`(select count(*) from "footage_requests" where "footage_requests"."incident_id" = "incidents"."id" and "footage_requests"."answer" is not null)`;

const incidentWithCounts = (db: Database) => db.select({ incident: incidents, requestCount, answerCount }).from(incidents).$dynamic();

type IncidentRow = { incident: Incident; requestCount: number; answerCount: number };

export async function listIncidents(db: Database): Promise<IncidentRow[]> {
  return incidentWithCounts(db).orderBy(desc(incidents.createdAt), desc(incidents.id));
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

/** Its footage requests go with it (ON DELETE CASCADE). */
export const deleteIncident = (db: Database, id: number) => db.delete(incidents).where(eq(incidents.id, id));

export function toIncidentSummary({ incident, requestCount, answerCount }: IncidentRow): IncidentSummary {
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
    ...toLocationView(incident),
  };
}

// --- footage requests as staff see them ---------------------------------------------------------

export function toFootageRequestView(request: FootageRequest, messageStatus: MessageStatus | null): FootageRequestView {
  return {
    id: request.id,
    // Stored as a band already; read as one again, so no row could ever show more.
    distanceBand: distanceBand(request.distanceFeet),
    emailedAt: request.emailedAt?.toISOString() ?? null,
    messageStatus,
    answer: request.answer,
    answeredAt: request.answeredAt?.toISOString() ?? null,
    followedUpAt: request.followedUpAt?.toISOString() ?? null,
  };
}

function requestsOfIncident(db: Database, incidentId: number) {
  return db
    .select({ request: footageRequests, messageStatus: outboxMessages.status })
    .from(footageRequests)
    .leftJoin(outboxMessages, eq(outboxMessages.id, footageRequests.outboxMessageId))
    .where(eq(footageRequests.incidentId, incidentId));
}

// --- the search ------------------------------------------------------------------------------

/** Registrations whose point lies in the box: a range scan of camera_registrations_point_idx. */
export function registrationsInBox(db: Database, box: BoundingBox) {
  return db
    .select()
    .from(cameraRegistrations)
    .where(
      and(
        between(cameraRegistrations.latitude, box.minLatitude, box.maxLatitude),
        between(cameraRegistrations.longitude, box.minLongitude, box.maxLongitude),
      ),
    );
}

/** Located registrations within the incident's radius, nearest first, each with its request for this incident. */
export async function nearbyCameras(db: Database, incident: Incident): Promise<NearbyCamera[]> {
  if (incident.locationStatus !== "located" || incident.latitude === null || incident.longitude === null) return [];
  const center = { latitude: incident.latitude, longitude: incident.longitude };
  const [candidates, requests] = await Promise.all([
    registrationsInBox(db, boundingBox(center, incident.radiusFeet)),
    requestsOfIncident(db, incident.id),
  ]);
  const requestOf = new Map(
    requests.map(({ request, messageStatus }) => [request.cameraRegistrationId, toFootageRequestView(request, messageStatus)]),
  );
  const nearby: NearbyCamera[] = [];
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
    });
  }
  return nearby.sort((a, b) => a.distanceFeet - b.distanceFeet || a.registrationId - b.registrationId);
}

const sameText = (a: string | null, b: string | null) => a !== null && b !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Registrations not located yet in the incident's ZIP code (or its city, when either has no ZIP
 * code: most of the registry shares one city), for staff to check by hand.
 */
export async function unlocatedCameras(db: Database, incident: Incident): Promise<UnlocatedCamera[]> {
  const place = placeParts(incident);
  if (!place.zipCode && !place.city) return [];
  const rows = await db
    .select()
    .from(cameraRegistrations)
    .where(ne(cameraRegistrations.locationStatus, "located"))
    .orderBy(desc(cameraRegistrations.createdAt), desc(cameraRegistrations.id));
  return rows
    .filter((row) => {
      const parts = placeParts(row);
      return parts.zipCode && place.zipCode ? sameText(parts.zipCode, place.zipCode) : sameText(parts.city, place.city);
    })
    .map((row) => ({
      registrationId: row.id,
      reference: row.reference ?? "",
      name: row.name,
      address: row.address,
      locationStatus: row.locationStatus,
    }));
}

/**
 * Requests of this incident whose owner has left the registry (the link to them is gone), in
 * random order: sorted by distance or by id (owners are asked in random order too), the list
 * would rank them among the owners still registered, whose distances staff see.
 */
export async function formerOwnerRequests(db: Database, incidentId: number): Promise<FootageRequestView[]> {
  const rows = await db
    .select({ request: footageRequests, messageStatus: outboxMessages.status })
    .from(footageRequests)
    .leftJoin(outboxMessages, eq(outboxMessages.id, footageRequests.outboxMessageId))
    .where(and(eq(footageRequests.incidentId, incidentId), isNull(footageRequests.cameraRegistrationId)));
  return inRandomOrder(rows).map(({ request, messageStatus }) => toFootageRequestView(request, messageStatus));
}
