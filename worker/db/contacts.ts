// Leads (R13; table contact_submissions): stored with the messages they cause in one D1 batch, so
// a stored lead always has its messages and a failed batch leaves neither; read, changed and
// deleted by staff.
import { desc, eq, sql } from "drizzle-orm";

import { auditStatementIfChanged } from "./audit";
import type { Database } from "./client";
import { insertMessageIfChanged, type UnownedOutboxMessage } from "./outbox";
import { contactSubmissions, outboxMessages } from "./schema";
import { nowMs } from "./schema/columns";

export type Contact = typeof contactSubmissions.$inferSelect;

/** A new lead and its messages, in one batch; answers the lead's id. */
export async function insertContact(
  db: Database,
  lead: typeof contactSubmissions.$inferInsert & { reference: string },
  messages: UnownedOutboxMessage[],
) {
  const owner = sql`(select ${contactSubmissions.id} from ${contactSubmissions} where ${contactSubmissions.reference} = ${lead.reference})`;
  const [inserted] = await db.batch([
    db.insert(contactSubmissions).values(lead).returning({ id: contactSubmissions.id }),
    // eslint-disable-next-line no-restricted-syntax -- the messages one lead causes, one per kind (at most three): not a list that grows with data
    ...messages.map((message) => db.insert(outboxMessages).values({ ...message, contactSubmissionId: owner })),
  ]);
  return inserted[0]!;
}

export function listContacts(db: Database) {
  return db.select().from(contactSubmissions).orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id));
}

export async function findContact(db: Database, id: number): Promise<Contact | undefined> {
  const [row] = await db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)).limit(1);
  return row;
}

/**
 * Staff change a lead's status or note: the statement, for the change's batch with its audit row.
 * Closing it records when (a lead already closed keeps its time); any other status clears it: the
 * retention period of a closed lead runs from then (R20).
 */
export function updateContact(db: Database, id: number, change: Partial<Pick<Contact, "status" | "internalNote">>) {
  const closedAt =
    change.status === undefined
      ? {}
      : {
          closedAt:
            change.status === "closed"
              ? sql`coalesce(case when ${contactSubmissions.status} = 'closed' then ${contactSubmissions.closedAt} end, ${nowMs})`
              : null,
        };
  return db
    .update(contactSubmissions)
    .set({ ...change, ...closedAt })
    .where(eq(contactSubmissions.id, id))
    .returning();
}

/**
 * Staff delete a lead, in one batch: the lead (its messages go with it, ON DELETE CASCADE), the
 * audit line without any of its details, and the CRM's deletion event when one is given; the
 * last two only if the lead was still there. Answers whether it was.
 */
export async function deleteContact(
  db: Database,
  id: number,
  actor: { id: string; email: string | null },
  deletionEvent: UnownedOutboxMessage | null,
): Promise<boolean> {
  const [deleted] = await db.batch([
    db.delete(contactSubmissions).where(eq(contactSubmissions.id, id)).returning({ id: contactSubmissions.id }),
    auditStatementIfChanged(db, {
      by: actor,
      action: "delete",
      entity: "contact submission",
      entityId: id,
      summary: "Contact submission deleted by staff",
    }),
    ...(deletionEvent ? [insertMessageIfChanged(db, deletionEvent)] : []),
  ]);
  return deleted.length === 1;
}

/** What the person wrote on the contact form, as the dashboard and their own data show it. */
export function leadDetails(row: Contact) {
  const { firstName, lastName, email, phone, service, message } = row;
  return { firstName, lastName, email, phone, service, message };
}

export function toContactView(row: Contact) {
  return {
    id: row.id,
    /** The lead's reference in emails, webhooks and dashboard links (/admin?section=contacts&submission=). */
    reference: row.reference,
    ...leadDetails(row),
    smsConsentAt: row.smsConsentAt.toISOString(),
    smsConsentVersion: row.smsConsentVersion,
    status: row.status,
    internalNote: row.internalNote,
    /** Where the visit that sent it came from (R22); none when no visit was counted for it. */
    visitSource: row.visitSource ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export type ContactView = ReturnType<typeof toContactView>;
