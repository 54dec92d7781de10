// Geocoding a registration or an incident (R14): the queue consumer runs one job per message,
// the cron trigger re-enqueues what stayed pending or failed and is due. A lookup that fails is
// retried later with a growing wait; a point staff set by hand is never overwritten.
import type { Message } from "@cloudflare/workers-types";

import { database } from "../db/client";
import { dueGeocodeJobs, geocodeTarget, storeGeocodeResult } from "../db/geocoding";
import type { Env } from "../env";
import { logError } from "../log";
import { retryDelaySeconds, STUCK_AFTER_MS } from "../outbox/policy";
import type { GeocodeJob } from "../queues";
import { enqueueGeocoding, geocodeJobOf } from "./geocode-queue";
import { geocodeAddress } from "./geocoder";

/** After this many failed lookups a record stays failed until staff set its point (about 14 hours of tries). */
export const MAX_GEOCODE_ATTEMPTS = 20;

/** The most records per table one cron run re-enqueues; the next run takes the rest. */
export const GEOCODE_SWEEP_LIMIT = 50;

/** The wait before the platform hands back a job whose row could not be read or written. */
const STORAGE_RETRY_SECONDS = 60;

/** Runs the job a message carries and acks it; only a storage failure hands it back to the platform. */
export async function runGeocodeJob(env: Env, message: Message<unknown>, now = new Date()): Promise<void> {
  const job = geocodeJobOf(message.body);
  if (!job) return message.ack(); // not a job: nothing could ever run it
  try {
    await locate(env, job, now);
  } catch (error) {
    logError("geocode-store", error, { table: job.table, id: job.id });
    return message.retry({ delaySeconds: STORAGE_RETRY_SECONDS });
  }
  message.ack();
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
export function noteGeocodeDeadLetter(message: Message<unknown>): void {
  const job = geocodeJobOf(message.body);
  logError("geocode-dead-letter", new Error("A geocoding job was moved to the dead-letter queue"), job ?? {});
  message.ack();
}

/** The cron trigger's share: answers how many jobs it handed to the queue. */
export async function sweepGeocoding(env: Pick<Env, "DB" | "GEOCODING_QUEUE">, now: Date): Promise<number> {
  const jobs = await dueGeocodeJobs(database(env), new Date(now.getTime() - STUCK_AFTER_MS), now, GEOCODE_SWEEP_LIMIT);
  await enqueueGeocoding(env, jobs);
  return jobs.length;
}
