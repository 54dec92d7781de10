import { z } from "./zod";

import { BLOG_PAGE_SIZE } from "../blog";

export const MAX_BLOG_PAGE_SIZE = 50;

/** Query of the public list: page size and offset, and an optional category (R9). */
export const blogListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_BLOG_PAGE_SIZE).default(BLOG_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  category: z.string().trim().max(100).optional(),
});

export const slugParamSchema = z.object({ slug: z.string().min(1).max(200) });

const positiveId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** A post's revision: /api/blog/posts/:id/revisions/:revisionId (decision 0046). */
export const revisionParamSchema = z.object({ id: positiveId, revisionId: positiveId });
