// Incidents (R14, the contract's Part G), for staff: recorded with a place that is set by hand or
// looked up, the cameras around each, deleted with their footage requests. Every change is
// audited in words, without an address, a point or a name.
import { Hono } from "hono";

import { requireAdmin, type AuthedEnv } from "../auth/guard";
import { database } from "../db/client";
import { formerOwnerRequests } from "../db/footage-requests";
import {
  deleteIncident,
  findIncident,
  insertIncident,
  listIncidents,
  nearbyCameras,
  toIncidentSummary,
  unlocatedCameras,
  updateIncident,
} from "../db/incidents";
import type { Incident } from "../db/schema";
import { enqueueGeocoding } from "../registry/geocode-queue";
import { incidentValues, placeChange } from "../registry/incident-place";
import type { IncidentDetail } from "../shared/registry";
import { idParamSchema } from "../shared/schemas/admin";
import { incidentSchema } from "../shared/schemas/registry";
import { validate } from "../validation";
import { mutateWithAudit, notFound } from "./admin-crud";

export const adminIncidentRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .get("/", async (c) => c.json((await listIncidents(database(c.env))).map(toIncidentSummary)))
  .post("/", validate("json", incidentSchema), async (c) => {
    const input = c.req.valid("json");
    const place = placeChange(input);
    const now = new Date();
    const summary = `Case ${input.caseReference} recorded${place.lookUp ? "; address sent to the geocoder" : ""}`;
    const statement = insertIncident(database(c.env), { ...incidentValues(input), ...place.fields, createdAt: now, updatedAt: now });
    const [row] = (await mutateWithAudit(c, "create", "incident", "inserted", summary, statement)) as Incident[];
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
    const statement = updateIncident(db, id, { ...incidentValues(input), ...place.fields, updatedAt: new Date() });
    const [row] = (await mutateWithAudit(c, "update", "incident", id, summary, statement)) as Incident[];
    if (place.lookUp) await enqueueGeocoding(c.env, [{ table: "incidents", id }]);
    return c.json(toIncidentSummary({ incident: row!, requestCount: found.requestCount, answerCount: found.answerCount }));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const found = await findIncident(db, id);
    if (!found) return notFound(c);
    await mutateWithAudit(c, "delete", "incident", id, `Case ${found.incident.caseReference} deleted`, deleteIncident(db, id));
    return c.body(null, 204);
  });
