// The messages a new record causes, built in the request that stores it so that both are
// written in one batch (R13). Nothing here sends: the queue consumer does.
import type { UnownedOutboxMessage } from "../db/outbox";
import type { Env } from "../env";
import { httpHref } from "../shared/addresses";
import { COMPANY } from "../shared/company";
import { dashboardLink, type MessageKind } from "./kinds";
import { contactConfirmationEmail } from "./templates/contact-confirmation";
import { contactStaffEmail } from "./templates/contact-staff";
import { leadWebhookBody, type LeadEvent } from "./templates/lead-webhook";
import type { CameraLead, ContactLead, EmailContent } from "./templates/types";

type ComposedMessage = UnownedOutboxMessage & { kind: MessageKind };

type MailSettings = Pick<Env, "MAIL_FROM" | "STAFF_EMAIL" | "LEAD_WEBHOOK_URL">;

/** A new contact submission: the lead to staff (Reply-To the visitor), a confirmation to the visitor, and the CRM webhook. */
export function contactMessages(env: MailSettings, lead: ContactLead, origin: string): ComposedMessage[] {
  const dashboardUrl = dashboardLink(origin, { contactReference: lead.reference });
  return [
    email(env, "contact-staff", staffAddress(env), contactStaffEmail(lead, dashboardUrl), lead.email),
    email(env, "contact-confirmation", lead.email, contactConfirmationEmail(lead), staffAddress(env)),
    ...leadWebhook(env, { type: "contact_submission.created", lead, dashboardUrl }),
  ];
}

/** A new camera registration: the CRM webhook (the registry's own emails come with the registry). */
export function cameraRegistrationMessages(env: MailSettings, lead: CameraLead, origin: string): ComposedMessage[] {
  return leadWebhook(env, {
    type: "camera_registration.created",
    lead,
    dashboardUrl: dashboardLink(origin, { cameraReference: lead.reference }),
  });
}

function email(env: MailSettings, kind: MessageKind, to: string, content: EmailContent, replyTo: string): ComposedMessage {
  return {
    id: crypto.randomUUID(),
    channel: "email",
    kind,
    recipient: to,
    sender: env.MAIL_FROM || COMPANY.email,
    replyTo,
    subject: content.subject,
    textBody: content.text,
    htmlBody: content.html,
  };
}

function staffAddress(env: MailSettings): string {
  return env.STAFF_EMAIL || COMPANY.email;
}

/** Only when a receiver is configured; the row names its origin, the full address (which may hold a token) stays a setting. */
function leadWebhook(env: MailSettings, event: LeadEvent): ComposedMessage[] {
  if (!env.LEAD_WEBHOOK_URL) return [];
  const address = httpHref(env.LEAD_WEBHOOK_URL);
  return [
    {
      id: crypto.randomUUID(),
      channel: "webhook",
      kind: "lead-webhook",
      recipient: address ? new URL(address).origin : "LEAD_WEBHOOK_URL (not an http(s) address)",
      textBody: leadWebhookBody(event, new Date()),
    },
  ];
}
