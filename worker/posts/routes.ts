import { Hono } from "hono";

import { notFound } from "../answers";
import { requestCan, requireAccess } from "../auth/guard";
import { changeWithAudit } from "../db/audit";
import {
  deletePost,
  findPostById,
  findPublishedPost,
  insertPost,
  listAllPosts,
  listPublishedPosts,
  publishedAtFor,
  readPublishedPost,
  toPostView,
  toPublicPostView,
  toPublicSummaryView,
  updatePost,
} from "../db/blog";
import { database } from "../db/client";
import { isUniqueViolation } from "../db/errors";
import { forgetPostAutosave } from "../db/post-autosaves";
import { revisionStatements } from "../db/post-revisions";
import { slugHistoryStatements, slugToRemember } from "../db/post-slugs";
import { isPostAddressShortLink } from "../db/short-links";
import { clientKeys } from "../security/client-key";
import type { AppEnv } from "../env";
import { ALL_CATEGORIES_LABEL, readingTimeMinutes } from "../shared/blog";
import { isCountedRead } from "../shared/bots";
import { ERROR_TEXTS, fieldError } from "../shared/errors";
import { ADMIN_TEXTS, blogPostPatchSchema, blogPostSchema, idParamSchema } from "../shared/schemas/admin";
import { blogListQuerySchema, slugParamSchema } from "../shared/schemas/blog";
import { validate } from "../validation";
import { jsonBody } from "../middleware/json-body";
import { changesPages } from "../middleware/page-changes";
import { bylineFor } from "./byline";

const duplicate = (error: unknown) => isUniqueViolation(error, "blog_posts.slug");
const slugTaken = fieldError("slug", ADMIN_TEXTS.slugDuplicate);
const slugIsShortLink = fieldError("slug", ADMIN_TEXTS.slugShortLink);

/**
 * The blog under /api/blog: everyone reads published posts; only admins write (each write
 * carries its own guard, since the reads share these paths).
 */
export const blogRoutes = new Hono<AppEnv>()
  .use(jsonBody.article)
  .get("/posts", validate("query", blogListQuerySchema), async (c) => {
    // R9: the same path answers an admin session with every post, drafts included.
    if (await requestCan(c, "posts")) return c.json((await listAllPosts(database(c.env))).map(toPostView));
    const { category, ...page } = c.req.valid("query");
    const filter = category && category !== ALL_CATEGORIES_LABEL ? category : undefined;
    const posts = await listPublishedPosts(database(c.env), { ...page, category: filter }, new Date());
    return c.json(posts.map(toPublicSummaryView));
  })
  .get("/posts/:slug", validate("param", slugParamSchema), async (c) => {
    const db = database(c.env);
    const now = new Date();
    const { slug } = c.req.valid("param");
    // A bot's read is served and not counted, as on the post's page.
    const reader = isCountedRead(c.req.method, c.req.header("User-Agent"));
    const post = reader ? await readPublishedPost(db, slug, now, await clientKeys(c, db, now)) : await findPublishedPost(db, slug, now);
    if (!post) return c.json({ message: ERROR_TEXTS.blogPostNotFound }, 404);
    return c.json(await toPublicPostView(db, post, new URL(c.req.url).origin));
  })
  // Admin writes: 401 without a session, 403 for a non-admin (R7).
  .post("/posts", changesPages, requireAccess, validate("json", blogPostSchema), async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env);
    const now = new Date();
    if (await isPostAddressShortLink(db, input.slug)) return c.json(slugIsShortLink, 400);
    const byline = await bylineFor(db, input, c.get("user"));
    if ("refused" in byline) return c.json(byline.refused, 400);
    try {
      const [row] = await changeWithAudit(
        db,
        { by: c.get("user"), action: "create", entity: "blog post", entityId: "inserted", summary: input.title },
        insertPost(db, {
          ...input,
          ...byline,
          readingTime: readingTimeMinutes(input.content),
          publishedAt: publishedAtFor(input.isPublished, null, input.publishedAt, now),
          createdAt: now,
          updatedAt: now,
        }),
        // The post's first revision (decision 0046).
        [...slugHistoryStatements(db, { slug: input.slug }), ...revisionStatements(db, { slug: input.slug }, c.get("user"))],
      );
      return c.json(toPostView(row!), 201);
    } catch (error) {
      if (duplicate(error)) return c.json(slugTaken, 400);
      throw error;
    }
  })
  .patch("/posts/:id", changesPages, requireAccess, validate("param", idParamSchema), validate("json", blogPostPatchSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env);
    const existing = await findPostById(db, id);
    if (!existing) return notFound(c);
    const isPublished = input.isPublished ?? existing.isPublished;
    const now = new Date();
    const renamed = input.slug !== undefined && input.slug !== existing.slug ? input.slug : undefined;
    if (renamed !== undefined && (await isPostAddressShortLink(db, renamed))) return c.json(slugIsShortLink, 400);
    const byline = await bylineFor(db, input, c.get("user"), existing);
    if ("refused" in byline) return c.json(byline.refused, 400);
    // A live post's old address is remembered in the rename's batch (decision 0044).
    const history =
      renamed === undefined
        ? []
        : slugHistoryStatements(db, { slug: renamed, remember: slugToRemember(existing, renamed, now), postId: id });
    try {
      const [row] = await changeWithAudit(
        db,
        { by: c.get("user"), action: "update", entity: "blog post", entityId: id, summary: input.title ?? existing.title },
        updatePost(db, id, {
          ...input,
          ...byline,
          ...(input.content !== undefined ? { readingTime: readingTimeMinutes(input.content) } : {}),
          publishedAt: publishedAtFor(isPublished, existing.publishedAt, input.publishedAt, now),
          updatedAt: now,
        }),
        // The saver's autosaved copy goes with the save (decision 0050).
        [...history, ...revisionStatements(db, id, c.get("user")), forgetPostAutosave(db, id, c.get("user").id)],
      );
      return c.json(toPostView(row!));
    } catch (error) {
      if (duplicate(error)) return c.json(slugTaken, 400);
      throw error;
    }
  })
  .delete("/posts/:id", changesPages, requireAccess, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findPostById(db, id);
    if (!existing) return notFound(c);
    await changeWithAudit(
      db,
      { by: c.get("user"), action: "delete", entity: "blog post", entityId: id, summary: existing.title },
      deletePost(db, id),
    );
    return c.json({ id });
  });
