// The dashboard's message log (R13): the log, a sent email's preview, and Resend.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";

import { outboxMessages } from "../../../worker/db/schema";
import { read } from "../api-client";
import { db } from "../helpers";
import { auditFor, HOUR, newContact, newMessage, newRegistration, signedInAdmin } from "../record-fixtures";
import { callWith, sessionFor } from "../session-helpers";

const { api, send, cookie } = signedInAdmin();
const messages = () => api().admin.messages;
const byId = (id: string) => ({ param: { id } });

describe("the message log", () => {
  it("lists the newest first with the record each belongs to, filtered by status, at most `limit`", async () => {
    const contact = await newContact();
    const registration = await newRegistration();
    // In the future, so that they are the newest whatever other tests wrote.
    const base = Date.now() + 10 * 24 * HOUR;
    const older = await newMessage({ contactSubmissionId: contact.id, status: "failed", createdAt: new Date(base) });
    const newer = await newMessage({ cameraRegistrationId: registration.id, kind: "lead-webhook", createdAt: new Date(base + HOUR) });

    const log = await read(messages().$get({ query: { limit: "2" } }));
    expect(log.map((entry) => entry.id)).toEqual([newer.id, older.id]);
    expect(log[0]).toMatchObject({ cameraRegistrationId: registration.id, contactSubmissionId: null, kindLabel: "CRM webhook" });
    expect(log[1]).toMatchObject({ contactSubmissionId: contact.id, cameraRegistrationId: null, status: "failed" });
    expect(log[0]).not.toHaveProperty("textBody");

    const failed = await read(messages().$get({ query: { status: "failed" } }));
    expect(failed[0]!.id).toBe(older.id);
    expect(failed.every((entry) => entry.status === "failed")).toBe(true);
  });

  it("takes 50 by default and at most 200", async () => {
    const contact = await newContact();
    // Ten rows a statement: D1 takes at most 100 bound values in one.
    const row = () => ({
      id: crypto.randomUUID(),
      channel: "email" as const,
      kind: "contact-confirmation",
      recipient: "rae@example.com",
      textBody: "Thanks",
      contactSubmissionId: contact.id,
    });
    for (let i = 0; i < 6; i++)
      await db()
        .insert(outboxMessages)
        .values(Array.from({ length: 10 }, row));
    expect(await (await messages().$get({ query: {} })).json()).toHaveLength(50);
    expect((await messages().$get({ query: { limit: "200" } })).status).toBe(200);
  });

  // Raw: the table names the malformed queries themselves.
  it.each(["limit=0", "limit=201", "limit=many", "limit=1.5", "status=lost"])("refuses ?%s with a 400", async (query) => {
    const response = await send("GET", `/api/admin/messages?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  });

  it("reads one message with its headers and text part, or a webhook's JSON body", async () => {
    const contact = await newContact();
    const email = await newMessage({ contactSubmissionId: contact.id });
    const detail = await (await messages()[":id"].$get(byId(email.id))).json();
    expect(detail).toMatchObject({
      id: email.id,
      subject: "New lead: Rae Okafor",
      sender: "hello@harborlight.example",
      replyTo: "rae@example.com",
      recipient: "staff@harborlight.example",
      textBody: "Rae Okafor asked about Camera Installation.",
      hasHtml: true,
      contactSubmissionId: contact.id,
    });
    const webhook = await newMessage({
      channel: "webhook",
      kind: "lead-webhook",
      textBody: '{"id":"x"}',
      htmlBody: null,
      contactSubmissionId: contact.id,
    });
    expect(await (await messages()[":id"].$get(byId(webhook.id))).json()).toMatchObject({ textBody: '{"id":"x"}', hasHtml: false });
    expect((await messages()[":id"].$get(byId("no-such-message"))).status).toBe(404);
  });
});

describe("a sent email's preview", () => {
  it("answers the HTML part as sent, under its own strict policy, framable by the site alone", async () => {
    const sent = await newMessage({ htmlBody: '<p style="color:red">Hello <img src="https://img.example/a.png"></p>' });
    const response = await messages()[":id"].preview.$get(byId(sent.id));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe('<p style="color:red">Hello <img src="https://img.example/a.png"></p>');
    expect(response.headers.get("Content-Security-Policy")).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; sandbox; frame-ancestors 'self'",
    );
    expect(response.headers.get("X-Frame-Options")).toBe("SAMEORIGIN");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
  });

  it("leaves every other answer's policy as it was, and lets the dashboard frame the site", async () => {
    const page = await messages().$get({ query: {} });
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
    const csp = page.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src 'self' /);
  });

  it("answers 404 for an unknown message and for a webhook, which has no HTML part", async () => {
    const webhook = await newMessage({ channel: "webhook", kind: "lead-webhook", htmlBody: null });
    expect((await messages()[":id"].preview.$get(byId(webhook.id))).status).toBe(404);
    expect((await messages()[":id"].preview.$get(byId("no-such-message"))).status).toBe(404);
  });
});

describe("Resend", () => {
  it("reopens a failed message, hands it to the queue and records it against its record", async () => {
    const sendBatch = vi.spyOn(env.EMAIL_QUEUE, "sendBatch");
    const contact = await newContact();
    const message = await newMessage({
      contactSubmissionId: contact.id,
      status: "failed",
      attempts: 5,
      lastError: "Email service unavailable",
      deadLetteredAt: new Date(),
    });
    const response = await messages()[":id"].resend.$post(byId(message.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: message.id, status: "pending", attempts: 0 });

    const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, message.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, deadLetteredAt: null });
    expect(sendBatch).toHaveBeenCalledWith([{ body: { messageId: message.id } }]);
    const audit = await auditFor("contact submission", contact.id);
    expect(audit).toMatchObject([{ action: "update", summary: "Resent: New lead email to staff" }]);
  });

  it("records a camera registration's resend against the registration, and hands a webhook to the webhook queue", async () => {
    const emails = vi.spyOn(env.EMAIL_QUEUE, "sendBatch");
    const webhooks = vi.spyOn(env.WEBHOOK_QUEUE, "sendBatch");
    const registration = await newRegistration();
    const message = await newMessage({ cameraRegistrationId: registration.id, kind: "lead-webhook", channel: "webhook", status: "failed" });
    expect((await messages()[":id"].resend.$post(byId(message.id))).status).toBe(200);
    expect(webhooks).toHaveBeenCalledWith([{ body: { messageId: message.id } }]);
    expect(emails).not.toHaveBeenCalled();
    expect(await auditFor("camera registration", registration.id)).toMatchObject([{ summary: "Resent: CRM webhook" }]);
  });

  it.each(["sent", "pending"] as const)("answers 409 for a %s message and changes nothing", async (status) => {
    const sendBatch = vi.spyOn(env.EMAIL_QUEUE, "sendBatch");
    const contact = await newContact();
    const message = await newMessage({ contactSubmissionId: contact.id, status, attempts: 1 });
    const response = await messages()[":id"].resend.$post(byId(message.id));
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: `Only a failed message can be sent again; this one is ${status}.` });
    const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, message.id));
    expect(row).toMatchObject({ status, attempts: 1 });
    expect(sendBatch).not.toHaveBeenCalled();
    expect(await auditFor("contact submission", contact.id)).toEqual([]);
  });

  it("answers 404 for an unknown message", async () => {
    expect((await messages()[":id"].resend.$post(byId("no-such-message"))).status).toBe(404);
  });

  it("refuses a cross-site resend", async () => {
    const message = await newMessage({ status: "failed" });
    // Raw: the typed client always sends the site's Origin.
    const response = await callWith(cookie(), `/api/admin/messages/${message.id}/resend`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, message.id));
    expect(row!.status).toBe("failed");
  });
});

describe("a message as each role sees it (R25)", () => {
  it("shows a Leads person a lead's messages and a coordinator a registration's, each not found to the other; the log is for the whole-log roles", async () => {
    const leadMessage = await newMessage({ contactSubmissionId: (await newContact()).id });
    const registrationMessage = await newMessage({ cameraRegistrationId: (await newRegistration()).id });
    const leads = await sessionFor("messages-leads@example.com", { role: "leads" });
    const coordinator = await sessionFor("messages-coordinator@example.com", { role: "registry-coordinator" });
    const status = async (who: string, path: string) => (await callWith(who, path)).status;
    expect(await status(leads, `/api/admin/messages/${leadMessage.id}`)).toBe(200);
    expect(await status(leads, `/api/admin/messages/${registrationMessage.id}`)).toBe(404);
    expect(await status(coordinator, `/api/admin/messages/${registrationMessage.id}`)).toBe(200);
    expect(await status(coordinator, `/api/admin/messages/${leadMessage.id}/preview`)).toBe(404);
    expect(await status(leads, "/api/admin/messages")).toBe(403);
    expect(await status(cookie(), `/api/admin/messages/${registrationMessage.id}`)).toBe(200);
  });
});
