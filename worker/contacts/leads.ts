// A lead's life outside the dashboard's reads (R13): the contact form stores it with the
// messages it causes in one D1 batch, then hands them to the outbox's queues; a staff delete
// takes it with its messages and tells the CRM, which was sent the lead, in the same batch.
import { database } from "../db/client";
import { deleteContact, insertContact } from "../db/contacts";
import type { Env } from "../env";
import { contactMessages, deletionMessage, mailSettings } from "../outbox";
import { enqueueMessages } from "../outbox";
import type { ContactOutput } from "../shared/schemas/contact";
import { SMS_CONSENT } from "../shared/sms-consent";

/** The form's fields once its bot checks are done with; the consent box is recorded as its time and wording. */
type LeadFields = Omit<ContactOutput, "website" | "turnstileToken" | "smsConsent">;

/**
 * Stores a new lead and queues its messages; answers its id, and whether it goes to a CRM (a
 * webhook receiver is configured, LEAD_WEBHOOK_URL), so the visitor is told only what is true.
 */
export async function receiveLead(env: Env, fields: LeadFields, origin: string): Promise<{ id: number; addedToCrm: boolean }> {
  const now = new Date();
  const lead = { ...fields, reference: crypto.randomUUID(), smsConsentAt: now, smsConsentVersion: SMS_CONSENT.version, createdAt: now };
  const messages = contactMessages(await mailSettings(env), lead, origin);
  const { id } = await insertContact(database(env), lead, messages);
  await enqueueMessages(env, messages);
  return { id, addedToCrm: messages.some((message) => message.channel === "webhook") };
}

/**
 * Staff delete a lead: its messages, personal data and all, go with it (ON DELETE CASCADE;
 * test/worker/contacts/crm.test.ts); the audit trail, which outlives it, names no one.
 */
export async function deleteLead(env: Env, lead: { id: number; reference: string | null }, actor: { id: string; email: string | null }) {
  // A lead without a reference was stored before the CRM was sent any: nothing to tell it.
  const event = lead.reference ? deletionMessage(await mailSettings(env), { type: "contact.deleted", reference: lead.reference }) : null;
  if (await deleteContact(database(env), lead.id, actor, event)) {
    if (event) await enqueueMessages(env, [event]);
  }
}
