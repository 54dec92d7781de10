// The queue consumer against real D1 and the real email binding: sends, retries with growing
// delays, fails into the dead-letter queue, and never sends a message twice.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";

import { MAX_ATTEMPTS, retryDelaySeconds } from "../../../worker/outbox/policy";
import { deliver, deliverDeadLetters, eventually, flakyEmail, messageRow, storedMessage } from "./helpers";

afterEach(() => vi.restoreAllMocks());

describe("an email message", () => {
  it("is sent through the email binding, marked sent and acknowledged", async () => {
    const message = await storedMessage();
    const send = vi.spyOn(env.EMAIL, "send");

    const result = await deliver([message.id]);

    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0]).toMatchObject({
      from: { name: "Harborlight Security", email: "hello@harborlight.example" },
      to: "staff@example.com",
      replyTo: "jane@example.com",
      subject: "New quote request",
      text: "Every field of the lead.",
      html: "<p>Every field of the lead.</p>",
    });
    expect(result.explicitAcks).toEqual([expect.stringMatching(/^delivery-/)]);
    expect(result.retryMessages).toEqual([]);
    const row = await messageRow(message.id);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, lockedUntil: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("that fails twice and then works ends with one delivery, after retries 30 and 60 seconds apart", async () => {
    const message = await storedMessage();
    const email = flakyEmail(2);

    const first = await deliver([message.id], { bindings: { EMAIL: email.binding } });
    expect(first.retryDelays).toEqual([30]);
    const afterFirst = await messageRow(message.id);
    expect(afterFirst).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    // Due again when the queue hands it back, so the cron trigger does not count it as stuck before then.
    expect(afterFirst!.nextAttemptAt.getTime() - afterFirst!.lastAttemptAt!.getTime()).toBe(30_000);
    // In words, without the address the service's error named.
    expect(afterFirst!.lastError).toBe("The email service failed: Temporary failure delivering to [redacted]");

    const second = await deliver([message.id], { bindings: { EMAIL: email.binding } });
    expect(second.retryDelays).toEqual([60]);

    const third = await deliver([message.id], { bindings: { EMAIL: email.binding } });
    expect(third.retryMessages).toEqual([]);
    expect(third.explicitAcks).toHaveLength(1);
    expect(email.calls).toEqual({ failed: 2, sent: 1 });
    expect(await messageRow(message.id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
  });

  it("that keeps failing is tried MAX_ATTEMPTS times with growing delays, then failed and dead-lettered", async () => {
    const message = await storedMessage();
    const email = flakyEmail(Number.POSITIVE_INFINITY);
    const delays: (number | undefined)[] = [];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const result = await deliver([message.id], { bindings: { EMAIL: email.binding } });
      delays.push(...result.retryDelays);
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(delays).toEqual(Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => retryDelaySeconds(index + 1)));
    expect(email.calls.failed).toBe(MAX_ATTEMPTS);

    const failed = await messageRow(message.id);
    expect(failed).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });
    // The real dead-letter queue's consumer records that it arrived there.
    const deadLettered = await eventually(
      () => messageRow(message.id),
      (row) => row?.deadLetteredAt instanceof Date,
    );
    expect(deadLettered).toMatchObject({ status: "failed", lastError: failed!.lastError });
    expect(deadLettered!.deadLetteredAt).toBeInstanceOf(Date);

    // Further deliveries of it send nothing.
    await deliver([message.id], { bindings: { EMAIL: email.binding } });
    expect(email.calls.failed).toBe(MAX_ATTEMPTS);
  });
});

// Each consumer here sends through a binding that counts its sends (a spy on env.EMAIL missed a
// send that the message's row recorded, once the real queues' consumers ran in the same file).
describe("sending at least once, never twice", () => {
  it("a message already sent and delivered again is acknowledged without sending", async () => {
    const message = await storedMessage({ status: "sent", sentAt: new Date(), attempts: 1 });
    const email = flakyEmail(0);
    const result = await deliver([message.id], { bindings: { EMAIL: email.binding } });
    expect(email.calls).toEqual({ failed: 0, sent: 0 });
    expect(result.explicitAcks).toHaveLength(1);
    expect(await messageRow(message.id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("one message handed to two consumers at once is sent once", async () => {
    const message = await storedMessage();
    const email = flakyEmail(0);
    const handed = () => deliver([message.id], { bindings: { EMAIL: email.binding } });
    await Promise.all([handed(), handed(), handed()]);
    expect(email.calls).toEqual({ failed: 0, sent: 1 });
    expect(await messageRow(message.id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("a message held by a consumer still sending is left to it", async () => {
    const message = await storedMessage({ lockedUntil: new Date(Date.now() + 60_000) });
    const email = flakyEmail(0);
    const result = await deliver([message.id], { bindings: { EMAIL: email.binding } });
    expect(email.calls).toEqual({ failed: 0, sent: 0 });
    expect(result.explicitAcks).toHaveLength(1);
    expect(await messageRow(message.id)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("a message whose record was deleted, and a body that is not ours, are dropped", async () => {
    const email = flakyEmail(0);
    const result = await deliver([crypto.randomUUID(), ""], { bindings: { EMAIL: email.binding } });
    expect(email.calls).toEqual({ failed: 0, sent: 0 });
    expect(result.explicitAcks).toHaveLength(2);
  });
});

describe("the dead-letter queue's consumer", () => {
  it("fails a message the platform moved there while it was still pending, so staff can resend it", async () => {
    const message = await storedMessage({ attempts: 3 });
    const result = await deliverDeadLetters([message.id]);
    expect(result.explicitAcks).toHaveLength(1);
    const row = await messageRow(message.id);
    expect(row).toMatchObject({ status: "failed", lastError: "Moved to the dead-letter queue after repeated failures" });
    expect(row!.deadLetteredAt).toBeInstanceOf(Date);
  });

  it("only stamps a message that was sent meanwhile", async () => {
    const message = await storedMessage({ status: "sent", sentAt: new Date() });
    await deliverDeadLetters([message.id]);
    expect(await messageRow(message.id)).toMatchObject({ status: "sent", lastError: null });
  });
});

describe("logs", () => {
  it("never hold the addresses an email service's error names", async () => {
    const message = await storedMessage();
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await deliver([message.id], {
      bindings: { EMAIL: flakyEmail(1, () => new Error("mailbox jane@example.com at 410-555-0100 full")).binding },
    });
    const lines = logged.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(lines).toContain("outbox-send");
    expect(lines).not.toContain("jane@example.com");
    expect(lines).not.toContain("410-555-0100");
  });
});
