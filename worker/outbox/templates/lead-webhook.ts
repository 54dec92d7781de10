// The JSON a CRM receives for a new lead, in the shape Standard Webhooks recommends:
// { type, timestamp, data }. The lead's reference is its id across retries and systems.
import { serviceLabel } from "../../shared/services";
import type { CameraLead, ContactLead } from "./types";

export type LeadEvent =
  | { type: "contact_submission.created"; lead: ContactLead; dashboardUrl: string }
  | { type: "camera_registration.created"; lead: CameraLead; dashboardUrl: string };

export function leadWebhookBody(event: LeadEvent, at: Date): string {
  return JSON.stringify({ type: event.type, timestamp: at.toISOString(), data: leadData(event) });
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
