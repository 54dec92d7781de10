// How hard the outbox tries (docs/decisions/0014-outbox.md). With these numbers a message is
// tried 10 times over about three hours before it is failed and dead-lettered for staff to resend.
export const MAX_ATTEMPTS = 10;

/** The wait after failed attempt `attempt` (1-based): 30 s, doubling, at most an hour. */
export function retryDelaySeconds(attempt: number): number {
  return Math.min(30 * 2 ** (attempt - 1), 3600);
}

/** How long a consumer holds a message it is sending (a send takes at most WEBHOOK_TIMEOUT_MS). */
export const SENDING_HOLD_MS = 5 * 60_000;

/** A pending message the queue should have delivered this long ago is stuck: the cron trigger re-enqueues it. */
export const STUCK_AFTER_MS = 2 * 60_000;

/** The most stuck messages one cron run re-enqueues; the next run takes the rest. */
export const SWEEP_LIMIT = 500;

/** A webhook receiver that has not answered in this time has failed the attempt. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
