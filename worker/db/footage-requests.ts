// Footage requests (R14): written with their emails in one batch, read by staff with their email's
// delivery, answered by their owner (and changed while the links work), seen and marked followed up
// by staff.
import { and, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";

import type { MessageStatus } from "../shared/contact-status";
import { inRandomOrder } from "../shared/random-order";
import { distanceBand, type FootageAnswer, type FootageRequestView } from "../shared/registry";
import { auditStatementIfChanged, SYSTEM_ACTORS } from "./audit";
import { inList, insertRows } from "./bound-lists";
import type { Database } from "./client";
import type { UnownedOutboxMessage } from "./outbox";
import { cameraRegistrations, footageRequests, incidents, outboxMessages, type FootageRequest } from "./schema";

/** One owner to ask about an incident, with the email composed for them. */
export interface NewFootageRequest {
  registrationId: number;
  /** A reference the registration gets now, when it was stored before references existed (its links name it). */
  newReference: string | null;
  /** The exact distance; only its band is stored. */
  distanceFeet: number;
  /** The incident's address as the email named it (its general area). */
  toldAddress: string | null;
  message: UnownedOutboxMessage;
}

/**
 * The writes that ask these owners: for each, its email in the outbox (deleted with the
 * registration) and its request. The unique index on (incident, registration) fails the whole
 * batch if any owner was asked already, so no owner is ever emailed twice about one incident.
 */
export function footageRequestStatements(db: Database, incidentId: number, asks: NewFootageRequest[]) {
  // Three statements however many owners are asked, each binding its list as one JSON text (R24).
  const references = asks.flatMap((ask) => (ask.newReference ? [{ id: ask.registrationId, reference: ask.newReference }] : []));
  const json = JSON.stringify(references);
  return [
    ...(references.length > 0
      ? [
          db
            .update(cameraRegistrations)
            .set({
              reference: sql`(select j.value ->> 'reference' from json_each(${json}) as j where j.value ->> 'id' = ${cameraRegistrations.id})`,
            })
            .where(
              and(
                sql`${cameraRegistrations.id} in (select j.value ->> 'id' from json_each(${json}) as j)`,
                isNull(cameraRegistrations.reference),
              ),
            ),
        ]
      : []),
    insertRows(
      db,
      outboxMessages,
      asks.map((ask) => ({ ...ask.message, cameraRegistrationId: ask.registrationId })),
    ),
    insertRows(
      db,
      footageRequests,
      asks.map((ask) => ({
        incidentId,
        cameraRegistrationId: ask.registrationId,
        // The band only, from the start: nothing that later cuts the link to the owner can leave the exact figure behind.
        distanceFeet: distanceBand(ask.distanceFeet).fromFeet,
        outboxMessageId: ask.message.id,
        toldAddress: ask.toldAddress,
      })),
    ),
  ];
}

// --- as staff see them --------------------------------------------------------------------------

type RequestEmail = { status: MessageStatus; loggedOnly: boolean } | null;

export function toFootageRequestView(request: FootageRequest, email: RequestEmail): FootageRequestView {
  return {
    id: request.id,
    // Stored as a band already; read as one again, so no row could ever show more.
    distanceBand: distanceBand(request.distanceFeet),
    emailedAt: request.emailedAt?.toISOString() ?? null,
    messageStatus: email?.status ?? null,
    messageLoggedOnly: email?.loggedOnly ?? false,
    answer: request.answer,
    answeredAt: request.answeredAt?.toISOString() ?? null,
    followedUpAt: request.followedUpAt?.toISOString() ?? null,
    newAnswer: isNewAnswer(request),
  };
}

/** An answer staff have not seen: none since they last opened the incident, and not followed up (the count in worker/db/incidents.ts). */
const isNewAnswer = (request: FootageRequest) => request.answer !== null && request.answerSeenAt === null && request.followedUpAt === null;

/** Requests with their email's delivery (the email is gone once its owner left). */
const requestsWhere = (db: Database, condition: SQL | undefined) =>
  db
    .select({ request: footageRequests, email: { status: outboxMessages.status, loggedOnly: outboxMessages.loggedOnly } })
    .from(footageRequests)
    .leftJoin(outboxMessages, eq(outboxMessages.id, footageRequests.outboxMessageId))
    .where(condition);

/** One request as staff see it. */
export async function footageRequestView(db: Database, id: number): Promise<FootageRequestView | undefined> {
  const [row] = await requestsWhere(db, eq(footageRequests.id, id)).limit(1);
  return row && toFootageRequestView(row.request, row.email);
}

/** An incident's requests, by the registration each was sent to. */
export async function requestsByRegistration(db: Database, incidentId: number): Promise<Map<number | null, FootageRequestView>> {
  const rows = await requestsWhere(db, eq(footageRequests.incidentId, incidentId));
  return new Map(rows.map(({ request, email }) => [request.cameraRegistrationId, toFootageRequestView(request, email)]));
}

/**
 * Requests of this incident whose owner has left the registry (the link to them is gone), in
 * random order: sorted by distance or by id (owners are asked in random order too), the list
 * would rank them among the owners still registered, whose distances staff see.
 */
export async function formerOwnerRequests(db: Database, incidentId: number): Promise<FootageRequestView[]> {
  const rows = await requestsWhere(db, and(eq(footageRequests.incidentId, incidentId), isNull(footageRequests.cameraRegistrationId)));
  return inRandomOrder(rows).map(({ request, email }) => toFootageRequestView(request, email));
}

/** Following a request up is seeing its answer too. */
export function setFollowedUp(db: Database, id: number, followedUpAt: Date | null) {
  return db
    .update(footageRequests)
    .set(followedUpAt ? { followedUpAt, answerSeenAt: followedUpAt } : { followedUpAt })
    .where(eq(footageRequests.id, id));
}

/** Staff opened the incident: every answer in it is seen. Changes no row when none was new. */
export function markAnswersSeen(db: Database, incidentId: number, now: Date) {
  return db
    .update(footageRequests)
    .set({ answerSeenAt: now })
    .where(and(eq(footageRequests.incidentId, incidentId), isNotNull(footageRequests.answer), isNull(footageRequests.answerSeenAt)))
    .returning({ id: footageRequests.id });
}

/**
 * The requests of open incidents these registrations answered "may have footage" to (a list of
 * ids, or a subquery): if their owner leaves the registry, staff are told (worker/registry/removal.ts).
 */
export function openMayHaveAnswers(db: Database, registrations: readonly number[] | SQLWrapper) {
  return db
    .select({
      registrationId: footageRequests.cameraRegistrationId,
      incidentId: incidents.id,
      caseReference: incidents.caseReference,
      distanceFeet: footageRequests.distanceFeet,
    })
    .from(footageRequests)
    .innerJoin(incidents, eq(incidents.id, footageRequests.incidentId))
    .where(
      and(inList(footageRequests.cameraRegistrationId, registrations), eq(footageRequests.answer, "may_have"), isNull(incidents.closedAt)),
    );
}

// --- the owner's side ---------------------------------------------------------------------------

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

const ANSWER_WORDS = { may_have: "may have footage", no_footage: "no footage" } as const;

type OwnerAnswer = Exclude<FootageAnswer, "removed">;

interface AnswerChange {
  requestId: number;
  answer: OwnerAnswer;
  /** The answer it replaces: null for the first answer. Recorded only if that is still the answer. */
  replacing: OwnerAnswer | null;
  now: Date;
  /** The emails that tell staff (one per recipient), written with the answer (and only if it is): tied to the registration, deleted with it. */
  notices: { messages: readonly UnownedOutboxMessage[]; registrationId: number };
  /** The counts of the link's limits (worker/db/link-uses.ts), in the same batch. */
  counted: BatchItem<"sqlite">[];
}

/**
 * Records an owner's answer, or their change of it, in one batch with its audit entry and the
 * staff's notice: all three only if the answer is still the one it replaces, so a repeated press
 * records nothing and sends nothing. A new or changed answer is new to staff again. Answers
 * whether this call recorded it.
 */
export async function recordAnswer(db: Database, { requestId, answer, replacing, now, notices, counted }: AnswerChange) {
  const [updated] = await db.batch([
    db
      .update(footageRequests)
      .set({ answer, answeredAt: now, answerSeenAt: null })
      .where(and(eq(footageRequests.id, requestId), replacing ? eq(footageRequests.answer, replacing) : isNull(footageRequests.answer)))
      .returning({ id: footageRequests.id }),
    auditStatementIfChanged(db, {
      by: SYSTEM_ACTORS.registryOwner,
      action: "update",
      entity: "footage request",
      entityId: requestId,
      summary: replacing ? `Owner changed the answer to: ${ANSWER_WORDS[answer]}` : `Owner answered: ${ANSWER_WORDS[answer]}`,
    }),
    // After the audit row, which is written exactly when the answer was (one statement, whatever the recipients).
    insertRows(
      db,
      outboxMessages,
      notices.messages.map((message) => ({ ...message, cameraRegistrationId: notices.registrationId })),
      () => sql`changes() > 0`,
    ),
    ...counted,
  ]);
  return updated.length === 1;
}
