// The former route-side helpers, kept only for the routes not yet moved onto their new homes
// (short links, the not-found log, image uploads): a staff change runs with its
// audit entry through db/audit.ts `changeWithAudit`, D1's errors are read in db/errors.ts, and
// the shared answers are worker/answers.ts `notFound` and worker/shared/errors.ts `fieldError`.
// Delete this file once nothing imports it.
import type { Context } from "hono";

import type { AuthedEnv } from "../auth/guard";
import { changeWithAudit, type AuditAction, type AuditEntity } from "../db/audit";
import { database } from "../db/client";
import { isUniqueViolation } from "../db/errors";

export { notFound } from "../answers";
export { fieldError } from "../shared/errors";
export const uniqueViolation = isUniqueViolation;

type Statement = Parameters<typeof changeWithAudit>[2];

/** As before: answers `unknown`, which these routes cast; `changeWithAudit` answers the statement's own type. */
export function mutateWithAudit(
  c: Context<AuthedEnv>,
  action: AuditAction,
  entity: AuditEntity,
  entityId: number | "inserted",
  summary: string,
  statement: Statement,
  alongside: Statement[] = [],
): Promise<unknown> {
  return changeWithAudit(database(c.env), { by: c.get("user"), action, entity, entityId, summary }, statement, alongside);
}
