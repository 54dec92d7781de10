// The messages a new record causes, built in the request that stores it so that both are
// written in one batch (R13). Nothing here sends: the queue consumer does. Every email shows the
// business details of the settings read for the request, and each staff email goes to every
// recipient Notifications names for its kind, one message each (R23).
import { weeklySummaryEmail, type WeeklySummary } from "./templates/weekly-summary";
import type { UnownedOutboxMessage } from "../db/outbox";
import type { Env } from "../env";
import { httpHref } from "../shared/addresses";
import { currentSettings, fillHtml, fillText, type CurrentSettings } from "../settings";
import type { StaffEmailKind } from "../shared/settings";
import { distanceBand } from "../shared/registry";
import { dashboardLink, messageKindLabel, type MessageKind } from "./kinds";
import { siteMoment } from "./templates/email-layout";
import { dataRequestNoticeEmail, failedMessageNoticeEmail } from "./templates/staff-notices";
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

/** What composing a message reads: the deployment's sender and CRM address, and the settings read for the request. */
export interface MailSettings extends Pick<Env, "MAIL_FROM"> {
  settings: Pick<CurrentSettings, "business" | "notifications" | "integrations">;
}

/** The mail settings of a request (or a queue batch, a cron run): the settings as they are now. */
export async function mailSettings(
  env: Pick<Env, "DB" | "STAFF_EMAIL" | "MAIL_FROM" | "LEAD_WEBHOOK_URL" | "LEAD_WEBHOOK_SECRET">,
): Promise<MailSettings> {
  return { MAIL_FROM: env.MAIL_FROM, settings: await currentSettings(env) };
}

/** A new contact submission: the lead to staff (Reply-To the visitor), a confirmation to the visitor, and the CRM webhook. */
export function contactMessages(env: MailSettings, lead: ContactLead, origin: string): ComposedMessage[] {
  const dashboardUrl = dashboardLink(origin, { contactReference: lead.reference });
  return [
    ...staffEmails(env, "newLead", "contact-staff", contactStaffEmail(lead, dashboardUrl), lead.email),
    email(env, "contact-confirmation", lead.email, contactConfirmationEmail(lead), officeAddress(env)),
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
    email(env, "registry-confirmation", lead.email, registrationConfirmationEmail(manage.url, manage.worksUntil), officeAddress(env)),
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
  return email(env, "footage-request", to, footageRequestEmail(content), officeAddress(env));
}

/** An owner may have footage: the notice to staff, with the way to the incident and nothing of the owner. */
export function footageAnswerMessages(
  env: MailSettings,
  origin: string,
  notice: Omit<FootageAnswerNotice, "dashboardUrl"> & { incidentId: number },
): ComposedMessage[] {
  const content = footageAnswerEmail({ ...notice, dashboardUrl: dashboardLink(origin, { incidentId: notice.incidentId }) });
  return staffEmails(env, "ownerAnswer", "footage-answer", content, officeAddress(env));
}

/** An owner who may have footage left the registry while the incident is open: the notice to staff, nothing of the owner. */
export function formerOwnerNotices(
  env: MailSettings,
  origin: string,
  notice: Omit<FormerOwnerNotice, "dashboardUrl"> & { incidentId: number },
): ComposedMessage[] {
  const content = formerOwnerEmail({ ...notice, dashboardUrl: dashboardLink(origin, { incidentId: notice.incidentId }) });
  return staffEmails(env, "ownerAnswer", "former-owner", content, officeAddress(env));
}

/** The notices of `formerOwnerNotices` for the answers a leaving owner gave, each tied to its registration (for the batch's condition). */
export function formerOwnerMessages(
  env: MailSettings,
  origin: string,
  answers: readonly { registrationId: number | null; incidentId: number; caseReference: string; distanceFeet: number }[],
) {
  return answers.flatMap(({ registrationId, incidentId, caseReference, distanceFeet }) =>
    formerOwnerNotices(env, origin, { incidentId, caseReference, band: distanceBand(distanceFeet) }).map((message) => ({
      ...message,
      recordId: registrationId ?? 0,
    })),
  );
}

/** A fresh link to manage a registration, to the address it was registered with. */
export function manageLinkMessage(
  env: MailSettings,
  to: string,
  manage: { url: string; worksUntil: string },
  reason: ManageLinkReason,
): ComposedMessage {
  return email(env, "registry-manage-link", to, manageLinkEmail(manage.url, manage.worksUntil, reason), officeAddress(env));
}

/** The link that confirms a registration's new email address, to that new address. */
export function emailChangeMessage(env: MailSettings, to: string, confirm: { url: string; worksUntil: string }): ComposedMessage {
  return email(env, "registry-email-change", to, emailChangeEmail(confirm.url, confirm.worksUntil), officeAddress(env));
}

/** The notice to a registration's old address that a new one was confirmed (decision 0059). */
export function emailChangedMessage(env: MailSettings, to: string, newAddress: string): ComposedMessage {
  return email(env, "registry-email-changed", to, emailChangedEmail(newAddress), officeAddress(env));
}

/** A person's link to the data held for their address (R18), to that address; replies reach staff. */
export function yourDataLinkMessage(env: MailSettings, to: string, link: { url: string; expiresAt: Date }): ComposedMessage {
  return email(env, "your-data-link", to, yourDataLinkEmail(link.url, link.expiresAt), officeAddress(env));
}

/** An invitation to the team (R25), to the address invited; replies reach staff. */
export function teamInvitationMessage(
  env: MailSettings,
  to: string,
  invite: { url: string; roleName: string; expiresAt: Date },
): ComposedMessage {
  return email(env, "team-invitation", to, teamInvitationEmail(invite.url, invite.roleName, invite.expiresAt), officeAddress(env));
}

/** A data request through the website that holds something: the notice to staff, with no address. */
export function dataRequestNotices(env: MailSettings, origin: string): ComposedMessage[] {
  const content = dataRequestNoticeEmail(dashboardLink(origin, { section: "data-requests" }));
  return staffEmails(env, "dataRequest", "data-request-staff", content, officeAddress(env));
}

/**
 * A message that failed for good: the notice to staff, with its kind and time only. None for a
 * failed notice of this kind, so that failing mail never feeds itself.
 */
export function failedMessageNotices(env: MailSettings, origin: string | undefined, failed: { kind: string; at: Date }): ComposedMessage[] {
  if (failed.kind === "failed-message-staff") return [];
  const link = origin === undefined ? undefined : dashboardLink(origin, { section: "messages" });
  const content = failedMessageNoticeEmail(messageKindLabel(failed.kind), siteMoment(failed.at), link);
  return staffEmails(env, "failedMessage", "failed-message-staff", content, officeAddress(env));
}

function email(env: MailSettings, kind: MessageKind, to: string, content: EmailContent, replyTo: string): ComposedMessage {
  const { business } = env.settings;
  return {
    id: crypto.randomUUID(),
    channel: "email",
    kind,
    recipient: to,
    sender: env.MAIL_FROM || business.email,
    replyTo,
    subject: fillText(content.subject, business),
    textBody: fillText(content.text, business),
    htmlBody: fillHtml(content.html, business),
  };
}

/** The week's summary to each recipient Notifications names for it (R22): counts only, no one's data. */
export function weeklySummaryEmails(env: MailSettings, origin: string | undefined, summary: WeeklySummary): ComposedMessage[] {
  const link = origin === undefined ? undefined : dashboardLink(origin, { analytics: { from: summary.from, to: summary.to } });
  return staffEmails(env, "weeklySummary", "weekly-summary-staff", weeklySummaryEmail(summary, link), officeAddress(env));
}

/** A staff email to each recipient Notifications names for `staffKind` (none: no message). */
function staffEmails(env: MailSettings, staffKind: StaffEmailKind, kind: MessageKind, content: EmailContent, replyTo: string) {
  return env.settings.notifications.recipients[staffKind].map((to) => email(env, kind, to, content, replyTo));
}

/**
 * Where a reply to the site's email reaches the office: its email in the Business details, the
 * address every page gives (a reply to a staff notice too: its recipients are the office's people).
 */
function officeAddress(env: MailSettings): string {
  return env.settings.business.email;
}

function leadWebhook(env: MailSettings, event: LeadEvent): ComposedMessage[] {
  return webhook(env, leadWebhookBody(event, new Date()));
}

/**
 * Only while the CRM webhook is on in the Integrations settings (R23): the row names the receiver's
 * origin; the full address (which may hold a token) stays in the settings. While it is off, no
 * message is written: a lead stays in the dashboard, not in a queue the CRM will never read.
 */
function webhook(env: MailSettings, body: string): ComposedMessage[] {
  const { url, enabled } = env.settings.integrations.crmWebhook;
  if (!enabled || !url) return [];
  const address = httpHref(url);
  return [
    {
      id: crypto.randomUUID(),
      channel: "webhook",
      kind: "lead-webhook",
      recipient: address ? new URL(address).origin : "The CRM webhook (not an http(s) address)",
      textBody: body,
    },
  ];
}
