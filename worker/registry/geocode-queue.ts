// Geocoding rides on the outbox queue: a job names a registration or an incident, and the row in
// D1 holds the rest. A job that cannot be handed over is only logged (without personal data):
// the record stays pending and the cron trigger enqueues it again (worker/registry/locate.ts).
import type { Env, GeocodeJob } from "../env";
import { logError } from "../log";

/** Cloudflare Queues takes at most 100 messages in one sendBatch call. */
const BATCH_LIMIT = 100;

export async function enqueueGeocoding(env: Pick<Env, "OUTBOX">, jobs: readonly GeocodeJob[]): Promise<void> {
  for (let start = 0; start < jobs.length; start += BATCH_LIMIT) {
    const chunk = jobs.slice(start, start + BATCH_LIMIT);
    try {
      await env.OUTBOX.sendBatch(chunk.map((geocode) => ({ body: { geocode } })));
    } catch (error) {
      logError("geocode-enqueue", error, { jobs: chunk.length });
    }
  }
}

/** The job a queue message carries, or undefined when it is not a geocoding job. */
export function geocodeJobOf(body: unknown): GeocodeJob | undefined {
  const job = typeof body === "object" && body !== null ? (body as { geocode?: unknown }).geocode : undefined;
  if (typeof job !== "object" || job === null) return undefined;
  const { table, id } = job as { table?: unknown; id?: unknown };
  if (table !== "camera_registrations" && table !== "incidents") return undefined;
  return typeof id === "number" && Number.isSafeInteger(id) && id > 0 ? { table, id } : undefined;
}
