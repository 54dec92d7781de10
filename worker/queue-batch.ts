// How every queue consumer works a batch the Worker's queue() handler hands it
// (worker/queue-consumers.ts): each message's body is read with its queue's zod schema
// (worker/shared/queue-bodies.ts), a message that is not one is dropped, and each message is
// acknowledged or handed back here, once, from the outcome its work answers. Work that throws is
// logged and handed back for later.
import type { Message, MessageBatch } from "@cloudflare/workers-types";

import type { Env } from "./env";
import { logError } from "./log";
import type { z } from "./shared/schemas/zod";

/** What became of a message's work: done (acknowledged), or to be handed back after a wait. */
export type Outcome = "done" | { retryAfterSeconds: number };

export const DONE = "done" as const satisfies Outcome;

export function retryAfter(seconds: number): Outcome {
  return { retryAfterSeconds: seconds };
}

/** The wait before the platform hands back a message whose row could not be read or written, or whose work threw. */
export const FAILED_WORK_RETRY_SECONDS = 60;

/** Works one queue's batches. */
export type QueueConsumer = (batch: MessageBatch<unknown>, env: Env) => Promise<void>;

interface ConsumerOptions<Body> {
  /** Names the consumer in log lines. */
  name: string;
  /** What the queue's messages carry: a message that does not match could never be worked, and is dropped. */
  body: z.ZodType<Body>;
}

/** A consumer that works every message of a batch at once, each on its own: one that hangs holds up no other. */
export function eachMessage<Body>(
  options: ConsumerOptions<Body>,
  work: (body: Body, env: Env) => Promise<Outcome> | Outcome,
): QueueConsumer {
  return async (batch, env) => {
    await Promise.all(
      readBodies(batch, options).map(async ({ message, body }) => {
        settle(message, await outcomeOf(options.name, batch.queue, () => work(body, env)));
      }),
    );
  };
}

/**
 * A consumer that works a batch's messages together (one D1 transaction): one outcome for all of
 * them. `ids` are the queue's ids of the messages, in the order of `bodies`.
 */
export function wholeBatch<Body>(
  options: ConsumerOptions<Body>,
  work: (bodies: Body[], env: Env, ids: string[]) => Promise<Outcome>,
): QueueConsumer {
  return async (batch, env) => {
    const messages = readBodies(batch, options);
    const outcome = await outcomeOf(options.name, batch.queue, () =>
      work(
        messages.map(({ body }) => body),
        env,
        messages.map(({ message }) => message.id),
      ),
    );
    for (const { message } of messages) settle(message, outcome);
  };
}

/** The batch's messages whose body matches; the others are acknowledged (dropped) and logged. */
function readBodies<Body>(batch: MessageBatch<unknown>, { name, body }: ConsumerOptions<Body>) {
  const read: { message: Message<unknown>; body: Body }[] = [];
  for (const message of batch.messages) {
    const parsed = body.safeParse(message.body);
    if (parsed.success) read.push({ message, body: parsed.data });
    else {
      logError(name, new Error("A message that is not one of this queue's was dropped"), { queue: batch.queue });
      message.ack();
    }
  }
  return read;
}

async function outcomeOf(name: string, queue: string, work: () => Promise<Outcome> | Outcome): Promise<Outcome> {
  try {
    return await work();
  } catch (error) {
    logError(name, error, { queue });
    return retryAfter(FAILED_WORK_RETRY_SECONDS);
  }
}

function settle(message: Message<unknown>, outcome: Outcome): void {
  if (outcome === DONE) message.ack();
  else message.retry({ delaySeconds: outcome.retryAfterSeconds });
}
