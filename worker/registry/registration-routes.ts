// Registrations (R5, R14): the public form (POST /api/register-camera), rate limited per client,
// validated with the form's own schema and screened for bots before it is stored; and the
// staff's /api/camera-registrations: read, export (with the dashboard's filter), the messages
// each registration caused, delete (as when its owner leaves), and its point set by hand
// (audited in words, without an address, a point or a name).
import { countGoal, pageOfForm } from "../analytics";
import { Hono } from "hono";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { csvResponse } from "../csv";
import { changeWithAudit } from "../db/audit";
import { findRegistration, listRegistrations, setRegistrationLocation, toRegistrationView } from "../db/registrations";
import { database } from "../db/client";
import { messagesOf } from "../db/outbox";
import { toLocationView } from "../db/locations";
import type { AppEnv } from "../env";
import { toMessageView } from "../outbox";
import { siteOrigin } from "../site-origin";
import { registerCamera } from "./register";
import { registrationsCsv, registrationsCsvName } from "./registration-export";
import { removeFromRegistry } from "./removal";
import { screenSubmission } from "../security/bot-check";
import { rateLimit } from "../security/rate-limit";
import { exportFilterSchema, idParamSchema } from "../shared/schemas/admin";
import { cameraRegistrationSchema } from "../shared/schemas/camera";
import { locationSchema } from "../shared/schemas/registry";
import { validate } from "../validation";
import { jsonBody } from "../middleware/json-body";

export const registrationFormRoutes = new Hono<AppEnv>()
  .use(jsonBody.small)
  .post("/", rateLimit("FORM_RATE_LIMITER", "camera-registration"), validate("json", cameraRegistrationSchema), async (c) => {
    const { website, turnstileToken, ...fields } = c.req.valid("json");
    const refused = await screenSubmission(c, { website, turnstileToken });
    if (refused) return refused;
    const registration = await registerCamera(c.env, fields, { origin: siteOrigin(c), requestUrl: c.req.url });
    // The goal names the registration, so the source of the visit that made it is written onto it (R22).
    countGoal(c, "registration", pageOfForm(c, "/camera-registration"), { kind: "registration", id: registration.id });
    return c.json(registration, 201);
  });

export const adminRegistrationRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
  .get("/", async (c) => c.json((await listRegistrations(database(c.env))).map(toRegistrationView)))
  .get("/export.csv", validate("query", exportFilterSchema), async (c) => {
    const registrations = (await listRegistrations(database(c.env))).map(toRegistrationView);
    return csvResponse(registrationsCsv(registrations, c.req.valid("query")), registrationsCsvName());
  })
  .get("/:id/messages", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    if (!(await findRegistration(db, id))) return notFound(c);
    return c.json((await messagesOf(db, { cameraRegistrationId: id })).map(toMessageView));
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const existing = await findRegistration(database(c.env), id);
    if (!existing) return notFound(c);
    // As when its owner removes it: its messages and unanswered requests go with it, answered
    // requests stay without it, and the audit line names no one (worker/registry/removal.ts).
    await removeFromRegistry(c.env, siteOrigin(c), existing, { actor: c.get("user"), summary: "Registration deleted by staff" });
    return c.json({ id });
  })
  .put("/:id/location", validate("param", idParamSchema), validate("json", locationSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findRegistration(db, id);
    if (!existing) return notFound(c);
    const summary = existing.locationSource === "staff" ? "Location corrected by staff" : "Location set by staff";
    const note = { by: c.get("user"), action: "update", entity: "camera registration", entityId: id, summary } as const;
    const [row] = await changeWithAudit(db, note, setRegistrationLocation(db, id, c.req.valid("json")));
    return c.json(toLocationView(row!));
  });
