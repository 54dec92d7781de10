// A person deletes everything held for their email address (R18), in one D1 batch:
// - the request is marked deleted and loses its address and digest, only if it was not already
//   (a delete link works once); the audit trail says that a deletion happened, and when, only
//   then (made by the person, or by the staff member who carried out a request made to them);
// - each registration goes as removeRegistration takes one (its unanswered footage requests with
//   it, answered ones kept without the link to their owner), and each lead goes; every message
//   they caused goes with them (ON DELETE CASCADE), and each deleted record's CRM deletion event
//   is written (ids only);
// - then, by address, whatever else holds it: a record stored since the page was read, a
//   registration waiting to change to this address, every message sent to it (never one to others
//   that merely names it as Reply-To), and the address on the other requests that hold it (marked
//   deleted then too). A sign-in account stays: an administrator removes it (decision 0060).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";

import { auditStatementIfChanged, SYSTEM_ACTORS, type AuditNote } from "./audit";
import { inList, insertRows } from "./bound-lists";
import type { Database } from "./client";
import { holdsAddress } from "./data-requests";
import type { UnownedOutboxMessage } from "./outbox";
import { cameraRegistrations, contactSubmissions, dataRequests, footageRequests, outboxMessages } from "./schema";

export const DELETION_AUDIT_SUMMARY = "Personal data deleted at the request of the person it was about";

interface Erasure {
  requestId: number;
  address: string;
  /** The records read for the page, each with the CRM's deletion event when one is sent. */
  contacts: RecordRead[];
  registrations: RecordRead[];
  /** Emails to staff, each tied to its registration (`recordId`): written only if that registration is deleted here. */
  staffNotices?: readonly (UnownedOutboxMessage & { recordId: number })[];
  now: Date;
  /** Who made it: the person through their link (the default), or the staff member who carried out a request made to them. */
  by?: AuditNote["by"];
  summary?: string;
}

type RecordRead = { id: number; event: UnownedOutboxMessage | null };

const withEvents = (records: RecordRead[]) => records.flatMap(({ id, event }) => (event ? [{ ...event, recordId: id }] : []));

/** Answers whether this call marked the request deleted (false: an earlier one already had). */
export async function eraseAddress(db: Database, erasure: Erasure): Promise<boolean> {
  const {
    requestId,
    address,
    contacts,
    registrations,
    staffNotices = [],
    now,
    by = SYSTEM_ACTORS.dataRequest,
    summary = DELETION_AUDIT_SUMMARY,
  } = erasure;
  const registrationsByAddress = db
    .select({ id: cameraRegistrations.id })
    .from(cameraRegistrations)
    .where(holdsAddress(cameraRegistrations.email, address));
  const contactsByAddress = db
    .select({ id: contactSubmissions.id })
    .from(contactSubmissions)
    .where(holdsAddress(contactSubmissions.email, address));
  const ofOwner = inList(footageRequests.cameraRegistrationId, registrationsByAddress);
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(dataRequests)
      .set({ deletedAt: now, email: null, emailDigest: null })
      .where(and(eq(dataRequests.id, requestId), isNull(dataRequests.deletedAt)))
      .returning({ id: dataRequests.id }),
    auditStatementIfChanged(db, {
      by,
      action: "delete",
      entity: "data request",
      entityId: requestId,
      summary,
    }),
    db.delete(footageRequests).where(and(ofOwner, isNull(footageRequests.answer))),
    db.update(footageRequests).set({ outboxMessageId: null }).where(ofOwner),
    // Each record read for the page that still holds the address gets its CRM deletion event, then
    // every record holding the address goes: one statement each, however many there are (R24).
    insertRows(
      db,
      outboxMessages,
      [...withEvents(registrations), ...staffNotices],
      (field) => sql`${field("recordId")} in ${registrationsByAddress}`,
    ),
    insertRows(db, outboxMessages, withEvents(contacts), (field) => sql`${field("recordId")} in ${contactsByAddress}`),
    db.delete(cameraRegistrations).where(holdsAddress(cameraRegistrations.email, address)),
    db.delete(contactSubmissions).where(holdsAddress(contactSubmissions.email, address)),
    db
      .update(cameraRegistrations)
      .set({ pendingEmail: null, pendingEmailAt: null })
      .where(holdsAddress(cameraRegistrations.pendingEmail, address)),
    db.delete(outboxMessages).where(holdsAddress(outboxMessages.recipient, address)),
    // The request's own siblings for this address lose it too: nothing names the address afterwards. Their
    // data is deleted now, so they are answered (a request made by phone and still open is closed by it).
    db
      .update(dataRequests)
      .set({ email: null, emailDigest: null, deletedAt: sql`coalesce(${dataRequests.deletedAt}, ${now.getTime()})` })
      .where(eq(dataRequests.email, address)),
  ];
  const [marked] = (await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]])) as [unknown[], ...unknown[]];
  return marked.length === 1;
}
