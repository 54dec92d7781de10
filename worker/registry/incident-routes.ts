// Incidents (R14, the contract's Part G), for staff: recorded with a place that is set by hand or
// looked up, the cameras around each and the registrations near it to check by hand, corrected
// (what owners were told stays as sent once they are asked), closed with a note (read-only, no
// new sends, until the purge) and reopened, deleted with their footage requests. Every change is audited in words, without an address, a point or a name.
import { Hono } from "hono";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { changeWithAudit, changeWithAuditIfChanged } from "../db/audit";
import { database } from "../db/client";
import { formerOwnerRequests } from "../db/footage-requests";
import {
  closeIncident,
  deleteIncident,
  findIncident,
  insertIncident,
  listIncidents,
  nearbyCameras,
  reopenIncident,
  toIncidentSummary,
  updateIncident,
  updateIncidentBeforeRequests,
} from "../db/incidents";
import { enqueueGeocoding } from "./geocode-queue";
import { editSummary, toldChanges, toldRefusal } from "./incident-edit";
import { incidentValues, placeChange } from "./incident-place";
import { manualCheck } from "./manual-check";
import type { IncidentDetail } from "../shared/registry";
import { idParamSchema } from "../shared/schemas/admin";
import { incidentCloseSchema, incidentListQuerySchema, incidentSchema, REGISTRY_TEXTS } from "../shared/schemas/registry";
import { validate } from "../validation";
import { jsonBody } from "../middleware/json-body";

export const adminIncidentRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
  .get("/", validate("query", incidentListQuerySchema), async (c) =>
    c.json((await listIncidents(database(c.env), c.req.valid("query").state)).map(toIncidentSummary)),
  )
  .post("/", validate("json", incidentSchema), async (c) => {
    const input = c.req.valid("json");
    const place = placeChange(input);
    const now = new Date();
    const summary = `Case ${input.caseReference} recorded${place.lookUp ? "; address sent to the geocoder" : ""}`;
    const db = database(c.env);
    const note = { by: c.get("user"), action: "create", entity: "incident", entityId: "inserted", summary } as const;
    const [row] = await changeWithAudit(
      db,
      note,
      insertIncident(db, { ...incidentValues(input), ...place.fields, createdAt: now, updatedAt: now }),
    );
    if (place.lookUp) await enqueueGeocoding(c.env, [{ table: "incidents", id: row!.id }]);
    return c.json(toIncidentSummary({ incident: row!, requestCount: 0, answerCount: 0, newAnswerCount: 0 }), 201);
  })
  .get("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const found = await findIncident(db, id);
    if (!found) return notFound(c);
    const [nearby, toCheck, formerOwners] = await Promise.all([
      nearbyCameras(db, found.incident),
      manualCheck(db, found.incident),
      formerOwnerRequests(db, id),
    ]);
    // The link generation is for signing links, not for staff.
    const cameras = nearby.map(({ linkGeneration: _generation, ...camera }) => camera);
    const detail: IncidentDetail = { incident: toIncidentSummary(found), nearby: cameras, ...toCheck, formerOwners };
    return c.json(detail);
  })
  .put("/:id", validate("param", idParamSchema), validate("json", incidentSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env);
    const found = await findIncident(db, id);
    if (!found) return notFound(c);
    if (found.incident.closedAt) return c.json({ message: REGISTRY_TEXTS.closed }, 409);
    // Once owners are asked, what they were told stays as it was sent (decision 0041).
    const told = toldChanges(found.incident, input);
    if (told.length > 0 && found.requestCount > 0) return c.json(toldRefusal(told), 409);
    const place = placeChange(input, found.incident);
    const values = { ...incidentValues(input), ...place.fields, updatedAt: new Date() };
    const summary = editSummary(found.incident, input, place);
    const note = { by: c.get("user"), action: "update", entity: "incident", entityId: id, summary } as const;
    // An "Email owners" between the read and this write wins: then nothing is written.
    const [row] =
      told.length > 0
        ? await changeWithAuditIfChanged(db, note, updateIncidentBeforeRequests(db, id, values))
        : await changeWithAudit(db, note, updateIncident(db, id, values));
    if (!row) return told.length > 0 ? c.json(toldRefusal(told), 409) : notFound(c);
    if (place.lookUp) await enqueueGeocoding(c.env, [{ table: "incidents", id }]);
    return c.json(toIncidentSummary({ ...found, incident: row }));
  })
  .post("/:id/close", validate("param", idParamSchema), validate("json", incidentCloseSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { note } = c.req.valid("json");
    const db = database(c.env);
    const found = await findIncident(db, id);
    if (!found) return notFound(c);
    const user = c.get("user");
    const summary = `Case ${found.incident.caseReference} closed`;
    const closing = { note, by: user.email ?? user.id, at: new Date() };
    const [row] = await changeWithAuditIfChanged(
      db,
      { by: user, action: "update", entity: "incident", entityId: id, summary },
      closeIncident(db, id, closing),
    );
    if (!row) return c.json({ message: REGISTRY_TEXTS.alreadyClosed }, 409);
    return c.json(toIncidentSummary({ ...found, incident: row }));
  })
  .post("/:id/reopen", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const found = await findIncident(db, id);
    if (!found) return notFound(c);
    const summary = `Case ${found.incident.caseReference} reopened`;
    const [row] = await changeWithAuditIfChanged(
      db,
      { by: c.get("user"), action: "update", entity: "incident", entityId: id, summary },
      reopenIncident(db, id, new Date()),
    );
    if (!row) return c.json({ message: REGISTRY_TEXTS.alreadyOpen }, 409);
    return c.json(toIncidentSummary({ ...found, incident: row }));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const found = await findIncident(db, id);
    if (!found) return notFound(c);
    const note = {
      by: c.get("user"),
      action: "delete",
      entity: "incident",
      entityId: id,
      summary: `Case ${found.incident.caseReference} deleted`,
    } as const;
    await changeWithAudit(db, note, deleteIncident(db, id));
    return c.body(null, 204);
  });
