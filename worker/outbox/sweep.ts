// The cron trigger's work: hand the queue again whatever stayed pending past its time (an
// enqueue that failed, a consumer that died mid-send), so no message waits forever.
import { database } from "../db/client";
import { markRequeued, stuckMessageIds } from "../db/outbox";
import type { Env } from "../env";
import { enqueueMessages } from "./enqueue";
import { STUCK_AFTER_MS, SWEEP_LIMIT } from "./policy";

/** Answers how many messages it re-enqueued. */
export async function sweepOutbox(env: Pick<Env, "DB" | "OUTBOX">, now: Date): Promise<number> {
  const db = database(env);
  const ids = await stuckMessageIds(db, new Date(now.getTime() - STUCK_AFTER_MS), now, SWEEP_LIMIT);
  if (ids.length === 0) return 0;
  await markRequeued(db, ids, now);
  await enqueueMessages(env, ids);
  return ids.length;
}
