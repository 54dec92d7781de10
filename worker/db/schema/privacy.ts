// A person's requests to see, download or delete the personal data held for their email address
// (R18, worker/privacy/): the record that each was answered, and when. After a deletion the row
// keeps only its times, so it proves the request was answered without saying whose it was.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

import { DATA_REQUEST_CHANNELS } from "../../shared/privacy";
import { nowMs, timestamp } from "./columns";

export const dataRequests = sqliteTable(
  "data_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Random and never reused: the signed link names the request by it. */
    reference: text("reference").notNull().unique(),
    receivedAt: timestamp("received_at").notNull().default(nowMs),
    /** How it came: the /your-data form, or staff recording one made by phone or letter. */
    channel: text("channel", { enum: DATA_REQUEST_CHANNELS }).notNull().default("web"),
    /** The address, lower case, while the request is open: kept only when something is held for it, nulled by a deletion. */
    email: text("email"),
    /** A keyed digest of the address (HMAC under SIGNING_SECRET) the links are bound to, nulled with it. */
    emailDigest: text("email_digest"),
    /** Whether anything was held for the address when the request came (no link is sent otherwise). */
    heldRecords: integer("held_records").notNull().default(0),
    linkSentAt: timestamp("link_sent_at"),
    exportedAt: timestamp("exported_at"),
    deletedAt: timestamp("deleted_at"),
    /** The staff member who recorded or carried out a request made outside the site; none for the form. */
    handledBy: text("handled_by"),
  },
  (table) => [index("data_requests_received_idx").on(table.receivedAt), index("data_requests_digest_idx").on(table.emailDigest)],
);

export type DataRequest = typeof dataRequests.$inferSelect;
