// The dashboard as a small CRM (R13): a contact's status and note, each record's messages, the
// message log, a sent email's preview, Resend, and messages deleted with their record.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { auditLog, cameraRegistrations, contactSubmissions, outboxMessages } from "../../worker/db/schema";
import { db } from "./helpers";
import { asAdmin, callWith } from "./session-helpers";

let admin: string;

beforeAll(async () => {
  admin = await asAdmin();
});

afterEach(() => {
  vi.restoreAllMocks();
});

function send(method: string, path: string, body?: unknown) {
  return callWith(admin, path, {
    method,
    headers: { "Content-Type": "application/json", Origin: "http://localhost" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const HOUR = 60 * 60 * 1000;

async function newContact(overrides: Partial<typeof contactSubmissions.$inferInsert> = {}) {
  const [row] = await db()
    .insert(contactSubmissions)
    .values({
      reference: crypto.randomUUID(),
      firstName: "Rae",
      lastName: "Okafor",
      email: `rae-${crypto.randomUUID()}@example.com`,
      phone: "4105550123",
      service: "camera_installation",
      message: "Cameras for the corner store, please.",
      smsConsentAt: new Date(),
      smsConsentVersion: "2025-01-01",
      ...overrides,
    })
    .returning();
  return row!;
}

async function newRegistration() {
  const [row] = await db()
    .insert(cameraRegistrations)
    .values({
      reference: crypto.randomUUID(),
      name: "Lou Park",
      email: "lou@example.com",
      phone: "4105550124",
      address: "12 Boston St, Baltimore, MD 21224",
      cameraDetails: "One camera over the garage.",
      terms: true,
    })
    .returning();
  return row!;
}

/** An outbox row written directly, as the submission's batch would write it. */
async function newMessage(overrides: Partial<typeof outboxMessages.$inferInsert> = {}) {
  const [row] = await db()
    .insert(outboxMessages)
    .values({
      id: crypto.randomUUID(),
      channel: "email",
      kind: "contact-staff",
      recipient: "staff@harborlight.example",
      sender: "hello@harborlight.example",
      replyTo: "rae@example.com",
      subject: "New lead: Rae Okafor",
      textBody: "Rae Okafor asked about Camera Installation.",
      htmlBody: "<p>Rae Okafor asked about <b>Camera Installation</b>.</p>",
      ...overrides,
    })
    .returning();
  return row!;
}

async function auditFor(entity: string, entityId: number) {
  const rows = await db().select().from(auditLog).where(eq(auditLog.entityId, entityId));
  return rows.filter((row) => row.entity === entity);
}

describe("a contact submission's status and internal note", () => {
  it("lists each submission with status New, an empty note and its reference (R15: the spec's fields stay)", async () => {
    const contact = await newContact();
    const rows = await (await send("GET", "/api/contacts")).json<Record<string, unknown>[]>();
    expect(rows.find((row) => row.id === contact.id)).toMatchObject({
      firstName: "Rae",
      lastName: "Okafor",
      email: contact.email,
      phone: "4105550123",
      service: "camera_installation",
      message: "Cameras for the corner store, please.",
      createdAt: expect.any(String),
      status: "new",
      internalNote: "",
      reference: contact.reference,
    });
  });

  it("changes the status and records it in the audit trail in words", async () => {
    const contact = await newContact();
    const response = await send("PATCH", `/api/contacts/${contact.id}`, { status: "contacted" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: contact.id, status: "contacted", internalNote: "" });
    const audit = await auditFor("contact submission", contact.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "update", summary: "Status: Contacted", userEmail: "staff-admin@example.com" });
  });

  it("saves a note with its line breaks, and the audit trail says so without copying it", async () => {
    const contact = await newContact();
    const note = "Called twice.\nWants a quote for 4 cameras.";
    const response = await send("PATCH", `/api/contacts/${contact.id}`, { internalNote: `  ${note}  ` });
    expect(await response.json()).toMatchObject({ status: "new", internalNote: note });
    const [audit] = await auditFor("contact submission", contact.id);
    expect(audit!.summary).toBe("Note changed");

    await send("PATCH", `/api/contacts/${contact.id}`, { status: "closed", internalNote: "" });
    expect((await auditFor("contact submission", contact.id)).map((row) => row.summary)).toEqual([
      "Note changed",
      "Status: Closed; Note cleared",
    ]);
  });

  it("records nothing when nothing changed", async () => {
    const contact = await newContact();
    expect((await send("PATCH", `/api/contacts/${contact.id}`, { status: "new" })).status).toBe(200);
    expect(await auditFor("contact submission", contact.id)).toEqual([]);
  });

  it.each([
    ["an empty body", {}, "_", "Send a status or an internal note"],
    ["an unknown status", { status: "won" }, "status", "Choose New, Contacted or Closed"],
    ["a note over 5000 characters", { internalNote: "x".repeat(5001) }, "internalNote", "The note must be at most 5000 characters"],
    ["a note with a control character", { internalNote: "bell\u0007" }, "internalNote", "Remove the control characters from this text"],
    ["a note that is no text", { internalNote: 5 }, "internalNote", undefined],
  ])("refuses %s with a 400 and changes nothing", async (_case, body, field, message) => {
    const contact = await newContact();
    const response = await send("PATCH", `/api/contacts/${contact.id}`, body);
    expect(response.status).toBe(400);
    const error = await response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(error.errors[field]).toBeDefined();
    if (message) expect(error.message).toBe(message);
    const [stored] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, contact.id));
    expect(stored).toMatchObject({ status: "new", internalNote: "" });
  });

  it("accepts a note of exactly 5000 characters", async () => {
    const contact = await newContact();
    expect((await send("PATCH", `/api/contacts/${contact.id}`, { internalNote: "x".repeat(5000) })).status).toBe(200);
  });

  it("answers 404 for a submission that does not exist", async () => {
    const response = await send("PATCH", "/api/contacts/999999", { status: "closed" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("refuses a cross-site PATCH", async () => {
    const contact = await newContact();
    const response = await callWith(admin, `/api/contacts/${contact.id}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
      body: JSON.stringify({ status: "closed" }),
    });
    expect(response.status).toBe(403);
  });

  it("exports the status and note, and filters the export by status", async () => {
    const contacted = await newContact({
      firstName: "Status",
      lastName: "Contacted",
      status: "contacted",
      internalNote: "Left a voicemail",
    });
    await newContact({ firstName: "Status", lastName: "Fresh" });
    const text = await (await send("GET", "/api/contacts/export.csv?status=contacted")).text();
    const lines = text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/"Status","Note"$/);
    expect(lines.slice(1).every((line) => line.includes('"Contacted"'))).toBe(true);
    expect(lines.some((line) => line.includes(contacted.email) && line.endsWith('"Contacted","Left a voicemail"'))).toBe(true);
    expect(text).not.toContain('"Fresh"');
  });
});

describe("each record's messages", () => {
  it("lists a submission's messages oldest first, as views without bodies", async () => {
    const contact = await newContact();
    const now = Date.now();
    const webhook = await newMessage({
      contactSubmissionId: contact.id,
      channel: "webhook",
      kind: "lead-webhook",
      recipient: "https://crm.example",
      sender: null,
      replyTo: null,
      subject: null,
      textBody: '{"type":"contact.created"}',
      htmlBody: null,
      status: "failed",
      attempts: 5,
      lastAttemptAt: new Date(now - HOUR),
      lastError: "The receiver answered 503",
      createdAt: new Date(now - 2 * HOUR),
    });
    const staff = await newMessage({
      contactSubmissionId: contact.id,
      status: "sent",
      attempts: 1,
      sentAt: new Date(now),
      createdAt: new Date(now - HOUR),
    });
    await newMessage({ contactSubmissionId: (await newContact()).id }); // someone else's

    const response = await send("GET", `/api/contacts/${contact.id}/messages`);
    expect(response.status).toBe(200);
    const views = await response.json<Record<string, unknown>[]>();
    expect(views.map((view) => view.id)).toEqual([webhook.id, staff.id]);
    expect(views[0]).toEqual({
      id: webhook.id,
      channel: "webhook",
      kind: "lead-webhook",
      kindLabel: "CRM webhook",
      recipient: "https://crm.example",
      status: "failed",
      attempts: 5,
      lastAttemptAt: new Date(now - HOUR).toISOString(),
      lastError: "The receiver answered 503",
      sentAt: null,
      createdAt: new Date(now - 2 * HOUR).toISOString(),
    });
    expect(views[1]).toMatchObject({ kindLabel: "New lead email to staff", status: "sent", sentAt: new Date(now).toISOString() });
    expect(JSON.stringify(views)).not.toContain("Camera Installation");
  });

  it("lists a camera registration's messages", async () => {
    const registration = await newRegistration();
    const message = await newMessage({ cameraRegistrationId: registration.id, channel: "webhook", kind: "lead-webhook", htmlBody: null });
    const views = await (await send("GET", `/api/camera-registrations/${registration.id}/messages`)).json<{ id: string }[]>();
    expect(views.map((view) => view.id)).toEqual([message.id]);
  });

  it("answers 404 for a record that does not exist, and 400 for an id that is no number", async () => {
    expect((await send("GET", "/api/contacts/999999/messages")).status).toBe(404);
    expect((await send("GET", "/api/camera-registrations/999999/messages")).status).toBe(404);
    expect((await send("GET", "/api/contacts/abc/messages")).status).toBe(400);
  });
});

describe("the message log", () => {
  it("lists the newest first with the record each belongs to, filtered by status, at most `limit`", async () => {
    const contact = await newContact();
    const registration = await newRegistration();
    // In the future, so that they are the newest whatever other tests wrote.
    const base = Date.now() + 10 * 24 * HOUR;
    const older = await newMessage({ contactSubmissionId: contact.id, status: "failed", createdAt: new Date(base) });
    const newer = await newMessage({ cameraRegistrationId: registration.id, kind: "lead-webhook", createdAt: new Date(base + HOUR) });

    const log = await (await send("GET", "/api/admin/messages?limit=2")).json<Record<string, unknown>[]>();
    expect(log.map((entry) => entry.id)).toEqual([newer.id, older.id]);
    expect(log[0]).toMatchObject({ cameraRegistrationId: registration.id, contactSubmissionId: null, kindLabel: "CRM webhook" });
    expect(log[1]).toMatchObject({ contactSubmissionId: contact.id, cameraRegistrationId: null, status: "failed" });
    expect(log[0]).not.toHaveProperty("textBody");

    const failed = await (await send("GET", "/api/admin/messages?status=failed")).json<{ id: string; status: string }[]>();
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
    expect(await (await send("GET", "/api/admin/messages")).json()).toHaveLength(50);
    expect((await send("GET", "/api/admin/messages?limit=200")).status).toBe(200);
  });

  it.each(["limit=0", "limit=201", "limit=many", "limit=1.5", "status=lost"])("refuses ?%s with a 400", async (query) => {
    const response = await send("GET", `/api/admin/messages?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  });

  it("reads one message with its headers and text part, or a webhook's JSON body", async () => {
    const contact = await newContact();
    const email = await newMessage({ contactSubmissionId: contact.id });
    const detail = await (await send("GET", `/api/admin/messages/${email.id}`)).json();
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
    expect(await (await send("GET", `/api/admin/messages/${webhook.id}`)).json()).toMatchObject({ textBody: '{"id":"x"}', hasHtml: false });
    expect((await send("GET", "/api/admin/messages/no-such-message")).status).toBe(404);
  });
});

describe("a sent email's preview", () => {
  it("answers the HTML part as sent, under its own strict policy, framable by the site alone", async () => {
    const message = await newMessage({ htmlBody: '<p style="color:red">Hello <img src="https://img.example/a.png"></p>' });
    const response = await send("GET", `/api/admin/messages/${message.id}/preview`);
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
    const page = await send("GET", "/api/admin/messages");
    expect(page.headers.get("X-Frame-Options")).toBe("DENY");
    const csp = page.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/frame-src 'self' /);
  });

  it("answers 404 for an unknown message and for a webhook, which has no HTML part", async () => {
    const webhook = await newMessage({ channel: "webhook", kind: "lead-webhook", htmlBody: null });
    expect((await send("GET", `/api/admin/messages/${webhook.id}/preview`)).status).toBe(404);
    expect((await send("GET", "/api/admin/messages/no-such-message/preview")).status).toBe(404);
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
    const response = await send("POST", `/api/admin/messages/${message.id}/resend`);
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
    expect((await send("POST", `/api/admin/messages/${message.id}/resend`)).status).toBe(200);
    expect(webhooks).toHaveBeenCalledWith([{ body: { messageId: message.id } }]);
    expect(emails).not.toHaveBeenCalled();
    expect(await auditFor("camera registration", registration.id)).toMatchObject([{ summary: "Resent: CRM webhook" }]);
  });

  it.each(["sent", "pending"] as const)("answers 409 for a %s message and changes nothing", async (status) => {
    const sendBatch = vi.spyOn(env.EMAIL_QUEUE, "sendBatch");
    const contact = await newContact();
    const message = await newMessage({ contactSubmissionId: contact.id, status, attempts: 1 });
    const response = await send("POST", `/api/admin/messages/${message.id}/resend`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: `Only a failed message can be sent again; this one is ${status}.` });
    const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, message.id));
    expect(row).toMatchObject({ status, attempts: 1 });
    expect(sendBatch).not.toHaveBeenCalled();
    expect(await auditFor("contact submission", contact.id)).toEqual([]);
  });

  it("answers 404 for an unknown message", async () => {
    expect((await send("POST", "/api/admin/messages/no-such-message/resend")).status).toBe(404);
  });

  it("refuses a cross-site resend", async () => {
    const message = await newMessage({ status: "failed" });
    const response = await callWith(admin, `/api/admin/messages/${message.id}/resend`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: "https://evil.example" },
    });
    expect(response.status).toBe(403);
    const [row] = await db().select().from(outboxMessages).where(eq(outboxMessages.id, message.id));
    expect(row!.status).toBe("failed");
  });
});

describe("privacy: messages are deleted with their record", () => {
  it("enforces foreign keys in D1", async () => {
    const result = await env.DB.prepare("PRAGMA foreign_keys").first<{ foreign_keys: number }>();
    expect(result?.foreign_keys).toBe(1);
  });

  it("deletes a contact submission's messages through the admin DELETE, and no one else's", async () => {
    const contact = await newContact();
    const other = await newContact();
    await newMessage({ contactSubmissionId: contact.id });
    await newMessage({ contactSubmissionId: contact.id, kind: "contact-confirmation" });
    const kept = await newMessage({ contactSubmissionId: other.id });
    expect((await send("DELETE", `/api/contacts/${contact.id}`)).status).toBe(200);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.contactSubmissionId, contact.id))).toEqual([]);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.id, kept.id))).toHaveLength(1);
  });

  it("keeps no personal data of a deleted contact submission in the audit trail, only that it was deleted", async () => {
    const contact = await newContact({ firstName: "Marisol", lastName: "Quintanilla-Brandt" });
    expect((await send("DELETE", `/api/contacts/${contact.id}`)).status).toBe(200);
    const audit = await auditFor("contact submission", contact.id);
    expect(audit.map((row) => [row.action, row.summary])).toEqual([["delete", "Contact submission deleted by staff"]]);
    const everything = JSON.stringify(await db().select().from(auditLog));
    for (const personal of ["Marisol", "Quintanilla-Brandt", contact.email, contact.phone]) expect(everything).not.toContain(personal);
  });

  it("deletes a camera registration's messages through the admin DELETE", async () => {
    const registration = await newRegistration();
    const message = await newMessage({ cameraRegistrationId: registration.id, kind: "lead-webhook", channel: "webhook" });
    expect((await send("DELETE", `/api/camera-registrations/${registration.id}`)).status).toBe(200);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.id, message.id))).toEqual([]);
  });
});
