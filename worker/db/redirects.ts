import { and, eq, sql } from "drizzle-orm";

import { isBotUserAgent } from "../shared/bots";
import type { Database } from "./client";
import { redirectClicks, urlRedirects } from "./schema";

const IP_ADDRESS_MAX_LENGTH = 45;

/** An active redirect as a lookup found it: which row, under which stored path, and where to. */
export interface RedirectMatch {
  id: number;
  fromPath: string;
  toUrl: string;
}

/** One indexed read (the unique match key): the active redirect for a request's match key, if any. */
export async function findActiveRedirect(db: Database, matchKey: string): Promise<RedirectMatch | undefined> {
  const [row] = await db
    .select({ id: urlRedirects.id, fromPath: urlRedirects.fromPath, toUrl: urlRedirects.toUrl })
    .from(urlRedirects)
    .where(and(eq(urlRedirects.matchKey, matchKey), eq(urlRedirects.isActive, true)))
    .limit(1);
  return row;
}

export interface Click {
  userAgent: string | null;
  ipAddress: string | null;
  referer: string | null;
  country: string | null;
  /** The address's `src` tag, already checked (worker/shared/short-links.ts). */
  source: string | null;
}

/** Stored texts are bounded: a hostile client cannot fill the table with one request. */
const USER_AGENT_MAX_LENGTH = 512;
const REFERER_MAX_LENGTH = 2048;

/**
 * One batch, one transaction: the click row, and the counter moved in SQL (never read and
 * written back), both only while the redirect is still active under the same path. Answers
 * the redirect's current target, or undefined when it no longer is (nothing was written).
 */
export async function recordClick(
  db: Database,
  redirect: Pick<RedirectMatch, "id" | "fromPath">,
  click: Click,
): Promise<string | undefined> {
  const now = Date.now();
  const stillActive = and(eq(urlRedirects.id, redirect.id), eq(urlRedirects.fromPath, redirect.fromPath), eq(urlRedirects.isActive, true));
  const [, updated] = await db.batch([
    // INSERT ... SELECT names every column of the table, in its order; the row's id is SQLite's.
    db.insert(redirectClicks).select(
      db
        .select({
          id: sql<number>`null`.as("id"),
          redirectId: urlRedirects.id,
          clickedAt: sql<number>`${now}`.as("clicked_at"),
          userAgent: sql<string | null>`${click.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null}`.as("user_agent"),
          ipAddress: sql<string | null>`${click.ipAddress?.slice(0, IP_ADDRESS_MAX_LENGTH) ?? null}`.as("ip_address"),
          referer: sql<string | null>`${click.referer?.slice(0, REFERER_MAX_LENGTH) ?? null}`.as("referer"),
          country: sql<string | null>`${click.country?.slice(0, 2) ?? null}`.as("country"),
          isBot: sql<number>`${isBotUserAgent(click.userAgent) ? 1 : 0}`.as("is_bot"),
          source: sql<string | null>`${click.source}`.as("source"),
        })
        .from(urlRedirects)
        .where(stillActive),
    ),
    db
      .update(urlRedirects)
      .set({ clickCount: sql`${urlRedirects.clickCount} + 1`, lastClickedAt: new Date(now) })
      .where(stillActive)
      .returning({ toUrl: urlRedirects.toUrl }),
  ]);
  return updated[0]?.toUrl;
}
