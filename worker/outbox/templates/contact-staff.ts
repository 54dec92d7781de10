// A new contact submission, to staff: every field, the consent record and the way to the
// dashboard. Staff answer the visitor by replying (the message's Reply-To is the visitor).
import { telHref } from "../../shared/company";
import { serviceLabel } from "../../shared/services";
import { email, siteMoment } from "./email-layout";
import type { ContactLead, EmailContent } from "./types";

export const OPEN_IN_DASHBOARD = "Open in the dashboard";

export function contactStaffEmail(lead: ContactLead, dashboardUrl: string): EmailContent {
  const name = `${lead.firstName} ${lead.lastName}`;
  const service = serviceLabel(lead.service);
  return email(`New quote request: ${name} (${service})`, {
    heading: `New quote request from ${name}`,
    paragraphs: [`Received ${siteMoment(lead.createdAt)}. Reply to this email to answer ${lead.firstName} directly.`],
    fields: [
      { label: "Name", value: name },
      { label: "Email", value: lead.email, href: `mailto:${lead.email}` },
      { label: "Phone", value: lead.phone, href: telHref(lead.phone) },
      { label: "Service", value: service },
      { label: "SMS consent", value: `Given ${siteMoment(lead.smsConsentAt)} (wording version ${lead.smsConsentVersion})` },
      { label: "Reference", value: lead.reference },
    ],
    quote: { label: "Message", text: lead.message },
    link: { label: OPEN_IN_DASHBOARD, href: dashboardUrl },
  });
}
