// Geocoding has a queue of its own (worker/queues.ts): a job names a registration or an incident,
// and the row in D1 holds the rest. A job that cannot be handed over is only logged (without
// personal data): the record stays pending and the cron trigger enqueues it again (worker/registry/locate.ts).
import type { Env } from "../env";
import { logError } from "../log";
import type { GeocodeJob } from "../shared/queue-bodies";

/** Cloudflare Queues takes at most 100 messages in one sendBatch call. */
const BATCH_LIMIT = 100;

export async function enqueueGeocoding(env: Pick<Env, "GEOCODING_QUEUE">, jobs: readonly GeocodeJob[]): Promise<void> {
  for (let start = 0; start < jobs.length; start += BATCH_LIMIT) {
    const chunk = jobs.slice(start, start + BATCH_LIMIT);
    try {
      await env.GEOCODING_QUEUE.sendBatch(chunk.map((geocode) => ({ body: { geocode } })));
    } catch (error) {
      logError("geocode-enqueue", error, { jobs: chunk.length });
    }
  }
}
