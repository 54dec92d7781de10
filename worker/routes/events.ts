import { eq } from "drizzle-orm";
import { Hono } from "hono";

import { requireAdmin } from "../auth/guard";
import { database } from "../db/client";
import { findEvent, listEvents, toEventView, toStoredEvent } from "../db/events";
import { communityEvents, type CommunityEvent } from "../db/schema";
import type { AppEnv } from "../env";
import { eventSchema, idParamSchema } from "../shared/schemas/admin";
import { eventsQuerySchema } from "../shared/schemas/events";
import { validate } from "../validation";
import { mutateWithAudit, notFound } from "./admin-crud";

/**
 * Community events under /api/events: everyone reads the list; only admins write, in the admin
 * vocabulary of R4 (each write carries its own guard, since the list shares the path).
 */
export const eventsRoutes = new Hono<AppEnv>()
  .get("/", validate("query", eventsQuerySchema), async (c) => {
    const { neighborhood, eventType } = c.req.valid("query");
    const rows = await listEvents(database(c.env), {
      neighborhood: neighborhood || undefined,
      eventType: eventType || undefined,
    });
    return c.json(rows.map(toEventView));
  })
  // Admin writes: 401 without a session, 403 for a non-admin (R7).
  .post("/", requireAdmin, validate("json", eventSchema), async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env);
    const [row] = (await mutateWithAudit(
      c,
      "create",
      "event",
      "inserted",
      input.title,
      db.insert(communityEvents).values(toStoredEvent(input)).returning(),
    )) as CommunityEvent[];
    return c.json(toEventView(row!), 201);
  })
  .patch("/:id", requireAdmin, validate("param", idParamSchema), validate("json", eventSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env);
    if (!(await findEvent(db, id))) return notFound(c);
    const [row] = (await mutateWithAudit(
      c,
      "update",
      "event",
      id,
      input.title,
      db.update(communityEvents).set(toStoredEvent(input)).where(eq(communityEvents.id, id)).returning(),
    )) as CommunityEvent[];
    return c.json(toEventView(row!));
  })
  .delete("/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findEvent(db, id);
    if (!existing) return notFound(c);
    await mutateWithAudit(c, "delete", "event", id, existing.title, db.delete(communityEvents).where(eq(communityEvents.id, id)));
    return c.json({ id });
  });
