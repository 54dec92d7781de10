// A CRM webhook as the consumer sends it: to the receiver the Integrations settings name (R23),
// signed as Standard Webhooks says, verifiable by a receiver with the same package (during a
// secret's rotation, by a receiver holding either secret), retried on a non-2xx answer, a timeout
// or an unreachable host.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Webhook } from "standardwebhooks";

import type { Env } from "../../../worker/env";
import { QUEUE_NAMES } from "../../../worker/queues";
import { SECRET_OVERLAP_HOURS } from "../../../worker/shared/settings";
import { CRM_WEBHOOK, setCrmWebhook } from "../settings-helpers";
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

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});
beforeAll(() => setCrmWebhook({ ...CRM_WEBHOOK, newSecret: SECRET }));

const NEW_SECRET = "whsec_TmV3U2VjcmV0TmV3U2VjcmV0TmV3U2VjcmV0IQ==";

/** The message as a receiver holding `secret` reads it, or the reason it refuses it. */
const verifiedWith = (secret: string, request: Request, sent: string) => {
  try {
    return new Webhook(secret).verify(sent, Object.fromEntries(request.headers));
  } catch (error) {
    return (error as Error).message;
  }
};

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

  it("is signed by both secrets while a replaced one still signs, then by the new one only", async () => {
    await setCrmWebhook({ ...CRM_WEBHOOK, newSecret: NEW_SECRET });
    const during = await storedWebhook();
    const received = receiver(answer(204));
    await deliver([during.id], { bindings: settings });
    const [first] = received;
    const sent = await first!.clone().text();
    expect(first!.headers.get("webhook-signature")!.split(" ")).toHaveLength(2);
    expect(verifiedWith(SECRET, first!, sent)).toEqual(JSON.parse(body));
    expect(verifiedWith(NEW_SECRET, first!, sent)).toEqual(JSON.parse(body));

    // Past the overlap: only the new secret signs.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + SECRET_OVERLAP_HOURS * 3_600_000 + 60_000);
    const after = await storedWebhook();
    await deliver([after.id], { bindings: settings });
    const second = received[1]!;
    const sentAfter = await second.clone().text();
    expect(second.headers.get("webhook-signature")!.split(" ")).toHaveLength(1);
    expect(verifiedWith(NEW_SECRET, second, sentAfter)).toEqual(JSON.parse(body));
    expect(verifiedWith(SECRET, second, sentAfter)).toBe("No matching signature found");
    vi.useRealTimers();
    await setCrmWebhook({ ...CRM_WEBHOOK, newSecret: SECRET });
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

  it("waits, without calling anyone, while the webhook is off in Settings (R23), with or without an address", async () => {
    const message = await storedWebhook();
    const received = receiver(answer(204));
    await setCrmWebhook({ url: "", enabled: false });
    await deliver([message.id], { bindings: settings });
    expect(await messageRow(message.id)).toMatchObject({ status: "pending", lastError: "The CRM webhook is turned off in Settings" });
    await setCrmWebhook({ ...CRM_WEBHOOK, enabled: false });
    await deliver([message.id], { bindings: settings });
    expect(await messageRow(message.id)).toMatchObject({ status: "pending", lastError: "The CRM webhook is turned off in Settings" });
    expect(received).toHaveLength(0);
    await setCrmWebhook(CRM_WEBHOOK);
  });
});
