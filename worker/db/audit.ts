import { desc, sql } from "drizzle-orm";

import type { User } from "./users";
import type { Database } from "./client";
import { auditLog, type AuditEntry } from "./schema";

export type AuditAction = AuditEntry["action"];
export type AuditEntity = "redirect" | "blog post" | "event" | "contact submission" | "camera registration";

/**
 * The audit row of a mutation, to run in the mutation's own batch. For a create, the new
 * row's id is SQLite's last inserted rowid, read inside the same transaction.
 */
export function auditStatement(
  db: Database,
  user: User,
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

export const AUDIT_PAGE_SIZE = 200;

export function listAudit(db: Database) {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(AUDIT_PAGE_SIZE);
}

export function toAuditView(entry: AuditEntry) {
  return { ...entry, at: entry.at.toISOString() };
}
