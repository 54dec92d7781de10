// The 404 log (docs/decisions/0024-short-links-for-print.md): missing paths by match key, people
// and bots counted apart, when last seen, and which clients asked (keyed hashes of their
// addresses, never the addresses). Bounded: every PRUNE_EVERY_NEW_PATHS-th new path prunes it back
// to NOT_FOUND_PATHS_KEPT, keeping what many clients asked for over what one client flooded
// (docs/decisions/0036-one-client-cannot-push-others-out.md).
import { and, asc, count, desc, eq, exists, lt, min, not, or, sql, type SQL } from "drizzle-orm";

import { BLOG_POST_PREFIX, SITE_PATH_LISTS } from "../shared/pages";
import { inList, listRows } from "./bound-lists";
import type { Database } from "./client";
import { isLive } from "./post-live";
import { blogPosts, notFoundClients, notFoundPaths, postSlugHistory, shortLinks } from "./schema";

export const NOT_FOUND_PATHS_KEPT = 500;
/** New paths get consecutive ids (a plain rowid), so "every Nth" costs nothing to tell. */
export const PRUNE_EVERY_NEW_PATHS = 25;
/** How many missing paths the dashboard lists. */
export const NOT_FOUND_LIST_SIZE = 50;
/** Clients remembered per path: past this many a path is asked for by "many", and no more rows are written. */
export const NOT_FOUND_CLIENTS_COUNTED = 20;

/**
 * One hit on a missing path by `client` (its address hashed with the day's key): the path's
 * counters and the client, in one D1 batch; now and then the prune.
 */
export async function recordNotFound(db: Database, path: string, isBot: boolean, client: string, now = new Date()) {
  const clientsOfPath = db.$count(notFoundClients, eq(notFoundClients.pathId, notFoundPaths.id));
  const [[row]] = await db.batch([
    db
      .insert(notFoundPaths)
      .values({ path, humanHits: isBot ? 0 : 1, botHits: isBot ? 1 : 0, lastSeenAt: now })
      .onConflictDoUpdate({
        target: notFoundPaths.path,
        set: isBot
          ? { botHits: sql`${notFoundPaths.botHits} + 1`, lastSeenAt: now }
          : { humanHits: sql`${notFoundPaths.humanHits} + 1`, lastSeenAt: now },
      })
      .returning({ id: notFoundPaths.id, hits: sql<number>`${notFoundPaths.humanHits} + ${notFoundPaths.botHits}` }),
    db
      .insert(notFoundClients)
      .select(
        db
          .select({ pathId: notFoundPaths.id, clientHash: sql`${client}`.as("client_hash") })
          .from(notFoundPaths)
          .where(and(eq(notFoundPaths.path, path), lt(clientsOfPath, NOT_FOUND_CLIENTS_COUNTED))),
      )
      .onConflictDoNothing(),
  ]);
  const isNewPath = row !== undefined && Number(row.hits) === 1;
  if (isNewPath && row.id % PRUNE_EVERY_NEW_PATHS === 0) await pruneNotFoundLog(db);
}

/**
 * Keeps the NOT_FOUND_PATHS_KEPT paths that most clients asked for; among paths asked for by as
 * many, those whose clients asked for the fewest paths in all (a visitor's one miss before a
 * client's thousand); then the most recently seen. A path logged before clients were kept has no
 * client rows: its hits stand in for its clients.
 */
export async function pruneNotFoundLog(db: Database) {
  const pathsPerClient = db
    .select({ clientHash: notFoundClients.clientHash, paths: count().as("paths") })
    .from(notFoundClients)
    .groupBy(notFoundClients.clientHash)
    .as("paths_per_client");
  const reach = db
    .select({ pathId: notFoundClients.pathId, clients: count().as("clients"), narrowest: min(pathsPerClient.paths).as("narrowest") })
    .from(notFoundClients)
    .innerJoin(pathsPerClient, eq(pathsPerClient.clientHash, notFoundClients.clientHash))
    .groupBy(notFoundClients.pathId)
    .as("reach");
  const kept = db
    .select({ id: notFoundPaths.id })
    .from(notFoundPaths)
    .leftJoin(reach, eq(reach.pathId, notFoundPaths.id))
    .orderBy(
      desc(sql`coalesce(${reach.clients}, min(${notFoundPaths.humanHits} + ${notFoundPaths.botHits}, ${NOT_FOUND_CLIENTS_COUNTED}))`),
      asc(sql`coalesce(${reach.narrowest}, ${Number.MAX_SAFE_INTEGER})`),
      desc(notFoundPaths.lastSeenAt),
      desc(notFoundPaths.id),
    )
    .limit(NOT_FOUND_PATHS_KEPT);
  await db.delete(notFoundPaths).where(sql`${notFoundPaths.id} not in ${kept}`);
}

/**
 * A logged path the site serves at `now` (decision 0065): an active short link's; a live post's
 * address, its slug now or one it remembers; a page, a site file or a reserved prefix (a page a
 * later version of the site added).
 */
function servedAt(db: Database, now: Date): SQL {
  const path = notFoundPaths.path;
  const postAddress = (slug: SQL | typeof blogPosts.slug) => sql`${BLOG_POST_PREFIX} || ${slug}`;
  return or(
    exists(
      db
        .select({ id: shortLinks.id })
        .from(shortLinks)
        .where(and(eq(shortLinks.matchKey, path), eq(shortLinks.isActive, true))),
    ),
    exists(
      db
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(postAddress(blogPosts.slug), path), isLive(now))),
    ),
    exists(
      db
        .select({ id: blogPosts.id })
        .from(postSlugHistory)
        .innerJoin(blogPosts, eq(blogPosts.id, postSlugHistory.postId))
        .where(and(eq(postAddress(sql`${postSlugHistory.slug}`), path), isLive(now))),
    ),
    inList(path, SITE_PATH_LISTS.exact),
    sql`exists (select 1 from ${listRows(SITE_PATH_LISTS.prefixes)} as prefix where substr(${path}, 1, length(prefix.value) + 1) = prefix.value || '/')`,
  )!;
}

/** The most-hit missing paths that nothing on the site answers yet. */
export function listNotFoundPaths(db: Database, now = new Date()) {
  return db
    .select()
    .from(notFoundPaths)
    .where(not(servedAt(db, now)))
    .orderBy(desc(notFoundPaths.humanHits), desc(notFoundPaths.botHits), desc(notFoundPaths.lastSeenAt))
    .limit(NOT_FOUND_LIST_SIZE);
}

/**
 * Forgets the logged paths the site now serves: in the batch that saves a short link, so its path
 * leaves the log at once, and from the cron trigger, for a post that went live or a page a new
 * version added. A path missed again later is logged afresh.
 */
export const forgetServedPaths = (db: Database, now = new Date()) => db.delete(notFoundPaths).where(servedAt(db, now));

export async function dismissNotFoundPath(db: Database, id: number): Promise<boolean> {
  const deleted = await db.delete(notFoundPaths).where(eq(notFoundPaths.id, id)).returning({ id: notFoundPaths.id });
  return deleted.length > 0;
}

export function toNotFoundPathView(row: typeof notFoundPaths.$inferSelect) {
  return { id: row.id, path: row.path, humanHits: row.humanHits, botHits: row.botHits, lastSeenAt: row.lastSeenAt.toISOString() };
}
