// A person's requests for their own data (R18; table data_requests): what is held for an address,
// the request and its link's email in one batch, and the request's times as it is answered.
// Addresses are compared in lower case and without surrounding spaces, as the forms may store them.
// What is held is every record the address is in (docs/decisions/0060-your-data-whole-and-only-theirs.md):
// leads, registrations, another registration's pending change to it, the messages sent to it, its
// requests and a sign-in account; and, only as what and when, the messages its records caused to others.
import { and, asc, eq, gt, isNull, not, or, sql, type SQL } from "drizzle-orm";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

import { inList, insertRows } from "./bound-lists";
import type { Database } from "./client";
import type { UnownedOutboxMessage } from "./outbox";
import {
  auditLog,
  cameraRegistrations,
  contactSubmissions,
  dataRequests,
  footageRequests,
  incidents,
  outboxMessages,
  sessions,
  users,
  type OutboxMessage,
} from "./schema";

/** The column holds this address, whatever its case or surrounding spaces. */
export const holdsAddress = (column: SQLiteColumn, address: string): SQL => sql`lower(trim(${column})) = ${address}`;

/** A registration is its owner's by its email; one only waiting to change to an address is still its owner's, and not shown to that address. */
const ofRegistration = (address: string) => holdsAddress(cameraRegistrations.email, address);

/** Another owner's registration waiting to change its email to the address (its owner's registration, not shown as the address's). */
const pendingChangeTo = (address: string) => and(holdsAddress(cameraRegistrations.pendingEmail, address), not(ofRegistration(address)))!;

/** A sign-in account of someone never on the team (a team member's address is staff's, and refused: staffUses). */
const signInAccountOf = (address: string) => and(holdsAddress(users.email, address), isNull(users.role))!;

/** The address is staff's: a team member's sign-in account (deactivated or not), or one the audit trail names as having acted as staff. */
const staffUses = (address: string): SQL =>
  sql`(exists (select 1 from ${users} where ${holdsAddress(users.email, address)} and ${users.role} is not null) or exists (select 1 from ${auditLog} where ${holdsAddress(auditLog.userEmail, address)}))`;

const countWhere = (table: SQLiteTable, where: SQL) => sql<number>`(select count(*) from ${table} where ${where})`;

/**
 * How many records name the address, whether it is staff's, and whether a link for it went out
 * since `since`: one query whatever the address, so a request for an address with nothing held
 * costs what any other does.
 */
export async function addressSummary(db: Database, address: string, digest: string, since: Date) {
  const [row] = await db
    .select({
      held: sql<number>`${countWhere(contactSubmissions, holdsAddress(contactSubmissions.email, address))}
        + ${countWhere(cameraRegistrations, ofRegistration(address))}
        + ${countWhere(cameraRegistrations, pendingChangeTo(address))}
        + ${countWhere(outboxMessages, holdsAddress(outboxMessages.recipient, address))}
        + ${countWhere(dataRequests, eq(dataRequests.email, address))}
        + ${countWhere(users, signInAccountOf(address))}`,
      staff: staffUses(address),
      linksSent: sql<number>`(select count(*) from ${dataRequests} where ${eq(dataRequests.emailDigest, digest)} and ${gt(dataRequests.linkSentAt, since)})`,
    })
    .from(sql`(select 1)`);
  return { held: Number(row!.held), staff: Boolean(row!.staff), linkSentRecently: Number(row!.linksSent) > 0 };
}

/** Whether the address is staff's (staffUses), for a link or a staff action on a request already made. */
export async function isStaffAddress(db: Database, address: string): Promise<boolean> {
  const [row] = await db.select({ staff: staffUses(address) }).from(sql`(select 1)`);
  return Boolean(row!.staff);
}

/** A new request and, when a link goes out, its email, in one batch. */
/** A request with the messages it causes (its link, the notices to staff), in one batch. */
export async function insertDataRequest(
  db: Database,
  request: typeof dataRequests.$inferInsert,
  messages: readonly UnownedOutboxMessage[],
) {
  await db.batch([db.insert(dataRequests).values(request), insertRows(db, outboxMessages, messages)]);
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

/**
 * Everything held for an address: its leads, its registrations with their footage requests, another
 * registration's pending change to it, the messages sent to it and those its records caused to
 * others (split by recipient), its requests, its sign-in account and where it signed in.
 */
export async function heldForAddress(db: Database, address: string) {
  const [contacts, registrations] = await Promise.all([
    db.select().from(contactSubmissions).where(holdsAddress(contactSubmissions.email, address)).orderBy(asc(contactSubmissions.id)),
    db.select().from(cameraRegistrations).where(ofRegistration(address)).orderBy(asc(cameraRegistrations.id)),
  ]);
  const registrationIds = registrations.map((row) => row.id);
  const [requests, messages, dataRequestRows, pendingChanges, signInAccounts] = await Promise.all([
    registrationIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ request: footageRequests, incident: incidents })
          .from(footageRequests)
          .innerJoin(incidents, eq(incidents.id, footageRequests.incidentId))
          .where(inList(footageRequests.cameraRegistrationId, registrationIds))
          .orderBy(asc(footageRequests.id)),
    db.select().from(outboxMessages).where(messagesOfAddress(db, address)).orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.id)),
    db.select().from(dataRequests).where(eq(dataRequests.email, address)).orderBy(asc(dataRequests.id)),
    db
      .select({ id: cameraRegistrations.id, pendingEmailAt: cameraRegistrations.pendingEmailAt })
      .from(cameraRegistrations)
      .where(pendingChangeTo(address))
      .orderBy(asc(cameraRegistrations.id)),
    db.select().from(users).where(signInAccountOf(address)).orderBy(asc(users.createdAt)),
  ]);
  const sentTo = (row: OutboxMessage) => row.recipient.trim().toLowerCase() === address;
  // Where each sign-in account signed in (R25): kept with the account.
  const signInSessions =
    signInAccounts.length === 0
      ? []
      : await db
          .select()
          .from(sessions)
          .where(
            inList(
              sessions.userId,
              signInAccounts.map((account) => account.id),
            ),
          )
          .orderBy(asc(sessions.startedAt));
  return {
    contacts,
    registrations,
    footageRequests: requests,
    messages: messages.filter(sentTo),
    messagesToOthers: messages.filter((row) => !sentTo(row)),
    pendingChanges,
    dataRequests: dataRequestRows,
    signInAccounts,
    signInSessions,
  };
}

export type HeldData = Awaited<ReturnType<typeof heldForAddress>>;

/**
 * The messages sent to the address, and those its own leads and registrations caused (to staff, the
 * CRM, or another address of the registration): subqueries, so no id is bound one by one. A message
 * merely naming the address as its Reply-To is not among them: staff's notices to others name the
 * site's own address so (decision 0060).
 */
function messagesOfAddress(db: Database, address: string) {
  return or(
    holdsAddress(outboxMessages.recipient, address),
    inList(
      outboxMessages.contactSubmissionId,
      db.select({ id: contactSubmissions.id }).from(contactSubmissions).where(holdsAddress(contactSubmissions.email, address)),
    ),
    inList(
      outboxMessages.cameraRegistrationId,
      db.select({ id: cameraRegistrations.id }).from(cameraRegistrations).where(ofRegistration(address)),
    ),
  );
}
