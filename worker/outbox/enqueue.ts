// Handing stored messages to their channel's queue (worker/queues.ts). A failed hand-over loses
// nothing: the rows are in D1 and the cron trigger (worker/outbox/sweep.ts) enqueues what stays pending.
import type { OutboxMessage } from "../db/schema";
import type { Env } from "../env";
import { logError } from "../log";
import { CHANNEL_QUEUES } from "../queues";

/** The most messages one sendBatch call takes (Cloudflare Queues' limit is 100). */
const BATCH_LIMIT = 100;

/** What enqueuing needs of a message: its id, and its channel to pick the queue. */
export type QueuedMessage = Pick<OutboxMessage, "id" | "channel">;

/** The queue bindings enqueuing uses, one per channel. */
export type ChannelQueues = Pick<Env, (typeof CHANNEL_QUEUES)[keyof typeof CHANNEL_QUEUES]>;

export async function enqueueMessages(env: ChannelQueues, messages: readonly QueuedMessage[]): Promise<void> {
  for (const [channel, binding] of Object.entries(CHANNEL_QUEUES) as [QueuedMessage["channel"], keyof ChannelQueues][]) {
    const ids = messages.filter((message) => message.channel === channel).map((message) => message.id);
    for (let start = 0; start < ids.length; start += BATCH_LIMIT) {
      const chunk = ids.slice(start, start + BATCH_LIMIT);
      try {
        await env[binding].sendBatch(chunk.map((messageId) => ({ body: { messageId } })));
      } catch (error) {
        logError("outbox-enqueue", error, { channel, messages: chunk.length });
      }
    }
  }
}
