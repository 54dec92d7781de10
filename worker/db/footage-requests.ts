// Footage requests (R14): written with their emails in one batch, answered once by their owner,
// marked followed up by staff; and a registration's removal, which takes its personal data and
// its unanswered requests at once and keeps the answered ones without the link to their owner.
import { and, eq, gt, isNull } from "drizzle-orm";

import { auditStatement, auditStatementIfChanged, SYSTEM_ACTORS } from "./audit";
import type { Database } from "./client";
import { insertMessageIfChanged, type UnownedOutboxMessage } from "./outbox";
import { distanceBand } from "../shared/registry";
import { toFootageRequestView } from "./registry";
import { cameraRegistrations, footageRequests, incidents, outboxMessages, type FootageAnswer } from "./schema";

/** One owner to ask about an incident, with the email composed for them. */
export interface NewFootageRequest {
  registrationId: number;
  /** A reference the registration gets now, when it was stored before references existed (its links name it). */
  newReference: string | null;
  /** The exact distance; only its band is stored. */
  distanceFeet: number;
  message: UnownedOutboxMessage;
}

/**
 * The writes that ask these owners: for each, its email in the outbox (deleted with the
 * registration) and its request. The unique index on (incident, registration) fails the whole
 * batch if any owner was asked already, so no owner is ever emailed twice about one incident.
 */
export function footageRequestStatements(db: Database, incidentId: number, asks: NewFootageRequest[]) {
  return asks.flatMap((ask) => [
    ...(ask.newReference
      ? [
          db
            .update(cameraRegistrations)
            .set({ reference: ask.newReference })
            .where(and(eq(cameraRegistrations.id, ask.registrationId), isNull(cameraRegistrations.reference))),
        ]
      : []),
    db.insert(outboxMessages).values({ ...ask.message, cameraRegistrationId: ask.registrationId }),
    db.insert(footageRequests).values({
      incidentId,
      cameraRegistrationId: ask.registrationId,
      // The band only, from the start: nothing that later cuts the link to the owner can leave the exact figure behind.
      distanceFeet: distanceBand(ask.distanceFeet).fromFeet,
      outboxMessageId: ask.message.id,
    }),
  ]);
}

/** One request as staff see it, with its email's delivery. */
export async function footageRequestView(db: Database, id: number) {
  const [row] = await db
    .select({ request: footageRequests, messageStatus: outboxMessages.status })
    .from(footageRequests)
    .leftJoin(outboxMessages, eq(outboxMessages.id, footageRequests.outboxMessageId))
    .where(eq(footageRequests.id, id))
    .limit(1);
  return row && toFootageRequestView(row.request, row.messageStatus);
}

export function setFollowedUp(db: Database, id: number, followedUpAt: Date | null) {
  return db.update(footageRequests).set({ followedUpAt }).where(eq(footageRequests.id, id));
}

// --- the owner's side ---------------------------------------------------------------------------

export async function registrationByReference(db: Database, reference: string) {
  const [row] = await db.select().from(cameraRegistrations).where(eq(cameraRegistrations.reference, reference)).limit(1);
  return row;
}

/** The request one owner got about one incident, with the incident. */
export async function ownerRequest(db: Database, incidentId: number, registrationId: number) {
  const [row] = await db
    .select({ request: footageRequests, incident: incidents })
    .from(footageRequests)
    .innerJoin(incidents, eq(incidents.id, footageRequests.incidentId))
    .where(and(eq(footageRequests.incidentId, incidentId), eq(footageRequests.cameraRegistrationId, registrationId)))
    .limit(1);
  return row;
}

/** Records an owner's answer if none is recorded yet; answers whether this call recorded it. */
export async function recordAnswer(db: Database, requestId: number, answer: Exclude<FootageAnswer, "removed">, now: Date) {
  const [updated] = await db.batch([
    db
      .update(footageRequests)
      .set({ answer, answeredAt: now })
      .where(and(eq(footageRequests.id, requestId), isNull(footageRequests.answer)))
      .returning({ id: footageRequests.id }),
    auditStatementIfChanged(
      db,
      SYSTEM_ACTORS.registryOwner,
      "update",
      "footage request",
      requestId,
      `Owner answered: ${ANSWER_WORDS[answer]}`,
    ),
  ]);
  return updated.length === 1;
}

const ANSWER_WORDS = { may_have: "may have footage", no_footage: "no footage" } as const;

export async function updateCameraDetails(db: Database, registrationId: number, cameraDetails: string) {
  await db.batch([
    db.update(cameraRegistrations).set({ cameraDetails }).where(eq(cameraRegistrations.id, registrationId)),
    auditStatement(db, SYSTEM_ACTORS.registryOwner, "update", "camera registration", registrationId, "Camera details changed by the owner"),
  ]);
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
    now = new Date(),
  }: {
    actor: { id: string; email: string | null };
    summary: string;
    fromIncident?: number | null;
    deletionEvent?: UnownedOutboxMessage | null;
    now?: Date;
  },
): Promise<boolean> {
  const ofRegistration = eq(footageRequests.cameraRegistrationId, registrationId);
  const results = await db.batch([
    db
      .update(footageRequests)
      .set({ answer: "removed", answeredAt: now })
      .where(and(ofRegistration, eq(footageRequests.incidentId, fromIncident ?? -1), isNull(footageRequests.answer))),
    db.delete(footageRequests).where(and(ofRegistration, isNull(footageRequests.answer))),
    db.update(footageRequests).set({ outboxMessageId: null }).where(ofRegistration),
    db.delete(cameraRegistrations).where(eq(cameraRegistrations.id, registrationId)).returning({ id: cameraRegistrations.id }),
    // Written only if the delete happened (the audit row follows it only then).
    auditStatementIfChanged(db, actor, "delete", "camera registration", registrationId, summary),
    ...(deletionEvent ? [insertMessageIfChanged(db, deletionEvent)] : []),
  ]);
  return (results[3] as unknown[]).length === 1;
}

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
