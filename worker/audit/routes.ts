// The audit log for staff (R25): newest first, a page at a time, filtered by person, section and
// action (db/audit.ts). Only a role with the `audit` permission reads it (route-access.ts).
import { Hono } from "hono";

import { requireAccess, type AuthedEnv } from "../auth/guard";
import { listAudit, toAuditView } from "../db/audit";
import { database } from "../db/client";
import { AUDIT_ACTIONS, AUDIT_FILTER_TEXTS, AUDIT_SECTION_IDS } from "../shared/audit";
import { z } from "../shared/schemas/zod";
import { validate } from "../validation";

const auditQuery = z.object({
  // A user id is the identity provider's subject (or a system actor's id): text, never longer than this.
  person: z.string({ error: AUDIT_FILTER_TEXTS.person }).min(1, AUDIT_FILTER_TEXTS.person).max(255, AUDIT_FILTER_TEXTS.person).optional(),
  section: z.enum(AUDIT_SECTION_IDS, { error: AUDIT_FILTER_TEXTS.section }).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: AUDIT_FILTER_TEXTS.action }).optional(),
  before: z.coerce
    .number({ error: AUDIT_FILTER_TEXTS.before })
    .int(AUDIT_FILTER_TEXTS.before)
    .positive(AUDIT_FILTER_TEXTS.before)
    .max(Number.MAX_SAFE_INTEGER, AUDIT_FILTER_TEXTS.before)
    .optional(),
});

export const auditRoutes = new Hono<AuthedEnv>().use(requireAccess).get("/", validate("query", auditQuery), async (c) => {
  const page = await listAudit(database(c.env), c.req.valid("query"));
  return c.json({ entries: page.entries.map(toAuditView), next: page.next });
});
