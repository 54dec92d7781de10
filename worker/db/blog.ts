import { and, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";

import type { Database } from "./client";
import { featuredImageAlt } from "./media";
import { blogPosts, type BlogPost } from "./schema";

/** A post's columns and its featured image's alt text from the media library (null for an outside image). */
export const postColumns = { ...getTableColumns(blogPosts), featuredImageAlt };
const { content: _content, ...summaryColumns } = postColumns;

export interface PublishedListQuery {
  limit: number;
  offset: number;
  category?: string;
}

/** Published posts, newest first, one page of them (R9); the list carries no article bodies. */
export function listPublishedPosts(db: Database, { limit, offset, category }: PublishedListQuery) {
  const conditions: SQL[] = [eq(blogPosts.isPublished, true)];
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
export async function readPublishedPost(db: Database, slug: string): Promise<BlogPostWithImage | undefined> {
  const [post] = await db
    .update(blogPosts)
    .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
    .returning(postColumns);
  return post;
}

/** The post's head for the served page: no view counted (a crawler's fetch is not a reader). */
export async function findPublishedPost(db: Database, slug: string) {
  const [post] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), eq(blogPosts.isPublished, true)))
    .limit(1);
  return post;
}

export type BlogPostWithImage = BlogPost & { featuredImageAlt: string | null };
export type BlogPostSummary = Omit<BlogPostWithImage, "content">;

/** A post as the API answers it: dates as ISO strings. */
export function toPostView<T extends BlogPostSummary>(post: T) {
  return {
    ...post,
    publishedAt: post.publishedAt?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

/** Every post, drafts included, newest first: the dashboard's list (R9). */
export function listAllPosts(db: Database) {
  return db.select(postColumns).from(blogPosts).orderBy(desc(blogPosts.createdAt), desc(blogPosts.id));
}

export async function findPostById(db: Database, id: number) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return post;
}

/** R9: publishedAt is set when a post is first published and kept on later edits. */
export function publishedAtFor(isPublished: boolean, existing: Date | null | undefined, now = new Date()): Date | null {
  if (existing) return existing;
  return isPublished ? now : null;
}
