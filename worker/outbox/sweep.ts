// The cron trigger's work: hand each channel's queue again whatever stayed pending past its time
// (an enqueue that failed, a consumer that died mid-send), so no message waits forever.
import { database } from "../db/client";
import { markRequeued, stuckMessages } from "../db/outbox";
import type { Env } from "../env";
import { enqueueMessages, type ChannelQueues } from "./enqueue";
import { STUCK_AFTER_MS, SWEEP_LIMIT } from "./policy";

/** Answers how many messages it re-enqueued. */
export async function sweepOutbox(env: ChannelQueues & Pick<Env, "DB">, now: Date): Promise<number> {
  const db = database(env);
  const stuck = await stuckMessages(db, new Date(now.getTime() - STUCK_AFTER_MS), now, SWEEP_LIMIT);
  if (stuck.length === 0) return 0;
  await markRequeued(
    db,
    stuck.map((message) => message.id),
    now,
  );
  await enqueueMessages(env, stuck);
  return stuck.length;
}
