// The team (R25): who is on it, and each change of a person's place, with its audit entry in the
// same batch: from the team's screen (a role, a deactivation) or from `npm run admin` (an email's
// account given a role or taken off). The last active Owner is never taken off, demoted or deactivated.
import { and, eq, isNotNull, isNull, max, sql } from "drizzle-orm";

import { bylineName, personName } from "../shared/blog";
import { ROLES, type Role } from "../shared/roles";
import { auditStatementIfChanged, type AuditNote } from "./audit";
import type { Database } from "./client";
import { sessions, users } from "./schema";
import { notTheLastOwner, type User } from "./users";

export async function setRoleByEmail(db: Database, email: string, role: Role | null, by: AuditNote["by"]): Promise<number> {
  const address = email.toLowerCase();
  const update = db
    .update(users)
    .set({ role, deactivatedAt: null, updatedAt: new Date() })
    .where(and(eq(sql`lower(${users.email})`, address), role === "owner" ? undefined : notTheLastOwner))
    .returning({ id: users.id });
  const summary = role ? `${address}: role set to ${ROLES[role].name}` : `${address}: taken off the team`;
  const [rows] = await db.batch([
    update,
    auditStatementIfChanged(db, { by, action: "update", entity: "team member", entityId: 0, summary }),
  ]);
  return rows.length;
}

/** Each person's latest moment seen in any of their sessions, ended ones too: one row per person, grouped in SQL. */
function lastSeen(db: Database) {
  return db
    .select({ userId: sessions.userId, at: max(sessions.lastSeenAt).as("last_active_at") })
    .from(sessions)
    .groupBy(sessions.userId)
    .as("last_seen");
}

/** People with their last activity (none: never seen); `where` picks whom. */
function withLastActivity(db: Database) {
  const seen = lastSeen(db);
  return db.select({ user: users, lastActiveAt: seen.at }).from(users).leftJoin(seen, eq(seen.userId, users.id));
}

export type TeamMember = { user: User; lastActiveAt: Date | null };

/** Everyone who is or was on the team (a role, deactivated or not), Owners first, then by name, each with their last activity. */
export function listTeam(db: Database) {
  return withLastActivity(db)
    .where(isNotNull(users.role))
    .orderBy(sql`${users.role} <> 'owner'`, sql`${users.deactivatedAt} is not null`, sql`lower(coalesce(${users.email}, ''))`);
}

/**
 * A team member as the team's screen shows them: never their provider id's secrets, only who they
 * are, their place, when they last signed in and when they were last seen (R25).
 */
export function toTeamMemberView({ user, lastActiveAt }: TeamMember) {
  return {
    id: user.id,
    email: user.email,
    name: personName(user),
    role: user.role,
    deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    lastActiveAt: lastActiveAt?.toISOString() ?? null,
  };
}

/**
 * Who a post's byline may name (R9): everyone on the team now (a role, not deactivated), each by
 * their id and the name the byline gives them, by name. Nothing else of theirs: an Editor reads it.
 */
export async function listAuthors(db: Database) {
  const people = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(isNotNull(users.role), isNull(users.deactivatedAt)));
  return people
    .map((person) => ({ id: person.id, name: bylineName(person) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
}

export type TeamChange = { role: Role } | { deactivated: boolean };

/**
 * Changes one person's place on the team (their role, or whether they are deactivated), with its
 * audit entry in the same batch. Never demotes or deactivates the last active Owner: the one
 * statement checks it. Answers the person as they are after it (read in the same batch, with
 * their last activity), or undefined when nothing changed (no such person on the team, or the
 * last Owner).
 */
export async function changeTeamMember(db: Database, id: string, change: TeamChange, by: AuditNote["by"], named: string) {
  const now = new Date();
  const set = "role" in change ? { role: change.role } : { deactivatedAt: change.deactivated ? now : null };
  const keepsAnOwner =
    "role" in change ? (change.role === "owner" ? undefined : notTheLastOwner) : change.deactivated ? notTheLastOwner : undefined;
  const update = db
    .update(users)
    .set({ ...set, updatedAt: now })
    .where(and(eq(users.id, id), isNotNull(users.role), keepsAnOwner))
    .returning({ id: users.id });
  const summary =
    "role" in change
      ? `${named}: role set to ${ROLES[change.role].name}`
      : `${named}: ${change.deactivated ? "deactivated" : "reactivated"}`;
  const [rows, , after] = await db.batch([
    update,
    auditStatementIfChanged(db, { by, action: "update", entity: "team member", entityId: 0, summary }),
    withLastActivity(db).where(eq(users.id, id)),
  ]);
  return rows.length > 0 ? after[0] : undefined;
}
