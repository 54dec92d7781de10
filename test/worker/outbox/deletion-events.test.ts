// Deletions reach the CRM: "Remove my registration", "Remove me from the registry", and a staff
// delete of a registration or a contact submission each write one signed webhook event through
// the outbox (`camera_registration.deleted`, `contact.deleted`), naming the record by its
// reference only, in the same D1 batch as the delete: both happen, or neither.
import { createExecutionContext, env } from "cloudflare:test";
import { eq, like } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { cameraRegistrations, contactSubmissions, outboxMessages } from "../../../worker/db/schema";
import type { Env } from "../../../worker/env";
import worker from "../../../worker/index";
import { db, freshClientIp, ORIGIN } from "../helpers";
import { createIncident, emailOwners, linksIn, requestEmail, tokenFor } from "../registry/owner-fixtures";
import { CANTON, pointAt } from "../registry/points";
import { apiClient } from "../api-client";
import { asAdmin } from "../session-helpers";
import { CRM_WEBHOOK, setCrmWebhook } from "../settings-helpers";
import { deliver, messageRow } from "./helpers";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";

let admin: string;
beforeAll(async () => {
  admin = await asAdmin();
  await setCrmWebhook({ ...CRM_WEBHOOK, newSecret: SECRET });
});
afterEach(() => vi.restoreAllMocks());

/** The webhook queue hand-overs of the requests made through `site`, instead of the real queue's. */
let queued: string[] = [];
const QUEUE: Pick<Env["WEBHOOK_QUEUE"], "sendBatch"> = {
  sendBatch: (messages) => {
    queued.push(...[...messages].map((message) => message.body.messageId));
    return Promise.resolve({ metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } } as unknown as Awaited<
      ReturnType<Env["WEBHOOK_QUEUE"]["sendBatch"]>
    >);
  },
};

/** The Worker (its CRM receiver configured in the settings, above), its queue recorded. */
async function site(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const { cookie, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("Origin", ORIGIN);
  headers.set("CF-Connecting-IP", freshClientIp());
  if (cookie) headers.set("Cookie", cookie);
  return worker.fetch(
    new Request(new URL(path, ORIGIN), { ...rest, headers }),
    { ...env, WEBHOOK_QUEUE: QUEUE as Env["WEBHOOK_QUEUE"] },
    createExecutionContext(),
  );
}

const json = (body: unknown) => ({ method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "Content-Type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

let people = 0;
/** Someone whose every detail is found nowhere else, so a copy of any of it can be found. */
function person() {
  const n = ++people;
  return {
    name: `Ottoline Vanderquist ${n}`,
    firstName: "Ottoline",
    lastName: `Vanderquist${n}`,
    email: `o.vanderquist.${n}@example.net`,
    phone: `(410) 555-01${String(n).padStart(2, "0")}`,
    address: `${3100 + n} Fleet St, Baltimore, MD 21224`,
    cameraDetails: `Vanderquist porch camera number ${n}, 14 days on a card.`,
    message: `Vanderquist asks about cameras for the alley, visit ${n}.`,
  };
}
const detailsOf = (who: ReturnType<typeof person>) => [who.lastName, who.email, who.phone, who.address, "Vanderquist", "Ottoline"];

async function registered() {
  const who = person();
  const response = await site("/api/register-camera", json({ ...who, terms: true }));
  expect(response.status).toBe(201);
  const { id } = await response.json<{ id: number }>();
  const [row] = await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id));
  return { who, id, reference: row!.reference! };
}

async function contacted() {
  const who = person();
  const { firstName, lastName, email, phone, message } = who;
  const response = await site("/api/contact", {
    ...json({ firstName, lastName, email, phone, message, service: "camera_installation", smsConsent: true }),
  });
  expect(response.status).toBe(201);
  const { id } = await response.json<{ id: number }>();
  const [row] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
  return { who, id, reference: row!.reference! };
}

/** A registered, located owner asked about an incident: the "Remove me from the registry" link of the request email. */
let places = 0;
async function leaveLinkOf(registration: { id: number }) {
  // A place of its own, far from the other tests' owners.
  const point = pointAt(CANTON, 300, 6000 + ++places * 500);
  await db()
    .update(cameraRegistrations)
    .set({ ...point, locationStatus: "located", locationSource: "staff" })
    .where(eq(cameraRegistrations.id, registration.id));
  const staff = apiClient({ cookie: admin });
  const incident = await createIncident(staff, pointAt(point, 0, 30));
  expect((await emailOwners(staff, incident.id)).status).toBe(201);
  return new URL(linksIn((await requestEmail(incident.id, registration.id)).textBody).leave[0]!).searchParams.get("t")!;
}

const deletionEvents = (type: string) =>
  db()
    .select()
    .from(outboxMessages)
    .where(like(outboxMessages.textBody, `{"type":"${type}"%`));

type Deletion = { type: string; record: () => Promise<{ who: ReturnType<typeof person>; id: number; reference: string }> };
const REGISTRATION: Deletion = { type: "camera_registration.deleted", record: registered };
const CONTACT: Deletion = { type: "contact.deleted", record: contacted };

/** Each way a record is deleted, as its owner or staff do it. */
const WAYS: [string, Deletion, (record: { id: number; reference: string }) => Promise<Response>][] = [
  [
    "an owner's Remove my registration",
    REGISTRATION,
    async ({ reference }) =>
      site("/registry/manage", {
        ...form({ t: await tokenFor({ registration: reference, incidentId: null, action: "manage" }), intent: "remove-confirmed" }),
      }),
  ],
  [
    "an owner's Remove me from the registry",
    REGISTRATION,
    async (record) => site("/registry/leave", form({ t: await leaveLinkOf(record) })),
  ],
  [
    "a staff delete of a registration",
    REGISTRATION,
    ({ id }) => site(`/api/camera-registrations/${id}`, { method: "DELETE", cookie: admin }),
  ],
  ["a staff delete of a contact submission", CONTACT, ({ id }) => site(`/api/contacts/${id}`, { method: "DELETE", cookie: admin })],
];

describe.each(WAYS)("%s", (_way, deletion, remove) => {
  it("writes one signed deletion event to the outbox, with the record's reference only, and queues it", async () => {
    // None while the webhook is off in the settings (R23).
    const unsent = await deletion.record();
    await setCrmWebhook({ ...CRM_WEBHOOK, enabled: false });
    expect((await remove(unsent)).status).toBe(200);
    await setCrmWebhook(CRM_WEBHOOK);
    expect((await deletionEvents(deletion.type)).filter((row) => row.textBody.includes(unsent.reference))).toEqual([]);

    const { who, id, reference } = await deletion.record();
    queued = [];
    expect((await remove({ id, reference })).status).toBe(200);

    const events = (await deletionEvents(deletion.type)).filter((row) => row.textBody.includes(reference));
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      channel: "webhook",
      kind: "lead-webhook",
      recipient: "https://crm.example.test",
      contactSubmissionId: null,
      cameraRegistrationId: null,
      status: "pending",
      sender: null,
      subject: null,
      htmlBody: null,
    });
    const body = JSON.parse(event!.textBody) as { type: string; timestamp: string; data: Record<string, unknown> };
    expect(body).toEqual({ type: deletion.type, timestamp: expect.any(String), data: { reference } });
    expect(Math.abs(Date.parse(body.timestamp) - Date.now())).toBeLessThan(60_000);
    expect(detailsOf(who).filter((detail) => event!.textBody.includes(detail))).toEqual([]);
    expect(queued).toContain(event!.id);

    // Sent as every CRM webhook is: signed (Standard Webhooks), the row's id as webhook-id.
    const received: Request[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation((input, init) => {
      received.push(new Request(input, init));
      return Promise.resolve(new Response(null, { status: 204 }));
    });
    await deliver([event!.id]);
    expect(received).toHaveLength(1);
    const sent = await received[0]!.text();
    expect(received[0]!.headers.get("webhook-id")).toBe(event!.id);
    expect(new Webhook(SECRET).verify(sent, Object.fromEntries(received[0]!.headers))).toEqual(body);
    expect(await messageRow(event!.id)).toMatchObject({ status: "sent" });
  });

  it("happens in one batch with the delete: when the event cannot be written, nothing is deleted", async () => {
    const { id, reference } = await deletion.record();
    const table = deletion === CONTACT ? "contact_submissions" : "camera_registrations";
    await env.DB.exec(
      `CREATE TRIGGER refuse_deletion_events BEFORE INSERT ON outbox_messages WHEN NEW.text_body LIKE '%.deleted"%' BEGIN SELECT RAISE(ABORT, 'no deletion events'); END`,
    );
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const response = await remove({ id, reference });
      expect(response.status).toBeGreaterThanOrEqual(500);
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_deletion_events");
    }
    expect(await env.DB.prepare(`SELECT id FROM ${table} WHERE id = ?`).bind(id).all()).toMatchObject({ results: [{ id }] });
    expect((await deletionEvents(deletion.type)).filter((row) => row.textBody.includes(reference))).toEqual([]);
    // Tried again once the event can be written: both happen.
    expect((await remove({ id, reference })).status).toBe(200);
    expect(await env.DB.prepare(`SELECT id FROM ${table} WHERE id = ?`).bind(id).all()).toMatchObject({ results: [] });
    expect((await deletionEvents(deletion.type)).filter((row) => row.textBody.includes(reference))).toHaveLength(1);
  });

  it("happens in one batch with the delete: when the delete fails, no event is written", async () => {
    const { id, reference } = await deletion.record();
    const table = deletion === CONTACT ? "contact_submissions" : "camera_registrations";
    await env.DB.exec(`CREATE TRIGGER refuse_deletes BEFORE DELETE ON ${table} BEGIN SELECT RAISE(ABORT, 'no deletes'); END`);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect((await remove({ id, reference })).status).toBeGreaterThanOrEqual(500);
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_deletes");
    }
    expect((await deletionEvents(deletion.type)).filter((row) => row.textBody.includes(reference))).toEqual([]);
    // Tried again once the delete can happen: both happen.
    expect((await remove({ id, reference })).status).toBe(200);
    expect((await deletionEvents(deletion.type)).filter((row) => row.textBody.includes(reference))).toHaveLength(1);
  });
});

describe("a record deleted twice", () => {
  it("is announced once", async () => {
    const contact = await contacted();
    const registration = await registered();
    // Two deletes of each at the same time: one finds it, the other answers 404 or finds it gone.
    await Promise.all([
      site(`/api/contacts/${contact.id}`, { method: "DELETE", cookie: admin }),
      site(`/api/contacts/${contact.id}`, { method: "DELETE", cookie: admin }),
      site(`/api/camera-registrations/${registration.id}`, { method: "DELETE", cookie: admin }),
      site(`/api/camera-registrations/${registration.id}`, { method: "DELETE", cookie: admin }),
    ]);
    expect((await deletionEvents("contact.deleted")).filter((row) => row.textBody.includes(contact.reference))).toHaveLength(1);
    const registrationEvents = (await deletionEvents("camera_registration.deleted")).filter((row) =>
      row.textBody.includes(registration.reference),
    );
    expect(registrationEvents).toHaveLength(1);
  });
});
