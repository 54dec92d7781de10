// "Delete everything" (R18): every record held for the address goes in one batch
// (worker/db/data-erasure.ts), with the CRM's deletion event for each lead and registration it
// was sent, as staff deletions send them, and staff told of each open incident an owner leaving
// this way may have footage for; the messages are queued once the batch has run.
import { database } from "../db/client";
import { eraseAddress } from "../db/data-erasure";
import { heldForAddress } from "../db/data-requests";
import { openMayHaveAnswers } from "../db/footage-requests";
import type { Env } from "../env";
import { deletionMessage, formerOwnerMessages, mailSettings } from "../outbox";
import { enqueueMessages } from "../outbox";
import type { DeletionEvent, MailSettings } from "../outbox";

const eventFor = (settings: MailSettings, type: DeletionEvent["type"], reference: string | null) =>
  // A record without a reference was stored before the CRM was sent any: nothing to tell it.
  reference ? deletionMessage(settings, { type, reference }) : null;

/** Who carried out a deletion for a request made to staff, and the audit entry's words; none when the person did it through their link. */
type Carrier = Pick<Parameters<typeof eraseAddress>[1], "by" | "summary">;

/**
 * Answers whether this call made the deletion (false: the link had already been used), and whether
 * a sign-in account stays for the address (an administrator removes it, decision 0060).
 */
export async function eraseEverything(
  env: Env,
  origin: string,
  requestId: number,
  address: string,
  now: Date,
  carrier: Carrier = {},
): Promise<{ erased: boolean; accountKept: boolean }> {
  const db = database(env);
  const held = await heldForAddress(db, address);
  const settings = await mailSettings(env);
  const contacts = held.contacts.map((row) => ({ id: row.id, event: eventFor(settings, "contact.deleted", row.reference) }));
  const registrations = held.registrations.map((row) => ({
    id: row.id,
    event: eventFor(settings, "camera_registration.deleted", row.reference),
  }));
  // Staff are told of each open incident an owner leaving this way may have footage for.
  const staffNotices = formerOwnerMessages(
    settings,
    origin,
    await openMayHaveAnswers(
      db,
      held.registrations.map((row) => row.id),
    ),
  );
  const erased = await eraseAddress(db, { requestId, address, contacts, registrations, staffNotices, now, ...carrier });
  const events = [...contacts, ...registrations].flatMap(({ event }) => (event ? [event] : []));
  if (erased) await enqueueMessages(env, [...events, ...staffNotices]);
  return { erased, accountKept: held.signInAccounts.length > 0 };
}
