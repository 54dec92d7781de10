// The dashboard as a small CRM for leads (R13): a lead's status and note, its messages, and
// messages deleted with their lead.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { auditLog, contactSubmissions, outboxMessages } from "../../../worker/db/schema";
import { read, successBody } from "../api-client";
import { db } from "../helpers";
import { auditFor, HOUR, newContact, newMessage, signedInAdmin } from "../record-fixtures";
import { callWith } from "../session-helpers";

const { api, send, cookie } = signedInAdmin();
const contacts = () => api().contacts;
const patch = (id: number, json: { status?: "new" | "contacted" | "closed"; internalNote?: string }) =>
  contacts()[":id"].$patch({ param: { id: String(id) }, json });

describe("a contact submission's status and internal note", () => {
  it("lists each submission with status New, an empty note and its reference (R15: the spec's fields stay)", async () => {
    const contact = await newContact();
    const rows = await read(contacts().$get());
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
    const response = await patch(contact.id, { status: "contacted" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: contact.id, status: "contacted", internalNote: "" });
    const audit = await auditFor("contact submission", contact.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "update", summary: "Status: Contacted", userEmail: "staff-admin@example.com" });
  });

  it("saves a note with its line breaks, and the audit trail says so without copying it", async () => {
    const contact = await newContact();
    const note = "Called twice.\nWants a quote for 4 cameras.";
    const response = await patch(contact.id, { internalNote: `  ${note}  ` });
    expect(await response.json()).toMatchObject({ status: "new", internalNote: note });
    const [audit] = await auditFor("contact submission", contact.id);
    expect(audit!.summary).toBe("Note changed");

    await patch(contact.id, { status: "closed", internalNote: "" });
    expect((await auditFor("contact submission", contact.id)).map((row) => row.summary)).toEqual([
      "Note changed",
      "Status: Closed; Note cleared",
    ]);
  });

  it("records nothing when nothing changed", async () => {
    const contact = await newContact();
    expect((await patch(contact.id, { status: "new" })).status).toBe(200);
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
    // Raw: an unknown status and a note that is no text are bodies the types forbid.
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
    expect((await patch(contact.id, { internalNote: "x".repeat(5000) })).status).toBe(200);
  });

  it("answers 404 for a submission that does not exist", async () => {
    const response = await patch(999999, { status: "closed" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("refuses a cross-site PATCH", async () => {
    const contact = await newContact();
    // Raw: the typed client always sends the site's Origin.
    const response = await callWith(cookie(), `/api/contacts/${contact.id}`, {
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
    const text = await (await contacts()["export.csv"].$get({ query: { status: "contacted" } })).text();
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

    const response = await contacts()[":id"].messages.$get({ param: { id: String(contact.id) } });
    expect(response.status).toBe(200);
    const views = await successBody(response);
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
      loggedOnly: false,
      // Set when the row was written: the view carries it for a pending message's next attempt.
      nextAttemptAt: expect.any(String),
      sentAt: null,
      createdAt: new Date(now - 2 * HOUR).toISOString(),
    });
    expect(views[1]).toMatchObject({ kindLabel: "New lead email to staff", status: "sent", sentAt: new Date(now).toISOString() });
    expect(JSON.stringify(views)).not.toContain("Camera Installation");
  });

  it("answers 404 for a record that does not exist, and 400 for an id that is no number", async () => {
    expect((await contacts()[":id"].messages.$get({ param: { id: "999999" } })).status).toBe(404);
    expect((await contacts()[":id"].messages.$get({ param: { id: "abc" } })).status).toBe(400);
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
    expect((await contacts()[":id"].$delete({ param: { id: String(contact.id) } })).status).toBe(200);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.contactSubmissionId, contact.id))).toEqual([]);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.id, kept.id))).toHaveLength(1);
  });

  it("keeps no personal data of a deleted contact submission in the audit trail, only that it was deleted", async () => {
    const contact = await newContact({ firstName: "Marisol", lastName: "Quintanilla-Brandt" });
    expect((await contacts()[":id"].$delete({ param: { id: String(contact.id) } })).status).toBe(200);
    const audit = await auditFor("contact submission", contact.id);
    expect(audit.map((row) => [row.action, row.summary])).toEqual([["delete", "Contact submission deleted by staff"]]);
    const everything = JSON.stringify(await db().select().from(auditLog));
    for (const personal of ["Marisol", "Quintanilla-Brandt", contact.email, contact.phone]) expect(everything).not.toContain(personal);
  });
});
