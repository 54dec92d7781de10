// A post's views (decision 0036): one per client and UTC day, and at most a few clients per
// address. The rule is written once, as the two statements of viewStatements: a rendered post
// runs them with its read (readPublishedPost in blog.ts); the views of posts answered from the
// edge's cache run them a moment's reads at a time (worker/pages/cached-reads.ts), from SQL built
// once per isolate with placeholders and bound per read, since building the query again for each
// of a busy post's readers cost more than the page.
import { and, eq, fillPlaceholders, lt, notExists, sql, type Placeholder, type SQLWrapper } from "drizzle-orm";

import { database, sessionD1, type Database } from "./client";
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

/** A value in a statement: given, or a placeholder bound when the statement runs. */
type Bound<T> = T | Placeholder;

/**
 * A reader's view of the post live at `now`: one more when this client has not read it this UTC
 * day and its address has not yet counted VIEWERS_PER_ADDRESS_PER_DAY clients for it. The count
 * and the row that remembers the reader are written in the same batch (one transaction), so
 * concurrent reads by the same client count once.
 */
export function viewStatements(
  db: Database,
  slug: Bound<string>,
  now: Bound<Date>,
  viewer: { [Key in keyof PostViewer]: Bound<PostViewer[Key]> },
) {
  const viewsOfPost = (id: typeof blogPosts.id) => and(eq(postViews.postId, id), eq(postViews.day, viewer.day));
  const addressHasRoom = lt(
    db.$count(postViews, and(viewsOfPost(blogPosts.id), eq(postViews.addressHash, viewer.address))),
    VIEWERS_PER_ADDRESS_PER_DAY,
  );
  const thisPost = and(eq(blogPosts.slug, slug), isLive(now));
  const value = (bound: Bound<string>, name: string) => sql`${bound as SQLWrapper | string}`.as(name);
  return [
    db
      .update(blogPosts)
      .set({ viewCount: sql`${blogPosts.viewCount} + 1` })
      .where(
        and(
          thisPost,
          notExists(
            db
              .select({ one: sql`1` })
              .from(postViews)
              .where(and(viewsOfPost(blogPosts.id), eq(postViews.clientHash, viewer.client))),
          ),
          addressHasRoom,
        ),
      ),
    db
      .insert(postViews)
      .select(
        db
          .select({
            postId: blogPosts.id,
            day: value(viewer.day, "day"),
            clientHash: value(viewer.client, "client_hash"),
            addressHash: value(viewer.address, "address_hash"),
          })
          .from(blogPosts)
          .where(and(thisPost, addressHasRoom)),
      )
      .onConflictDoNothing(),
  ] as const;
}

/** A post read at a time by a viewer, its page answered from the cache. */
export interface PostRead {
  slug: string;
  at: Date;
  viewer: PostViewer;
}

/** viewStatements' SQL with placeholders, built on first use. */
let viewSql: { sql: string; params: unknown[] }[] | undefined;

function builtViewSql(db: Database) {
  viewSql ??= viewStatements(db, sql.placeholder("slug"), sql.placeholder("now"), {
    day: sql.placeholder("day"),
    client: sql.placeholder("client"),
    address: sql.placeholder("address"),
  }).map((statement) => statement.toSQL());
  return viewSql;
}

/** Readers' views of posts whose pages were answered from the cache, in one batch, each counted as a rendered read counts it. */
export async function countPostViews(env: Pick<Env, "DB">, reads: readonly PostRead[]): Promise<void> {
  if (reads.length === 0) return;
  const d1 = sessionD1(env);
  const statements = builtViewSql(database(env));
  await d1.batch(
    reads.flatMap(({ slug, at, viewer }) => {
      // A placeholder is bound as given: the publish time is stored in milliseconds (columns.ts).
      const values = { slug, now: at.getTime(), ...viewer };
      return statements.map(({ sql: text, params }) => d1.prepare(text).bind(...fillPlaceholders(params, values)));
    }),
  );
}
