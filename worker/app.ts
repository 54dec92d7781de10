// The JSON API under /api: one chained sub-app per resource, so that `hc<AppType>` on the
// client knows every path, input and answer.
import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";

import type { AppEnv } from "./env";
import { isStorageFailure } from "./db/errors";
import { logError } from "./log";
import { contentChanges } from "./pages/content-changes";
import { neverStored } from "./middleware/never-stored";
import { analyticsBeaconRoutes, analyticsRoutes } from "./analytics";
import { auditRoutes } from "./audit";
import { invitationRoutes, teamRoutes } from "./team";
import { settingsRoutes } from "./settings";
import { ownSessionRoutes } from "./auth/session-routes";
import { dataRequestRoutes } from "./privacy";
import { outboxMessageRoutes, webhookTestRoutes } from "./outbox";
import { notFoundLogRoutes } from "./short-links";
import { shortLinkRoutes } from "./short-links";
import { authRoutes, statusRoutes } from "./auth/routes";
import { blogRoutes } from "./posts";
import { postAutosaveRoutes } from "./posts";
import { postRevisionRoutes } from "./posts";
import { adminContactRoutes, contactFormRoutes } from "./contacts";
import { eventsRoutes } from "./events";
import { adminFootageRequestRoutes, adminIncidentFootageRoutes } from "./registry";
import { adminIncidentRoutes } from "./registry";
import { mediaRoutes } from "./media";
import { adminRegistrationRoutes, registrationFormRoutes } from "./registry";
import { sameOriginOnly } from "./security/csrf";
import { ERROR_TEXTS } from "./shared/errors";

const api = new Hono<AppEnv>()
  .use(neverStored)
  .use(sameOriginOnly)
  // What the cached pages show: each write that declares it changes them, once it succeeds, gives them a new version.
  .use(contentChanges)
  .route("/", authRoutes)
  .route("/", statusRoutes)
  .route("/contact", contactFormRoutes)
  .route("/register-camera", registrationFormRoutes)
  .route("/analytics/events", analyticsBeaconRoutes)
  // Everyone reads these; their writes, on the same paths, are admin-only (each guarded on its own).
  .route("/events", eventsRoutes)
  .route("/blog", blogRoutes)
  .route("/blog/posts", postRevisionRoutes)
  .route("/blog/posts", postAutosaveRoutes)
  // The dashboard's own resources: every call answers 401 without a session, 403 for a non-admin.
  .route("/redirects", shortLinkRoutes)
  .route("/not-found-paths", notFoundLogRoutes)
  .route("/contacts", adminContactRoutes)
  .route("/camera-registrations", adminRegistrationRoutes)
  .route("/incidents", adminIncidentRoutes)
  .route("/incidents", adminIncidentFootageRoutes)
  .route("/footage-requests", adminFootageRequestRoutes)
  .route("/admin/audit", auditRoutes)
  .route("/analytics", analyticsRoutes)
  .route("/settings", settingsRoutes)
  .route("/settings/integrations", webhookTestRoutes)
  .route("/team/invitations", invitationRoutes)
  .route("/team", teamRoutes)
  .route("/sessions", ownSessionRoutes)
  .route("/admin/messages", outboxMessageRoutes)
  .route("/admin/data-requests", dataRequestRoutes)
  .route("/media", mediaRoutes);

api.notFound((c) => c.json({ message: ERROR_TEXTS.notFound }, 404));

api.onError((error, c) => {
  if (error instanceof HTTPException) {
    // Hono raises 400 for malformed JSON; every other HTTP error keeps its status.
    const message = error.status === 400 ? ERROR_TEXTS.malformedJson : error.message;
    return c.json({ message }, error.status);
  }
  logError("api", error, { method: c.req.method, route: c.req.routePath });
  if (isStorageFailure(error)) return c.json({ message: ERROR_TEXTS.unavailable }, 503);
  return c.json({ message: ERROR_TEXTS.internal }, 500);
});

export type AppType = typeof api;
export { api };
