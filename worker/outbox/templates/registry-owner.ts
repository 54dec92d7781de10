// The registry's emails to a camera owner about the registration itself: the confirmation sent
// when it is stored, a fresh link to manage it (asked for from an expired link, or from a
// footage request's page, which never shows one itself, or after a new email address was
// confirmed), the link that confirms a new email address, sent to that address, and the notice to
// the old address once it is confirmed (decision 0059). Each carries its signed link and nothing the owner typed:
// anyone can type someone else's email address.
import { COMPANY } from "../../shared/company";
import { INCIDENT_RADIUS_FEET } from "../../shared/registry";
import { calendarDay } from "../../shared/request-wording";
import { email } from "./email-layout";
import type { EmailContent } from "./types";

export const MANAGE_LINK_LABEL = "See or change my registration";

const manageParagraph = (until: string) =>
  `With the button below you can see everything we keep about your registration, change your email, phone, address or camera details, or remove the registration, which deletes it once you confirm. The link works until ${calendarDay(until)}; after that, open it to have a new one sent to this address.`;

export function registrationConfirmationEmail(manageUrl: string, linkWorksUntil: string): EmailContent {
  return email(`Your camera is registered - ${COMPANY.name}`, {
    heading: "Thank you for joining our community camera registry",
    paragraphs: [
      `If an incident is reported within ${INCIDENT_RADIUS_FEET} ft of your address, we will email you to ask whether you are willing to share footage. Each request has a link to answer and a link to leave the registry; answering is always your choice.`,
      manageParagraph(linkWorksUntil),
      `If you did not register a camera with ${COMPANY.name}, someone may have typed your address by mistake: use the button to remove the registration.`,
    ],
    link: { label: MANAGE_LINK_LABEL, href: manageUrl },
  });
}

/** Why a new manage link was asked for: an expired link of ours, or the button on a footage request's page. */
export type ManageLinkReason = "expired" | "replaced" | "asked" | "email-changed";

const REASONS: Record<ManageLinkReason, string> = {
  expired: "You asked for a new link because an older one had expired.",
  replaced: "You asked for a new link because the one you opened was sent to the registration's email address before it was changed.",
  asked: "You asked for a link to your registration from the page of one of our footage requests.",
  "email-changed":
    "You confirmed this address as your registration's new email address, so the links we sent to the old one no longer work. Here is one that does.",
};

export function manageLinkEmail(manageUrl: string, linkWorksUntil: string, reason: ManageLinkReason): EmailContent {
  return email(`Your link to your camera registration - ${COMPANY.name}`, {
    heading: "Here is a new link to your camera registration",
    paragraphs: [REASONS[reason], manageParagraph(linkWorksUntil), "If you did not ask for it, you can ignore this email."],
    link: { label: MANAGE_LINK_LABEL, href: manageUrl },
  });
}

export const CONFIRM_EMAIL_LINK_LABEL = "Confirm my new email address";

export function emailChangeEmail(confirmUrl: string, linkWorksUntil: string): EmailContent {
  return email(`Confirm your new email address - ${COMPANY.name}`, {
    heading: "Confirm the new email address of your camera registration",
    paragraphs: [
      `Someone asked, from the page of a camera registration in ${COMPANY.name}'s community camera registry, that our emails about it go to this address from now on.`,
      `If it was you, confirm with the button below and press the button on the page it opens. Until then we keep writing to the address the registration had. The link works until ${calendarDay(linkWorksUntil)}.`,
      "If you did not ask for this, ignore this email: nothing changes.",
    ],
    link: { label: CONFIRM_EMAIL_LINK_LABEL, href: confirmUrl },
  });
}

/** "rosa.new@example.com" as "ro***@example.com": enough for its owner to know it, not enough to write to it. */
export function maskedAddress(address: string): string {
  const at = address.lastIndexOf("@");
  const local = address.slice(0, Math.max(at, 0));
  return `${local.slice(0, local.length > 3 ? 2 : 1)}***${address.slice(at)}`;
}

/** To the old address, once a new one is confirmed: what changed, that its links are dead, and whom to call. */
export function emailChangedEmail(newAddress: string): EmailContent {
  return email(`The email address of your camera registration was changed - ${COMPANY.name}`, {
    heading: "Your camera registration has a new email address",
    paragraphs: [
      `Your registration's email was changed to ${maskedAddress(newAddress)}, confirmed from that address. From now on our emails about the registration go there, and the links we sent to this address no longer work.`,
      `If you did not make this change, call us at ${COMPANY.phone} or reply to this email, and we will put it right.`,
    ],
  });
}
