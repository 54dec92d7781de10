// What a camera owner changes through their manage link (R14): the registration's details, each
// save with its audit entry (SYSTEM_ACTORS.registryOwner, no personal data) in one batch, and a
// new email address that waits in pending_email until it is confirmed from that address, or until
// its confirmation link no longer works (pending_email_at, R20).
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";

import { auditStatementIfChanged, SYSTEM_ACTORS } from "./audit";
import type { Database } from "./client";
import { awaitingLookup } from "./locations";
import { insertMessageIfChanged, type UnownedOutboxMessage } from "./outbox";
import { cameraRegistrations, outboxMessages } from "./schema";
import { nowMs } from "./schema/columns";

export interface OwnerChanges {
  /** The fields that take effect at once. */
  fields: Partial<Pick<typeof cameraRegistrations.$inferInsert, "phone" | "address" | "cameraDetails">>;
  /** A new address to look up: its point and match are gone until the geocoder answers. */
  relocate: boolean;
  /** A new email address waiting for confirmation, and the email that asks for it (to that address). */
  pendingEmail?: { address: string; message: UnownedOutboxMessage } | undefined;
  /** The audit entry's words: which fields, never their values. */
  summary: string;
  /** The counts of the signed link's limits (worker/db/link-uses.ts), written in the same batch. */
  counted: BatchItem<"sqlite">[];
}

/** Saves an owner's changes in one batch; answers the row as stored, or undefined when it is gone. */
export async function saveOwnerChanges(db: Database, registrationId: number, changes: OwnerChanges) {
  const { fields, relocate, pendingEmail, summary, counted } = changes;
  const [rows] = await db.batch([
    db
      .update(cameraRegistrations)
      .set({
        ...fields,
        ...(relocate ? awaitingLookup() : {}),
        ...(pendingEmail ? { pendingEmail: pendingEmail.address, pendingEmailAt: nowMs } : {}),
      })
      .where(eq(cameraRegistrations.id, registrationId))
      .returning(),
    auditStatementIfChanged(db, {
      by: SYSTEM_ACTORS.registryOwner,
      action: "update",
      entity: "camera registration",
      entityId: registrationId,
      summary,
    }),
    // Tied to the registration, so it goes with it.
    ...(pendingEmail ? [db.insert(outboxMessages).values({ ...pendingEmail.message, cameraRegistrationId: registrationId })] : []),
    ...counted,
  ]);
  return rows[0];
}

/** What confirming a new address writes beside the swap: the emails it causes and the limits' counts. */
export interface Confirmation {
  /** The notice to the old address and the new manage link to the new one, tied to the registration. */
  messages: UnownedOutboxMessage[];
  counted: BatchItem<"sqlite">[];
}

/**
 * The new address is confirmed: it becomes the registration's email, only if it is still the one
 * waiting (a newer change, or a confirmation already made, leaves the row alone), and the link
 * generation goes up, so every link sent to the old address stops working (decision 0059). The
 * emails are written only if the swap was. Answers whether it was swapped in.
 */
export async function confirmPendingEmail(db: Database, registrationId: number, address: string, then: Confirmation): Promise<boolean> {
  const [rows] = await db.batch([
    db
      .update(cameraRegistrations)
      .set({ email: address, pendingEmail: null, pendingEmailAt: null, linkGeneration: sql`${cameraRegistrations.linkGeneration} + 1` })
      .where(and(eq(cameraRegistrations.id, registrationId), eq(cameraRegistrations.pendingEmail, address)))
      .returning({ id: cameraRegistrations.id }),
    auditStatementIfChanged(db, {
      by: SYSTEM_ACTORS.registryOwner,
      action: "update",
      entity: "camera registration",
      entityId: registrationId,
      summary: "New email address confirmed by the owner",
    }),
    // After the audit row, which is written exactly when the swap was.
    // eslint-disable-next-line no-restricted-syntax -- the two emails a confirmed change sends (the old address told, the new one's link): fixed by the code
    ...then.messages.map((message) => insertMessageIfChanged(db, { ...message, cameraRegistrationId: registrationId })),
    ...then.counted,
  ]);
  return rows.length === 1;
}
