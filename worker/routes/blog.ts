import { Hono } from "hono";

import { isAdminRequest } from "../auth/guard";
import { listAllPosts, listPublishedPosts, readPublishedPost, toPostView } from "../db/blog";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { ALL_CATEGORIES_LABEL } from "../shared/blog";
import { ERROR_MESSAGES } from "../shared/errors";
import { blogListQuerySchema, slugParamSchema } from "../shared/schemas/blog";
import { validate } from "../validation";

export const blogRoutes = new Hono<AppEnv>()
  .get("/posts", validate("query", blogListQuerySchema), async (c) => {
    // R9: the same path answers an admin session with every post, drafts included.
    if (await isAdminRequest(c)) return c.json((await listAllPosts(database(c.env))).map(toPostView));
    const { category, ...page } = c.req.valid("query");
    const filter = category && category !== ALL_CATEGORIES_LABEL ? category : undefined;
    const posts = await listPublishedPosts(database(c.env), { ...page, category: filter });
    return c.json(posts.map(toPostView));
  })
  .get("/posts/:slug", validate("param", slugParamSchema), async (c) => {
    const post = await readPublishedPost(database(c.env), c.req.valid("param").slug);
    if (!post) return c.json({ message: ERROR_MESSAGES.blogPostNotFound }, 404);
    return c.json(toPostView(post));
  });
