// The Worker's queue() handler: which consumer works each queue's batches (names in worker/queues.ts
// and worker/shared/click-path.ts; how a batch is worked in worker/queue-batch.ts). Emails, webhooks
// and geocoding have queues of their own, and the messages of one batch are worked at once, so a
// receiver that hangs holds up no other message (docs/decisions/0036-one-client-cannot-push-others-out.md).
import type { MessageBatch } from "@cloudflare/workers-types";

import { analyticsConsumer } from "./analytics";
import type { Env } from "./env";
import { outboxConsumer, outboxDeadLetterConsumer } from "./outbox";
import type { QueueConsumer } from "./queue-batch";
import { QUEUE_NAMES } from "./queues";
import { geocodeConsumer, geocodeDeadLetterConsumer } from "./registry";
import { clickConsumer } from "./short-links";
import { CLICK_DEAD_LETTER_QUEUE, CLICK_QUEUE } from "./shared/click-path";

/** Each queue's consumer, by the queue's name. */
const CONSUMERS: Record<string, QueueConsumer> = {
  [QUEUE_NAMES.emails]: outboxConsumer,
  [QUEUE_NAMES.webhooks]: outboxConsumer,
  [QUEUE_NAMES.emailDeadLetters]: outboxDeadLetterConsumer,
  [QUEUE_NAMES.webhookDeadLetters]: outboxDeadLetterConsumer,
  [QUEUE_NAMES.geocoding]: geocodeConsumer,
  [QUEUE_NAMES.geocodingDeadLetters]: geocodeDeadLetterConsumer,
  [QUEUE_NAMES.analytics]: analyticsConsumer,
  // The click queue's dead letters are stored the same way: a batch D1 could not store many times over.
  [CLICK_QUEUE]: clickConsumer,
  [CLICK_DEAD_LETTER_QUEUE]: clickConsumer,
};

export async function consumeQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const consume = CONSUMERS[batch.queue];
  if (!consume) throw new Error(`No consumer for the queue ${batch.queue}`);
  await consume(batch, env);
}
