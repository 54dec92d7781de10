import { Hono } from "hono";

import { database } from "../db/client";
import { listEvents, toEventView } from "../db/events";
import type { AppEnv } from "../env";
import { eventsQuerySchema } from "../shared/schemas/events";
import { validate } from "../validation";

export const eventsRoutes = new Hono<AppEnv>().get("/", validate("query", eventsQuerySchema), async (c) => {
  const { neighborhood, eventType } = c.req.valid("query");
  const rows = await listEvents(database(c.env), {
    neighborhood: neighborhood || undefined,
    eventType: eventType || undefined,
  });
  return c.json(rows.map(toEventView));
});
