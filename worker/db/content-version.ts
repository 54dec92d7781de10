// What the served pages read from D1 was last changed, kept in KV (the SESSIONS namespace, key
// `content-version`) so a cached page is found without a D1 query (docs/decisions/0053): a
// version that every staff change of a post, an event or an image replaces, and the publish
// times still ahead, each of which changes the blog's pages when it comes.
import { and, asc, eq, gt } from "drizzle-orm";

import type { Env } from "../env";
import { requestSession, type Database } from "./client";
import { blogPosts } from "./schema";

const KEY = "content-version";

/** How many publish times ahead are kept; past the last of them the blog's pages change key each minute until the next change. */
export const SCHEDULED_TIMES_KEPT = 50;

export interface ContentVersion {
  /** Replaced by each change (a random id). */
  version: string;
  /** Publish times still ahead at the change (ms since the epoch), soonest first. */
  scheduled: number[];
  /** More publish times were ahead than were kept. */
  more: boolean;
  /** The D1 session's bookmark just after the change: a page rendered for this version reads from there on. */
  bookmark?: string;
}

/** The version, or null before the first one is written (content loaded without the API: the demo seed, a restore). */
export function readContentVersion(env: Pick<Env, "SESSIONS">): Promise<ContentVersion | null> {
  return env.SESSIONS.get<ContentVersion>(KEY, "json");
}

/** A new version after a change, with the publish times ahead of `now` read again. */
export async function writeContentVersion(env: Pick<Env, "SESSIONS">, db: Database, now: Date): Promise<ContentVersion> {
  const ahead = await db
    .select({ at: blogPosts.publishedAt })
    .from(blogPosts)
    .where(and(eq(blogPosts.isPublished, true), gt(blogPosts.publishedAt, now)))
    .orderBy(asc(blogPosts.publishedAt))
    .limit(SCHEDULED_TIMES_KEPT + 1);
  const times = ahead.flatMap(({ at }) => (at ? [at.getTime()] : []));
  const next: ContentVersion = {
    version: crypto.randomUUID(),
    scheduled: times.slice(0, SCHEDULED_TIMES_KEPT),
    more: times.length > SCHEDULED_TIMES_KEPT,
    bookmark: requestSession()?.bookmark ?? undefined,
  };
  await env.SESSIONS.put(KEY, JSON.stringify(next));
  return next;
}
