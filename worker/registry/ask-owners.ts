// "Email N owners" (R14): each located owner within an incident's radius not asked yet gets one
// footage request, with its signed links to answer or to leave the registry.
import type { NewFootageRequest } from "../db/footage-requests";
import type { Incident } from "../db/schema";
import type { Env } from "../env";
import { footageRequestMessage } from "../outbox/compose";
import { inRandomOrder } from "../shared/random-order";
import type { NearbyCamera } from "../shared/registry";
import { ownerLinkUrl } from "./signed-links";

/**
 * The requests to the cameras around the incident whose owners were not asked yet, each with its
 * email composed (nothing is stored or sent here). Asked in random order, not nearest first: the
 * requests' ids and email times must not rank an owner who later leaves among those still
 * registered (decision 0035).
 */
export function askOwners(
  env: Env,
  { origin, key }: { origin: string; key: string },
  incident: Incident,
  nearby: NearbyCamera[],
): Promise<NewFootageRequest[]> {
  const notAsked = inRandomOrder(nearby.filter((camera) => camera.request === null));
  const now = new Date();
  return Promise.all(notAsked.map((camera) => askOwner(env, origin, key, incident, camera, now)));
}

async function askOwner(
  env: Env,
  origin: string,
  key: string,
  incident: Incident,
  camera: NearbyCamera,
  now: Date,
): Promise<NewFootageRequest> {
  const newReference = camera.reference ? null : crypto.randomUUID();
  const registration = camera.reference || newReference!;
  const link = (action: "may_have" | "no_footage" | "leave") =>
    ownerLinkUrl(origin, key, { registration, incidentId: incident.id, action }, now);
  const [mayHave, noFootage, leave] = await Promise.all([link("may_have"), link("no_footage"), link("leave")]);
  return {
    registrationId: camera.registrationId,
    newReference,
    distanceFeet: camera.distanceFeet,
    message: footageRequestMessage(env, camera.email, {
      incident,
      radiusFeet: incident.radiusFeet,
      links: { may_have: mayHave.url, no_footage: noFootage.url, leave: leave.url },
      linksWorkUntil: mayHave.worksUntil,
    }),
  };
}
