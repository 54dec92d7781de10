import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { ALL_CATEGORIES_LABEL, BLOG_PAGE_SIZE } from "../../worker/shared/blog";
import { ERROR_TEXTS } from "../../worker/shared/errors";
import type { PostAutosaveFields } from "../../worker/shared/schemas/blog";
import { api, ApiRequestError, ok, read } from "../api";

/** Every blog read lives under this key (the public list and posts, the dashboard's list), so an admin change refreshes them all at once. */
export const blogKey = ["blog"] as const;

/**
 * One post of GET /api/blog/posts: everything but the article body for a visitor; for an
 * admin session the whole post, drafts included (R9).
 */
export type BlogPostSummary = InferResponseType<typeof api.blog.posts.$get, 200>[number];
/** A published post with its body (each read counts one view). */
export type BlogPostView = InferResponseType<(typeof api.blog.posts)[":slug"]["$get"], 200>;

/** Public fetch failures carry the spec's own messages (S8). */
export const BLOG_POSTS_FETCH_FAILED = "Failed to fetch blog posts";
export const BLOG_POST_FETCH_FAILED = "Failed to fetch blog post";
export const BLOG_POST_NOT_FOUND = ERROR_TEXTS.blogPostNotFound;

export interface BlogListParams {
  /** 1-based, as the page shows it. */
  page: number;
  /** A category, or "All Categories" for every one. */
  category: string;
}

async function fetchBlogList({ page, category }: BlogListParams): Promise<BlogPostSummary[]> {
  const query = {
    limit: String(BLOG_PAGE_SIZE),
    offset: String((Math.max(1, page) - 1) * BLOG_PAGE_SIZE),
    ...(category && category !== ALL_CATEGORIES_LABEL ? { category } : {}),
  };
  try {
    return await read(api.blog.posts.$get({ query }));
  } catch (cause) {
    throw new Error(BLOG_POSTS_FETCH_FAILED, { cause });
  }
}

async function fetchBlogPost(slug: string): Promise<BlogPostView> {
  try {
    return await read(api.blog.posts[":slug"].$get({ param: { slug } }));
  } catch (cause) {
    if (cause instanceof ApiRequestError && cause.status === 404) throw new Error(BLOG_POST_NOT_FOUND, { cause });
    throw new Error(BLOG_POST_FETCH_FAILED, { cause });
  }
}

/** One page (9 posts) of the published posts, newest first, optionally of one category. */
export const blogListQuery = ({ page, category }: BlogListParams) =>
  queryOptions({
    queryKey: [...blogKey, "list", { page, category }],
    queryFn: () => fetchBlogList({ page, category }),
  });

/**
 * A published post by its slug; "Blog post not found" when the API answers 404. A post that
 * was not found (by the Worker, for the served page) is not asked for again on mount (spec
 * S7: no retries).
 */
export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: [...blogKey, "post", slug],
    queryFn: () => fetchBlogPost(slug),
    retryOnMount: false,
  });

/** Every post, drafts included, for the dashboard: the same path answers an admin session with all of them (R9). */
export const adminPostsQuery = queryOptions({
  queryKey: [...blogKey, "admin"],
  queryFn: (): Promise<BlogPostSummary[]> => read(api.blog.posts.$get({ query: {} })),
});

const revisionsKey = (postId: number) => [...blogKey, "revisions", postId] as const;

/** A post's revisions, newest first (decision 0046); under the blog's key, so every post write refreshes them. */
export const postRevisionsQuery = (postId: number) =>
  queryOptions({
    queryKey: revisionsKey(postId),
    queryFn: () => read(api.blog.posts[":id"].revisions.$get({ param: { id: String(postId) } })),
  });

/** One revision with its body, for its preview. */
export const postRevisionQuery = (postId: number, revisionId: number) =>
  queryOptions({
    queryKey: [...revisionsKey(postId), revisionId],
    queryFn: () =>
      read(api.blog.posts[":id"].revisions[":revisionId"].$get({ param: { id: String(postId), revisionId: String(revisionId) } })),
  });

const postParam = (postId: number) => ({ param: { id: String(postId) } });

/**
 * This staff member's autosaved copy of a post (decision 0050): read once as the form opens,
 * written as they type (`keepalive` when the page is going away), discarded on request. Not
 * cached: nothing else shows it.
 */
export const postAutosave = {
  read: async (postId: number) => (await read(api.blog.posts[":id"].autosave.$get(postParam(postId)))).autosave,
  keep: (postId: number, fields: PostAutosaveFields, keepalive = false) =>
    read(api.blog.posts[":id"].autosave.$put({ ...postParam(postId), json: fields }, { init: { keepalive } })),
  discard: (postId: number) => ok(api.blog.posts[":id"].autosave.$delete(postParam(postId))),
};
