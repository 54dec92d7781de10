// The leads as a spreadsheet, with the dashboard's filter (R13): one row per lead, newest first.
import { toCsv } from "../csv";
import type { ContactView } from "../db/contacts";
import { matchesContactFilter, type ContactFilter } from "../shared/admin-filters";
import { CONTACT_STATUS_LABELS } from "../shared/contact-status";
import { serviceLabel } from "../shared/services";

const HEADER = [
  "Received",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Service",
  "Message",
  "SMS consent given",
  "Consent wording",
  "Status",
  "Note",
];

export function contactsCsv(leads: ContactView[], filter: ContactFilter): string {
  return toCsv(
    HEADER,
    leads
      .filter((lead) => matchesContactFilter(lead, filter))
      .map((r) => [
        r.createdAt,
        r.firstName,
        r.lastName,
        r.email,
        r.phone,
        serviceLabel(r.service),
        r.message,
        r.smsConsentAt,
        r.smsConsentVersion,
        CONTACT_STATUS_LABELS[r.status],
        r.internalNote,
      ]),
  );
}

/** The file's name, with the day it was made. */
export const contactsCsvName = (now = new Date()) => `contact-submissions-${now.toISOString().slice(0, 10)}.csv`;
