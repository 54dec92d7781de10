// A staff member's autosaved copy of a post (table post_autosaves, docs/decisions/0050): written
// as they type, read when they open the post again, and deleted in the batch of their next save.
import { and, eq, sql } from "drizzle-orm";

import type { Database } from "./client";
import { blogPosts, postAutosaves } from "./schema";

/** This staff member's copy of the post, if they left one. */
export async function findPostAutosave(db: Database, postId: number, savedBy: string) {
  const [autosave] = await db
    .select()
    .from(postAutosaves)
    .where(and(eq(postAutosaves.postId, postId), eq(postAutosaves.savedBy, savedBy)))
    .limit(1);
  return autosave;
}

/**
 * Keeps the form's fields as this staff member's copy of the post, replacing the one before, in
 * one statement that reads the post's id too: its saved time, or undefined when there is no such post.
 */
export async function keepPostAutosave(db: Database, postId: number, savedBy: string, fields: Record<string, unknown>) {
  const savedAt = new Date();
  const ofThePost = db
    .select({
      postId: blogPosts.id,
      savedBy: sql`${savedBy}`.as("saved_by"),
      fields: sql`${JSON.stringify(fields)}`.as("fields"),
      savedAt: sql`${savedAt.getTime()}`.as("saved_at"),
    })
    .from(blogPosts)
    .where(eq(blogPosts.id, postId));
  const [kept] = await db
    .insert(postAutosaves)
    .select(ofThePost)
    .onConflictDoUpdate({ target: [postAutosaves.postId, postAutosaves.savedBy], set: { fields, savedAt } })
    .returning({ savedAt: postAutosaves.savedAt });
  return kept?.savedAt;
}

/** Drops this staff member's copy: on their save of the post (a statement of its batch) or a discard. */
export function forgetPostAutosave(db: Database, postId: number, savedBy: string) {
  return db.delete(postAutosaves).where(and(eq(postAutosaves.postId, postId), eq(postAutosaves.savedBy, savedBy)));
}
