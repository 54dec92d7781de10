// A registration leaves the registry (R14), by its owner or by staff: its personal data goes at
// once (worker/db/registrations.ts removeRegistration), and the CRM, which was sent the
// registration when it was made, is sent its deletion event in the same D1 batch, then queued;
// staff are told, in the same batch, of each open incident its owner may have footage for.
import { database } from "../db/client";
import { openMayHaveAnswers } from "../db/footage-requests";
import { removeRegistration } from "../db/registrations";
import type { Env } from "../env";
import { deletionMessage, formerOwnerMessages, mailSettings } from "../outbox";
import { enqueueMessages } from "../outbox";

type Removal = Omit<Parameters<typeof removeRegistration>[2], "deletionEvent" | "staffNotices">;

/**
 * Answers whether the registration was still there to remove. Staff are told of each open
 * incident its owner answered "may have footage" to (`origin` writes the incident's link).
 */
export async function removeFromRegistry(
  env: Env,
  origin: string,
  registration: { id: number; reference: string | null },
  removal: Removal,
): Promise<boolean> {
  const db = database(env);
  const settings = await mailSettings(env);
  // A registration without a reference was stored before the CRM was sent any: nothing to tell it.
  const event = registration.reference
    ? deletionMessage(settings, { type: "camera_registration.deleted", reference: registration.reference })
    : null;
  const staffNotices = formerOwnerMessages(settings, origin, await openMayHaveAnswers(db, [registration.id]));
  const removed = await removeRegistration(db, registration.id, { ...removal, deletionEvent: event, staffNotices });
  if (removed) await enqueueMessages(env, [...(event ? [event] : []), ...staffNotices]);
  return removed;
}
