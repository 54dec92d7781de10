// An owner answered a footage request "I may have footage" (or changed their answer to it), to
// staff: which case, how far the camera was to its 50 ft band, and the way to the incident. Nothing
// of the owner: staff read who it is in the dashboard, behind sign-in, not in a mailbox.
import { distanceBandLabel, FOOTAGE_LINK_LABELS, type DistanceBand } from "../../shared/registry";
import { email } from "./email-layout";
import type { EmailContent } from "./types";

export const OPEN_INCIDENT = "Open the incident in the dashboard";

export interface FootageAnswerNotice {
  caseReference: string;
  band: DistanceBand;
  /** The owner had answered "I have no footage" before. */
  changed: boolean;
  dashboardUrl: string;
}

export function footageAnswerEmail({ caseReference, band, changed, dashboardUrl }: FootageAnswerNotice): EmailContent {
  const answer = `"${FOOTAGE_LINK_LABELS.may_have}"`;
  return email(`An owner may have footage: case ${caseReference}`, {
    heading: "An owner may have footage",
    paragraphs: [
      changed
        ? `An owner who had answered "${FOOTAGE_LINK_LABELS.no_footage}" changed their answer to ${answer} for case ${caseReference}.`
        : `An owner answered ${answer} to the footage request for case ${caseReference}.`,
      "Who they are and how to reach them is in the dashboard, where the answer is marked new until you open the incident.",
    ],
    fields: [
      { label: "Case", value: caseReference },
      { label: "Camera's distance", value: distanceBandLabel(band) },
    ],
    link: { label: OPEN_INCIDENT, href: dashboardUrl },
  });
}
