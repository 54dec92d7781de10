// A post's revisions (table post_revisions): each save of a post keeps its title, excerpt, body and
// featured image as the save left them, written in the save's own batch, and staff may restore one
// (docs/decisions/0046-drafts-and-revisions.md).
import { and, desc, eq, getTableColumns, sql, type SQL } from "drizzle-orm";

import { notInList } from "./bound-lists";
import type { Database } from "./client";
import { blogPosts, postRevisions, type PostRevision } from "./schema";
import type { User } from "./users";

/** A post keeps at least its newest this many revisions; a save prunes the older ones in its batch. */
export const POST_REVISIONS_KEPT = 25;

/** The post a save wrote: its id, or for a new post its slug (unique), read inside the batch. */
type SavedPost = number | { slug: string };

const postIdOf = (post: SavedPost): SQL | number =>
  typeof post === "number" ? post : sql`(select ${blogPosts.id} from ${blogPosts} where ${blogPosts.slug} = ${post.slug})`;

/**
 * What a save of a post adds to its batch, after the post's own statement: the post's row as
 * written, copied into a revision by `by`, and the revisions beyond the newest POST_REVISIONS_KEPT
 * deleted. A save refused (the batch fails) keeps nothing.
 */
export function revisionStatements(db: Database, post: SavedPost, by: Pick<User, "id" | "email">) {
  const postId = postIdOf(post);
  // The columns in the table's order: INSERT ... SELECT fills every column.
  const copy = db
    .select({
      id: sql`null`.as("id"),
      postId: blogPosts.id,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      content: blogPosts.content,
      featuredImage: blogPosts.featuredImage,
      savedAt: sql`${Date.now()}`.as("saved_at"),
      savedBy: sql`${by.id}`.as("saved_by"),
      savedByEmail: sql`${by.email}`.as("saved_by_email"),
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId));
  const newest = db
    .select({ id: postRevisions.id })
    .from(postRevisions)
    .where(eq(postRevisions.postId, postId))
    .orderBy(desc(postRevisions.id))
    .limit(POST_REVISIONS_KEPT);
  return [
    db.insert(postRevisions).select(copy),
    db.delete(postRevisions).where(and(eq(postRevisions.postId, postId), notInList(postRevisions.id, newest))),
  ];
}

const { content: _content, ...summaryColumns } = getTableColumns(postRevisions);

/** A post's revisions, newest first, without their bodies: the dashboard's list. */
export function listPostRevisions(db: Database, postId: number) {
  return db.select(summaryColumns).from(postRevisions).where(eq(postRevisions.postId, postId)).orderBy(desc(postRevisions.id));
}

/** One revision of this post (another post's answers nothing). */
export async function findPostRevision(db: Database, postId: number, revisionId: number) {
  const [revision] = await db
    .select()
    .from(postRevisions)
    .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, postId)))
    .limit(1);
  return revision;
}

/** A revision as the API answers it: its time as an ISO string. */
export function toRevisionView<T extends Omit<PostRevision, "content">>(revision: T) {
  return { ...revision, savedAt: revision.savedAt.toISOString() };
}
