// "Email N owners" (R14): each located owner within an incident's radius not asked yet gets one
// footage request, with its signed links to answer or to leave the registry. Staff first see the
// email in a preview made by the same template, with placeholders where each owner's links go,
// and send it to exactly the owners it listed.
import type { NewFootageRequest } from "../db/footage-requests";
import type { NearbyOwner } from "../db/incidents";
import type { Incident } from "../db/schema";
import { footageRequestMessage, type MailSettings } from "../outbox";
import { inRandomOrder } from "../shared/random-order";
import { distanceBand, FOOTAGE_LINK_LABELS, type FootageRequestPreview, type NearbyCamera, type UnlocatedCamera } from "../shared/registry";
import { linkWorksUntil, ownerLinkUrl } from "./signed-links";

type FootageRequestContent = Parameters<typeof footageRequestMessage>[2];
type Links = FootageRequestContent["links"];

/** What one owner's email says: the incident, and that owner's links. */
const requestContent = (incident: Incident, links: Links, linksWorkUntil: string): FootageRequestContent => ({
  incident,
  radiusFeet: incident.radiusFeet,
  links,
  linksWorkUntil,
});

/** The owners around the incident not asked yet, nearest first. */
export const notAskedYet = <Camera extends NearbyCamera>(nearby: Camera[]) => nearby.filter((camera) => camera.request === null);

/** Where an owner's own link goes in the preview: "[link: I may have footage]". */
export const linkPlaceholder = (action: keyof Links) => `[link: ${FOOTAGE_LINK_LABELS[action]}]`;

/**
 * The email the owners not asked yet would get, composed as sending composes it, with placeholders
 * for their own links (the email names no owner, so nothing else differs between them); who they
 * are, nearest first; and who in the incident's area it misses, having no point yet (decision 0041).
 */
export function previewRequest(
  env: MailSettings,
  incident: Incident,
  nearby: NearbyCamera[],
  missed: UnlocatedCamera[],
  now = new Date(),
): FootageRequestPreview {
  const links: Links = {
    may_have: linkPlaceholder("may_have"),
    no_footage: linkPlaceholder("no_footage"),
    leave: linkPlaceholder("leave"),
  };
  const email = footageRequestMessage(env, "[owner's email]", requestContent(incident, links, linkWorksUntil("may_have", now)));
  const recipients = notAskedYet(nearby).map(({ registrationId, name, distanceFeet }) => ({
    registrationId,
    name,
    distanceFeet,
    distanceBand: distanceBand(distanceFeet),
  }));
  return { subject: email.subject ?? "", text: email.textBody, html: email.htmlBody ?? "", recipients, missed };
}

/** Whether the owners not asked yet are exactly the ones the preview listed. */
export function sameRecipients(nearby: NearbyCamera[], previewed: readonly number[]): boolean {
  const current = new Set(notAskedYet(nearby).map((camera) => camera.registrationId));
  const listed = new Set(previewed);
  return current.size === listed.size && [...listed].every((id) => current.has(id));
}

/**
 * The requests to the cameras around the incident whose owners were not asked yet, each with its
 * email composed (nothing is stored or sent here). Asked in random order, not nearest first: the
 * requests' ids and email times must not rank an owner who later leaves among those still
 * registered (decision 0035).
 */
export function askOwners(
  env: MailSettings,
  { origin, key }: { origin: string; key: string },
  incident: Incident,
  nearby: NearbyOwner[],
): Promise<NewFootageRequest[]> {
  const notAsked = inRandomOrder(notAskedYet(nearby));
  const now = new Date();
  return Promise.all(notAsked.map((camera) => askOwner(env, origin, key, incident, camera, now)));
}

async function askOwner(
  env: MailSettings,
  origin: string,
  key: string,
  incident: Incident,
  camera: NearbyOwner,
  now: Date,
): Promise<NewFootageRequest> {
  const newReference = camera.reference ? null : crypto.randomUUID();
  const registration = camera.reference || newReference!;
  const link = (action: "may_have" | "no_footage" | "leave") =>
    ownerLinkUrl(origin, key, { registration, incidentId: incident.id, action, generation: camera.linkGeneration }, now);
  const [mayHave, noFootage, leave] = await Promise.all([link("may_have"), link("no_footage"), link("leave")]);
  return {
    registrationId: camera.registrationId,
    newReference,
    distanceFeet: camera.distanceFeet,
    toldAddress: incident.address,
    message: footageRequestMessage(
      env,
      camera.email,
      requestContent(incident, { may_have: mayHave.url, no_footage: noFootage.url, leave: leave.url }, mayHave.worksUntil),
    ),
  };
}
