// Footage requests (R14), for staff: the preview of the email the owners in an incident's radius
// not asked yet would get (and who in its area it misses, not located yet), and "Send to N
// owners", one email each with its signed links, sent only to the owners the preview listed; answers
// marked seen when staff open the incident; a request marked followed up. All admin-only and
// audited without a name, an address or a point.
import { Hono, type Context } from "hono";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { changeWithAudit, changeWithAuditIfChanged } from "../db/audit";
import { database, type Database } from "../db/client";
import { isConstraintFailure } from "../db/errors";
import { footageRequestStatements, footageRequestView, markAnswersSeen, setFollowedUp } from "../db/footage-requests";
import { findIncident, nearbyCameras } from "../db/incidents";
import { enqueueMessages, mailSettings } from "../outbox";
import { siteOrigin } from "../site-origin";
import { askOwners, previewRequest, sameRecipients } from "./ask-owners";
import { manualCheck } from "./manual-check";
import { signingKey } from "../security/signed-tokens";
import { fieldError } from "../shared/errors";
import { isPlausibleDate, PLAUSIBLE_DATE_TEXTS } from "../shared/plausible-dates";
import { idParamSchema } from "../shared/schemas/admin";
import { emailOwnersSchema, followUpSchema, REGISTRY_TEXTS } from "../shared/schemas/registry";
import { validate } from "../validation";
import { jsonBody } from "../middleware/json-body";

/** A batch that lost a race (another send asked someone first, an owner left) is tried once more from a fresh search. */
const ATTEMPTS = 2;

/** The incident and the cameras around it, or why its owners cannot be emailed (404, 409). */
async function askable(c: Context<AuthedEnv>, db: Database, id: number) {
  const found = await findIncident(db, id);
  if (!found) return notFound(c);
  if (found.incident.closedAt) return c.json({ message: REGISTRY_TEXTS.closed }, 409);
  if (found.incident.locationStatus !== "located") return c.json({ message: REGISTRY_TEXTS.notLocated }, 409);
  // A date stored before the plausible-dates rule is corrected before any owner reads it.
  if (!isPlausibleDate(found.incident.occurredOn)) return c.json(fieldError("occurredOn", PLAUSIBLE_DATE_TEXTS.outOfRange), 409);
  return { incident: found.incident, nearby: await nearbyCameras(db, found.incident) };
}

const owners = (count: number) => `${count} ${count === 1 ? "owner" : "owners"}`;

export const adminIncidentFootageRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
  .get("/:id/footage-requests/preview", validate("param", idParamSchema), async (c) => {
    const db = database(c.env);
    const found = await askable(c, db, c.req.valid("param").id);
    if (found instanceof Response) return found;
    const { unlocated } = await manualCheck(db, found.incident);
    return c.json(previewRequest(await mailSettings(c.env), found.incident, found.nearby, unlocated));
  })
  .post("/:id/footage-requests", validate("param", idParamSchema), validate("json", emailOwnersSchema), async (c) => {
    const { id } = c.req.valid("param");
    const { registrationIds } = c.req.valid("json");
    const db = database(c.env);
    // Before anything is written: without a signing key no request can carry its links.
    const key = signingKey(c.env, c.req.url);
    for (let attempt = 1; ; attempt++) {
      const found = await askable(c, db, id);
      if (found instanceof Response) return found;
      // Only to the owners staff saw in the preview: anyone added or already asked since, and nothing is sent.
      if (!sameRecipients(found.nearby, registrationIds)) return c.json({ message: REGISTRY_TEXTS.recipientsChanged }, 409);
      const asks = await askOwners(await mailSettings(c.env), { origin: siteOrigin(c), key }, found.incident, found.nearby);
      if (asks.length === 0) return c.json({ queued: 0 });
      const [first, ...rest] = footageRequestStatements(db, id, asks);
      try {
        const summary = `Emailed ${owners(asks.length)} a footage request for case ${found.incident.caseReference}`;
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
  })
  // Sent by the dashboard when staff open the incident (its GET changes nothing).
  .post("/:id/answers-seen", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    if (!(await findIncident(db, id))) return notFound(c);
    const note = { by: c.get("user"), action: "update", entity: "incident", entityId: id, summary: "New answers seen" } as const;
    const seen = await changeWithAuditIfChanged(db, note, markAnswersSeen(db, id, new Date()));
    return c.json({ seen: seen.length });
  });

export const adminFootageRequestRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
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
