// The cron trigger: what stayed pending past its time goes to the queue again and is sent.
import { createScheduledController, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import type { Env } from "../../../worker/env";
import worker from "../../../worker/index";
import { STUCK_AFTER_MS } from "../../../worker/outbox/policy";
import { sweepOutbox } from "../../../worker/outbox/sweep";
import { eventually, messageRow, storedMessage } from "./helpers";

const minutesAgo = (minutes: number, from = Date.now()) => new Date(from - minutes * 60_000);

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
    const queued: string[] = [];
    const queue = {
      sendBatch: (messages: { body: { messageId: string } }[]) =>
        Promise.resolve(void queued.push(...messages.map((m) => m.body.messageId))),
    };

    // Earlier rows from this file's other tests may also be due: only ours are checked.
    await sweepOutbox({ DB: env.DB, OUTBOX: queue as unknown as Env["OUTBOX"] }, new Date(now));

    expect(queued).toContain(due.id);
    for (const left of [fresh, waitingForRetry, held, sent, failed]) expect(queued).not.toContain(left.id);
    // Due again from now, so the next run does not hand it over twice while the queue still holds it.
    expect((await messageRow(due.id))!.nextAttemptAt.getTime()).toBe(now);
  });

  it("loses nothing when the queue refuses: the message stays pending for the next run", async () => {
    const now = Date.now();
    const stuck = await storedMessage({ nextAttemptAt: minutesAgo(10, now) });
    const refusing = { sendBatch: () => Promise.reject(new Error("queue unavailable")) };
    await sweepOutbox({ DB: env.DB, OUTBOX: refusing as unknown as Env["OUTBOX"] }, new Date(now));
    expect(await messageRow(stuck.id)).toMatchObject({ status: "pending" });

    const later = now + STUCK_AFTER_MS + 60_000;
    const queued: string[] = [];
    const queue = {
      sendBatch: (messages: { body: { messageId: string } }[]) =>
        Promise.resolve(void queued.push(...messages.map((m) => m.body.messageId))),
    };
    await sweepOutbox({ DB: env.DB, OUTBOX: queue as unknown as Env["OUTBOX"] }, new Date(later));
    expect(queued).toContain(stuck.id);
  });
});
