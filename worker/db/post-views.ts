// A post's views (decision 0036): one per client and UTC day, and at most a few clients per
// address. The rule is written once, as one INSERT of the readers not yet counted (viewStatement);
// the migration's trigger adds each inserted row to the post's view count, so a read that counts
// nothing writes nothing. A rendered post runs it for its one reader with its read (readPublishedPost
// in blog.ts); the readers of posts answered from the edge's cache go in one statement a moment's
// reads at a time (worker/posts/cached-views.ts), the reads bound as one JSON parameter.
import { sql } from "drizzle-orm";

import { database, type Database } from "./client";
import type { Env } from "../env";
import { blogPosts, postViews } from "./schema";
import { isLive } from "./post-live";

/** At most this many clients of one address count as readers of a post in a day (decision 0036). */
export const VIEWERS_PER_ADDRESS_PER_DAY = 5;

/** Who reads, as worker/security/client-key.ts tells clients apart: keyed hashes of the UTC day. */
export interface PostViewer {
  day: string;
  client: string;
  address: string;
}

/** A post read at a time by a viewer. */
export interface PostRead {
  slug: string;
  at: Date;
  viewer: PostViewer;
}

/** A read as the statement takes it: the time in milliseconds, as publish times are stored (columns.ts). */
interface BoundRead extends PostViewer {
  slug: string;
  at: number;
}

/** What one view counts: a client's read of a post on a UTC day. */
export function viewKey(slug: string, viewer: Pick<PostViewer, "day" | "client">): string {
  return `${viewer.day}\n${slug}\n${viewer.client}`;
}

/** Each client's read of a post on a day once: a second read of a batch would only fill an address's place. */
function distinctReads(reads: readonly PostRead[]): BoundRead[] {
  const byReader = new Map<string, BoundRead>();
  for (const { slug, at, viewer } of reads) {
    const key = viewKey(slug, viewer);
    if (!byReader.has(key)) byReader.set(key, { slug, at: at.getTime(), ...viewer });
  }
  return [...byReader.values()];
}

/**
 * The views of `reads`: a reader counts when the post is live at the read's time, this client has
 * not read it that UTC day, and its address has not yet counted VIEWERS_PER_ADDRESS_PER_DAY clients
 * for it, those of the same batch included (numbered in order of reading). One statement, so
 * concurrent batches each see the others whole, and the same client counts once.
 */
export function viewStatement(db: Database, reads: readonly PostRead[]) {
  const field = (name: keyof BoundRead) => sql.raw(`"read"."value" ->> '${name}'`);
  const counted = sql.raw(`"counted"`);
  // In the table's column order, as an INSERT from a SELECT takes them.
  const reader = sql`select ${counted}."post_id", ${counted}."day", ${counted}."client", ${counted}."address" from (
      select ${blogPosts.id} as "post_id", ${field("day")} as "day", ${field("client")} as "client", ${field("address")} as "address",
        row_number() over (partition by ${blogPosts.id}, ${field("day")}, ${field("address")} order by "read"."key") as "nth"
      from json_each(${JSON.stringify(distinctReads(reads))}) as "read"
      join ${blogPosts} on ${blogPosts.slug} = ${field("slug")} and ${isLive(field("at"))}
      where not exists (
        select 1 from ${postViews}
        where ${postViews.postId} = ${blogPosts.id} and ${postViews.day} = ${field("day")} and ${postViews.clientHash} = ${field("client")}
      )
    ) as ${counted}
    where ${counted}."nth" + (
      select count(*) from ${postViews}
      where ${postViews.postId} = ${counted}."post_id" and ${postViews.day} = ${counted}."day" and ${postViews.addressHash} = ${counted}."address"
    ) <= ${VIEWERS_PER_ADDRESS_PER_DAY}`;
  return db.insert(postViews).select(reader).onConflictDoNothing();
}

/** Readers' views of posts whose pages were answered from the cache, in one statement. */
export async function countPostViews(env: Pick<Env, "DB">, reads: readonly PostRead[]): Promise<void> {
  if (reads.length === 0) return;
  await viewStatement(database(env), reads);
}
