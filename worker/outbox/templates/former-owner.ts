// An owner who answered "I may have footage" left the registry (removed their registration, or
// deleted everything held for their address) while the incident is open, to staff: their answer
// stays in the incident without their name or contact details, and they can no longer be reached
// through the registry. Nothing of the owner is in the email.
import { distanceBandLabel, FOOTAGE_LINK_LABELS, type DistanceBand } from "../../shared/registry";
import { email } from "./email-layout";
import { OPEN_INCIDENT } from "./footage-answer";
import type { EmailContent } from "./types";

export interface FormerOwnerNotice {
  caseReference: string;
  band: DistanceBand;
  dashboardUrl: string;
}

export function formerOwnerEmail({ caseReference, band, dashboardUrl }: FormerOwnerNotice): EmailContent {
  return email(`An owner who may have footage has left the registry: case ${caseReference}`, {
    heading: "An owner who may have footage has left the registry",
    paragraphs: [
      `An owner who answered "${FOOTAGE_LINK_LABELS.may_have}" for case ${caseReference} has removed their registration or deleted their data.`,
      "Their answer stays in the incident, without their name or contact details; the registry can no longer reach them. If you already have their footage or their contact from a reply, nothing changes.",
    ],
    fields: [
      { label: "Case", value: caseReference },
      { label: "Camera's distance", value: distanceBandLabel(band) },
    ],
    link: { label: OPEN_INCIDENT, href: dashboardUrl },
  });
}
