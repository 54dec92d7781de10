import { desc, eq } from "drizzle-orm";

import type { Database } from "./client";
import { urlRedirects, type UrlRedirect } from "./schema";

export function listRedirects(db: Database) {
  return db.select().from(urlRedirects).orderBy(desc(urlRedirects.createdAt), desc(urlRedirects.id));
}

export async function findRedirect(db: Database, id: number) {
  const [row] = await db.select().from(urlRedirects).where(eq(urlRedirects.id, id)).limit(1);
  return row;
}

export function toRedirectView(row: UrlRedirect) {
  return {
    id: row.id,
    fromPath: row.fromPath,
    toUrl: row.toUrl,
    isActive: row.isActive,
    clickCount: row.clickCount,
    lastClickedAt: row.lastClickedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
