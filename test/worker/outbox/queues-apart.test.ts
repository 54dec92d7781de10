// Emails, webhooks and geocoding do not wait on each other (decision 0036): each kind has a queue of
// its own, and a batch's messages are worked at once. A CRM that never answers is played by a
// fetch that hangs until the test lets it go; the platform is played by handing each queue's
// batches to the Worker one after another, as wrangler dev does, the queues side by side.
import type { Queue } from "@cloudflare/workers-types";
import { createExecutionContext, createMessageBatch, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { messagesOf } from "../../../worker/db/outbox";
import { cameraRegistrations, type OutboxMessage } from "../../../worker/db/schema";
import type { Env } from "../../../worker/env";
import worker from "../../../worker/index";
import { QUEUE_NAMES } from "../../../worker/queues";
import { db, freshClientIp, ORIGIN } from "../helpers";
import { deliver, eventually, messageRow, storedMessage } from "./helpers";
import { ANSWERS } from "../registry/geocoder-fake";

const CRM = "https://crm.example.test/hooks/lead";
const settings: Partial<Env> = { LEAD_WEBHOOK_URL: CRM, LEAD_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" };

const lead = (n: number) => ({
  firstName: "Jane",
  lastName: `Doe ${n}`,
  email: `jane${n}@example.com`,
  phone: "(410) 555-0100",
  service: "camera_installation",
  message: "Please call about cameras for the porch and the alley.",
  smsConsent: true,
});

const registration = {
  name: "Ada Marsh",
  email: "ada.marsh@example.com",
  phone: "(410) 555-0170",
  address: "2907 O'Donnell St, Baltimore, MD 21224",
  cameraDetails: "A doorbell camera covering the stoop and the sidewalk.",
  terms: true,
};

/** Lets go of every hanging call a test left, so no delivery outlives its test. */
const releases: (() => void)[] = [];
/** Long enough for a slow machine, well short of the webhook's 10 s timeout. */
const PROMPTLY_MS = 5000;

/**
 * The outside world: the geocoder answers at once; the CRM answers 204 to the webhook ids in
 * `answering` and never answers the others until `release()`, nor before its caller gives up.
 */
function outsideWorld(answering: (webhookId: string) => boolean = () => false) {
  const hanging: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  releases.push(release);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).hostname === "geocoder.example.test") return ANSWERS.match();
    const webhookId = request.headers.get("webhook-id") ?? "";
    if (!answering(webhookId)) {
      hanging.push(webhookId);
      await released;
    }
    return new Response(null, { status: 204 });
  });
  return { hanging, release };
}

/** Plays the platform: each queue's batches go to the Worker one after another, each queue on its own. */
function platform() {
  const queues = { EMAIL_QUEUE: QUEUE_NAMES.emails, WEBHOOK_QUEUE: QUEUE_NAMES.webhooks, GEOCODING_QUEUE: QUEUE_NAMES.geocoding };
  const tails = new Map<string, Promise<void>>();
  let delivery = 0;
  for (const [binding, queue] of Object.entries(queues) as [keyof typeof queues, string][]) {
    vi.spyOn(env[binding] as Queue, "sendBatch").mockImplementation((messages) => {
      const batch = createMessageBatch(
        queue,
        [...messages].map(({ body }) => ({ id: `platform-${++delivery}`, timestamp: new Date(), attempts: 1, body })),
      );
      const previous = tails.get(queue) ?? Promise.resolve();
      tails.set(
        queue,
        previous.then(() => worker.queue(batch, { ...env, ...settings })),
      );
      return Promise.resolve({ metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } });
    });
  }
  return { drained: () => Promise.all(tails.values()) };
}

async function post(path: string, body: unknown) {
  const request = new Request(new URL(path, ORIGIN), {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": freshClientIp() },
    body: JSON.stringify(body),
  });
  const response = await worker.fetch(request, { ...env, ...settings }, createExecutionContext());
  expect(response.status).toBe(201);
  return (await response.json<{ id: number }>()).id;
}

const byChannel = (rows: OutboxMessage[], channel: OutboxMessage["channel"]) => rows.filter((row) => row.channel === channel);

afterEach(() => {
  releases.splice(0).forEach((release) => release());
  vi.restoreAllMocks();
});

describe("a CRM that never answers", () => {
  it("holds up none of the leads' emails: each lead's are sent within seconds while every webhook still waits", async () => {
    const crm = outsideWorld();
    const queues = platform();
    const leads: { id: number; sentFrom: number }[] = [];
    for (const n of [1, 2, 3]) {
      const sentFrom = Date.now();
      leads.push({ id: await post("/api/contact", lead(n)), sentFrom });
    }

    for (const { id, sentFrom } of leads) {
      const emails = await eventually(
        async () => byChannel(await messagesOf(db(), { contactSubmissionId: id }), "email"),
        (rows) => rows.every((row) => row.status === "sent"),
        PROMPTLY_MS,
      );
      expect(emails.map((row) => row.status)).toEqual(["sent", "sent"]);
      for (const email of emails) expect(email.sentAt!.getTime() - sentFrom).toBeLessThan(PROMPTLY_MS);
    }
    // Meanwhile the CRM holds the first webhook, and the others wait for their own queue.
    expect(crm.hanging).toHaveLength(1);
    for (const { id } of leads) {
      const [webhook] = byChannel(await messagesOf(db(), { contactSubmissionId: id }), "webhook");
      expect(webhook).toMatchObject({ status: "pending", sentAt: null });
    }

    crm.release();
    await queues.drained();
    for (const { id } of leads) {
      expect((await messagesOf(db(), { contactSubmissionId: id })).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
    }
  });

  it("holds up no geocoding: a registration is located while its webhook still waits", async () => {
    const crm = outsideWorld();
    const queues = platform();
    const id = await post("/api/register-camera", registration);

    const located = await eventually(
      async () => (await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id)))[0]!,
      (row) => row.locationStatus === "located",
      PROMPTLY_MS,
    );
    expect(located.locationStatus).toBe("located");
    const messages = await messagesOf(db(), { cameraRegistrationId: id });
    expect(byChannel(messages, "webhook")).toMatchObject([{ status: "pending", sentAt: null }]);
    expect(crm.hanging).toHaveLength(1);

    crm.release();
    await queues.drained();
  });
});

describe("the messages of one batch", () => {
  it("are worked at once: a webhook the CRM answers is sent while another in its batch still hangs", async () => {
    const webhook = () =>
      storedMessage({
        channel: "webhook",
        kind: "lead-webhook",
        recipient: "https://crm.example.test",
        sender: null,
        replyTo: null,
        subject: null,
        htmlBody: null,
        textBody: "{}",
      });
    const [stuck, answered] = [await webhook(), await webhook()];
    const crm = outsideWorld((webhookId) => webhookId === answered.id);

    const delivery = deliver([stuck.id, answered.id], { queue: QUEUE_NAMES.webhooks, bindings: settings });
    const sent = await eventually(
      () => messageRow(answered.id),
      (row) => row?.status === "sent",
      PROMPTLY_MS,
    );
    expect(sent?.status).toBe("sent");
    expect(crm.hanging).toEqual([stuck.id]);
    expect(await messageRow(stuck.id)).toMatchObject({ status: "pending", sentAt: null });

    crm.release();
    const result = await delivery;
    expect(result.explicitAcks).toHaveLength(2);
    expect(await messageRow(stuck.id)).toMatchObject({ status: "sent" });
  });
});
