// The queued click path (CLICK_PATH=queue, docs/decisions/0027-speed-and-clicks.md): a click is
// handed to the click queue, durable once the send resolves, before the visitor gets the 302;
// the Worker's queue() consumer then stores each queue batch's clicks in one D1 transaction.
// The default, direct path writes each click in D1 before its 302 (worker/short-links/follow.ts).
import type { Queue } from "@cloudflare/workers-types";

import { storeQueuedClicks, type ClickRow } from "../db/clicks";
import { DONE, wholeBatch } from "../queue-batch";
import { queuedClickBody, type QueuedClick } from "../shared/queue-bodies";

/** Hands a click to the queue; resolves once the queue holds it. */
export async function queueClick(queue: Queue<QueuedClick>, shortLinkId: number, row: ClickRow): Promise<void> {
  await queue.send({ ...row, shortLinkId, key: crypto.randomUUID() }, { contentType: "json" });
}

/**
 * The click queue's consumer, and its dead-letter queue's: one D1 transaction per batch. When D1
 * fails nothing of the batch was stored, and all of it comes back later (the platform keeps
 * count: max_retries).
 */
export const clickConsumer = wholeBatch({ name: "click-queue", body: queuedClickBody }, async (clicks, env) => {
  await storeQueuedClicks(env.DB, clicks);
  return DONE;
});
