// A person's requests for their own data (R18; table data_requests): what is held for an address,
// the request and its link's email in one batch, and the request's times as it is answered.
// Addresses are compared in lower case and without surrounding spaces, as the forms may store them.
import { and, asc, eq, gt, isNull, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";

import { inList } from "./bound-lists";
import type { Database } from "./client";
import type { UnownedOutboxMessage } from "./outbox";
import { cameraRegistrations, contactSubmissions, dataRequests, footageRequests, incidents, outboxMessages } from "./schema";

/** The column holds this address, whatever its case or surrounding spaces. */
export const holdsAddress = (column: SQLiteColumn, address: string): SQL => sql`lower(trim(${column})) = ${address}`;

/** A registration is its owner's by its email; one only waiting to change to an address is still its owner's, and not shown to that address. */
const ofRegistration = (address: string) => holdsAddress(cameraRegistrations.email, address);

/**
 * How many records name the address, and whether a link for it went out since `since`: one query
 * whatever the address, so a request for an address with nothing held costs what any other does.
 */
export async function addressSummary(db: Database, address: string, digest: string, since: Date) {
  const [row] = await db
    .select({
      contacts: sql<number>`(select count(*) from ${contactSubmissions} where ${holdsAddress(contactSubmissions.email, address)})`,
      registrations: sql<number>`(select count(*) from ${cameraRegistrations} where ${ofRegistration(address)})`,
      linksSent: sql<number>`(select count(*) from ${dataRequests} where ${eq(dataRequests.emailDigest, digest)} and ${gt(dataRequests.linkSentAt, since)})`,
    })
    .from(sql`(select 1)`);
  return { held: Number(row!.contacts) + Number(row!.registrations), linkSentRecently: Number(row!.linksSent) > 0 };
}

/** A new request and, when a link goes out, its email, in one batch. */
export async function insertDataRequest(db: Database, request: typeof dataRequests.$inferInsert, message: UnownedOutboxMessage | null) {
  await db.batch([db.insert(dataRequests).values(request), ...(message ? [db.insert(outboxMessages).values(message)] : [])]);
}

export async function dataRequestByReference(db: Database, reference: string) {
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.reference, reference)).limit(1);
  return row;
}

/** The request's records were downloaded (the first time is kept). */
export function markExported(db: Database, id: number, now: Date) {
  return db
    .update(dataRequests)
    .set({ exportedAt: now })
    .where(and(eq(dataRequests.id, id), isNull(dataRequests.exportedAt)));
}

/** Everything held for an address: its leads, its registrations with their footage requests, and every message to or about it. */
export async function heldForAddress(db: Database, address: string) {
  const [contacts, registrations] = await Promise.all([
    db.select().from(contactSubmissions).where(holdsAddress(contactSubmissions.email, address)).orderBy(asc(contactSubmissions.id)),
    db.select().from(cameraRegistrations).where(ofRegistration(address)).orderBy(asc(cameraRegistrations.id)),
  ]);
  const registrationIds = registrations.map((row) => row.id);
  const contactIds = contacts.map((row) => row.id);
  const [requests, messages, dataRequestRows] = await Promise.all([
    registrationIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ request: footageRequests, incident: incidents })
          .from(footageRequests)
          .innerJoin(incidents, eq(incidents.id, footageRequests.incidentId))
          .where(inList(footageRequests.cameraRegistrationId, registrationIds))
          .orderBy(asc(footageRequests.id)),
    db
      .select()
      .from(outboxMessages)
      .where(messagesAbout(address, contactIds, registrationIds))
      .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id)),
    db.select().from(dataRequests).where(eq(dataRequests.email, address)).orderBy(asc(dataRequests.id)),
  ]);
  return { contacts, registrations, footageRequests: requests, messages, dataRequests: dataRequestRows };
}

export type HeldData = Awaited<ReturnType<typeof heldForAddress>>;

/** Messages to the address or from it (a lead's Reply-To), and those that belong to its records. */
export function messagesAbout(address: string, contactIds: number[], registrationIds: number[]) {
  return or(
    holdsAddress(outboxMessages.recipient, address),
    holdsAddress(outboxMessages.replyTo, address),
    contactIds.length ? inList(outboxMessages.contactSubmissionId, contactIds) : undefined,
    registrationIds.length ? inList(outboxMessages.cameraRegistrationId, registrationIds) : undefined,
  );
}
