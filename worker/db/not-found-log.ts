// The 404 log (docs/decisions/0024-short-links-for-print.md): missing paths by match key, people
// and bots counted apart, when last seen; nothing about who asked. Bounded: every
// PRUNE_EVERY_NEW_PATHS-th new path prunes it back to NOT_FOUND_PATHS_KEPT, keeping the paths
// most asked for by people, then by bots, then the most recently seen.
import { and, desc, eq, notExists, sql } from "drizzle-orm";

import type { Database } from "./client";
import { notFoundPaths, urlRedirects } from "./schema";

export const NOT_FOUND_PATHS_KEPT = 500;
/** New paths get consecutive ids (a plain rowid), so "every Nth" costs nothing to tell. */
export const PRUNE_EVERY_NEW_PATHS = 25;
/** How many missing paths the dashboard lists. */
export const NOT_FOUND_LIST_SIZE = 50;

/** One hit on a missing path: one upsert, and now and then the prune. */
export async function recordNotFound(db: Database, path: string, isBot: boolean, now = new Date()) {
  const [row] = await db
    .insert(notFoundPaths)
    .values({ path, humanHits: isBot ? 0 : 1, botHits: isBot ? 1 : 0, lastSeenAt: now })
    .onConflictDoUpdate({
      target: notFoundPaths.path,
      set: isBot
        ? { botHits: sql`${notFoundPaths.botHits} + 1`, lastSeenAt: now }
        : { humanHits: sql`${notFoundPaths.humanHits} + 1`, lastSeenAt: now },
    })
    .returning({ id: notFoundPaths.id, hits: sql<number>`${notFoundPaths.humanHits} + ${notFoundPaths.botHits}` });
  const isNewPath = row !== undefined && Number(row.hits) === 1;
  if (isNewPath && row.id % PRUNE_EVERY_NEW_PATHS === 0) await pruneNotFoundLog(db);
}

/** Keeps the NOT_FOUND_PATHS_KEPT paths most hit by people, then by bots, then most recently seen. */
export async function pruneNotFoundLog(db: Database) {
  const kept = db
    .select({ id: notFoundPaths.id })
    .from(notFoundPaths)
    .orderBy(desc(notFoundPaths.humanHits), desc(notFoundPaths.botHits), desc(notFoundPaths.lastSeenAt), desc(notFoundPaths.id))
    .limit(NOT_FOUND_PATHS_KEPT);
  await db.delete(notFoundPaths).where(sql`${notFoundPaths.id} not in ${kept}`);
}

/** The most-hit missing paths that no active redirect answers yet. */
export function listNotFoundPaths(db: Database) {
  return db
    .select()
    .from(notFoundPaths)
    .where(
      notExists(
        db
          .select({ id: urlRedirects.id })
          .from(urlRedirects)
          .where(and(eq(urlRedirects.matchKey, notFoundPaths.path), eq(urlRedirects.isActive, true))),
      ),
    )
    .orderBy(desc(notFoundPaths.humanHits), desc(notFoundPaths.botHits), desc(notFoundPaths.lastSeenAt))
    .limit(NOT_FOUND_LIST_SIZE);
}

export async function dismissNotFoundPath(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(notFoundPaths).where(eq(notFoundPaths.id, id)).returning({ id: notFoundPaths.id });
  return deleted.length > 0;
}

export function toNotFoundPathView(row: typeof notFoundPaths.$inferSelect) {
  return { id: row.id, path: row.path, humanHits: row.humanHits, botHits: row.botHits, lastSeenAt: row.lastSeenAt.toISOString() };
}
