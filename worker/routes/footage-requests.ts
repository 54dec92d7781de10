// Footage requests (R14), for staff: "Email N owners" asks every located owner within an
// incident's radius not asked yet, one email each with its signed links; staff mark a request
// followed up. Both are admin-only and audited without a name, an address or a point.
import { Hono } from "hono";

import { notFound } from "../answers";
import { requireAdmin, type AuthedEnv } from "../auth/guard";
import { changeWithAudit } from "../db/audit";
import { database } from "../db/client";
import { isConstraintFailure } from "../db/errors";
import { footageRequestStatements, footageRequestView, setFollowedUp } from "../db/footage-requests";
import { findIncident, nearbyCameras } from "../db/incidents";
import { enqueueMessages } from "../outbox/enqueue";
import { siteOrigin } from "../site-origin";
import { askOwners } from "../registry/ask-owners";
import { signingKey } from "../registry/signed-links";
import { fieldError } from "../shared/errors";
import { isPlausibleDate, PLAUSIBLE_DATE_MESSAGES } from "../shared/plausible-dates";
import { idParamSchema } from "../shared/schemas/admin";
import { emailOwnersSchema, followUpSchema, REGISTRY_MESSAGES } from "../shared/schemas/registry";
import { validate } from "../validation";

/** A batch that lost a race (another "Email owners" asked someone first, an owner left) is tried once more from a fresh search. */
const ATTEMPTS = 2;

export const adminIncidentFootageRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .post("/:id/footage-requests", validate("param", idParamSchema), validate("json", emailOwnersSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    // Before anything is written: without a signing key no request can carry its links.
    const key = signingKey(c.env, c.req.url);
    for (let attempt = 1; ; attempt++) {
      const found = await findIncident(db, id);
      if (!found) return notFound(c);
      if (found.incident.locationStatus !== "located") return c.json({ message: REGISTRY_MESSAGES.notLocated }, 409);
      // A date stored before the plausible-dates rule is corrected before any owner reads it.
      if (!isPlausibleDate(found.incident.occurredOn)) return c.json(fieldError("occurredOn", PLAUSIBLE_DATE_MESSAGES.outOfRange), 409);
      const asks = await askOwners(c.env, { origin: siteOrigin(c), key }, found.incident, await nearbyCameras(db, found.incident));
      if (asks.length === 0) return c.json({ queued: 0 });
      const [first, ...rest] = footageRequestStatements(db, id, asks);
      try {
        const summary = `Case ${found.incident.caseReference}: footage requested from ${asks.length} ${asks.length === 1 ? "owner" : "owners"}`;
        await changeWithAudit(db, { by: c.get("user"), action: "update", entity: "incident", entityId: id, summary }, first!, rest);
      } catch (error) {
        if (attempt < ATTEMPTS && isConstraintFailure(error)) continue;
        throw error;
      }
      await enqueueMessages(
        c.env,
        asks.map((ask) => ask.message),
      );
      return c.json({ queued: asks.length }, 201);
    }
  });

export const adminFootageRequestRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .put("/:id/follow-up", validate("param", idParamSchema), validate("json", followUpSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { followedUp } = c.req.valid("json");
    const db = database(c.env);
    if (!(await footageRequestView(db, id))) return notFound(c);
    const summary = followedUp ? "Marked followed up" : "Follow-up mark removed";
    const note = { by: c.get("user"), action: "update", entity: "footage request", entityId: id, summary } as const;
    await changeWithAudit(db, note, setFollowedUp(db, id, followedUp ? new Date() : null));
    return c.json((await footageRequestView(db, id))!);
  });
