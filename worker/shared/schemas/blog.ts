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

/** Room for half-typed work beyond a field's own limit, which the save still enforces. */
const typedText = (max: number) => z.string().max(max);

/**
 * A post's autosaved copy (docs/decisions/0050): the post form's fields as typed. Nothing is
 * required and the bounds are looser than a save's, so that half-typed work is kept; each is still
 * bounded, and no other field is taken.
 */
export const postAutosaveSchema = z
  .strictObject({
    title: typedText(1_000),
    slug: typedText(1_000),
    excerpt: typedText(2_000),
    content: typedText(250_000),
    author: typedText(1_000),
    /** The team member the byline names ("" for someone else), as the form holds it (R9). */
    authorId: typedText(300),
    category: typedText(1_000),
    tags: typedText(5_000),
    featuredImage: typedText(3_000),
    metaTitle: typedText(1_000),
    metaDescription: typedText(2_000),
    isPublished: z.boolean(),
    publishDate: typedText(20),
    publishTime: typedText(20),
  })
  .partial();

export type PostAutosaveFields = z.infer<typeof postAutosaveSchema>;
