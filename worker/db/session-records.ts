// Each session's record in D1 (R2, R25): who, which device, when it started, was last seen and
// last proved by the identity provider, and whether it was ended. The guard reads it with the
// person on every request, so ending a session here ends it at once; the KV copy
// (sessions.ts) only finds it fast.
import { and, desc, eq, isNull, ne } from "drizzle-orm";

import { auditStatement, auditStatementIfChanged, type AuditNote } from "./audit";
import type { Database } from "./client";
import { sessions, users } from "./schema";
import type { User } from "./users";

export type SessionRecord = typeof sessions.$inferSelect;

export interface NewSessionRecord {
  id: string;
  userId: string;
  device: string;
  authTime: Date;
}

/** A sign-in's record, the person's last sign-in, and its audit entry, in one batch. */
export async function recordSignIn(db: Database, record: NewSessionRecord, by: Pick<User, "id" | "email">) {
  const now = new Date();
  await db.batch([
    db.insert(sessions).values({ ...record, startedAt: now, lastSeenAt: now }),
    db.update(users).set({ lastSignInAt: now }).where(eq(users.id, record.userId)),
    auditStatement(db, {
      by: { ...by, sessionId: record.id },
      action: "sign in",
      entity: "session",
      entityId: 0,
      summary: `Signed in on ${record.device}`,
    }),
  ]);
}

/** The session, if it has not been ended, with its person: one read for every request. */
export async function readOpenSession(db: Database, id: string): Promise<{ session: SessionRecord; user: User } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt)))
    .limit(1);
  return row;
}

export async function touchSessionRecord(db: Database, id: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

/** A person's sessions still open, the latest first. */
export function listOpenSessions(db: Database, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Which of a person's sessions to end: one by its id, all, or all but the one asking. */
export type SessionsToEnd = { one: string } | { all: true } | { allBut: string };

/**
 * Ends a person's sessions (their next request is refused), with one audit entry when any
 * ended, in the same batch. Answers how many ended.
 */
export async function endSessions(
  db: Database,
  userId: string,
  which: SessionsToEnd,
  note: Omit<AuditNote, "action" | "entity" | "entityId">,
) {
  const whose = and(eq(sessions.userId, userId), isNull(sessions.endedAt));
  const chosen = "one" in which ? eq(sessions.id, which.one) : "allBut" in which ? ne(sessions.id, which.allBut) : undefined;
  const [ended] = await db.batch([
    db.update(sessions).set({ endedAt: new Date() }).where(and(whose, chosen)).returning({ id: sessions.id }),
    auditStatementIfChanged(db, { ...note, action: "update", entity: "session", entityId: 0 }),
  ]);
  return ended.length;
}

export function toSessionView(session: SessionRecord, currentId?: string) {
  return {
    id: session.id,
    device: session.device,
    startedAt: session.startedAt.toISOString(),
    lastSeenAt: session.lastSeenAt.toISOString(),
    current: session.id === currentId,
  };
}
