// Invitations to the team (R25): written with their email in the outbox and their audit entry in
// one batch; accepted once, by the invited address, before they expire; revoked or sent again
// (a new token and a new week) by an Owner or Administrator. Only a token's hash is stored.
import { and, desc, eq, gt, isNull, or, sql } from "drizzle-orm";

import { ROLES, type Role } from "../shared/roles";
import { auditStatement, auditStatementIfChanged, type AuditNote } from "./audit";
import type { Database } from "./client";
import { insertMessageIfChanged, type UnownedOutboxMessage } from "./outbox";
import { invitations, outboxMessages, users } from "./schema";

export type Invitation = typeof invitations.$inferSelect;

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const pending = (now: Date) => and(isNull(invitations.acceptedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, now));

/** The invitation a token names: its hash, never the token, is looked up. */
export async function findInvitationByToken(db: Database, tokenHash: string) {
  const [invitation] = await db.select().from(invitations).where(eq(invitations.tokenHash, tokenHash)).limit(1);
  return invitation;
}

export async function findInvitation(db: Database, id: number) {
  const [invitation] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return invitation;
}

/** Invitations still waiting, and those that ended in the last 30 days, the newest first. */
export function listInvitations(db: Database, now: Date) {
  const recent = new Date(now.getTime() - 30 * 24 * 60 * 60 * 1000);
  return db
    .select()
    .from(invitations)
    .where(or(pending(now), gt(invitations.sentAt, recent)))
    .orderBy(desc(invitations.sentAt), desc(invitations.id))
    .limit(200);
}

interface NewInvitation {
  email: string;
  role: Role;
  tokenHash: string;
}

/** The invitation's email, owned by the invitation (deleted with it). */
const ownedBy = (db: Database, tokenHash: string, message: UnownedOutboxMessage) =>
  db.insert(outboxMessages).values({
    ...message,
    invitationId: sql<number>`(select ${invitations.id} from ${invitations} where ${invitations.tokenHash} = ${tokenHash})`,
  });

/**
 * Invites `email` as `role`: any invitation still waiting for that address is revoked (the
 * newest one counts), the new one is written with its email and its audit entry, in one batch.
 */
export async function createInvitation(db: Database, invite: NewInvitation, message: UnownedOutboxMessage, by: AuditNote["by"], now: Date) {
  const [, [created]] = await db.batch([
    db
      .update(invitations)
      .set({ revokedAt: now })
      .where(and(eq(invitations.email, invite.email), pending(now))),
    db
      .insert(invitations)
      .values({ ...invite, invitedBy: by.id, sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) })
      .returning(),
    auditStatement(db, {
      by,
      action: "create",
      entity: "invitation",
      entityId: "inserted",
      summary: `${invite.email} invited as ${ROLES[invite.role].name}`,
    }),
    ownedBy(db, invite.tokenHash, message),
  ]);
  return created!;
}

/** Sends a waiting invitation again with a new token and a new week; undefined when it no longer waits. */
export async function resendInvitation(
  db: Database,
  id: number,
  tokenHash: string,
  message: UnownedOutboxMessage,
  by: AuditNote["by"],
  now: Date,
) {
  const [[renewed]] = await db.batch([
    db
      .update(invitations)
      .set({ tokenHash, sentAt: now, expiresAt: new Date(now.getTime() + INVITATION_TTL_MS) })
      .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning(),
    insertMessageIfChanged(db, { ...message, invitationId: id }),
    auditStatementIfChanged(db, { by, action: "update", entity: "invitation", entityId: id, summary: "Invitation sent again" }),
  ]);
  return renewed;
}

/** Withdraws a waiting invitation; undefined when it no longer waits. */
export async function revokeInvitation(db: Database, id: number, by: AuditNote["by"], now: Date) {
  const [[revoked]] = await db.batch([
    db
      .update(invitations)
      .set({ revokedAt: now })
      .where(and(eq(invitations.id, id), isNull(invitations.acceptedAt), isNull(invitations.revokedAt)))
      .returning(),
    auditStatementIfChanged(db, { by, action: "update", entity: "invitation", entityId: id, summary: "Invitation revoked" }),
  ]);
  return revoked;
}

/** Why an invitation cannot be accepted, or null when it can. */
export type InvitationRefusal = "unknown" | "used" | "revoked" | "expired" | "wrong-email";

export function invitationRefusal(invitation: Invitation | undefined, email: string | null, now: Date): InvitationRefusal | null {
  if (!invitation) return "unknown";
  if (invitation.acceptedAt) return "used";
  if (invitation.revokedAt) return "revoked";
  if (invitation.expiresAt <= now) return "expired";
  if (email === null || email.toLowerCase() !== invitation.email) return "wrong-email";
  return null;
}

/**
 * Accepts the invitation for the person signed in with its verified email: in one batch, the
 * invitation is marked used (only if it still waits) and the person gets its role (and is
 * active again), with the audit entry. Answers whether it was accepted.
 */
export async function acceptInvitation(db: Database, invitation: Invitation, person: { id: string; email: string }, now: Date) {
  const [used] = await db.batch([
    db
      .update(invitations)
      .set({ acceptedAt: now, acceptedBy: person.id })
      .where(and(eq(invitations.id, invitation.id), pending(now)))
      .returning({ id: invitations.id }),
    db
      .update(users)
      .set({ role: invitation.role, deactivatedAt: null, updatedAt: now })
      .where(and(eq(users.id, person.id), sql`changes() > 0`)),
    auditStatementIfChanged(db, {
      by: person,
      action: "update",
      entity: "invitation",
      entityId: invitation.id,
      summary: `${person.email} joined as ${ROLES[invitation.role].name}`,
    }),
  ]);
  return used.length > 0;
}

export function toInvitationView(invitation: Invitation, now: Date) {
  const state = invitation.acceptedAt ? "accepted" : invitation.revokedAt ? "revoked" : invitation.expiresAt <= now ? "expired" : "pending";
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    state,
    sentAt: invitation.sentAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  } as const;
}
