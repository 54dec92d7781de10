// wrangler.toml declares the queues under the names the Worker sends to and dispatches on
// (worker/queues.ts), each kind with a consumer and a dead-letter queue of its own.
import { unstable_readConfig } from "wrangler";
import { describe, expect, it } from "vitest";
import { z } from "zod";

import { CHANNEL_DEAD_LETTERS, CHANNEL_QUEUES, QUEUE_NAMES } from "../../worker/queues";

const queuesConfig = z.object({
  queues: z.object({
    producers: z.array(z.object({ binding: z.string(), queue: z.string() })),
    consumers: z.array(z.object({ queue: z.string(), dead_letter_queue: z.string().optional(), max_concurrency: z.number().optional() })),
  }),
});
const { producers, consumers } = queuesConfig.parse(unstable_readConfig({ config: "wrangler.toml" })).queues;
const producerQueue = (binding: string) => producers.find((producer) => producer.binding === binding)?.queue;
const consumer = (queue: string) => consumers.find((entry) => entry.queue === queue);

describe("the queues wrangler.toml declares", () => {
  it("give emails, webhooks and geocoding a queue each, consumed and with its own dead-letter queue", () => {
    const kinds = [
      [QUEUE_NAMES.emails, QUEUE_NAMES.emailDeadLetters],
      [QUEUE_NAMES.webhooks, QUEUE_NAMES.webhookDeadLetters],
      [QUEUE_NAMES.geocoding, QUEUE_NAMES.geocodingDeadLetters],
    ];
    for (const [queue, deadLetters] of kinds) {
      expect(consumer(queue!)).toMatchObject({ dead_letter_queue: deadLetters });
      expect(consumer(deadLetters!)).toBeDefined();
    }
    expect(new Set(Object.values(QUEUE_NAMES)).size).toBe(7);
  });

  it("consume the analytics queue one batch at a time, so two batches never both begin one visitor's visit", () => {
    expect(producerQueue("ANALYTICS")).toBe(QUEUE_NAMES.analytics);
    expect(consumer(QUEUE_NAMES.analytics)).toMatchObject({ max_concurrency: 1 });
  });

  it("bind each outbox channel's queue and dead-letter queue under the names the Worker uses", () => {
    expect(producerQueue(CHANNEL_QUEUES.email)).toBe(QUEUE_NAMES.emails);
    expect(producerQueue(CHANNEL_QUEUES.webhook)).toBe(QUEUE_NAMES.webhooks);
    expect(producerQueue(CHANNEL_DEAD_LETTERS.email)).toBe(QUEUE_NAMES.emailDeadLetters);
    expect(producerQueue(CHANNEL_DEAD_LETTERS.webhook)).toBe(QUEUE_NAMES.webhookDeadLetters);
    expect(producerQueue("GEOCODING_QUEUE")).toBe(QUEUE_NAMES.geocoding);
  });
});
