// What is held for an address (R18), as one structure: the /your-data page lists it and the
// download is it, as JSON. Each record says when it was received and how long it is kept, in the
// periods the cron trigger's purges follow (R20, worker/shared/retention.ts). Only what is the
// person's: never staff's own notes on a record (a lead's internal note, an incident's footage
// sought), never the body or address of a message to someone else (decision 0060).
import { leadDetails } from "../db/contacts";
import type { HeldData } from "../db/data-requests";
import { messageKindLabel, type MessageKind } from "../outbox";
import { COMPANY } from "../shared/company";
import { isoOrNull as iso } from "../shared/time";
import { KEPT_TEXT } from "../shared/retention-text";
import { HELD_NOTES } from "./text";

/** A footage request's email is kept with its incident (R14), every other message for the messages' period. */
const FOOTAGE_REQUEST: MessageKind = "footage-request";

export function describeHeld(address: string, held: HeldData, now: Date) {
  return {
    about: `The personal data ${COMPANY.name} holds for ${address}`,
    exportedAt: now.toISOString(),
    contactSubmissions: held.contacts.map((row) => ({
      reference: row.reference,
      receivedAt: iso(row.createdAt),
      keptFor: KEPT_TEXT.contact,
      ...leadDetails(row),
      smsConsentAt: iso(row.smsConsentAt),
      smsConsentVersion: row.smsConsentVersion,
      status: row.status,
    })),
    cameraRegistrations: held.registrations.map((row) => ({
      reference: row.reference,
      receivedAt: iso(row.createdAt),
      keptFor: KEPT_TEXT.registration,
      name: row.name,
      email: row.email,
      pendingEmail: row.pendingEmail,
      phone: row.phone,
      address: row.address,
      cameraDetails: row.cameraDetails,
      location: row.latitude === null || row.longitude === null ? null : `${row.latitude}, ${row.longitude}`,
      footageRequests: held.footageRequests
        .filter(({ request }) => request.cameraRegistrationId === row.id)
        .map(({ request, incident }) => ({
          receivedAt: iso(request.createdAt),
          keptFor: KEPT_TEXT.footageRequest,
          incidentOn: incident.occurredOn,
          incidentWindow: `${incident.windowStart}-${incident.windowEnd}`,
          emailedAt: iso(request.emailedAt),
          answer: request.answer,
          answeredAt: iso(request.answeredAt),
        })),
    })),
    messages: held.messages.map((row) => ({
      reference: row.id,
      receivedAt: iso(row.createdAt),
      keptFor: row.kind === FOOTAGE_REQUEST ? KEPT_TEXT.footageRequest : KEPT_TEXT.message,
      kind: messageKindLabel(row.kind),
      to: row.recipient,
      subject: row.subject,
      status: row.status,
      sentAt: iso(row.sentAt),
      message: row.textBody,
    })),
    messagesToOthers: held.messagesToOthers.map((row) => ({
      reference: row.id,
      receivedAt: iso(row.createdAt),
      keptFor: KEPT_TEXT.message,
      kind: messageKindLabel(row.kind),
      status: row.status,
      sentAt: iso(row.sentAt),
    })),
    pendingEmailChanges: held.pendingChanges.map((row) => ({
      receivedAt: iso(row.pendingEmailAt),
      keptFor: KEPT_TEXT.pendingEmail,
      note: HELD_NOTES.pendingEmail,
    })),
    signInAccounts: held.signInAccounts.map((row) => ({
      receivedAt: iso(row.createdAt),
      keptFor: KEPT_TEXT.signInAccount,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      picture: row.profileImageUrl,
    })),
    signInSessions: held.signInSessions.map((row) => ({
      receivedAt: iso(row.startedAt),
      keptFor: KEPT_TEXT.signInSession,
      device: row.device,
      lastSeenAt: iso(row.lastSeenAt),
      endedAt: iso(row.endedAt),
    })),
    dataRequests: held.dataRequests.map((row) => ({
      reference: row.reference,
      receivedAt: iso(row.receivedAt),
      keptFor: KEPT_TEXT.request,
      linkSentAt: iso(row.linkSentAt),
      exportedAt: iso(row.exportedAt),
    })),
  };
}

export type HeldRecords = ReturnType<typeof describeHeld>;
