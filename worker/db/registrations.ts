// Registrations (R5, R14; table camera_registrations): stored with the messages they cause in
// one D1 batch; read by staff, with their place; changed by their owner; and removed, which takes
// their personal data and their unanswered footage requests at once and keeps the answered ones
// without the link to their owner.
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";

import { auditStatementIfChanged } from "./audit";
import { insertRows } from "./bound-lists";
import type { Database } from "./client";
import { placeParts, staffPoint, toLocationView } from "./locations";
import { insertMessageIfChanged, type UnownedOutboxMessage } from "./outbox";
import { cameraRegistrations, footageRequests, outboxMessages } from "./schema";

export type Registration = typeof cameraRegistrations.$inferSelect;

/** A new registration and its messages, in one batch; answers the registration's id. */
export async function insertRegistration(
  db: Database,
  registration: typeof cameraRegistrations.$inferInsert & { reference: string },
  messages: UnownedOutboxMessage[],
) {
  const owner = sql`(select ${cameraRegistrations.id} from ${cameraRegistrations} where ${cameraRegistrations.reference} = ${registration.reference})`;
  const [inserted] = await db.batch([
    db.insert(cameraRegistrations).values(registration).returning({ id: cameraRegistrations.id }),
    // eslint-disable-next-line no-restricted-syntax -- the messages one registration causes, one per kind (at most three): not a list that grows with data
    ...messages.map((message) => db.insert(outboxMessages).values({ ...message, cameraRegistrationId: owner })),
  ]);
  return inserted[0]!;
}

export function listRegistrations(db: Database) {
  return db.select().from(cameraRegistrations).orderBy(desc(cameraRegistrations.createdAt), desc(cameraRegistrations.id));
}

export async function findRegistration(db: Database, id: number): Promise<Registration | undefined> {
  const [row] = await db.select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id)).limit(1);
  return row;
}

export async function registrationByReference(db: Database, reference: string): Promise<Registration | undefined> {
  const [row] = await db.select().from(cameraRegistrations).where(eq(cameraRegistrations.reference, reference)).limit(1);
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
export function toRegistrationView(row: Registration) {
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
    /** Where the visit that registered it came from (R22); none when no visit was counted for it. */
    visitSource: row.visitSource ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type RegistrationView = ReturnType<typeof toRegistrationView>;

// --- the owner's side ---------------------------------------------------------------------------

/** Whether this registration was sent a message of this kind since then (a new manage link is sent at most that often). */
export async function sentRecently(db: Database, registrationId: number, kind: string, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.cameraRegistrationId, registrationId), eq(outboxMessages.kind, kind), gt(outboxMessages.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** An email to the owner about the registration itself, deleted with it. */
export function insertOwnerMessage(db: Database, registrationId: number, message: UnownedOutboxMessage) {
  return db.insert(outboxMessages).values({ ...message, cameraRegistrationId: registrationId });
}

/**
 * A registration leaves the registry, in one batch:
 * - the request it left from (a footage request's "Remove me" link) is answered "removed";
 * - its unanswered requests are deleted; answered ones stay for the record, their email
 *   reference cleared and their link to the owner cut by the delete (ON DELETE SET NULL);
 * - the registration is deleted, and with it every email it was sent or is still to be sent
 *   (outbox rows, ON DELETE CASCADE), so no name, email, phone, address or point remains;
 * - the audit trail records that it happened, by whom in general, never with those details;
 * - the CRM's deletion event, when one is given, is written to the outbox if the registration was
 *   still there to delete (worker/registry/removal.ts).
 * Answers whether the registration was still there.
 */
export async function removeRegistration(
  db: Database,
  registrationId: number,
  {
    actor,
    summary,
    fromIncident = null,
    deletionEvent = null,
    staffNotices = [],
    now = new Date(),
  }: {
    actor: { id: string; email: string | null };
    summary: string;
    fromIncident?: number | null;
    deletionEvent?: UnownedOutboxMessage | null;
    /** Emails to staff written only if the registration is still there to remove (an answer of an owner who leaves). */
    staffNotices?: readonly UnownedOutboxMessage[];
    now?: Date;
  },
): Promise<boolean> {
  const ofRegistration = eq(footageRequests.cameraRegistrationId, registrationId);
  const remove = db.delete(cameraRegistrations).where(eq(cameraRegistrations.id, registrationId)).returning({ id: cameraRegistrations.id });
  const stillThere = sql`exists (select 1 from ${cameraRegistrations} where ${cameraRegistrations.id} = ${registrationId})`;
  const statements = [
    insertRows(db, outboxMessages, staffNotices, () => stillThere),
    db
      .update(footageRequests)
      .set({ answer: "removed", answeredAt: now })
      .where(and(ofRegistration, eq(footageRequests.incidentId, fromIncident ?? -1), isNull(footageRequests.answer))),
    db.delete(footageRequests).where(and(ofRegistration, isNull(footageRequests.answer))),
    db.update(footageRequests).set({ outboxMessageId: null }).where(ofRegistration),
    remove,
    // Written only if the delete happened (the audit row follows it only then).
    auditStatementIfChanged(db, { by: actor, action: "delete", entity: "camera registration", entityId: registrationId, summary }),
    ...(deletionEvent ? [insertMessageIfChanged(db, deletionEvent)] : []),
  ] as const;
  const results = await db.batch(statements);
  return (results[4] as unknown[]).length === 1;
}
