// Handing stored messages to the queue. A failed hand-over loses nothing: the rows are in D1
// and the cron trigger (worker/outbox/sweep.ts) enqueues what stays pending.
import type { Env } from "../env";
import { logError } from "../log";

/** The most messages one sendBatch call takes (Cloudflare Queues' limit is 100). */
const BATCH_LIMIT = 100;

export async function enqueueMessages(env: Pick<Env, "OUTBOX">, ids: readonly string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH_LIMIT) {
    const chunk = ids.slice(start, start + BATCH_LIMIT);
    try {
      await env.OUTBOX.sendBatch(chunk.map((messageId) => ({ body: { messageId } })));
    } catch (error) {
      logError("outbox-enqueue", error, { messages: chunk.length });
    }
  }
}
