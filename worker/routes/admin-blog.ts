import { eq } from "drizzle-orm";
import { Hono } from "hono";

import { requireAdmin, type AuthedEnv } from "../auth/guard";
import { findPostById, publishedAtFor, toPostView } from "../db/blog";
import { database } from "../db/client";
import { blogPosts, type BlogPost } from "../db/schema";
import { readingTimeMinutes } from "../shared/blog";
import { ADMIN_MESSAGES, blogPostSchema, idParamSchema } from "../shared/schemas/admin";
import { validate } from "../validation";
import { fieldError, mutateWithAudit, notFound, uniqueViolation } from "./admin-crud";

const duplicate = (error: unknown) => uniqueViolation(error, "blog_posts.slug");
const slugTaken = fieldError("slug", ADMIN_MESSAGES.slugDuplicate);

/**
 * Admin writes of blog posts; the admin read shares GET /api/blog/posts (worker/routes/blog.ts).
 * The guard sits on each route, since the public routes share these paths.
 */
export const adminBlogRoutes = new Hono<AuthedEnv>()
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
            publishedAt: publishedAtFor(input.isPublished, null, now),
            createdAt: now,
            updatedAt: now,
          })
          .returning(),
      )) as BlogPost[];
      return c.json(toPostView(row!), 201);
    } catch (error) {
      if (duplicate(error)) return c.json(slugTaken, 400);
      throw error;
    }
  })
  .patch("/posts/:id", requireAdmin, validate("param", idParamSchema), validate("json", blogPostSchema.partial()), async (c) => {
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
            publishedAt: publishedAtFor(isPublished, existing.publishedAt),
            updatedAt: new Date(),
          })
          .where(eq(blogPosts.id, id))
          .returning(),
      )) as BlogPost[];
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
