import { eq } from "drizzle-orm";
import { Hono } from "hono";

import { requireAdmin, type AuthedEnv } from "../auth/guard";
import { findRedirect, listRedirects, toRedirectView } from "../db/admin-redirects";
import { clickAnalytics } from "../db/click-analytics";
import { database } from "../db/client";
import { urlRedirects } from "../db/schema";
import { ADMIN_MESSAGES, idParamSchema, redirectSchema } from "../shared/schemas/admin";
import { validate } from "../validation";
import { fieldError, mutateWithAudit, notFound, uniqueViolation } from "./admin-crud";

// Unique by match key: /Flyer and /flyer/ are one path (docs/decisions/0011-short-links-limits-and-caching.md).
const duplicate = (error: unknown) => uniqueViolation(error, "url_redirects.match_key");

export const adminRedirectRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .get("/", async (c) => c.json((await listRedirects(database(c.env))).map(toRedirectView)))
  .get("/:id/analytics", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    if (!(await findRedirect(db, id))) return notFound(c);
    return c.json(await clickAnalytics(db, id));
  })
  .post("/", validate("json", redirectSchema), async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env);
    try {
      const [row] = (await mutateWithAudit(
        c,
        "create",
        "redirect",
        "inserted",
        `${input.fromPath} -> ${input.toUrl}`,
        db.insert(urlRedirects).values(input).returning(),
      )) as (typeof urlRedirects.$inferSelect)[];
      return c.json(toRedirectView(row!), 201);
    } catch (error) {
      if (duplicate(error)) return c.json(fieldError("fromPath", ADMIN_MESSAGES.fromPathDuplicate), 400);
      throw error;
    }
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", redirectSchema.partial()), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env);
    const existing = await findRedirect(db, id);
    if (!existing) return notFound(c);
    try {
      const [row] = (await mutateWithAudit(
        c,
        "update",
        "redirect",
        id,
        `${input.fromPath ?? existing.fromPath}`,
        db
          .update(urlRedirects)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(urlRedirects.id, id))
          .returning(),
      )) as (typeof urlRedirects.$inferSelect)[];
      return c.json(toRedirectView(row!));
    } catch (error) {
      if (duplicate(error)) return c.json(fieldError("fromPath", ADMIN_MESSAGES.fromPathDuplicate), 400);
      throw error;
    }
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findRedirect(db, id);
    if (!existing) return notFound(c);
    // Its clicks go with it (ON DELETE CASCADE).
    await mutateWithAudit(c, "delete", "redirect", id, existing.fromPath, db.delete(urlRedirects).where(eq(urlRedirects.id, id)));
    return c.json({ id });
  });
