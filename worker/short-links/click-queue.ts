// The queued click path (CLICK_PATH=queue, docs/decisions/0027-speed-and-clicks.md): a click is
// handed to the click queue, durable once the send resolves, before the visitor gets the 302;
// the Worker's queue() consumer then stores each queue batch's clicks in one D1 transaction.
// The default, direct path writes each click in D1 before its 302 (worker/short-links/follow.ts).
import type { Message, MessageBatch, Queue } from "@cloudflare/workers-types";

import { storeQueuedClicks, type ClickRow, type QueuedClick } from "../db/clicks";
import type { Env } from "../env";
import { logError } from "../log";
import { z } from "../shared/schemas/zod";

/** Hands a click to the queue; resolves once the queue holds it. */
export async function queueClick(queue: Queue<QueuedClick>, redirectId: number, row: ClickRow): Promise<void> {
  await queue.send({ ...row, redirectId, key: crypto.randomUUID() }, { contentType: "json" });
}

/** What a queued click must look like to be stored: anything else (an older shape, a stray message) is dropped. */
const queuedClickSchema = z.object({
  key: z.string().min(1).max(64),
  redirectId: z.number().int().positive(),
  clickedAt: z.number().int().nonnegative(),
  userAgent: z.string().max(512).nullable(),
  ipAddress: z.string().max(45).nullable(),
  referer: z.string().max(2048).nullable(),
  country: z.string().max(2).nullable(),
  isBot: z.boolean(),
  source: z.string().max(40).nullable(),
});

/** The wait before the platform hands back a batch D1 could not store (it keeps count: max_retries). */
export const CLICK_RETRY_SECONDS = 60;

/** The click queue's consumer, and its dead-letter queue's: one D1 transaction per batch. */
export async function consumeClicks(batch: MessageBatch<unknown>, env: Pick<Env, "DB">): Promise<void> {
  const clicks: { message: Message<unknown>; click: QueuedClick }[] = [];
  for (const message of batch.messages) {
    const click = queuedClickSchema.safeParse(message.body);
    if (click.success) clicks.push({ message, click: click.data });
    else {
      logError("click-queue", new Error("A message that is not a click was dropped"), { queue: batch.queue });
      message.ack();
    }
  }
  try {
    await storeQueuedClicks(
      env.DB,
      clicks.map(({ click }) => click),
    );
  } catch (error) {
    // Nothing of the batch was stored (one transaction): all of it comes back later.
    logError("click-queue", error, { queue: batch.queue, clicks: clicks.length });
    for (const { message } of clicks) message.retry({ delaySeconds: CLICK_RETRY_SECONDS });
    return;
  }
  for (const { message } of clicks) message.ack();
}
