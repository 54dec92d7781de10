// The Worker's queue() handler: which consumer works each queue's batches (names in worker/queues.ts
// and worker/shared/click-path.ts). Emails, webhooks and geocoding have queues of their own, and
// the messages of one batch are worked at once, so a receiver that hangs holds up no other message
// (docs/decisions/0036-one-client-cannot-push-others-out.md).
import type { Message, MessageBatch } from "@cloudflare/workers-types";

import { database } from "./db/client";
import type { Env } from "./env";
import { logError } from "./log";
import { deliverOutboxMessage, recordDeadLetter } from "./outbox/consumer";
import { QUEUE_NAMES } from "./queues";
import { noteGeocodeDeadLetter, runGeocodeJob } from "./registry/locate";
import { consumeClicks } from "./short-links/click-queue";
import { CLICK_DEAD_LETTER_QUEUE, CLICK_QUEUE } from "./shared/click-path";

/** The wait before the platform hands back a message whose work threw. */
const UNEXPECTED_FAILURE_RETRY_SECONDS = 60;

type MessageWork = (env: Env, message: Message<unknown>) => Promise<void> | void;

const sendOutboxMessage: MessageWork = (env, message) => deliverOutboxMessage(database(env), env, message);
const stampDeadLetter: MessageWork = (env, message) => recordDeadLetter(database(env), message);

/** Each queue's work on one of its messages; the click queues store a whole batch at once. */
const MESSAGE_WORK: Record<string, MessageWork> = {
  [QUEUE_NAMES.emails]: sendOutboxMessage,
  [QUEUE_NAMES.webhooks]: sendOutboxMessage,
  [QUEUE_NAMES.emailDeadLetters]: stampDeadLetter,
  [QUEUE_NAMES.webhookDeadLetters]: stampDeadLetter,
  [QUEUE_NAMES.geocoding]: (env, message) => runGeocodeJob(env, message),
  [QUEUE_NAMES.geocodingDeadLetters]: (_env, message) => noteGeocodeDeadLetter(message),
};

export async function consumeQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === CLICK_QUEUE || batch.queue === CLICK_DEAD_LETTER_QUEUE) return consumeClicks(batch, env);
  const work = MESSAGE_WORK[batch.queue];
  if (!work) throw new Error(`No consumer for the queue ${batch.queue}`);
  await workConcurrently(batch, (message) => work(env, message));
}

/** Works every message of a batch at once; one whose work throws is logged and handed back for later. */
async function workConcurrently(batch: MessageBatch<unknown>, work: (message: Message<unknown>) => Promise<void> | void) {
  const results = await Promise.allSettled(batch.messages.map(async (message) => work(message)));
  results.forEach((result, index) => {
    if (result.status === "fulfilled") return;
    logError("queue", result.reason, { queue: batch.queue });
    batch.messages[index]!.retry({ delaySeconds: UNEXPECTED_FAILURE_RETRY_SECONDS });
  });
}
