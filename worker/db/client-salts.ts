// The day's random key for hashing clients (worker/security/client-key.ts), and the purge of days
// that are over: once a day's key is gone, its hashes cannot be tied to an address again.
import { lt } from "drizzle-orm";

import type { Database } from "./client";
import { counted, retentionAuditIfChanged, type RunNote } from "./retention";
import { clientSalts, postViews } from "./schema";

/** The key of `day`, made by the first request of the day; every later request reads the same one. */
export async function saltOfDay(db: Database, day: string, fresh: () => string): Promise<string> {
  const [row] = await db
    .insert(clientSalts)
    .values({ day, salt: fresh() })
    // A no-op update on a conflict, so that RETURNING answers the key already stored.
    .onConflictDoUpdate({ target: clientSalts.day, set: { salt: clientSalts.salt } })
    .returning({ salt: clientSalts.salt });
  return row!.salt;
}

/** Deletes the keys and the post views of the days before `today`; the audit trail counts the keys (R20). */
export async function purgeClientDaysBefore(db: Database, today: string, { summary, now }: RunNote) {
  await db.batch([
    db.delete(postViews).where(lt(postViews.day, today)),
    db.delete(clientSalts).where(lt(clientSalts.day, today)),
    retentionAuditIfChanged(db, { entity: "client key", summary: counted(summary), now }),
  ]);
}
