// The two public forms: contact requests and camera registrations. Each is rate limited per
// client, validated with the form's own schema, and screened for bots before it is stored with
// the messages it causes; the messages are then handed to the outbox queue (R13).
import { Hono } from "hono";

import { database } from "../db/client";
import { insertCameraRegistration, insertContactSubmission } from "../db/submissions";
import type { AppEnv } from "../env";
import { cameraRegistrationMessages, contactMessages } from "../outbox/compose";
import { enqueueMessages } from "../outbox/enqueue";
import { siteOrigin } from "../pages/render";
import { enqueueGeocoding } from "../registry/geocode-queue";
import { ownerLinkUrl, signingKey } from "../registry/signed-links";
import { screenSubmission } from "../security/bot-check";
import { rateLimit } from "../security/rate-limit";
import { cameraRegistrationSchema } from "../shared/schemas/camera";
import { contactSchema } from "../shared/schemas/contact";
import { SMS_CONSENT } from "../shared/sms-consent";
import { validate } from "../validation";

export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit("FORM_RATE_LIMITER", "contact"),
  validate("json", contactSchema),
  async (c) => {
    const { website, turnstileToken, smsConsent: _consented, ...input } = c.req.valid("json");
    const refused = await screenSubmission(c, { website, turnstileToken });
    if (refused) return refused;
    const now = new Date();
    const lead = { ...input, reference: crypto.randomUUID(), smsConsentAt: now, smsConsentVersion: SMS_CONSENT.version, createdAt: now };
    const messages = contactMessages(c.env, lead, siteOrigin(c));
    const { id } = await insertContactSubmission(database(c.env), lead, messages);
    await enqueueMessages(c.env, messages);
    return c.json({ id }, 201);
  },
);

export const cameraRegistrationRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit("FORM_RATE_LIMITER", "camera-registration"),
  validate("json", cameraRegistrationSchema),
  async (c) => {
    const { website, turnstileToken, ...input } = c.req.valid("json");
    const refused = await screenSubmission(c, { website, turnstileToken });
    if (refused) return refused;
    const lead = { ...input, reference: crypto.randomUUID(), createdAt: new Date() };
    // Signed before anything is stored: without a key the registration fails whole (signed-links.ts).
    const manage = await ownerLinkUrl(siteOrigin(c), signingKey(c.env, c.req.url), {
      registration: lead.reference,
      incidentId: null,
      action: "manage",
    });
    const messages = cameraRegistrationMessages(c.env, lead, siteOrigin(c), manage);
    const { id } = await insertCameraRegistration(database(c.env), lead, messages);
    await enqueueMessages(c.env, messages);
    // Located through the queue: the form never waits for the geocoder (worker/registry/locate.ts).
    await enqueueGeocoding(c.env, [{ table: "camera_registrations", id }]);
    return c.json({ id }, 201);
  },
);
