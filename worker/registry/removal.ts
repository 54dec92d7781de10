// A registration leaves the registry (R14), by its owner or by staff: its personal data goes at
// once (worker/db/registrations.ts removeRegistration), and the CRM, which was sent the
// registration when it was made, is sent its deletion event in the same D1 batch, then queued.
import { database } from "../db/client";
import { removeRegistration } from "../db/registrations";
import type { Env } from "../env";
import { deletionMessage } from "../outbox/compose";
import { enqueueMessages } from "../outbox/enqueue";

type Removal = Omit<Parameters<typeof removeRegistration>[2], "deletionEvent">;

/** Answers whether the registration was still there to remove. */
export async function removeFromRegistry(
  env: Env,
  registration: { id: number; reference: string | null },
  removal: Removal,
): Promise<boolean> {
  // A registration without a reference was stored before the CRM was sent any: nothing to tell it.
  const event = registration.reference
    ? deletionMessage(env, { type: "camera_registration.deleted", reference: registration.reference })
    : null;
  const removed = await removeRegistration(database(env), registration.id, { ...removal, deletionEvent: event });
  if (removed && event) await enqueueMessages(env, [event]);
  return removed;
}
