import { and, eq, inArray, sql } from "drizzle-orm";

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
}

/** One batch, one transaction: the click row, and the counter moved in SQL (never read and written back). */
export async function recordClick(db: Database, redirectId: number, click: Click) {
  const now = new Date();
  await db.batch([
    db.insert(redirectClicks).values({
      redirectId,
      clickedAt: now,
      userAgent: click.userAgent,
      ipAddress: click.ipAddress?.slice(0, IP_ADDRESS_MAX_LENGTH) ?? null,
      referer: click.referer,
    }),
    db
      .update(urlRedirects)
      .set({ clickCount: sql`${urlRedirects.clickCount} + 1`, lastClickedAt: now })
      .where(eq(urlRedirects.id, redirectId)),
  ]);
}
