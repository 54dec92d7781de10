// The messages a new record causes, built in the request that stores it so that both are
// written in one batch (R13). Nothing here sends: the queue consumer does.
import type { UnownedOutboxMessage } from "../db/outbox";
import type { Env } from "../env";
import { httpHref } from "../shared/addresses";
import { COMPANY } from "../shared/company";
import { distanceBand } from "../shared/registry";
import { dashboardLink, type MessageKind } from "./kinds";
import { contactConfirmationEmail } from "./templates/contact-confirmation";
import { contactStaffEmail } from "./templates/contact-staff";
import { footageAnswerEmail, type FootageAnswerNotice } from "./templates/footage-answer";
import { footageRequestEmail, type FootageRequestContent } from "./templates/footage-request";
import { formerOwnerEmail, type FormerOwnerNotice } from "./templates/former-owner";
import { deletionWebhookBody, leadWebhookBody, type DeletionEvent, type LeadEvent } from "./templates/lead-webhook";
import {
  emailChangedEmail,
  emailChangeEmail,
  manageLinkEmail,
  registrationConfirmationEmail,
  type ManageLinkReason,
} from "./templates/registry-owner";
import type { CameraLead, ContactLead, EmailContent } from "./templates/types";
import { teamInvitationEmail } from "./templates/team-invitation";
import { yourDataLinkEmail } from "./templates/your-data";

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

/**
 * A new camera registration: the owner's confirmation with the signed link to manage it
 * (worker/registry/signed-links.ts), and the CRM webhook.
 */
export function cameraRegistrationMessages(
  env: MailSettings,
  lead: CameraLead,
  origin: string,
  manage: { url: string; worksUntil: string },
): ComposedMessage[] {
  return [
    email(env, "registry-confirmation", lead.email, registrationConfirmationEmail(manage.url, manage.worksUntil), staffAddress(env)),
    ...leadWebhook(env, {
      type: "camera_registration.created",
      lead,
      dashboardUrl: dashboardLink(origin, { cameraReference: lead.reference }),
    }),
  ];
}

/**
 * A record the CRM may hold was deleted: the deletion event (ids only), when a receiver is
 * configured. It belongs to no record, since it must outlive the one it is about.
 */
export function deletionMessage(env: MailSettings, event: DeletionEvent): ComposedMessage | null {
  return webhook(env, deletionWebhookBody(event, new Date()))[0] ?? null;
}

/** A footage request to one owner; replies reach staff. */
export function footageRequestMessage(env: MailSettings, to: string, content: FootageRequestContent): ComposedMessage {
  return email(env, "footage-request", to, footageRequestEmail(content), staffAddress(env));
}

/** An owner may have footage: the notice to staff, with the way to the incident and nothing of the owner. */
export function footageAnswerMessage(
  env: MailSettings,
  origin: string,
  notice: Omit<FootageAnswerNotice, "dashboardUrl"> & { incidentId: number },
): ComposedMessage {
  const content = footageAnswerEmail({ ...notice, dashboardUrl: dashboardLink(origin, { incidentId: notice.incidentId }) });
  return email(env, "footage-answer", staffAddress(env), content, staffAddress(env));
}

/** An owner who may have footage left the registry while the incident is open: the notice to staff, nothing of the owner. */
export function formerOwnerMessage(
  env: MailSettings,
  origin: string,
  notice: Omit<FormerOwnerNotice, "dashboardUrl"> & { incidentId: number },
): ComposedMessage {
  const content = formerOwnerEmail({ ...notice, dashboardUrl: dashboardLink(origin, { incidentId: notice.incidentId }) });
  return email(env, "former-owner", staffAddress(env), content, staffAddress(env));
}

/** The notices of `formerOwnerMessage` for the answers a leaving owner gave, each tied to its registration (for the batch's condition). */
export function formerOwnerMessages(
  env: MailSettings,
  origin: string,
  answers: readonly { registrationId: number | null; incidentId: number; caseReference: string; distanceFeet: number }[],
) {
  return answers.map(({ registrationId, incidentId, caseReference, distanceFeet }) => ({
    ...formerOwnerMessage(env, origin, { incidentId, caseReference, band: distanceBand(distanceFeet) }),
    recordId: registrationId ?? 0,
  }));
}

/** A fresh link to manage a registration, to the address it was registered with. */
export function manageLinkMessage(
  env: MailSettings,
  to: string,
  manage: { url: string; worksUntil: string },
  reason: ManageLinkReason,
): ComposedMessage {
  return email(env, "registry-manage-link", to, manageLinkEmail(manage.url, manage.worksUntil, reason), staffAddress(env));
}

/** The link that confirms a registration's new email address, to that new address. */
export function emailChangeMessage(env: MailSettings, to: string, confirm: { url: string; worksUntil: string }): ComposedMessage {
  return email(env, "registry-email-change", to, emailChangeEmail(confirm.url, confirm.worksUntil), staffAddress(env));
}

/** The notice to a registration's old address that a new one was confirmed (decision 0059). */
export function emailChangedMessage(env: MailSettings, to: string, newAddress: string): ComposedMessage {
  return email(env, "registry-email-changed", to, emailChangedEmail(newAddress), staffAddress(env));
}

/** A person's link to the data held for their address (R18), to that address; replies reach staff. */
export function yourDataLinkMessage(env: MailSettings, to: string, link: { url: string; expiresAt: Date }): ComposedMessage {
  return email(env, "your-data-link", to, yourDataLinkEmail(link.url, link.expiresAt), staffAddress(env));
}

/** An invitation to the team (R25), to the address invited; replies reach staff. */
export function teamInvitationMessage(
  env: MailSettings,
  to: string,
  invite: { url: string; roleName: string; expiresAt: Date },
): ComposedMessage {
  return email(env, "team-invitation", to, teamInvitationEmail(invite.url, invite.roleName, invite.expiresAt), staffAddress(env));
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

function leadWebhook(env: MailSettings, event: LeadEvent): ComposedMessage[] {
  return webhook(env, leadWebhookBody(event, new Date()));
}

/** Only when a receiver is configured; the row names its origin, the full address (which may hold a token) stays a setting. */
function webhook(env: MailSettings, body: string): ComposedMessage[] {
  if (!env.LEAD_WEBHOOK_URL) return [];
  const address = httpHref(env.LEAD_WEBHOOK_URL);
  return [
    {
      id: crypto.randomUUID(),
      channel: "webhook",
      kind: "lead-webhook",
      recipient: address ? new URL(address).origin : "LEAD_WEBHOOK_URL (not an http(s) address)",
      textBody: body,
    },
  ];
}
