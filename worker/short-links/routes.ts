// Short links (/api/redirects, staff only): the list, a suggested path, each link's click
// analytics over a window, its clicks as CSV and its QR codes, and create, edit and delete, each change with its audit entry in one batch. A path is unique by
// its match key and a target may not loop back (docs/decisions/0011, 0024); a saved active link's
// path leaves the 404 log in the same batch (decision 0065).
import { Hono, type Context } from "hono";

import { notFound } from "../answers";
import { requireAccess, type AuthedEnv } from "../auth/guard";
import { csvResponse } from "../csv";
import { changeWithAudit } from "../db/audit";
import { clickAnalytics, clicksForExport } from "../db/click-analytics";
import { database } from "../db/client";
import { forgetServedPaths } from "../db/not-found-log";
import {
  deleteShortLink,
  findShortLink,
  insertShortLink,
  isDuplicatePath,
  listShortLinks,
  toShortLinkView,
  updateShortLink,
} from "../db/short-links";
import { clickWindowQuerySchema } from "../shared/click-window";
import { PATH_SUGGESTION_TEXTS, pathSuggestionQuerySchema } from "../shared/path-suggestion";
import { siteOrigin } from "../site-origin";
import { fieldError } from "../shared/errors";
import { ADMIN_TEXTS, idParamSchema, shortLinkSchema } from "../shared/schemas/admin";
import { qrPngQuerySchema, qrSvgQuerySchema, shortLinkAddress } from "../shared/short-links";
import { clicksCsv, clicksCsvName } from "./clicks-export";
import { loopProblem } from "./loops";
import { suggestShortPath } from "./path-suggestion";
import { isPostPath } from "./post-paths";
import { qrFileName, qrPng, qrSvg } from "./qr-codes";
import { validate } from "../validation";
import { jsonBody } from "../middleware/json-body";

const pathTaken = () => fieldError("fromPath", ADMIN_TEXTS.fromPathDuplicate);
const pathOfPost = () => fieldError("fromPath", ADMIN_TEXTS.fromPathTaken);

/** This site's origins as a target may name them: the configured one and the one asked. */
const siteOrigins = (c: Context<AuthedEnv>) => [new URL(siteOrigin(c)).origin, new URL(c.req.url).origin];

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

export const shortLinkRoutes = new Hono<AuthedEnv>()
  .use(jsonBody.small)
  .use(requireAccess)
  .get("/", async (c) => c.json((await listShortLinks(database(c.env))).map((row) => toShortLinkView(row, siteOrigin(c)))))
  // A free path for a new link from the target's words, or a random one (decision 0047).
  .get("/suggestion", validate("query", pathSuggestionQuerySchema), async (c) => {
    const fromPath = await suggestShortPath(database(c.env), c.req.valid("query").toUrl);
    if (!fromPath) return c.json(fieldError("fromPath", PATH_SUGGESTION_TEXTS.none), 409);
    return c.json({ fromPath });
  })
  .get("/:id/analytics", validate("param", idParamSchema), validate("query", clickWindowQuerySchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    if (!(await findShortLink(db, id))) return notFound(c);
    return c.json(await clickAnalytics(db, id, c.req.valid("query").days));
  })
  // The link's clicks in the window as CSV: time, referrer host, country, device type, source, bot.
  .get("/:id/clicks.csv", validate("param", idParamSchema), validate("query", clickWindowQuerySchema), async (c) => {
    const db = database(c.env);
    const link = await findShortLink(db, c.req.valid("param").id);
    if (!link) return notFound(c);
    const { days } = c.req.valid("query");
    return csvResponse(clicksCsv(await clicksForExport(db, link.id, days)), clicksCsvName(link.fromPath, days));
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
  .post("/", validate("json", shortLinkSchema), async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env);
    if (await isPostPath(db, input.fromPath)) return c.json(pathOfPost(), 400);
    const loop = await loopProblem(db, input, siteOrigins(c));
    if (loop) return c.json(fieldError(loop.field, loop.message), 400);
    try {
      const [row] = await changeWithAudit(
        db,
        { by: c.get("user"), action: "create", entity: "redirect", entityId: "inserted", summary: `${input.fromPath} -> ${input.toUrl}` },
        insertShortLink(db, input),
        [forgetServedPaths(db)],
      );
      return c.json(toShortLinkView(row!, siteOrigin(c)), 201);
    } catch (error) {
      if (isDuplicatePath(error)) return c.json(pathTaken(), 400);
      throw error;
    }
  })
  .patch("/:id", validate("param", idParamSchema), validate("json", shortLinkSchema.partial()), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env);
    const existing = await findShortLink(db, id);
    if (!existing) return notFound(c);
    if (input.fromPath !== undefined && (await isPostPath(db, input.fromPath))) return c.json(pathOfPost(), 400);
    const fromPath = input.fromPath ?? existing.fromPath;
    const loop = await loopProblem(db, { id, fromPath, toUrl: input.toUrl ?? existing.toUrl }, siteOrigins(c));
    if (loop) return c.json(fieldError(loop.field, loop.message), 400);
    try {
      const [row] = await changeWithAudit(
        db,
        { by: c.get("user"), action: "update", entity: "redirect", entityId: id, summary: fromPath },
        updateShortLink(db, id, input),
        [forgetServedPaths(db)],
      );
      return c.json(toShortLinkView(row!, siteOrigin(c)));
    } catch (error) {
      if (isDuplicatePath(error)) return c.json(pathTaken(), 400);
      throw error;
    }
  })
  .delete("/:id", validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findShortLink(db, id);
    if (!existing) return notFound(c);
    await changeWithAudit(
      db,
      { by: c.get("user"), action: "delete", entity: "redirect", entityId: id, summary: existing.fromPath },
      deleteShortLink(db, id),
    );
    return c.json({ id });
  });
