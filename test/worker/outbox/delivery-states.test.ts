// Delivery told as it is (R13): an email with no EMAIL binding is only logged and stored as such;
// a pending message can be tried at once ("Retry now"), never one already sent or failed; and a
// failed attempt keeps what the receiver or the email service answered, as one bounded plain line
// without personal data.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { outboxMessages } from "../../../worker/db/schema";
import { QUEUE_NAMES } from "../../../worker/queues";
import { hasControlCharacter, isStorableText } from "../../../worker/shared/characters";
import { read } from "../api-client";
import { db } from "../helpers";
import { auditFor, HOUR, newContact, newMessage, signedInAdmin } from "../record-fixtures";
import { deliver, eventually, flakyEmail, messageRow } from "./helpers";

const { api } = signedInAdmin();
const messagesOf = (contactId: number) => read(api().contacts[":id"].messages.$get({ param: { id: String(contactId) } }));
const retry = (id: string) => api().admin.messages[":id"].retry.$post({ param: { id } });

describe("an email with no EMAIL binding configured", () => {
  it("is only noted in the log, without its recipient, and stored and listed as logged only", async () => {
    const contact = await newContact();
    const message = await newMessage({ contactSubmissionId: contact.id, recipient: "rae@example.com" });
    const warned = vi.spyOn(console, "warn").mockImplementation(() => undefined);

    await deliver([message.id], { bindings: { EMAIL: undefined } });

    expect(await messageRow(message.id)).toMatchObject({ status: "sent", loggedOnly: true, attempts: 1 });
    const lines = warned.mock.calls.map((call) => call.join(" ")).join("\n");
    expect(lines).toContain("outbox-email-logged");
    expect(lines).toContain(message.id);
    expect(lines).not.toContain("rae@example.com");
    expect(lines).not.toContain("Rae Okafor");
    const [entry] = await messagesOf(contact.id);
    expect(entry).toMatchObject({ id: message.id, status: "sent", loggedOnly: true });
  });

  it("is not said to be logged only when the binding sent it", async () => {
    const message = await newMessage();
    await deliver([message.id]);
    expect(await messageRow(message.id)).toMatchObject({ status: "sent", loggedOnly: false });
  });
});

describe("Retry now", () => {
  it("makes a pending message due at once, hands it to the queue, and records it against its record", async () => {
    const sendBatch = vi.spyOn(env.EMAIL_QUEUE, "sendBatch");
    const contact = await newContact();
    const later = new Date(Date.now() + HOUR);
    const message = await newMessage({
      contactSubmissionId: contact.id,
      attempts: 3,
      lastError: "The email service failed",
      nextAttemptAt: later,
    });
    const log = await messagesOf(contact.id);
    expect(log[0]!.nextAttemptAt).toBe(later.toISOString());

    const before = Date.now();
    const response = await retry(message.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: message.id, status: "pending", attempts: 3 });
    const row = await messageRow(message.id);
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row!.nextAttemptAt.getTime()).toBeLessThan(later.getTime());
    expect(sendBatch).toHaveBeenCalledWith([{ body: { messageId: message.id } }]);
    expect(await auditFor("contact submission", contact.id)).toMatchObject([
      { action: "update", summary: "Retried now: New lead email to staff" },
    ]);
    // The real queue's consumer sends it.
    const sent = await eventually(
      () => messageRow(message.id),
      (stored) => stored?.status === "sent",
    );
    expect(sent).toMatchObject({ status: "sent", attempts: 4 });
  });

  it.each([
    ["sent", "This message was already sent; there is nothing to retry."],
    ["failed", "Only a pending message can be retried now; this one is failed: use Resend."],
  ] as const)("answers 409 for a %s message and changes nothing", async (status, words) => {
    const sendBatch = vi.spyOn(env.EMAIL_QUEUE, "sendBatch");
    const contact = await newContact();
    const nextAttemptAt = new Date(Date.now() - 2 * HOUR);
    const message = await newMessage({ contactSubmissionId: contact.id, status, nextAttemptAt });
    const response = await retry(message.id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: words });
    expect((await messageRow(message.id))!.nextAttemptAt).toEqual(nextAttemptAt);
    expect(sendBatch).not.toHaveBeenCalled();
    expect(await auditFor("contact submission", contact.id)).toEqual([]);
  });

  it("answers 404 for an unknown message", async () => {
    expect((await retry("no-such-message")).status).toBe(404);
  });
});

describe("the answer a failed attempt keeps", () => {
  const webhookSettings = {
    LEAD_WEBHOOK_URL: "https://crm.example.test/hooks/lead",
    LEAD_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  };

  async function failedWebhook(answer: () => Response) {
    const message = await newMessage({ channel: "webhook", kind: "lead-webhook", recipient: "https://crm.example.test", textBody: "{}" });
    vi.spyOn(globalThis, "fetch").mockImplementation(() => Promise.resolve(answer()));
    await deliver([message.id], { queue: QUEUE_NAMES.webhooks, bindings: webhookSettings });
    return (await messageRow(message.id))!.lastError!;
  }

  it("is the receiver's status and the start of its body, on one line, without controls or personal data, bounded", async () => {
    const body = `Service down\r\n\u001b[31mlead jane@example.com\u202e refused\u0000 ${"busy ".repeat(1000)}`;
    const lastError = await failedWebhook(() => new Response(body, { status: 503 }));
    expect(lastError.startsWith("The receiver answered 503: Service down [31mlead [redacted] refused busy busy")).toBe(true);
    expect(hasControlCharacter(lastError)).toBe(false);
    expect(isStorableText(lastError)).toBe(true);
    expect(lastError).not.toContain("jane@example.com");
    expect(lastError.length).toBeLessThanOrEqual("The receiver answered 503: ".length + 200);
    expect(lastError.endsWith("…")).toBe(true);
  });

  it("reads no more of a long answer than its start", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode("Unavailable. ".repeat(100)));
      },
    });
    const lastError = await failedWebhook(() => new Response(endless, { status: 502 }));
    expect(lastError).toMatch(/^The receiver answered 502: Unavailable\. Unavailable\./);
    expect(pulled).toBeLessThan(5);
  });

  it("is the status alone when the receiver said nothing", async () => {
    expect(await failedWebhook(() => new Response(null, { status: 500 }))).toBe("The receiver answered 500");
  });

  it("is the email service's error, on one line and without personal data", async () => {
    const message = await newMessage();
    const email = flakyEmail(1, () => new Error("Mailbox\r\nunavailable for rae@example.com\u0007 (code 550)"));
    await deliver([message.id], { bindings: { EMAIL: email.binding } });
    const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, message.id));
    expect(row!.lastError).toBe("The email service failed: Mailbox unavailable for [redacted] (code 550)");
  });
});
