// A data request as the dashboard lists it (R18): its times, whether it is answered and how long
// that took against the 45 days Maryland's law allows. "Answered" is the first of: the link sent,
// the records downloaded, everything deleted; a request on /your-data, or one for an address
// nothing is held for, is answered when it is received (the page answers at once: a link, the one
// sent minutes before, or nothing to send). The address shows only while the row holds it: some
// data held, and no deletion made.
import type { DataRequest } from "../db/schema";
import { DAY_MS } from "../shared/calendar-day";
import { ANSWER_LIMIT_DAYS } from "../shared/privacy";
import { isoOrNull as iso } from "../shared/time";

/** When the request was answered, or null while it is open. */
export function answeredAt(row: DataRequest): Date | null {
  const done = [row.linkSentAt, row.exportedAt, row.deletedAt].filter((at): at is Date => at !== null);
  if (done.length > 0) return new Date(Math.min(...done.map((at) => at.getTime())));
  return row.channel === "web" || row.heldRecords === 0 ? row.receivedAt : null;
}

export function toDataRequestView(row: DataRequest, now: Date) {
  const answered = answeredAt(row);
  const dueAt = new Date(row.receivedAt.getTime() + ANSWER_LIMIT_DAYS * DAY_MS);
  const until = answered ?? now;
  return {
    id: row.id,
    reference: row.reference,
    channel: row.channel,
    receivedAt: row.receivedAt.toISOString(),
    linkSentAt: iso(row.linkSentAt),
    exportedAt: iso(row.exportedAt),
    deletedAt: iso(row.deletedAt),
    held: row.heldRecords > 0,
    handledBy: row.handledBy,
    email: row.deletedAt ? null : row.email,
    answeredAt: iso(answered),
    dueAt: dueAt.toISOString(),
    /** Whole days from receipt to the answer, or to now while it is open. */
    days: Math.floor((until.getTime() - row.receivedAt.getTime()) / DAY_MS),
    /** Answered after the limit, or still open past it. */
    late: until.getTime() > dueAt.getTime(),
    /** Staff can download, delete or send the link: a request made to them whose data is still held. */
    staffCanAct: row.channel !== "web" && row.email !== null && row.deletedAt === null,
  };
}
