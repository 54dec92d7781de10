// The cron trigger: what stayed pending past its time goes to the queue again and is sent.
import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import type { ChannelQueues } from "../../../worker/outbox/enqueue";
import worker from "../../../worker/index";
import { STUCK_AFTER_MS } from "../../../worker/outbox/policy";
import { sweepOutbox } from "../../../worker/outbox/sweep";
import { eventually, messageRow, storedMessage } from "./helpers";

const minutesAgo = (minutes: number, from = Date.now()) => new Date(from - minutes * 60_000);

/** Queues that keep the ids handed to them, each channel's apart. */
function recordingQueues() {
  const queued = { email: [] as string[], webhook: [] as string[] };
  const queue = (into: string[]) =>
    ({
      sendBatch: (messages: { body: { messageId: string } }[]) => Promise.resolve(void into.push(...messages.map((m) => m.body.messageId))),
    }) as unknown as ChannelQueues["EMAIL_QUEUE"];
  return { queued, queues: { EMAIL_QUEUE: queue(queued.email), WEBHOOK_QUEUE: queue(queued.webhook) } };
}

describe("the cron trigger", () => {
  it("re-enqueues a message stuck pending, and the queue then sends it", async () => {
    const stuck = await storedMessage({ nextAttemptAt: minutesAgo(10) });

    await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: "*/5 * * * *" }), env);

    const row = await eventually(
      () => messageRow(stuck.id),
      (current) => current?.status === "sent",
    );
    expect(row).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("leaves what is not yet due, held by a consumer, sent or failed", async () => {
    const now = Date.now();
    const due = await storedMessage({ nextAttemptAt: minutesAgo(STUCK_AFTER_MS / 60_000 + 1, now) });
    const fresh = await storedMessage({ nextAttemptAt: minutesAgo(1, now) });
    const waitingForRetry = await storedMessage({ nextAttemptAt: new Date(now + 30 * 60_000), attempts: 4 });
    const held = await storedMessage({ nextAttemptAt: minutesAgo(10, now), lockedUntil: new Date(now + 60_000) });
    const sent = await storedMessage({ nextAttemptAt: minutesAgo(10, now), status: "sent" });
    const failed = await storedMessage({ nextAttemptAt: minutesAgo(10, now), status: "failed" });
    const { queued, queues } = recordingQueues();

    // Earlier rows from this file's other tests may also be due: only ours are checked.
    await sweepOutbox({ DB: env.DB, ...queues }, new Date(now));

    expect(queued.email).toContain(due.id);
    for (const left of [fresh, waitingForRetry, held, sent, failed]) expect([...queued.email, ...queued.webhook]).not.toContain(left.id);
    // Due again from now, so the next run does not hand it over twice while the queue still holds it.
    expect((await messageRow(due.id))!.nextAttemptAt.getTime()).toBe(now);
  });

  it("loses nothing when the queue refuses: the message stays pending for the next run", async () => {
    const now = Date.now();
    const stuck = await storedMessage({ nextAttemptAt: minutesAgo(10, now) });
    const refusing = { sendBatch: () => Promise.reject(new Error("queue unavailable")) } as unknown as ChannelQueues["EMAIL_QUEUE"];
    await sweepOutbox({ DB: env.DB, EMAIL_QUEUE: refusing, WEBHOOK_QUEUE: refusing }, new Date(now));
    expect(await messageRow(stuck.id)).toMatchObject({ status: "pending" });

    const later = now + STUCK_AFTER_MS + 60_000;
    const { queued, queues } = recordingQueues();
    await sweepOutbox({ DB: env.DB, ...queues }, new Date(later));
    expect(queued.email).toContain(stuck.id);
  });

  it("hands each stuck message to its own channel's queue", async () => {
    const now = Date.now();
    const email = await storedMessage({ nextAttemptAt: minutesAgo(10, now) });
    const webhook = await storedMessage({
      nextAttemptAt: minutesAgo(10, now),
      channel: "webhook",
      kind: "lead-webhook",
      recipient: "https://crm.example.test",
      sender: null,
      replyTo: null,
      subject: null,
      htmlBody: null,
      textBody: "{}",
    });
    const { queued, queues } = recordingQueues();
    await sweepOutbox({ DB: env.DB, ...queues }, new Date(now));
    expect(queued.email).toContain(email.id);
    expect(queued.email).not.toContain(webhook.id);
    expect(queued.webhook).toContain(webhook.id);
    expect(queued.webhook).not.toContain(email.id);
  });
});
