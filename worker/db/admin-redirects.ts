import { desc, eq } from "drizzle-orm";

import { shortLinkAddress } from "../shared/short-links";
import type { Database } from "./client";
import { urlRedirects, type UrlRedirect } from "./schema";

export function listRedirects(db: Database) {
  return db.select().from(urlRedirects).orderBy(desc(urlRedirects.createdAt), desc(urlRedirects.id));
}

export async function findRedirect(db: Database, id: number) {
  const [row] = await db.select().from(urlRedirects).where(eq(urlRedirects.id, id)).limit(1);
  return row;
}

/** A redirect as the dashboard shows it, with the full address people type or scan. */
export function toRedirectView(row: UrlRedirect, origin: string) {
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
