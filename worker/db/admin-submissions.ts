import { desc, eq } from "drizzle-orm";

import { auditStatementIfChanged } from "./audit";
import type { Database } from "./client";
import { insertMessageIfChanged, type UnownedOutboxMessage } from "./outbox";
import { placeParts, staffPoint, toLocationView } from "./registry";
import { cameraRegistrations, contactSubmissions } from "./schema";

export function listContactSubmissions(db: Database) {
  return db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
}

export async function findContactSubmission(db: Database, id: number) {
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).limit(1);
  return row;
}

/** Staff change a lead's status or note: the statement, for the change's batch with its audit row. */
export function updateContact(
  db: Database,
  id: number,
  change: Partial<Pick<typeof contactSubmissions.$inferInsert, "status" | "internalNote">>,
) {
  return db.update(contactSubmissions).set(change).where(eq(contactSubmissions.id, id)).returning();
}

/**
 * Staff delete a contact submission, in one batch: the submission (its messages go with it, ON
 * DELETE CASCADE), the audit line without any of its details, and the CRM's deletion event when
 * one is given; the last two only if the submission was still there. Answers whether it was.
 */
export async function deleteContactSubmission(
  db: Database,
  id: number,
  actor: { id: string; email: string | null },
  deletionEvent: UnownedOutboxMessage | null,
): Promise<boolean> {
  const [deleted] = await db.batch([
    db.delete(contactSubmissions).where(eq(contactSubmissions.id, id)).returning({ id: contactSubmissions.id }),
    auditStatementIfChanged(db, actor, "delete", "contact submission", id, "Contact submission deleted by staff"),
    ...(deletionEvent ? [insertMessageIfChanged(db, deletionEvent)] : []),
  ]);
  return deleted.length === 1;
}

export function toContactView(row: typeof contactSubmissions.$inferSelect) {
  return {
    id: row.id,
    /** The lead's reference in emails, webhooks and dashboard links (/admin?section=contacts&submission=). */
    reference: row.reference,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    smsConsentAt: row.smsConsentAt.toISOString(),
    smsConsentVersion: row.smsConsentVersion,
    status: row.status,
    internalNote: row.internalNote,
    createdAt: row.createdAt.toISOString(),
  };
}

export function listCameraRegistrations(db: Database) {
  return db.select().from(cameraRegistrations).orderBy(desc(cameraRegistrations.createdAt), desc(cameraRegistrations.id));
}

export async function findCameraRegistration(db: Database, id: number) {
  const [row] = await db.select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id)).limit(1);
  return row;
}

/** Staff set a registration's point by hand: the statement, for the change's batch with its audit row. */
export function setRegistrationLocation(db: Database, id: number, point: { latitude: number; longitude: number }) {
  return db.update(cameraRegistrations).set(staffPoint(point)).where(eq(cameraRegistrations.id, id)).returning();
}

/**
 * The admin view of R5: the stored row under both sets of names, with the address's parts (the
 * geocoder's when it matched the address, R5's reading otherwise) and where the camera is (R14).
 */
export function toCameraView(row: typeof cameraRegistrations.$inferSelect) {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    cameraDetails: row.cameraDetails,
    terms: row.terms,
    contactName: row.name,
    contactEmail: row.email,
    contactPhone: row.phone,
    description: row.cameraDetails,
    ...placeParts(row),
    ...toLocationView(row),
    cameraType: null,
    retentionPeriod: null,
    createdAt: row.createdAt.toISOString(),
  };
}
