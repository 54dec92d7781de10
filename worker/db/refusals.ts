// Failed attempts at staff routes (R25): a signed-in person refused a route their role does not
// open is written to the audit trail, at most once a minute per person, so that an open tab
// retrying, or someone trying address after address, leaves a trace without filling the trail.
import { sql } from "drizzle-orm";

import type { Database } from "./client";
import { logError } from "../log";
import { insertAuditSelect } from "./audit";
import { auditLog } from "./schema";
import type { User } from "./users";

export const REFUSAL_RECORD_INTERVAL_MS = 60 * 1000;

/** Records the refusal unless this person's last one is under a minute old; a failure to write is logged, never answered. */
export async function recordRefusal(db: Database, user: Pick<User, "id" | "email"> & { sessionId: string }, route: string, reason: string) {
  const now = Date.now();
  const summary = `${route}: ${reason}`.slice(0, 200);
  try {
    await insertAuditSelect(
      db,
      {
        at: new Date(now),
        userId: user.id,
        userEmail: user.email,
        action: "refused",
        entity: "session",
        entityId: 0,
        summary,
        sessionId: user.sessionId,
      },
      sql`where not exists (select 1 from ${auditLog} where ${auditLog.userId} = ${user.id} and ${auditLog.action} = 'refused' and ${auditLog.at} > ${now - REFUSAL_RECORD_INTERVAL_MS})`,
    );
  } catch (error) {
    logError("refusal-record", error);
  }
}
