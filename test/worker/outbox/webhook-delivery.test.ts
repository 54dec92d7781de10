// A CRM webhook as the consumer sends it: signed as Standard Webhooks says, verifiable by a
// receiver with the same package, retried on a non-2xx answer, a timeout or an unreachable host.
import { afterEach, describe, expect, it, vi } from "vitest";
import { Webhook } from "standardwebhooks";

import type { Env } from "../../../worker/env";
import { QUEUE_NAMES } from "../../../worker/queues";
import { deliver as deliverOn, messageRow, storedMessage } from "./helpers";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const settings: Partial<Env> = { LEAD_WEBHOOK_URL: "https://crm.example.test/hooks/lead?token=abc", LEAD_WEBHOOK_SECRET: SECRET };
const body = JSON.stringify({ type: "contact_submission.created", timestamp: "2026-01-05T15:00:00.000Z", data: { reference: "r-1" } });

const deliver = (ids: string[], options: { bindings: Partial<Env> }) => deliverOn(ids, { queue: QUEUE_NAMES.webhooks, ...options });

const storedWebhook = () =>
  storedMessage({
    channel: "webhook",
    kind: "lead-webhook",
    recipient: "https://crm.example.test",
    sender: null,
    replyTo: null,
    subject: null,
    htmlBody: null,
    textBody: body,
  });

/** A receiver answering each call with the next of `answers`, keeping what it was sent. */
function receiver(...answers: (() => Promise<Response>)[]) {
  const received: Request[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    received.push(request);
    const answer = answers[Math.min(received.length, answers.length) - 1]!;
    return answer();
  });
  return received;
}

const answer = (status: number) => () => Promise.resolve(new Response(status === 204 ? null : "body", { status }));

afterEach(() => vi.restoreAllMocks());

describe("a lead webhook", () => {
  it("is POSTed to the configured address with a Standard Webhooks signature that verifies", async () => {
    const message = await storedWebhook();
    const received = receiver(answer(204));

    await deliver([message.id], { bindings: settings });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.method).toBe("POST");
    expect(request!.url).toBe("https://crm.example.test/hooks/lead?token=abc");
    expect(request!.headers.get("content-type")).toBe("application/json");
    expect(request!.headers.get("webhook-id")).toBe(message.id);
    const sentBody = await request!.text();
    expect(sentBody).toBe(body);
    const headers = Object.fromEntries(request!.headers);
    expect(new Webhook(SECRET).verify(sentBody, headers)).toEqual(JSON.parse(body));
    // A tampered body, or another secret, does not verify.
    expect(() => new Webhook(SECRET).verify(sentBody.replace("r-1", "r-2"), headers)).toThrow();
    expect(() => new Webhook("whsec_QW5vdGhlclNlY3JldEFub3RoZXJTZWNyZXQ=").verify(sentBody, headers)).toThrow();
    expect(await messageRow(message.id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("is retried while the receiver answers an error, and sent once it answers again (same webhook-id)", async () => {
    const message = await storedWebhook();
    const received = receiver(answer(503), answer(302), answer(200));

    const first = await deliver([message.id], { bindings: settings });
    expect(first.retryDelays).toEqual([30]);
    expect(await messageRow(message.id)).toMatchObject({ status: "pending", lastError: "The receiver answered 503: body" });

    await deliver([message.id], { bindings: settings });
    expect(await messageRow(message.id)).toMatchObject({ status: "pending", lastError: "The receiver answered 302: body" });

    await deliver([message.id], { bindings: settings });
    expect(await messageRow(message.id)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
    expect(received.map((request) => request.headers.get("webhook-id"))).toEqual([message.id, message.id, message.id]);
  });

  it("that times out or cannot reach the receiver is retried, with the reason in words", async () => {
    const message = await storedWebhook();
    receiver(
      () => Promise.reject(new DOMException("The operation timed out.", "TimeoutError")),
      () => Promise.reject(new TypeError("Network connection lost.")),
    );
    const first = await deliver([message.id], { bindings: settings });
    expect(first.retryMessages).toHaveLength(1);
    expect(await messageRow(message.id)).toMatchObject({ status: "pending", lastError: "The receiver did not answer within 10 seconds" });
    await deliver([message.id], { bindings: settings });
    expect(await messageRow(message.id)).toMatchObject({ status: "pending", lastError: "The receiver could not be reached" });
  });

  it("waits, without calling anyone, while no receiver or secret is set", async () => {
    const message = await storedWebhook();
    const received = receiver(answer(204));
    await deliver([message.id], { bindings: { LEAD_WEBHOOK_URL: undefined, LEAD_WEBHOOK_SECRET: SECRET } });
    expect(await messageRow(message.id)).toMatchObject({
      status: "pending",
      lastError: "LEAD_WEBHOOK_URL is not set to an http(s) address",
    });
    await deliver([message.id], { bindings: { ...settings, LEAD_WEBHOOK_SECRET: undefined } });
    expect(await messageRow(message.id)).toMatchObject({ status: "pending", lastError: "LEAD_WEBHOOK_SECRET is not set" });
    expect(received).toHaveLength(0);
  });
});
