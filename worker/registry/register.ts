// A camera registration from the public form (R14): its owner's manage link is signed before
// anything is stored, so without a signing key the registration fails whole (signed-links.ts);
// the registration and the messages it causes are stored in one D1 batch, then queued; its
// address is located through the geocoding queue, so the form never waits for the geocoder.
import { database } from "../db/client";
import { insertRegistration } from "../db/registrations";
import type { Env } from "../env";
import { cameraRegistrationMessages, mailSettings } from "../outbox";
import { enqueueMessages } from "../outbox";
import type { CameraRegistrationOutput } from "../shared/schemas/camera";
import { enqueueGeocoding } from "./geocode-queue";
import { signingKey } from "../security/signed-tokens";
import { ownerLinkUrl } from "./signed-links";

/** The form's fields once its bot checks are done with. */
type RegistrationFields = Omit<CameraRegistrationOutput, "website" | "turnstileToken">;

/** Stores a new registration and queues its messages and its lookup; answers its id. */
export async function registerCamera(
  env: Env,
  fields: RegistrationFields,
  { origin, requestUrl }: { origin: string; requestUrl: string },
): Promise<{ id: number }> {
  const registration = { ...fields, reference: crypto.randomUUID(), createdAt: new Date() };
  const manage = await ownerLinkUrl(origin, signingKey(env, requestUrl), {
    registration: registration.reference,
    incidentId: null,
    action: "manage",
  });
  const messages = cameraRegistrationMessages(await mailSettings(env), registration, origin, manage);
  const { id } = await insertRegistration(database(env), registration, messages);
  await enqueueMessages(env, messages);
  // Located through the queue (worker/registry/locate.ts).
  await enqueueGeocoding(env, [{ table: "camera_registrations", id }]);
  return { id };
}
