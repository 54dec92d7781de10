import { and, eq, isNull, ne, sql } from "drizzle-orm";

import type { Role } from "../shared/roles";

import type { Database } from "./client";
import { users } from "./schema";

export interface UserIdentity {
  id: string; // the provider's `sub`
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** Comma-separated, case-insensitive. */
export function adminEmailList(setting: string | undefined): string[] {
  return (setting ?? "")
    .split(",")
    .map((email) => email.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * Creates or updates the user by the provider's subject. `seedOwner` makes them an Owner (never
 * takes a role away: the team's screen and the admin script do that). `identity.email` must be
 * one the provider has verified (null otherwise): an email held by another subject is released
 * first, in the same transaction, since emails are unique.
 */
export async function upsertUser(db: Database, identity: UserIdentity, seedOwner: boolean) {
  const now = new Date();
  const release = identity.email
    ? [
        db
          .update(users)
          .set({ email: null, updatedAt: now })
          .where(and(eq(users.email, identity.email), ne(users.id, identity.id))),
      ]
    : [];
  const upsert = db
    .insert(users)
    .values({ ...identity, role: seedOwner ? "owner" : null, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: users.id,
      set: {
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        profileImageUrl: identity.profileImageUrl,
        updatedAt: now,
        ...(seedOwner ? { role: "owner" as const, deactivatedAt: null } : {}),
      },
    });
  await db.batch([...release, upsert] as [typeof upsert]);
}

export async function findUser(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Whether the team has no active Owner yet: then ADMIN_EMAILS names its first Owners (R25). */
export async function teamHasNoOwner(db: Database): Promise<boolean> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "owner"), isNull(users.deactivatedAt)))
    .limit(1);
  return owner === undefined;
}

/** A row that is not the last active Owner (the team always keeps one, R25). */
export const notTheLastOwner = sql`not (${users.role} is 'owner' and ${users.deactivatedAt} is null and (select count(*) from ${users} where ${users.role} = 'owner' and ${users.deactivatedAt} is null) <= 1)`;

export type User = typeof users.$inferSelect;

/** Whether the user is on the team now: a role, and not deactivated. */
export const isStaff = (user: User | undefined): user is User & { role: Role } =>
  !!user && user.role !== null && user.deactivatedAt === null;

export function toUserView(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    role: isStaff(user) ? user.role : null,
  };
}
