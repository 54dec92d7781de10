// The camera registry's staff routes (R14, the contract's Part G): a camera's point set by hand,
// incidents, and the cameras around an incident. Every change is audited in words, without an
// address, a point or a name.
import { eq } from "drizzle-orm";
import { Hono } from "hono";

import { requireAdmin, type AuthedEnv } from "../auth/guard";
import { findCameraRegistration } from "../db/admin-submissions";
import { database } from "../db/client";
import {
  findIncident,
  formerOwnerRequests,
  listIncidents,
  nearbyCameras,
  toIncidentSummary,
  toLocationView,
  unlocatedCameras,
} from "../db/registry";
import { cameraRegistrations, incidents, type Incident } from "../db/schema";
import { enqueueGeocoding } from "../registry/geocode-queue";
import { parseUsAddress } from "../shared/admin-filters";
import type { IncidentDetail } from "../shared/registry";
import { idParamSchema } from "../shared/schemas/admin";
import { incidentSchema, locationSchema, type IncidentFields, type LatLng } from "../shared/schemas/registry";
import { validate } from "../validation";
import { mutateWithAudit, notFound } from "./admin-crud";

/** A point staff set: located, by hand, never looked up again. */
const staffPoint = (point: LatLng) => ({
  ...point,
  locationStatus: "located" as const,
  locationSource: "staff" as const,
  matchedAddress: null,
  geocodeNextAt: null,
});

/** An address to look up: the point and its match are gone until the geocoder answers. */
const awaitingLookup = () => ({
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

const samePoint = (a: Pick<Incident, "latitude" | "longitude">, b: LatLng) => a.latitude === b.latitude && a.longitude === b.longitude;

/**
 * Where an incident's point comes from after a create or an edit. A point given (other than the
 * one stored, which the form sends back unchanged) is set by staff; a new address without one
 * is looked up; anything else leaves the place as it is.
 */
function placeChange(input: IncidentFields, existing?: Incident): { fields: Partial<Incident>; lookUp: boolean } {
  const byHand = (point: LatLng) => ({ fields: { ...staffPoint(point), ...parseUsAddress(input.address ?? "") }, lookUp: false });
  if (input.point && (!existing || !samePoint(existing, input.point) || existing.locationSource === "staff")) return byHand(input.point);
  if (input.address && input.address !== existing?.address) return { fields: awaitingLookup(), lookUp: true };
  return { fields: {}, lookUp: false };
}

function incidentValues(input: IncidentFields) {
  const { point: _point, ...fields } = input;
  return fields;
}

export const adminRegistrationLocationRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .put("/:id/location", validate("param", idParamSchema), validate("json", locationSchema), async (c) => {
    const { id } = c.req.valid("param");
    const point = c.req.valid("json");
    const db = database(c.env);
    const existing = await findCameraRegistration(db, id);
    if (!existing) return notFound(c);
    const [row] = (await mutateWithAudit(
      c,
      "update",
      "camera registration",
      id,
      existing.locationSource === "staff" ? "Location corrected by staff" : "Location set by staff",
      db.update(cameraRegistrations).set(staffPoint(point)).where(eq(cameraRegistrations.id, id)).returning(),
    )) as (typeof cameraRegistrations.$inferSelect)[];
    return c.json(toLocationView(row!));
  });

export const adminIncidentRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .get("/", async (c) => c.json((await listIncidents(database(c.env))).map(toIncidentSummary)))
  .post("/", validate("json", incidentSchema), async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env);
    const place = placeChange(input);
    const now = new Date();
    const [row] = (await mutateWithAudit(
      c,
      "create",
      "incident",
      "inserted",
      `Case ${input.caseReference} recorded${place.lookUp ? "; address sent to the geocoder" : ""}`,
      db
        .insert(incidents)
        .values({ ...incidentValues(input), ...place.fields, createdAt: now, updatedAt: now })
        .returning(),
    )) as Incident[];
    if (place.lookUp) await enqueueGeocoding(c.env, [{ table: "incidents", id: row!.id }]);
    return c.json(toIncidentSummary({ incident: row!, requestCount: 0, answerCount: 0 }), 201);
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const found = await findIncident(db, id);
    if (!found) return notFound(c);
    const [nearby, unlocated, formerOwners] = await Promise.all([
      nearbyCameras(db, found.incident),
      unlocatedCameras(db, found.incident),
      formerOwnerRequests(db, id),
    ]);
    const detail: IncidentDetail = { incident: toIncidentSummary(found), nearby, unlocated, formerOwners };
    return c.json(detail);
  })
  .put("/:id", validate("param", idParamSchema), validate("json", incidentSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env);
    const found = await findIncident(db, id);
    if (!found) return notFound(c);
    const place = placeChange(input, found.incident);
    const summary = `Case ${input.caseReference} changed${place.lookUp ? "; new address sent to the geocoder" : ""}${place.fields.locationSource === "staff" ? "; point set by staff" : ""}`;
    const [row] = (await mutateWithAudit(
      c,
      "update",
      "incident",
      id,
      summary,
      db
        .update(incidents)
        .set({ ...incidentValues(input), ...place.fields, updatedAt: new Date() })
        .where(eq(incidents.id, id))
        .returning(),
    )) as Incident[];
    if (place.lookUp) await enqueueGeocoding(c.env, [{ table: "incidents", id }]);
    return c.json(toIncidentSummary({ incident: row!, requestCount: found.requestCount, answerCount: found.answerCount }));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const found = await findIncident(db, id);
    if (!found) return notFound(c);
    // Its footage requests go with it (ON DELETE CASCADE).
    await mutateWithAudit(
      c,
      "delete",
      "incident",
      id,
      `Case ${found.incident.caseReference} deleted`,
      db.delete(incidents).where(eq(incidents.id, id)),
    );
    return c.body(null, 204);
  });
