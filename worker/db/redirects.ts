import { and, eq, inArray, sql } from "drizzle-orm";

import { isBotUserAgent } from "../shared/bots";
import type { Database } from "./client";
import { redirectClicks, urlRedirects } from "./schema";

export const IP_ADDRESS_MAX_LENGTH = 45;

/** The two spellings of a path that match it: as given, and with one trailing slash added or removed. */
export function pathSpellings(pathname: string): string[] {
  if (pathname === "/") return [pathname];
  return [pathname, pathname.endsWith("/") ? pathname.slice(0, -1) : `${pathname}/`];
}

/** One indexed read: the active redirect for a path, if any. */
export async function findActiveRedirect(db: Database, pathname: string) {
  const [row] = await db
    .select({ id: urlRedirects.id, toUrl: urlRedirects.toUrl })
    .from(urlRedirects)
    .where(and(inArray(urlRedirects.fromPath, pathSpellings(pathname)), eq(urlRedirects.isActive, true)))
    .limit(1);
  return row;
}

export interface Click {
  userAgent: string | null;
  ipAddress: string | null;
  referer: string | null;
  country: string | null;
}

/** Stored texts are bounded: a hostile client cannot fill the table with one request. */
const USER_AGENT_MAX_LENGTH = 512;
const REFERER_MAX_LENGTH = 2048;

/** One batch, one transaction: the click row, and the counter moved in SQL (never read and written back). */
export async function recordClick(db: Database, redirectId: number, click: Click) {
  const now = new Date();
  await db.batch([
    db.insert(redirectClicks).values({
      redirectId,
      clickedAt: now,
      userAgent: click.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      ipAddress: click.ipAddress?.slice(0, IP_ADDRESS_MAX_LENGTH) ?? null,
      referer: click.referer?.slice(0, REFERER_MAX_LENGTH) ?? null,
      country: click.country?.slice(0, 2) ?? null,
      isBot: isBotUserAgent(click.userAgent),
    }),
    db
      .update(urlRedirects)
      .set({ clickCount: sql`${urlRedirects.clickCount} + 1`, lastClickedAt: now })
      .where(eq(urlRedirects.id, redirectId)),
  ]);
}
