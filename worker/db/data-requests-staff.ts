// The dashboard's side of data requests (R18): the list, newest first, a page at a time, and the
// requests staff record for a person who asked by phone, letter, email or in person, with what
// staff then did for them. Each staff write and its audit entry are one D1 batch.
import { and, count, desc, eq, isNotNull, isNull, ne, not, sql, type SQL } from "drizzle-orm";

import { auditStatement, auditStatementIfChanged, type AuditNote } from "./audit";
import type { Database } from "./client";
import { markExported } from "./data-requests";
import { insertMessageIfChanged, type UnownedOutboxMessage } from "./outbox";
import { dataRequests } from "./schema";

/**
 * Still to answer: recorded by staff, something held, and neither a link sent, a download nor a
 * deletion made. A request on /your-data is answered by the page itself (a link, or nothing held).
 */
export const isOpenRequest: SQL = and(
  ne(dataRequests.channel, "web"),
  sql`${dataRequests.heldRecords} > 0`,
  isNull(dataRequests.linkSentAt),
  isNull(dataRequests.exportedAt),
  isNull(dataRequests.deletedAt),
)!;

/**
 * A request on /your-data for an address nothing is held for: anyone may make one for any address,
 * and the page answered it at once, so it is listed apart from the requests staff answer for.
 */
const unheldOnPage: SQL = and(eq(dataRequests.channel, "web"), eq(dataRequests.heldRecords, 0))!;

const FILTERS = {
  all: not(unheldOnPage),
  open: isOpenRequest,
  answered: and(not(isOpenRequest), not(unheldOnPage)),
  "nothing-held": unheldOnPage,
} as const;

/** One page of requests, newest first, and how many there are in all under the filter. */
export async function listDataRequests(
  db: Database,
  { state, page, pageSize }: { state: keyof typeof FILTERS; page: number; pageSize: number },
) {
  const where = FILTERS[state];
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(dataRequests)
      .where(where)
      .orderBy(desc(dataRequests.receivedAt), desc(dataRequests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(dataRequests).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function findDataRequest(db: Database, id: number) {
  const [row] = await db.select().from(dataRequests).where(eq(dataRequests.id, id)).limit(1);
  return row;
}

/** A request staff recorded, and its audit entry, in one batch; answers the new row. */
export async function insertStaffRequest(db: Database, request: typeof dataRequests.$inferInsert, note: AuditNote) {
  const [inserted] = await db.batch([
    db.insert(dataRequests).values(request).returning(),
    auditStatement(db, { ...note, entityId: "inserted" }),
  ]);
  return inserted[0]!;
}

/** Staff downloaded the request's records: the first time is kept on the request, every time in the audit trail. */
export async function markExportedByStaff(db: Database, id: number, now: Date, note: AuditNote) {
  await db.batch([markExported(db, id, now), auditStatement(db, note)]);
}

/** The person's link went out at staff's asking: the request's time, its email and the audit entry, in one batch, while the request still holds the address. */
export async function markLinkSentByStaff(db: Database, id: number, now: Date, message: UnownedOutboxMessage, note: AuditNote) {
  const stillHeld = and(eq(dataRequests.id, id), isNull(dataRequests.deletedAt), isNotNull(dataRequests.email));
  const [marked] = await db.batch([
    db
      .update(dataRequests)
      .set({ linkSentAt: sql`coalesce(${dataRequests.linkSentAt}, ${now.getTime()})` })
      .where(stillHeld)
      .returning({ id: dataRequests.id }),
    insertMessageIfChanged(db, message),
    auditStatementIfChanged(db, note),
  ]);
  return marked.length === 1;
}
