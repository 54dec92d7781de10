import { and, desc, eq, getTableColumns, type SQL } from "drizzle-orm";

import { mediaKeysIn } from "../shared/media";
import { postDay } from "../shared/post-day";
import type { ImageSizes } from "../shared/responsive-image";
import { sanitizeHtml } from "../shared/sanitize";
import type { Database } from "./client";
import { featuredImageAlt, featuredImageSize, findImageSizes } from "./media";
import { isLive } from "./post-live";
import { viewStatement, type PostViewer } from "./post-views";
import { blogPosts, type BlogPost } from "./schema";

/** A post's columns and its featured image's alt text and size from the media library (null for an outside image). */
export const postColumns = { ...getTableColumns(blogPosts), featuredImageAlt, featuredImageSize };
const { content: _content, ...summaryColumns } = postColumns;

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

/** The feed's posts: the newest `limit` live at `now`, with their bodies (as stored: the feed sanitizes them). */
export function listFeedPosts(db: Database, limit: number, now: Date) {
  return db.select(postColumns).from(blogPosts).where(isLive(now)).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id)).limit(limit);
}

/** A public read: the published post, its reader's view counted in the same batch. */
export async function readPublishedPost(db: Database, slug: string, now: Date, viewer: PostViewer): Promise<BlogPostWithImage | undefined> {
  const [, [post]] = await db.batch([
    viewStatement(db, [{ slug, at: now, viewer }]),
    db
      .select(postColumns)
      .from(blogPosts)
      .where(and(eq(blogPosts.slug, slug), isLive(now)))
      .limit(1),
  ]);
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

export type BlogPostWithImage = BlogPost & { featuredImageAlt: string | null; featuredImageSize: ImageSizes | null };
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

/** A post in a list readers get: which team member its byline names stays the team's to know (R9). */
export function toPublicSummaryView<T extends BlogPostSummary>(post: T) {
  const { authorId: _authorId, ...view } = toPostView(post);
  return view;
}

/**
 * A post as readers get it (the API's public read, the served page): its HTML sanitized here,
 * once, so the page needs no sanitizer of its own; `origin` is the site's, which tells links
 * to other sites apart. The uploads its body shows get their copies and the size they may be
 * shown at from the library (one read, none for a body without uploads).
 */
export async function toPublicPostView(db: Database, post: BlogPostWithImage, origin: string) {
  const images = await findImageSizes(db, mediaKeysIn(post.content));
  return { ...toPublicSummaryView(post), content: sanitizeHtml(post.content, origin, { images }) };
}

/** Every post, drafts included, newest first: the dashboard's list (R9). */
export function listAllPosts(db: Database) {
  return db.select(postColumns).from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

/** Whether a post with this id is stored, reading nothing else of it. */
export async function postExists(db: Database, id: number) {
  const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post !== undefined;
}

export async function findPostById(db: Database, id: number) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post;
}

/** The address and last change of every post live at `now`, newest first: the sitemap's. */
export function listLivePostDates(db: Database, now: Date) {
  return db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt, publishedAt: blogPosts.publishedAt })
    .from(blogPosts)
    .where(isLive(now))
    .orderBy(desc(blogPosts.publishedAt));
}

// The writes, as statements for the staff change's audited batch (db/audit.ts changeWithAudit).
// A slug another post has fails the batch with a UNIQUE violation on blog_posts.slug (db/errors.ts).

type NewPost = typeof blogPosts.$inferInsert;

export function insertPost(db: Database, values: NewPost) {
  return db.insert(blogPosts).values(values).returning(postColumns);
}

export function updatePost(db: Database, id: number, values: Partial<NewPost>) {
  return db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning(postColumns);
}

export function deletePost(db: Database, id: number) {
  return db.delete(blogPosts).where(eq(blogPosts.id, id));
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
