// The queue consumer: sends each message it is handed, at least once and never twice once sent.
// A message is claimed (a conditional UPDATE that also counts the attempt) before it is sent, so
// a second delivery of the same queue message, or a cron re-enqueue, finds nothing to do.
import type { Message } from "@cloudflare/workers-types";

import type { Database } from "../db/client";
import { claimMessage, markDeadLettered, markFailed, markRetry, markSent } from "../db/outbox";
import type { OutboxMessage } from "../db/schema";
import type { Env } from "../env";
import { logError } from "../log";
import { CHANNEL_DEAD_LETTERS, outboxQueueBody } from "../queues";
import { MAX_ATTEMPTS, retryDelaySeconds, SENDING_HOLD_MS } from "./policy";
import { sendEmail } from "./senders/email";
import { failureWords } from "./senders/failure";
import { postWebhook } from "./senders/webhook";

/** The wait before the platform hands back a message whose row could not be read or written. */
const STORAGE_RETRY_SECONDS = 60;

/** Sends one outbox message its channel's queue handed over (worker/queue-consumers.ts). */
export async function deliverOutboxMessage(db: Database, env: Env, message: Message<unknown>): Promise<void> {
  const id = messageIdOf(message.body);
  if (!id) return message.ack(); // not ours to read: nothing could ever send it
  const now = new Date();
  let row: OutboxMessage | undefined;
  try {
    row = await claimMessage(db, id, now, new Date(now.getTime() + SENDING_HOLD_MS));
  } catch (error) {
    logError("outbox-claim", error, { messageId: id });
    return message.retry({ delaySeconds: STORAGE_RETRY_SECONDS });
  }
  // Sent, failed, deleted with its record, or being sent by another consumer right now.
  if (!row) return message.ack();

  try {
    await send(env, row, now);
  } catch (error) {
    logError("outbox-send", error, { messageId: id, kind: row.kind, attempt: row.attempts });
    return settleFailure(
      db,
      env,
      message,
      row,
      now,
      failureWords(error, row.channel === "email" ? "The email service" : "The webhook call"),
    );
  }
  try {
    await markSent(db, id, new Date());
  } catch (error) {
    // Sent but not marked: the hold runs out and it is sent again (at least once, not exactly once).
    logError("outbox-mark-sent", error, { messageId: id });
  }
  message.ack();
}

function send(env: Env, row: OutboxMessage, now: Date): Promise<void> {
  return row.channel === "email" ? sendEmail(env, row) : postWebhook(env, row, now);
}

async function settleFailure(db: Database, env: Env, message: Message<unknown>, row: OutboxMessage, attemptedAt: Date, words: string) {
  try {
    if (row.attempts >= MAX_ATTEMPTS) {
      await markFailed(db, row.id, words);
      await env[CHANNEL_DEAD_LETTERS[row.channel]].send({ messageId: row.id });
      return message.ack();
    }
    const delaySeconds = retryDelaySeconds(row.attempts);
    await markRetry(db, row.id, words, new Date(attemptedAt.getTime() + delaySeconds * 1000));
    message.retry({ delaySeconds });
  } catch (error) {
    logError("outbox-settle", error, { messageId: row.id });
    message.retry({ delaySeconds: STORAGE_RETRY_SECONDS });
  }
}

/**
 * A dead-letter queue's consumer: records that a message got there. One the outbox consumer
 * failed already is only stamped; one the platform moved there (its consumer kept crashing) is
 * failed now, so staff see it and can resend it.
 */
export async function recordDeadLetter(db: Database, message: Message<unknown>): Promise<void> {
  const id = messageIdOf(message.body);
  if (id) await markDeadLettered(db, id, new Date(), "Moved to the dead-letter queue after repeated failures");
  message.ack();
}

function messageIdOf(body: unknown): string | undefined {
  const parsed = outboxQueueBody.safeParse(body);
  return parsed.success ? parsed.data.messageId : undefined;
}
