// The team's changes made outside the dashboard (R25): `npm run admin` gives an email's account a
// role or takes it off the team, with its audit entry in the same batch. The last active Owner is
// never taken off or demoted.
import { and, eq, sql } from "drizzle-orm";

import { ROLES, type Role } from "../shared/roles";
import { auditStatementIfChanged, type AuditNote } from "./audit";
import type { Database } from "./client";
import { users } from "./schema";
import { notTheLastOwner } from "./users";

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
