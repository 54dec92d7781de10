// What visitors sent: contact submissions and camera registrations, for staff to read,
// export (with the dashboard's filter) and delete.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "../shared/schemas/zod";

import { requireAdmin, type AuthedEnv } from "../auth/guard";
import {
  findCameraRegistration,
  findContactSubmission,
  listCameraRegistrations,
  listContactSubmissions,
  toCameraView,
  toContactView,
} from "../db/admin-submissions";
import { database } from "../db/client";
import { cameraRegistrations, contactSubmissions } from "../db/schema";
import { csvResponse, toCsv } from "../csv";
import { matchesCameraFilter, matchesContactFilter } from "../shared/admin-filters";
import { serviceLabel } from "../shared/services";
import { idParamSchema } from "../shared/schemas/admin";
import { validate } from "../validation";
import { mutateWithAudit, notFound } from "./admin-crud";

const filterQuery = z.object({
  search: z.string().max(200).optional(),
  service: z.string().max(50).optional(),
  city: z.string().max(100).optional(),
});

const today = () => new Date().toISOString().slice(0, 10);

export const adminContactRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .get("/", async (c) => c.json((await listContactSubmissions(database(c.env))).map(toContactView)))
  .get("/export.csv", validate("query", filterQuery), async (c) => {
    const filter = c.req.valid("query");
    const rows = (await listContactSubmissions(database(c.env))).map(toContactView).filter((row) => matchesContactFilter(row, filter));
    const csv = toCsv(
      ["Received", "First name", "Last name", "Email", "Phone", "Service", "Message", "SMS consent given", "Consent wording"],
      rows.map((r) => [
        r.createdAt,
        r.firstName,
        r.lastName,
        r.email,
        r.phone,
        serviceLabel(r.service),
        r.message,
        r.smsConsentAt,
        r.smsConsentVersion,
      ]),
    );
    return csvResponse(csv, `contact-submissions-${today()}.csv`);
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findContactSubmission(db, id);
    if (!existing) return notFound(c);
    await mutateWithAudit(
      c,
      "delete",
      "contact submission",
      id,
      `${existing.firstName} ${existing.lastName}`,
      db.delete(contactSubmissions).where(eq(contactSubmissions.id, id)),
    );
    return c.json({ id });
  });

export const adminCameraRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .get("/", async (c) => c.json((await listCameraRegistrations(database(c.env))).map(toCameraView)))
  .get("/export.csv", validate("query", filterQuery), async (c) => {
    const filter = c.req.valid("query");
    const rows = (await listCameraRegistrations(database(c.env))).map(toCameraView).filter((row) => matchesCameraFilter(row, filter));
    const csv = toCsv(
      ["Registered", "Name", "Email", "Phone", "Address", "City", "State", "ZIP", "Camera details"],
      rows.map((r) => [r.createdAt, r.contactName, r.contactEmail, r.contactPhone, r.address, r.city, r.state, r.zipCode, r.description]),
    );
    return csvResponse(csv, `camera-registrations-${today()}.csv`);
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findCameraRegistration(db, id);
    if (!existing) return notFound(c);
    await mutateWithAudit(
      c,
      "delete",
      "camera registration",
      id,
      existing.name,
      db.delete(cameraRegistrations).where(eq(cameraRegistrations.id, id)),
    );
    return c.json({ id });
  });
