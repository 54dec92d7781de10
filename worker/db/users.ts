import { and, eq, ne, sql } from "drizzle-orm";

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
 * Creates or updates the user by the provider's subject. `grantAdmin` turns admin on (never
 * off: revoking is the admin script's job). `identity.email` must be one the provider has
 * verified (null otherwise): an email held by another subject is released first, in the same
 * transaction, since emails are unique.
 */
export async function upsertUser(db: Database, identity: UserIdentity, grantAdmin: boolean) {
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
    .values({ ...identity, isAdmin: grantAdmin, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: users.id,
      set: {
        email: identity.email,
        firstName: identity.firstName,
        lastName: identity.lastName,
        profileImageUrl: identity.profileImageUrl,
        updatedAt: now,
        ...(grantAdmin ? { isAdmin: true } : {}),
      },
    });
  await db.batch([...release, upsert] as [typeof upsert]);
}

export async function findUser(db: Database, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Grants or revokes admin for an email; answers how many users changed. */
export async function setAdminByEmail(db: Database, email: string, isAdmin: boolean) {
  const rows = await db
    .update(users)
    .set({ isAdmin, updatedAt: new Date() })
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .returning({ id: users.id });
  return rows.length;
}

export type User = typeof users.$inferSelect;

export function toUserView(user: User) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
  };
}
