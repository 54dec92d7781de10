// The two public forms: contact requests and camera registrations. Each is rate limited per
// client, validated with the form's own schema, and screened for bots before it is stored.
import { Hono } from "hono";

import { database } from "../db/client";
import { insertCameraRegistration, insertContactSubmission } from "../db/submissions";
import type { AppEnv } from "../env";
import { screenSubmission } from "../security/bot-check";
import { rateLimit } from "../security/rate-limit";
import { cameraRegistrationSchema } from "../shared/schemas/camera";
import { contactSchema } from "../shared/schemas/contact";
import { validate } from "../validation";

export const contactRoutes = new Hono<AppEnv>().post(
  "/",
  rateLimit("FORM_RATE_LIMITER", "contact"),
  validate("json", contactSchema),
  async (c) => {
    const { website, turnstileToken, ...input } = c.req.valid("json");
    const refused = await screenSubmission(c, { website, turnstileToken });
    if (refused) return refused;
    const { id } = await insertContactSubmission(database(c.env), input);
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
    const { id } = await insertCameraRegistration(database(c.env), input);
    return c.json({ id }, 201);
  },
);
