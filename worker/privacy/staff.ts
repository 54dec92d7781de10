// Requests made to staff (R18): a person who asked by phone, letter, email or in person. Staff
// record the request (the address and how it came), then download the person's records, delete
// everything, or send the person their signed link, each with the same code the person's own
// link uses (held.ts, erase.ts, request.ts) and an audit entry naming the staff member, never the
// person.
import type { Context } from "hono";

import type { AuthedEnv } from "../auth/guard";
import { database } from "../db/client";
import { addressSummary, heldForAddress } from "../db/data-requests";
import { insertStaffRequest, markExportedByStaff, markLinkSentByStaff } from "../db/data-requests-staff";
import type { DataRequest } from "../db/schema";
import { enqueueMessages } from "../outbox";
import { signingKey } from "../security/signed-tokens";
import type { StaffRequestInput } from "../shared/data-requests";
import { siteOrigin } from "../site-origin";
import { eraseEverything } from "./erase";
import { describeHeld } from "./held";
import { yourDataDigest } from "./links";
import { afterAnswer, linkMessage } from "./request";
import { STAFF_REQUEST_TEXT as TEXT } from "./staff-text";

type Ctx = Context<AuthedEnv>;

/** A request staff may act on: one made to them, whose data is still held; otherwise why not, in words. */
export type Actionable = DataRequest & { email: string; emailDigest: string };

export function refusalFor(request: DataRequest): string | null {
  if (request.channel === "web") return TEXT.webRequest;
  if (request.deletedAt) return TEXT.deleted;
  if (!request.email || !request.emailDigest) return TEXT.nothingHeld;
  return null;
}

const note = (c: Ctx, entityId: number | "inserted", summary: string) =>
  ({ by: c.get("user"), action: "update", entity: "data request", entityId, summary }) as const;

/** Records a request made to staff; the address is kept only when something is held for it (as on /your-data). */
export async function recordStaffRequest(c: Ctx, { email, channel }: StaffRequestInput, now: Date): Promise<DataRequest> {
  const address = email.toLowerCase();
  const digest = await yourDataDigest(signingKey(c.env, c.req.url), address);
  const db = database(c.env);
  const { held } = await addressSummary(db, address, digest, now);
  const user = c.get("user");
  return insertStaffRequest(
    db,
    {
      reference: crypto.randomUUID(),
      receivedAt: now,
      channel,
      email: held > 0 ? address : null,
      emailDigest: held > 0 ? digest : null,
      heldRecords: held,
      handledBy: user.email ?? user.id,
    },
    { ...note(c, "inserted", TEXT.recorded(channel)), action: "create" },
  );
}

/** The person's records as their own Download gives them; the request records the download. */
export async function exportForStaff(c: Ctx, request: Actionable, now: Date) {
  const db = database(c.env);
  const records = describeHeld(request.email, await heldForAddress(db, request.email), now);
  await markExportedByStaff(db, request.id, now, note(c, request.id, TEXT.exported(request.channel)));
  return records;
}

/** Everything held for the address, deleted as the person's own "Delete everything" does, in the staff member's name. */
export async function eraseForStaff(c: Ctx, request: Actionable, now: Date): Promise<boolean> {
  const carrier = { by: c.get("user"), summary: TEXT.deletedBy(request.channel) };
  return (await eraseEverything(c.env, siteOrigin(c), request.id, request.email, now, carrier)).erased;
}

/** The person's signed link, the same email /your-data sends; false when the data was deleted meanwhile. */
export async function sendLinkForStaff(c: Ctx, request: Actionable, now: Date): Promise<boolean> {
  const message = await linkMessage(c, { reference: request.reference, address: request.email, digest: request.emailDigest }, now);
  const sent = await markLinkSentByStaff(database(c.env), request.id, now, message, note(c, request.id, TEXT.linkSent(request.channel)));
  if (sent) afterAnswer(c, enqueueMessages(c.env, [message]));
  return sent;
}
