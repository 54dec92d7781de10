import { desc, sql } from "drizzle-orm";

import type { User } from "./users";
import type { Database } from "./client";
import { auditLog, type AuditEntry } from "./schema";

export type AuditAction = AuditEntry["action"];
export type AuditEntity =
  | "redirect"
  | "blog post"
  | "event"
  | "contact submission"
  | "camera registration"
  | "image"
  | "incident"
  | "footage request";

/** Who did it: a signed-in staff member, or one of the system's own actors. */
type Actor = Pick<User, "id" | "email">;

/**
 * Changes nobody signed in made: a camera owner through a signed link, or the cron trigger's
 * retention purge. Recorded under these names, never with the owner's details.
 */
export const SYSTEM_ACTORS = {
  registryOwner: { id: "system:registry-owner", email: null },
  retention: { id: "system:retention", email: null },
} as const satisfies Record<string, Actor>;

/**
 * The audit row of a mutation, to run in the mutation's own batch. For a create, the new
 * row's id is SQLite's last inserted rowid, read inside the same transaction.
 */
export function auditStatement(
  db: Database,
  user: Actor,
  action: AuditAction,
  entity: AuditEntity,
  entityId: number | "inserted",
  summary: string,
) {
  return db.insert(auditLog).values({
    userId: user.id,
    userEmail: user.email,
    action,
    entity,
    entityId: entityId === "inserted" ? sql<number>`last_insert_rowid()` : entityId,
    summary: summary.slice(0, 200),
    at: new Date(),
  });
}

/**
 * The audit row of a change that may not happen (a conditional delete): written only when the
 * statement just before it in the same batch changed a row (SQLite's `changes()`).
 */
export function auditStatementIfChanged(
  db: Database,
  user: Actor,
  action: AuditAction,
  entity: AuditEntity,
  entityId: number | "inserted",
  summary: string,
) {
  const id = entityId === "inserted" ? sql`last_insert_rowid()` : entityId;
  return db
    .insert(auditLog)
    .select(
      sql`select null, ${Date.now()}, ${user.id}, ${user.email}, ${action}, ${entity}, ${id}, ${summary.slice(0, 200)} where changes() > 0`,
    );
}

export const AUDIT_PAGE_SIZE = 200;

export function listAudit(db: Database) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(AUDIT_PAGE_SIZE);
}

export function toAuditView(entry: AuditEntry) {
  return { ...entry, at: entry.at.toISOString() };
}
