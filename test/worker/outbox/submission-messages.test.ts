// A public form's record and its messages are stored in one batch, handed to the real queue,
// and sent by the real consumer through the real email binding.
import { createExecutionContext, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { insertContact } from "../../../worker/db/contacts";
import { cameraRegistrations, contactSubmissions, outboxMessages } from "../../../worker/db/schema";
import type { Env } from "../../../worker/env";
import worker from "../../../worker/index";
import { contactMessages, mailSettings } from "../../../worker/outbox/compose";
import { STAFF_EMAIL_KIND_IDS } from "../../../worker/shared/settings";
import { changeSettings, CRM_WEBHOOK, setCrmWebhook } from "../settings-helpers";

/** Every staff email to the company's address: the Notifications' first value here (no STAFF_EMAIL is set). */
const DEFAULT_RECIPIENTS = Object.fromEntries(STAFF_EMAIL_KIND_IDS.map((kind) => [kind, ["hello@harborlight.example"]]));
import type { CameraRegistrationInput } from "../../../worker/shared/schemas/camera";
import type { ContactInput } from "../../../worker/shared/schemas/contact";
import { apiClient, read, successBody } from "../api-client";
import { db, freshClientIp, ORIGIN } from "../helpers";
import { eventually } from "./helpers";

const api = apiClient();

const contact: ContactInput = {
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  phone: "(410) 555-0100",
  service: "camera_installation",
  message: "Please call about cameras for the porch and the alley.",
  smsConsent: true,
};

const messagesOfContact = (id: number) => db().select().from(outboxMessages).where(eq(outboxMessages.contactSubmissionId, id));

/** A request through the Worker with settings of the test's own (raw: the typed client runs with the test's env). */
async function postWithSettings(path: string, body: unknown, settings: Partial<Env>) {
  const request = new Request(new URL(path, ORIGIN), {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": freshClientIp() },
    body: JSON.stringify(body),
  });
  return worker.fetch(request, { ...env, ...settings }, createExecutionContext());
}

describe("a contact submission", () => {
  it("is stored with an email to staff and a confirmation to the visitor, and both are sent", async () => {
    const response = await api.contact.$post({ json: contact });
    expect(response.status).toBe(201);
    const { id, addedToCrm } = await successBody(response);
    // No webhook receiver is configured: the answer says no CRM was sent the lead (the form then claims none).
    expect(addedToCrm).toBe(false);
    const [stored] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, id));
    expect(stored).toMatchObject({ status: "new", internalNote: "", reference: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const messages = await messagesOfContact(id);
    expect(messages.map((m) => [m.channel, m.kind, m.recipient, m.replyTo])).toEqual([
      ["email", "contact-staff", "hello@harborlight.example", "jane@example.com"],
      ["email", "contact-confirmation", "jane@example.com", "hello@harborlight.example"],
    ]);
    const [staff, confirmation] = messages;
    expect(staff!.sender).toBe("hello@harborlight.example");
    expect(staff!.textBody).toContain(contact.message);
    expect(staff!.textBody).toContain(`${ORIGIN}/admin?section=contacts&submission=${stored!.reference}`);
    expect(confirmation!.textBody).not.toContain(contact.message);
    expect(confirmation!.htmlBody).not.toContain("Jane");

    // The real queue hands them to the consumer, which sends them through the email binding.
    const sent = await eventually(
      () => messagesOfContact(id),
      (rows) => rows.every((row) => row.status === "sent"),
    );
    expect(sent.map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 1],
      ["sent", 1],
    ]);
  });

  it("takes its sender from MAIL_FROM, its staff recipients from Notifications (R23), and adds the CRM webhook when one is set", async () => {
    const before = await changeSettings("notifications", {
      recipients: { ...DEFAULT_RECIPIENTS, newLead: ["office@harborlight.example", "sales@harborlight.example"] },
    });
    await setCrmWebhook({ ...CRM_WEBHOOK, newSecret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" });
    const response = await postWithSettings("/api/contact", contact, { MAIL_FROM: "leads@mail.harborlight.example" });
    await changeSettings("notifications", before);
    await setCrmWebhook({ url: "", enabled: false });
    expect(response.status).toBe(201);
    const { id, addedToCrm } = await response.json<{ id: number; addedToCrm: boolean }>();
    expect(addedToCrm).toBe(true);
    const messages = await messagesOfContact(id);
    expect(messages.map((m) => [m.kind, m.sender, m.recipient])).toEqual([
      ["contact-staff", "leads@mail.harborlight.example", "office@harborlight.example"],
      ["contact-staff", "leads@mail.harborlight.example", "sales@harborlight.example"],
      ["contact-confirmation", "leads@mail.harborlight.example", "jane@example.com"],
      // The receiver's origin only: the address's token stays a setting.
      ["lead-webhook", null, "https://crm.example.test"],
    ]);
    const webhook = JSON.parse(messages[3]!.textBody) as { type: string; data: Record<string, unknown> };
    expect(webhook.type).toBe("contact_submission.created");
    expect(webhook.data).toMatchObject({ firstName: "Jane", email: "jane@example.com", service: "camera_installation" });
  });

  it("whose name holds CR, LF and HTML is stored as typed, and its emails send with that text inert", async () => {
    const firstName = "Jane\r\nBcc: x@evil.test";
    const lastName = "<img src=x onerror=alert(1)>";
    const response = await api.contact.$post({ json: { ...contact, firstName, lastName } });
    expect(response.status).toBe(201);
    const { id } = await successBody(response);
    const [staff] = await messagesOfContact(id);
    expect(staff!.subject).toBe("New quote request: Jane Bcc: x@evil.test <img src=x onerror=alert(1)> (Camera Installation)");
    expect(staff!.htmlBody).not.toContain("<img");
    const sent = await eventually(
      () => messagesOfContact(id),
      (rows) => rows.every((row) => row.status === "sent"),
    );
    expect(sent.map((row) => row.status)).toEqual(["sent", "sent"]);
  });

  it("caught by the honeypot is answered as stored but causes no message", async () => {
    const before = await db().select().from(outboxMessages);
    const response = await api.contact.$post({ json: { ...contact, website: "https://spam.example" } });
    expect(response.status).toBe(201);
    expect(await db().select().from(outboxMessages)).toHaveLength(before.length);
  });

  it("and its messages are written together or not at all", async () => {
    const now = new Date();
    const lead = { ...contact, reference: crypto.randomUUID(), smsConsentAt: now, smsConsentVersion: "test", createdAt: now };
    const messages = contactMessages(await mailSettings(env), lead, ORIGIN);
    // Two messages under one id: the second insert fails, and with it the whole batch.
    const clashing = [messages[0]!, { ...messages[1]!, id: messages[0]!.id }];
    await expect(insertContact(db(), lead, clashing)).rejects.toThrow();
    expect(await db().select().from(contactSubmissions).where(eq(contactSubmissions.reference, lead.reference))).toEqual([]);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.id, messages[0]!.id))).toEqual([]);
  });
});

describe("a camera registration", () => {
  const registration: CameraRegistrationInput = {
    name: "Sam Lee",
    email: "sam@example.com",
    phone: "410-555-0199",
    address: "2400 Boston St, Baltimore, MD 21224",
    cameraDetails: "Two doorbell cameras facing the street.",
    terms: true,
  };

  it("causes the owner's confirmation, and a CRM webhook when one is set", async () => {
    const { id: plainId } = await read(api["register-camera"].$post({ json: registration }));
    const own = await db().select().from(outboxMessages).where(eq(outboxMessages.cameraRegistrationId, plainId));
    expect(own.map((m) => [m.channel, m.kind, m.recipient])).toEqual([["email", "registry-confirmation", "sam@example.com"]]);

    await setCrmWebhook({ url: "https://crm.example.test/hooks/lead", enabled: true, newSecret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" });
    const response = await postWithSettings("/api/register-camera", registration, {});
    await setCrmWebhook({ url: "", enabled: false });
    const { id } = await response.json<{ id: number }>();
    const [stored] = await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id));
    const messages = await db().select().from(outboxMessages).where(eq(outboxMessages.cameraRegistrationId, id));
    expect(messages.map((m) => [m.channel, m.kind, m.recipient])).toEqual([
      ["email", "registry-confirmation", "sam@example.com"],
      ["webhook", "lead-webhook", "https://crm.example.test"],
    ]);
    const body = JSON.parse(messages[1]!.textBody) as { type: string; data: Record<string, unknown> };
    expect(body).toMatchObject({
      type: "camera_registration.created",
      data: { reference: stored!.reference, name: "Sam Lee", address: registration.address },
    });
  });
});
