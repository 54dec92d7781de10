import { and, desc, eq, getTableColumns, isNull, lte, or, sql, type SQL } from "drizzle-orm";

import { postDay } from "../shared/post-day";
import { sanitizeHtml } from "../shared/sanitize";
import type { Database } from "./client";
import { featuredImageAlt } from "./media";
import { blogPosts, type BlogPost } from "./schema";

/** A post's columns and its featured image's alt text from the media library (null for an outside image). */
export const postColumns = { ...getTableColumns(blogPosts), featuredImageAlt };
const { content: _content, ...summaryColumns } = postColumns;

/**
 * A post readers may see at `now`: published, and its publish time reached. A post scheduled for
 * later is a draft to every public read (list, post, feed, sitemap, served page) until then;
 * nothing has to run at that moment (docs/decisions/0023-scheduling-and-served-pages.md).
 */
export function isLive(now: Date): SQL {
  return and(eq(blogPosts.isPublished, true), or(isNull(blogPosts.publishedAt), lte(blogPosts.publishedAt, now)))!;
}

export interface PublishedListQuery {
  limit: number;
  offset: number;
  category?: string;
}

/** Published posts live at `now`, newest first, one page of them (R9); the list carries no article bodies. */
export function listPublishedPosts(db: Database, { limit, offset, category }: PublishedListQuery, now: Date) {
  const conditions: SQL[] = [isLive(now)];
  if (category) conditions.push(eq(blogPosts.category, category));
  return db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(...conditions))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
}

/** A public read: the published post with one more view, in one statement (never read, then written back). */
export async function readPublishedPost(db: Database, slug: string, now: Date): Promise<BlogPostWithImage | undefined> {
  const [post] = await db
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(and(eq(blogPosts.slug, slug), isLive(now)))
    .returning(postColumns);
  return post;
}

/** The post's head for the served page: no view counted (a crawler's fetch is not a reader). */
export async function findPublishedPost(db: Database, slug: string, now: Date): Promise<BlogPostWithImage | undefined> {
  const [post] = await db
    .select(postColumns)
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isLive(now)))
    .limit(1);
  return post;
}

export type BlogPostWithImage = BlogPost & { featuredImageAlt: string | null };
export type BlogPostSummary = Omit<BlogPostWithImage, "content">;

/** A post as the API answers it: dates as ISO strings, and the day it is dated (`postDay`). */
export function toPostView<T extends BlogPostSummary>(post: T) {
  return {
    ...post,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    day: postDay(post),
  };
}

/**
 * A post as readers get it (the API's public read, the served page): its HTML sanitized here,
 * once, so the page needs no sanitizer of its own; `origin` is the site's, which tells links
 * to other sites apart.
 */
export function toPublicPostView(post: BlogPostWithImage, origin: string) {
  return { ...toPostView(post), content: sanitizeHtml(post.content, origin) };
}

/** Every post, drafts included, newest first: the dashboard's list (R9). */
export function listAllPosts(db: Database) {
  return db.select(postColumns).from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

export async function findPostById(db: Database, id: number) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post;
}

/**
 * A post's publish time after a write. Without a chosen time (`chosen` undefined, the spec's
 * payload), R9: set when the post is first published and kept on later edits. A chosen time is
 * the time (later ones schedule the post). A chosen time cleared (null) keeps a time already
 * passed, and otherwise publishes now (or leaves a draft undated).
 */
export function publishedAtFor(
  isPublished: boolean,
  existing: Date | null | undefined,
  chosen: Date | null | undefined,
  now: Date,
): Date | null {
  if (chosen) return chosen;
  if (chosen === null && existing && existing > now) return isPublished ? now : null;
  if (existing) return existing;
  return isPublished ? now : null;
}
