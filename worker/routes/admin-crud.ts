// What every admin mutation shares: the record is looked up (404 when missing), the change
// and its audit row run as one D1 batch, and a unique-constraint clash becomes a field error.
import type { Context } from "hono";

import type { AuthedEnv } from "../auth/guard";
import { auditStatement, type AuditAction, type AuditEntity } from "../db/audit";
import { database, type Database } from "../db/client";
import { ERROR_MESSAGES, type ApiError } from "../shared/errors";

type Statement = Parameters<Database["batch"]>[0][number];

export async function mutateWithAudit(
  c: Context<AuthedEnv>,
  action: AuditAction,
  entity: AuditEntity,
  entityId: number | "inserted",
  summary: string,
  statement: Statement,
  /** Further writes that belong to the same change, in the same batch. */
  alongside: Statement[] = [],
) {
  const db = database(c.env);
  const audit = auditStatement(db, c.get("user"), action, entity, entityId, summary);
  // The audit row follows the change so that a create's rowid is the new record's.
  const results: unknown[] = await db.batch([statement, audit, ...alongside]);
  return results[0];
}

export const notFound = (c: Context<AuthedEnv>) => c.json({ message: ERROR_MESSAGES.notFound }, 404);

/** A UNIQUE constraint on `column` failed: the field's own message, as a 400 (R7). */
export function uniqueViolation(error: unknown, column: string): boolean {
  const text = `${error instanceof Error ? error.message : ""} ${error instanceof Error && error.cause instanceof Error ? error.cause.message : ""}`;
  return text.includes("UNIQUE constraint failed") && text.includes(column);
}

export function fieldError(field: string, message: string): ApiError {
  return { message, errors: { [field]: [message] } };
}
