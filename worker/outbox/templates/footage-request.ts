// A footage request to one camera owner (R14): when, where in general terms, how long to keep
// footage, and three signed links. It never carries the incident's details or case reference,
// nor anything the owner typed: the address it goes to may not even be theirs.
import { COMPANY } from "../../shared/company";
import { FOOTAGE_LINK_LABELS } from "../../shared/registry";
import { calendarDay, generalArea, timeWindow } from "../../shared/request-wording";
import { email } from "./email-layout";
import type { EmailContent } from "./types";

export interface FootageRequestContent {
  incident: { occurredOn: string; windowStart: string; windowEnd: string; keepFootageDays: number; address: string | null };
  radiusFeet: number;
  links: Record<keyof typeof FOOTAGE_LINK_LABELS, string>;
  /** The last day the links work, "YYYY-MM-DD". */
  linksWorkUntil: string;
}

export function footageRequestEmail({ incident, radiusFeet, links, linksWorkUntil }: FootageRequestContent): EmailContent {
  const area = generalArea(incident.address);
  const where = area
    ? `An incident was reported near ${area}, within ${radiusFeet} ft of the camera you registered with our community camera registry.`
    : `An incident was reported within ${radiusFeet} ft of the camera you registered with our community camera registry.`;
  return email(`Footage request: can your camera help? (${calendarDay(incident.occurredOn)})`, {
    heading: "Could your camera have recorded something?",
    paragraphs: [
      where,
      `When: ${timeWindow(incident.occurredOn, incident.windowStart, incident.windowEnd)} (Baltimore time).`,
      `If your camera may have recorded that time, please keep the recording for ${incident.keepFootageDays} days and let us know with one click below. We will then contact you about sharing it. Sharing is always your choice, and saying no is fine.`,
      `Nobody gets access to your camera through the registry. The links below work until ${calendarDay(linksWorkUntil)}. To stop these emails, choose "${FOOTAGE_LINK_LABELS.leave}": we delete your registration at once.`,
      `Questions? Reply to this email or call ${COMPANY.phone}.`,
    ],
    links: [
      { label: FOOTAGE_LINK_LABELS.may_have, href: links.may_have },
      { label: FOOTAGE_LINK_LABELS.no_footage, href: links.no_footage },
      { label: FOOTAGE_LINK_LABELS.leave, href: links.leave },
    ],
  });
}
