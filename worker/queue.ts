// The outbox queue's consumer: each message is either an outbox message to send
// (worker/outbox/consumer.ts) or a record to geocode (worker/registry/locate.ts).
import type { MessageBatch } from "@cloudflare/workers-types";

import { database } from "./db/client";
import type { Env, OutboxQueueMessage } from "./env";
import { deliverOutboxMessage } from "./outbox/consumer";
import { geocodeJobOf } from "./registry/geocode-queue";
import { runGeocodeJob } from "./registry/locate";

export async function consumeOutboxQueue(batch: MessageBatch<OutboxQueueMessage>, env: Env): Promise<void> {
  const db = database(env);
  for (const message of batch.messages) {
    const job = geocodeJobOf(message.body);
    await (job ? runGeocodeJob(env, message, job) : deliverOutboxMessage(db, env, message));
  }
}
