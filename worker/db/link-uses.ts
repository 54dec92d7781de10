// The counts behind the limits on owners' signed links (decision 0059): one row per thing counted
// and window. A use is an upsert written in the batch that acts, so it counts exactly what was
// done; the table's CHECK fails that batch instead of going past the cap.
import { and, eq, lt, or, sql } from "drizzle-orm";

import type { Database } from "./client";
import { signedLinkUses } from "./schema";

/** One thing counted: its key (what and whose, never an address) and how many uses a window allows. */
export interface LinkUse {
  key: string;
  cap: number;
  windowMs: number;
}

const windowStart = (use: LinkUse, now: Date) => new Date(Math.floor(now.getTime() / use.windowMs) * use.windowMs);

/** The statements that count one use of each, for the batch that acts. */
export function countUses(db: Database, uses: readonly LinkUse[], now: Date) {
  return uses.map((use) =>
    db
      .insert(signedLinkUses)
      .values({ key: use.key, windowStart: windowStart(use, now), uses: 1, cap: use.cap })
      .onConflictDoUpdate({ target: [signedLinkUses.key, signedLinkUses.windowStart], set: { uses: sql`${signedLinkUses.uses} + 1` } }),
  );
}

/** When the fullest of these uses may act again: the end of the latest window that is at its cap (now if none is). */
export async function usableAgainAt(db: Database, uses: readonly LinkUse[], now: Date): Promise<Date> {
  if (uses.length === 0) return now;
  const rows = await db
    .select()
    .from(signedLinkUses)
    .where(or(...uses.map((use) => and(eq(signedLinkUses.key, use.key), eq(signedLinkUses.windowStart, windowStart(use, now))))));
  const ends = uses.flatMap((use) => {
    const row = rows.find((found) => found.key === use.key);
    return row && row.uses >= row.cap ? [windowStart(use, now).getTime() + use.windowMs] : [];
  });
  return new Date(Math.max(now.getTime(), ...ends));
}

/** Deletes up to `max` counts whose window started before `before` (every window is over by then). */
export function purgeEndedUses(db: Database, before: Date, max: number) {
  const rowid = sql`rowid`;
  const due = db.select({ rowid }).from(signedLinkUses).where(lt(signedLinkUses.windowStart, before)).limit(max);
  return db.delete(signedLinkUses).where(sql`${rowid} in ${due}`);
}
