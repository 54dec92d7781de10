import { Hono, type Context } from "hono";

import { requireAdmin, type AuthedEnv } from "../auth/guard";
import { clickAnalytics } from "../db/click-analytics";
import { database, type Database } from "../db/client";
import type { UrlRedirect } from "../db/schema";
import {
  deleteShortLink,
  findActiveShortLink,
  findShortLink,
  insertShortLink,
  listShortLinks,
  toShortLinkView,
  updateShortLink,
} from "../db/short-links";
import { siteOrigin } from "../pages/render";
import { ADMIN_MESSAGES, idParamSchema, redirectSchema } from "../shared/schemas/admin";
import { qrPngQuerySchema, qrSvgQuerySchema, SHORT_LINK_MESSAGES, shortLinkAddress } from "../shared/short-links";
import { qrFileName, qrPng, qrSvg } from "../short-links/qr-codes";
import { findShortLinkLoop } from "../short-links/loops";
import { validate } from "../validation";
import { fieldError, mutateWithAudit, notFound, uniqueViolation } from "./admin-crud";

// Unique by match key: /Flyer and /flyer/ are one path (docs/decisions/0011-short-links-limits-and-caching.md).
const duplicate = (error: unknown) => uniqueViolation(error, "url_redirects.match_key");

/** This site's origins as a target may name them: the configured one and the one asked. */
const siteOrigins = (c: Context<AuthedEnv>) => [new URL(siteOrigin(c)).origin, new URL(c.req.url).origin];

/** The field error for a link whose target is itself or loops through other links, if it does. */
async function loopError(c: Context<AuthedEnv>, db: Database, link: { id?: number; fromPath: string; toUrl: string }) {
  const verdict = await findShortLinkLoop(link, siteOrigins(c), (matchKey) => findActiveShortLink(db, matchKey));
  if (verdict === "none") return undefined;
  return fieldError("toUrl", verdict === "itself" ? SHORT_LINK_MESSAGES.targetIsItself : SHORT_LINK_MESSAGES.targetLoops);
}

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

export const shortLinkRoutes = new Hono<AuthedEnv>()
  .use(requireAdmin)
  .get("/", async (c) => c.json((await listShortLinks(database(c.env))).map((row) => toShortLinkView(row, siteOrigin(c)))))
  .get("/:id/analytics", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    if (!(await findShortLink(db, id))) return notFound(c);
    return c.json(await clickAnalytics(db, id));
  })
  // The link's full address as a QR code, optionally tagged with where it is printed (?src=).
  .get("/:id/qr.svg", validate("param", idParamSchema), validate("query", qrSvgQuerySchema), async (c) => {
    const link = await findShortLink(database(c.env), c.req.valid("param").id);
    if (!link) return notFound(c);
    const { src } = c.req.valid("query");
    return c.body(await qrSvg(shortLinkAddress(siteOrigin(c), link.fromPath, src)), 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Disposition": attachment(qrFileName(link.fromPath, src, "svg")),
    });
  })
  .get("/:id/qr.png", validate("param", idParamSchema), validate("query", qrPngQuerySchema), async (c) => {
    const link = await findShortLink(database(c.env), c.req.valid("param").id);
    if (!link) return notFound(c);
    const { src, size } = c.req.valid("query");
    return c.body(await qrPng(shortLinkAddress(siteOrigin(c), link.fromPath, src), size), 200, {
      "Content-Type": "image/png",
      "Content-Disposition": attachment(qrFileName(link.fromPath, src, "png", size)),
    });
  })
  .post("/", validate("json", redirectSchema), async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env);
    const loop = await loopError(c, db, input);
    if (loop) return c.json(loop, 400);
    try {
      const [row] = (await mutateWithAudit(
        c,
        "create",
        "redirect",
        "inserted",
        `${input.fromPath} -> ${input.toUrl}`,
        insertShortLink(db, input),
      )) as UrlRedirect[];
      return c.json(toShortLinkView(row!, siteOrigin(c)), 201);
    } catch (error) {
      if (duplicate(error)) return c.json(fieldError("fromPath", ADMIN_MESSAGES.fromPathDuplicate), 400);
      throw error;
    }
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", redirectSchema.partial()), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env);
    const existing = await findShortLink(db, id);
    if (!existing) return notFound(c);
    const loop = await loopError(c, db, { id, fromPath: input.fromPath ?? existing.fromPath, toUrl: input.toUrl ?? existing.toUrl });
    if (loop) return c.json(loop, 400);
    try {
      const [row] = (await mutateWithAudit(
        c,
        "update",
        "redirect",
        id,
        `${input.fromPath ?? existing.fromPath}`,
        updateShortLink(db, id, input),
      )) as UrlRedirect[];
      return c.json(toShortLinkView(row!, siteOrigin(c)));
    } catch (error) {
      if (duplicate(error)) return c.json(fieldError("fromPath", ADMIN_MESSAGES.fromPathDuplicate), 400);
      throw error;
    }
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findShortLink(db, id);
    if (!existing) return notFound(c);
    await mutateWithAudit(c, "delete", "redirect", id, existing.fromPath, deleteShortLink(db, id));
    return c.json({ id });
  });
