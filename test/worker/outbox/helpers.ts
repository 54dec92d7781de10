// Outbox rows and queue deliveries for tests: rows are written straight to D1 (never enqueued, so
// the background consumer leaves them alone) and handed to the Worker's queue() handler as the
// platform would hand them.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import type { SendEmail } from "@cloudflare/workers-types";
import { eq } from "drizzle-orm";

import type { NewOutboxMessage } from "../../../worker/db/outbox";
import { contactSubmissions, outboxMessages, type OutboxMessage } from "../../../worker/db/schema";
import type { Env } from "../../../worker/env";
import worker from "../../../worker/index";
import { QUEUE_NAMES } from "../../../worker/queues";
import type { OutboxQueueBody } from "../../../worker/shared/queue-bodies";
import { db, recordRetryDelays } from "../helpers";

export async function storedContact() {
  const [row] = await db()
    .insert(contactSubmissions)
    .values({
      reference: crypto.randomUUID(),
      firstName: "Jane",
      lastName: "Doe",
      email: "jane@example.com",
      phone: "410-555-0100",
      service: "camera_installation",
      message: "Please call about cameras for the porch.",
      smsConsentAt: new Date(),
      smsConsentVersion: "test",
    })
    .returning();
  return row!;
}

export async function storedMessage(fields: Partial<NewOutboxMessage> = {}): Promise<OutboxMessage> {
  const owner = (fields.contactSubmissionId ?? fields.cameraRegistrationId) ? {} : { contactSubmissionId: (await storedContact()).id };
  const [row] = await db()
    .insert(outboxMessages)
    .values({
      id: crypto.randomUUID(),
      channel: "email",
      kind: "contact-staff",
      recipient: "staff@example.com",
      sender: "hello@harborlight.example",
      replyTo: "jane@example.com",
      subject: "New quote request",
      textBody: "Every field of the lead.",
      htmlBody: "<p>Every field of the lead.</p>",
      ...owner,
      ...fields,
    })
    .returning();
  return row!;
}

export async function messageRow(id: string): Promise<OutboxMessage | undefined> {
  const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

let deliveries = 0;

/** Hands the Worker's queue() handler one batch holding these message ids, as the platform would (the email queue unless told). */
export async function deliver(
  ids: string[],
  { queue = QUEUE_NAMES.emails, bindings = {} }: { queue?: string; bindings?: Partial<Env> } = {},
) {
  const batch = createMessageBatch<OutboxQueueBody>(
    queue,
    ids.map((messageId) => ({ id: `delivery-${++deliveries}`, timestamp: new Date(), attempts: 1, body: { messageId } })),
  );
  const retryDelays = recordRetryDelays(batch);
  const ctx = createExecutionContext();
  await worker.queue(batch, { ...env, ...bindings });
  return { ...(await getQueueResult(batch, ctx)), retryDelays };
}

export const deliverDeadLetters = (ids: string[]) => deliver(ids, { queue: QUEUE_NAMES.emailDeadLetters });

/** An email binding that fails `failures` times, then sends through the real one; counts both. */
export function flakyEmail(failures: number, error = () => new Error("Temporary failure delivering to jane@example.com")) {
  const calls = { failed: 0, sent: 0 };
  const binding: SendEmail = {
    send: (async (message: Parameters<SendEmail["send"]>[0]) => {
      if (calls.failed < failures) {
        calls.failed++;
        throw error();
      }
      calls.sent++;
      return env.EMAIL.send(message as never);
    }) as SendEmail["send"],
  };
  return { binding, calls };
}

/** Waits until `check` passes (the real queue delivers after its batch timeout). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
