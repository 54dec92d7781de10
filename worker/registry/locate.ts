// Geocoding a registration or an incident (R14): the queue consumer runs one job per message,
// the cron trigger re-enqueues what stayed pending or failed and is due. A lookup that fails is
// retried later with a growing wait; a point staff set by hand is never overwritten.
import { database } from "../db/client";
import { dueGeocodeJobs, geocodeTarget, storeGeocodeResult } from "../db/geocoding";
import type { Env } from "../env";
import { logError } from "../log";
import { retryDelaySeconds, STUCK_AFTER_MS } from "../outbox";
import { DONE, eachMessage, FAILED_WORK_RETRY_SECONDS, retryAfter, type Outcome } from "../queue-batch";
import { geocodeQueueBody, type GeocodeJob } from "../shared/queue-bodies";
import { enqueueGeocoding } from "./geocode-queue";
import { geocodeAddress } from "./geocoder";

/** After this many failed lookups a record stays failed until staff set its point (about 14 hours of tries). */
export const MAX_GEOCODE_ATTEMPTS = 20;

/** The most records per table one cron run re-enqueues; the next run takes the rest. */
export const GEOCODE_SWEEP_LIMIT = 50;

/** The geocoding queue's consumer (worker/queue-consumers.ts): runs the job each message carries. */
export const geocodeConsumer = eachMessage({ name: "geocode", body: geocodeQueueBody }, ({ geocode: job }, env) => runGeocodeJob(env, job));

/** Runs a job; only a storage failure hands it back to the platform. */
async function runGeocodeJob(env: Env, job: GeocodeJob): Promise<Outcome> {
  try {
    await locate(env, job, new Date());
  } catch (error) {
    logError("geocode-store", error, { table: job.table, id: job.id });
    return retryAfter(FAILED_WORK_RETRY_SECONDS);
  }
  return DONE;
}

async function locate(env: Env, job: GeocodeJob, now: Date): Promise<void> {
  const db = database(env);
  const target = await geocodeTarget(db, job);
  // Located, not found, set by staff, deleted, or with no address to look up: nothing to do.
  if (!target?.address) return;
  const result = await geocodeAddress(env, target.address);
  const attempts = target.geocodeAttempts + 1;
  let retryAt: Date | null = null;
  if (result.outcome === "failed") {
    logError("geocode", new Error(result.reason), { table: job.table, id: job.id, attempt: attempts });
    if (attempts < MAX_GEOCODE_ATTEMPTS) retryAt = new Date(now.getTime() + retryDelaySeconds(attempts) * 1000);
  }
  await storeGeocodeResult(db, job, target.address, result, attempts, retryAt);
}

/**
 * The geocoding dead-letter queue's consumer: a job whose row could not be read or written many
 * times over. The row still waits for a lookup, so the cron trigger hands it over again.
 */
export const geocodeDeadLetterConsumer = eachMessage({ name: "geocode-dead-letter", body: geocodeQueueBody }, ({ geocode: job }) => {
  logError("geocode-dead-letter", new Error("A geocoding job was moved to the dead-letter queue"), job);
  return DONE;
});

/** The cron trigger's share: answers how many jobs it handed to the queue. */
export async function sweepGeocoding(env: Pick<Env, "DB" | "GEOCODING_QUEUE">, now: Date): Promise<number> {
  const jobs = await dueGeocodeJobs(database(env), new Date(now.getTime() - STUCK_AFTER_MS), now, GEOCODE_SWEEP_LIMIT);
  await enqueueGeocoding(env, jobs);
  return jobs.length;
}
