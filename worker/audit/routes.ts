// The audit log for staff: the newest entries first (db/audit.ts).
import { Hono } from "hono";

import { requireAccess, type AuthedEnv } from "../auth/guard";
import { listAudit, toAuditView } from "../db/audit";
import { database } from "../db/client";

export const auditRoutes = new Hono<AuthedEnv>()
  .use(requireAccess)
  .get("/", async (c) => c.json((await listAudit(database(c.env))).map(toAuditView)));
