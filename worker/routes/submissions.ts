// The two public forms: contact requests and camera registrations.
import { Hono } from "hono";

import { database } from "../db/client";
import { insertCameraRegistration, insertContactSubmission } from "../db/submissions";
import type { AppEnv } from "../env";
import { cameraRegistrationSchema } from "../shared/schemas/camera";
import { contactSchema } from "../shared/schemas/contact";
import { validate } from "../validation";

export const contactRoutes = new Hono<AppEnv>().post("/", validate("json", contactSchema), async (c) => {
  const { id } = await insertContactSubmission(database(c.env), c.req.valid("json"));
  return c.json({ id }, 201);
});

export const cameraRegistrationRoutes = new Hono<AppEnv>().post(
  "/",
  validate("json", cameraRegistrationSchema),
  async (c) => {
    const { id } = await insertCameraRegistration(database(c.env), c.req.valid("json"));
    return c.json({ id }, 201);
  },
);
