// The JSON a CRM receives for a new lead, and when a record it was sent is deleted, in the shape
// Standard Webhooks recommends: { type, timestamp, data }. The record's reference is its id
// across retries and systems.
import { serviceLabel } from "../../shared/services";
import type { CameraLead, ContactLead } from "./types";

export type LeadEvent =
  | { type: "contact_submission.created"; lead: ContactLead; dashboardUrl: string }
  | { type: "camera_registration.created"; lead: CameraLead; dashboardUrl: string };

export function leadWebhookBody(event: LeadEvent, at: Date): string {
  return JSON.stringify({ type: event.type, timestamp: at.toISOString(), data: leadData(event) });
}

/**
 * A record the CRM was sent is deleted here: by its owner ("Remove my registration", "Remove me
 * from the registry") or by staff. The event names the record by its reference and nothing else:
 * the receiver deletes its copy (docs/operating.md, "Outbound messages"; decision 0035).
 */
export interface DeletionEvent {
  type: "contact.deleted" | "camera_registration.deleted";
  reference: string;
}

export function deletionWebhookBody(event: DeletionEvent, at: Date): string {
  return JSON.stringify({ type: event.type, timestamp: at.toISOString(), data: { reference: event.reference } });
}

function leadData(event: LeadEvent) {
  if (event.type === "camera_registration.created") {
    const { lead } = event;
    return {
      reference: lead.reference,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      address: lead.address,
      cameraDetails: lead.cameraDetails,
      createdAt: lead.createdAt.toISOString(),
      dashboardUrl: event.dashboardUrl,
    };
  }
  const { lead } = event;
  return {
    reference: lead.reference,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    serviceLabel: serviceLabel(lead.service),
    message: lead.message,
    smsConsent: { givenAt: lead.smsConsentAt.toISOString(), version: lead.smsConsentVersion },
    createdAt: lead.createdAt.toISOString(),
    dashboardUrl: event.dashboardUrl,
  };
}
