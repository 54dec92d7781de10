import { queryOptions } from "@tanstack/react-query";

import { ALL_CATEGORIES_LABEL, BLOG_PAGE_SIZE } from "../../worker/shared/blog";
import { ERROR_MESSAGES } from "../../worker/shared/errors";
import { api, ApiRequestError, read } from "../api";

/** Every blog read lives under this key, so an admin change can refresh them all at once. */
export const blogKey = ["blog"] as const;

/** Public fetch failures carry the spec's own messages (section 8). */
export const BLOG_POSTS_FETCH_FAILED = "Failed to fetch blog posts";
export const BLOG_POST_FETCH_FAILED = "Failed to fetch blog post";
export const BLOG_POST_NOT_FOUND = ERROR_MESSAGES.blogPostNotFound;

export interface BlogListParams {
  /** 1-based, as the page shows it. */
  page: number;
  /** A category, or "All Categories" for every one. */
  category: string;
}

async function fetchBlogList({ page, category }: BlogListParams) {
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

async function fetchBlogPost(slug: string) {
  try {
    return await read(api.blog.posts[":slug"].$get({ param: { slug } }));
  } catch (cause) {
    if (cause instanceof ApiRequestError && cause.status === 404) throw new Error(BLOG_POST_NOT_FOUND, { cause });
    throw new Error(BLOG_POST_FETCH_FAILED, { cause });
  }
}

/** One post of the public list: everything but the article body. */
export type BlogPostSummary = Awaited<ReturnType<typeof fetchBlogList>>[number];
/** A published post with its body (each read counts one view). */
export type BlogPostView = Awaited<ReturnType<typeof fetchBlogPost>>;

/** One page (9 posts) of the published posts, newest first, optionally of one category. */
export const blogListQuery = ({ page, category }: BlogListParams) =>
  queryOptions({
    queryKey: [...blogKey, "list", { page, category }],
    queryFn: () => fetchBlogList({ page, category }),
  });

/** A published post by its slug; "Blog post not found" when the API answers 404. */
export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: [...blogKey, "post", slug],
    queryFn: () => fetchBlogPost(slug),
  });
