// The Worker's queues for work that leaves the site (docs/decisions/0036-one-client-cannot-push-others-out.md):
// emails, webhooks and geocoding each have a queue of their own, so a receiver or geocoder that
// hangs holds up only its own kind. A message only points at a row in D1, which holds the rest;
// what each queue's messages carry is in worker/shared/queue-bodies.ts.
import type { MessageChannel } from "./db/schema";

/** The queues' names as wrangler.toml declares them (test/scripts/queues.test.ts holds the two together). */
export const QUEUE_NAMES = {
  emails: "harborlight-emails",
  emailDeadLetters: "harborlight-emails-dead-letters",
  webhooks: "harborlight-webhooks",
  webhookDeadLetters: "harborlight-webhooks-dead-letters",
  geocoding: "harborlight-geocoding",
  geocodingDeadLetters: "harborlight-geocoding-dead-letters",
  analytics: "harborlight-analytics",
} as const;

/** The producer binding (worker/env.ts) that carries each outbox channel's messages. */
export const CHANNEL_QUEUES = { email: "EMAIL_QUEUE", webhook: "WEBHOOK_QUEUE" } as const satisfies Record<MessageChannel, string>;

/** Where the consumer sends a channel's message after its last attempt. */
export const CHANNEL_DEAD_LETTERS = {
  email: "EMAIL_DEAD_LETTERS",
  webhook: "WEBHOOK_DEAD_LETTERS",
} as const satisfies Record<MessageChannel, string>;
