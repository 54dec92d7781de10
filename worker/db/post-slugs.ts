// The addresses posts had before they were renamed (table post_slug_history): what an old
// /blog/<slug> answers, which slugs a post uses or remembers (the short-link form asks), and the
// statements a post's write runs in its own batch (docs/decisions/0044-renamed-posts-keep-their-address.md).
import { and, eq } from "drizzle-orm";

import type { Database } from "./client";
import { isLive } from "./post-live";
import { blogPosts, postSlugHistory, type BlogPost } from "./schema";

/** The current slug of the live post that once had `slug`, if any: one indexed read, so /blog/A and /blog/B both lead straight to C. */
export async function findRenamedPostSlug(db: Database, slug: string, now: Date): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(postSlugHistory)
    .innerJoin(blogPosts, eq(blogPosts.id, postSlugHistory.postId))
    .where(and(eq(postSlugHistory.slug, slug), isLive(now)))
    .limit(1);
  return row?.slug;
}

/** True when a post, draft or published, has this slug now or remembers it. */
export async function isPostSlugInUse(db: Database, slug: string): Promise<boolean> {
  const [current, remembered] = await db.batch([
    db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1),
    db.select({ id: postSlugHistory.postId }).from(postSlugHistory).where(eq(postSlugHistory.slug, slug)).limit(1),
  ]);
  return current.length > 0 || remembered.length > 0;
}

/**
 * The slug to remember when a post's write changes `slug`: the old one, when readers could reach
 * it at that moment (the post was live). A draft's or a scheduled post's slug was never public.
 */
export function slugToRemember(before: Pick<BlogPost, "slug" | "isPublished" | "publishedAt">, slug: string | undefined, now: Date) {
  if (slug === undefined || slug === before.slug) return undefined;
  const live = before.isPublished && (before.publishedAt === null || before.publishedAt <= now);
  return live ? before.slug : undefined;
}

/**
 * What a post's write adds to its batch, after the post's own statement: a slug the post takes is
 * no longer another post's old address (the entry yields), and an old slug worth keeping is
 * remembered for the post (`postId`), so every old address names the post, never a slug in between.
 */
export function slugHistoryStatements(db: Database, { slug, remember, postId }: { slug: string; remember?: string; postId?: number }) {
  const yieldSlug = db.delete(postSlugHistory).where(eq(postSlugHistory.slug, slug));
  if (remember === undefined || postId === undefined) return [yieldSlug];
  return [
    yieldSlug,
    db
      .insert(postSlugHistory)
      .values({ slug: remember, postId, createdAt: new Date() })
      .onConflictDoUpdate({ target: postSlugHistory.slug, set: { postId } }),
  ];
}
