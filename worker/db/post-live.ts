// Which posts readers may see: the one condition every public read of the blog shares.
import { and, eq, isNull, lte, or, type SQL, type SQLWrapper } from "drizzle-orm";

import { blogPosts } from "./schema";

/**
 * A post readers may see at `now` (a time, or a placeholder bound later): published, and its publish time reached. A post scheduled for
 * later is a draft to every public read (list, post, feed, sitemap, served page) until then;
 * nothing has to run at that moment (docs/decisions/0023-scheduling-and-served-pages.md).
 */
export function isLive(now: Date | SQLWrapper): SQL {
  return and(eq(blogPosts.isPublished, true), or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)))!;
}

/**
 * When a live post last changed for its readers: its last save, or the time it went live when
 * that came later (a post scheduled, then published by the clock). Never before it was published
 * (decision 0063).
 */
export function postModifiedAt(post: { updatedAt: Date; publishedAt: Date | null }): Date {
  return post.publishedAt && post.publishedAt > post.updatedAt ? post.publishedAt : post.updatedAt;
}
