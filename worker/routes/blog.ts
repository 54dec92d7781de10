import { eq } from "drizzle-orm";
import { Hono } from "hono";

import { isAdminRequest, requireAdmin } from "../auth/guard";
import {
  type BlogPostWithImage,
  findPostById,
  listAllPosts,
  listPublishedPosts,
  postColumns,
  publishedAtFor,
  readPublishedPost,
  toPostView,
  toPublicPostView,
} from "../db/blog";
import { database } from "../db/client";
import { blogPosts } from "../db/schema";
import { clientKeys } from "../security/client-key";
import type { AppEnv } from "../env";
import { ALL_CATEGORIES_LABEL, readingTimeMinutes } from "../shared/blog";
import { ERROR_MESSAGES } from "../shared/errors";
import { ADMIN_MESSAGES, blogPostPatchSchema, blogPostSchema, idParamSchema } from "../shared/schemas/admin";
import { blogListQuerySchema, slugParamSchema } from "../shared/schemas/blog";
import { validate } from "../validation";
import { fieldError, mutateWithAudit, notFound, uniqueViolation } from "./admin-crud";

const duplicate = (error: unknown) => uniqueViolation(error, "blog_posts.slug");
const slugTaken = fieldError("slug", ADMIN_MESSAGES.slugDuplicate);

/**
 * The blog under /api/blog: everyone reads published posts; only admins write (each write
 * carries its own guard, since the reads share these paths).
 */
export const blogRoutes = new Hono<AppEnv>()
  .get("/posts", validate("query", blogListQuerySchema), async (c) => {
    // R9: the same path answers an admin session with every post, drafts included.
    if (await isAdminRequest(c)) return c.json((await listAllPosts(database(c.env))).map(toPostView));
    const { category, ...page } = c.req.valid("query");
    const filter = category && category !== ALL_CATEGORIES_LABEL ? category : undefined;
    const posts = await listPublishedPosts(database(c.env), { ...page, category: filter }, new Date());
    return c.json(posts.map(toPostView));
  })
  .get("/posts/:slug", validate("param", slugParamSchema), async (c) => {
    const db = database(c.env);
    const now = new Date();
    const post = await readPublishedPost(db, c.req.valid("param").slug, now, await clientKeys(c, db, now));
    if (!post) return c.json({ message: ERROR_MESSAGES.blogPostNotFound }, 404);
    return c.json(toPublicPostView(post, new URL(c.req.url).origin));
  })
  // Admin writes: 401 without a session, 403 for a non-admin (R7).
  .post("/posts", requireAdmin, validate("json", blogPostSchema), async (c) => {
    const input = c.req.valid("json");
    const db = database(c.env);
    const now = new Date();
    try {
      const [row] = (await mutateWithAudit(
        c,
        "create",
        "blog post",
        "inserted",
        input.title,
        db
          .insert(blogPosts)
          .values({
            ...input,
            readingTime: readingTimeMinutes(input.content),
            publishedAt: publishedAtFor(input.isPublished, null, input.publishedAt, now),
            createdAt: now,
            updatedAt: now,
          })
          .returning(postColumns),
      )) as BlogPostWithImage[];
      return c.json(toPostView(row!), 201);
    } catch (error) {
      if (duplicate(error)) return c.json(slugTaken, 400);
      throw error;
    }
  })
  .patch("/posts/:id", requireAdmin, validate("param", idParamSchema), validate("json", blogPostPatchSchema), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const db = database(c.env);
    const existing = await findPostById(db, id);
    if (!existing) return notFound(c);
    const isPublished = input.isPublished ?? existing.isPublished;
    try {
      const [row] = (await mutateWithAudit(
        c,
        "update",
        "blog post",
        id,
        input.title ?? existing.title,
        db
          .update(blogPosts)
          .set({
            ...input,
            ...(input.content !== undefined ? { readingTime: readingTimeMinutes(input.content) } : {}),
            publishedAt: publishedAtFor(isPublished, existing.publishedAt, input.publishedAt, new Date()),
            updatedAt: new Date(),
          })
          .where(eq(blogPosts.id, id))
          .returning(postColumns),
      )) as BlogPostWithImage[];
      return c.json(toPostView(row!));
    } catch (error) {
      if (duplicate(error)) return c.json(slugTaken, 400);
      throw error;
    }
  })
  .delete("/posts/:id", requireAdmin, validate("param", idParamSchema), async (c) => {
    const { id } = c.req.valid("param");
    const db = database(c.env);
    const existing = await findPostById(db, id);
    if (!existing) return notFound(c);
    await mutateWithAudit(c, "delete", "blog post", id, existing.title, db.delete(blogPosts).where(eq(blogPosts.id, id)));
    return c.json({ id });
  });
