// Short links (table url_redirects): the lookup a visitor's path is matched by, and what staff
// read and change in the dashboard. A change's statement is built here and run by the route in
// one batch with its audit row.
import { and, desc, eq } from "drizzle-orm";

import { BLOG_POST_PREFIX } from "../shared/pages";
import { shortLinkAddress, shortLinkMatchKey } from "../shared/short-links";
import { inList } from "./bound-lists";
import type { Database } from "./client";
import { isUniqueViolation } from "./errors";
import { shortLinks, type ShortLinkRow } from "./schema";

/** An active short link as a lookup found it: which row, under which stored path, and where to. */
export interface ShortLinkMatch {
  id: number;
  fromPath: string;
  toUrl: string;
}

/** One indexed read (the unique match key): the active short link for a request's match key, if any. */
export async function findActiveShortLink(db: Database, matchKey: string): Promise<ShortLinkMatch | undefined> {
  const [row] = await db
    .select({ id: shortLinks.id, fromPath: shortLinks.fromPath, toUrl: shortLinks.toUrl })
    .from(shortLinks)
    .where(and(eq(shortLinks.matchKey, matchKey), eq(shortLinks.isActive, true)))
    .limit(1);
  return row;
}

/** True when a short link, active or paused, has the address a post with this slug would have (decision 0044). */
export async function isPostAddressShortLink(db: Database, slug: string): Promise<boolean> {
  const matchKey = shortLinkMatchKey(`${BLOG_POST_PREFIX}${slug}`);
  const [row] = await db.select({ id: shortLinks.id }).from(shortLinks).where(eq(shortLinks.matchKey, matchKey)).limit(1);
  return row !== undefined;
}

/** Which of these match keys a short link, active or paused, has already. */
export async function takenMatchKeys(db: Database, matchKeys: string[]): Promise<Set<string>> {
  if (matchKeys.length === 0) return new Set();
  const rows = await db.select({ matchKey: shortLinks.matchKey }).from(shortLinks).where(inList(shortLinks.matchKey, matchKeys));
  return new Set(rows.map((row) => row.matchKey ?? ""));
}

export function listShortLinks(db: Database) {
  return db.select().from(shortLinks).orderBy(desc(shortLinks.createdAt), desc(shortLinks.id));
}

export async function findShortLink(db: Database, id: number) {
  const [row] = await db.select().from(shortLinks).where(eq(shortLinks.id, id)).limit(1);
  return row;
}

/** Another link has the path already: paths are unique by match key, so /Flyer and /flyer/ are one (docs/decisions/0011). */
export const isDuplicatePath = (error: unknown) => isUniqueViolation(error, "url_redirects.match_key");

type NewShortLink = Pick<typeof shortLinks.$inferInsert, "fromPath" | "toUrl" | "isActive">;

/** The statements of staff's changes to short links, each for the change's batch with its audit row. */
export const insertShortLink = (db: Database, values: NewShortLink) => db.insert(shortLinks).values(values).returning();

export const updateShortLink = (db: Database, id: number, values: Partial<NewShortLink>) =>
  db
    .update(shortLinks)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shortLinks.id, id))
    .returning();

/** Its clicks go with it (ON DELETE CASCADE). */
export const deleteShortLink = (db: Database, id: number) => db.delete(shortLinks).where(eq(shortLinks.id, id));

/** A short link as the dashboard shows it, with the full address people type or scan. */
export function toShortLinkView(row: ShortLinkRow, origin: string) {
  return {
    id: row.id,
    fromPath: row.fromPath,
    address: shortLinkAddress(origin, row.fromPath),
    toUrl: row.toUrl,
    isActive: row.isActive,
    clickCount: row.clickCount,
    lastClickedAt: row.lastClickedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
