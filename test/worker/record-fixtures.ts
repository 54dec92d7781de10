// Leads, registrations and their outbox rows written straight to D1, for the staff API's tests
// (the dashboard's CRM: a lead's status and note, each record's messages, the message log).
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, vi } from "vitest";

import { auditLog, cameraRegistrations, contactSubmissions, outboxMessages, shortLinks } from "../../worker/db/schema";
import { apiClient } from "./api-client";
import { db } from "./helpers";
import { asAdmin, callWith } from "./session-helpers";

/** A raw JSON request from the dashboard, signed in with `cookie`: for what the typed client cannot send. */
function sendAs(cookie: string, method: string, path: string, body?: unknown) {
  return callWith(cookie, path, {
    method,
    headers: { "Content-Type": "application/json", Origin: "http://localhost" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/**
 * A file's tests as one signed-in admin: signs in before them, undoes spies after each, and
 * answers the typed client as that admin, a raw JSON sender and the admin's cookie (each read once signed in).
 */
export function signedInAdmin() {
  const session = { cookie: "", api: apiClient() };
  beforeAll(async () => {
    session.cookie = await asAdmin();
    session.api = apiClient({ cookie: session.cookie });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  return {
    api: () => session.api,
    send: (method: string, path: string, body?: unknown) => sendAs(session.cookie, method, path, body),
    cookie: () => session.cookie,
  };
}

export const HOUR = 60 * 60 * 1000;

export async function newContact(overrides: Partial<typeof contactSubmissions.$inferInsert> = {}) {
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

export async function newRegistration() {
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
export async function newMessage(overrides: Partial<typeof outboxMessages.$inferInsert> = {}) {
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

export async function auditFor(entity: string, entityId: number) {
  const rows = await db().select().from(auditLog).where(eq(auditLog.entityId, entityId));
  return rows.filter((row) => row.entity === entity);
}

/** A short link from `fromPath`, stored directly; its id. */
export async function newLink(fromPath: string) {
  const [{ id }] = (await db()
    .insert(shortLinks)
    .values({ fromPath, toUrl: `https://example.org${fromPath}` })
    .returning({ id: shortLinks.id })) as [{ id: number }];
  return id;
}
