// The queue consumer: sends each message it is handed, at least once and never twice once sent.
// A message is claimed (a conditional UPDATE that also counts the attempt) before it is sent, so
// a second delivery of the same queue message, or a cron re-enqueue, finds nothing to do.
import { database, type Database } from "../db/client";
import { claimMessage, findMessage, markDeadLettered, markFailed, markRetry, markSent } from "../db/outbox";
import type { OutboxMessage } from "../db/schema";
import type { Env } from "../env";
import { logError } from "../log";
import { DONE, eachMessage, FAILED_WORK_RETRY_SECONDS, retryAfter, type Outcome } from "../queue-batch";
import { CHANNEL_DEAD_LETTERS } from "../queues";
import { outboxQueueBody } from "../shared/queue-bodies";
import { MAX_ATTEMPTS, retryDelaySeconds, SENDING_HOLD_MS } from "./policy";
import { failedMessageNotices, mailSettings } from "./compose";
import { enqueueMessages } from "./enqueue";
import { sendEmail } from "./senders/email";
import { failureWords } from "./senders/failure";
import { postWebhook } from "./senders/webhook";

/** The email and webhook queues' consumer (worker/queue-consumers.ts): sends each message it is handed. */
export const outboxConsumer = eachMessage({ name: "outbox", body: outboxQueueBody }, ({ messageId }, env) =>
  deliverOutboxMessage(database(env), env, messageId),
);

async function deliverOutboxMessage(db: Database, env: Env, id: string): Promise<Outcome> {
  const now = new Date();
  let row: OutboxMessage | undefined;
  try {
    row = await claimMessage(db, id, now, new Date(now.getTime() + SENDING_HOLD_MS));
  } catch (error) {
    logError("outbox-claim", error, { messageId: id });
    return retryAfter(FAILED_WORK_RETRY_SECONDS);
  }
  // Sent, failed, deleted with its record, or being sent by another consumer right now.
  if (!row) return DONE;

  let loggedOnly = false;
  try {
    ({ loggedOnly } = await send(env, row, now));
  } catch (error) {
    logError("outbox-send", error, { messageId: id, kind: row.kind, attempt: row.attempts });
    return settleFailure(db, env, row, now, failureWords(error, row.channel === "email" ? "The email service" : "The webhook call"));
  }
  try {
    await markSent(db, id, new Date(), { loggedOnly });
  } catch (error) {
    // Sent but not marked: the hold runs out and it is sent again (at least once, not exactly once).
    logError("outbox-mark-sent", error, { messageId: id });
  }
  return DONE;
}

/** Sends it; an email with no EMAIL binding configured is only logged, and said to be. */
async function send(env: Env, row: OutboxMessage, now: Date): Promise<{ loggedOnly: boolean }> {
  if (row.channel === "email") return sendEmail(env, row);
  await postWebhook(env, row, now);
  return { loggedOnly: false };
}

async function settleFailure(db: Database, env: Env, row: OutboxMessage, attemptedAt: Date, words: string): Promise<Outcome> {
  try {
    if (row.attempts >= MAX_ATTEMPTS) {
      await markFailed(db, row.id, words);
      await env[CHANNEL_DEAD_LETTERS[row.channel]].send({ messageId: row.id });
      return DONE;
    }
    const delaySeconds = retryDelaySeconds(row.attempts);
    await markRetry(db, row.id, words, new Date(attemptedAt.getTime() + delaySeconds * 1000));
    return retryAfter(delaySeconds);
  } catch (error) {
    logError("outbox-settle", error, { messageId: row.id });
    return retryAfter(FAILED_WORK_RETRY_SECONDS);
  }
}

/**
 * The dead-letter queues' consumer: records that a message got there. One the outbox consumer
 * failed already is only stamped; one the platform moved there (its consumer kept crashing) is
 * failed now, so staff see it and can resend it.
 */
export const outboxDeadLetterConsumer = eachMessage({ name: "outbox-dead-letter", body: outboxQueueBody }, async ({ messageId }, env) => {
  const db = database(env);
  const now = new Date();
  const failed = await findMessage(db, messageId);
  // Staff hear of it (R23's Notifications), by its kind only: the dashboard's message log has the rest.
  // Outside a request the site's address is SITE_URL's, when set.
  const origin = env.SITE_URL ? new URL(env.SITE_URL).origin : undefined;
  const notices = failed ? failedMessageNotices(await mailSettings(env), origin, { kind: failed.kind, at: now }) : [];
  await markDeadLettered(db, messageId, now, "Moved to the dead-letter queue after repeated failures", notices);
  await enqueueMessages(env, notices);
  return DONE;
});
