// Every word the owners' pages say, in one place. They speak to the person holding the link and
// never name an incident's details, a case reference, another owner, or a point on the map.
import { COMPANY } from "../../shared/company";
import { FOOTAGE_LINK_LABELS } from "../../shared/registry";

export const OWNER_PAGE_TEXT = {
  contact: `Questions? Call or text ${COMPANY.phone}, or email ${COMPANY.email}.`,
  // Links that cannot be used
  invalidTitle: "This link does not work",
  invalid: "The link may have been cut short when it was copied. Open it again from the email, or contact us.",
  unreadableTitle: "The form could not be read",
  unreadable: "What was sent did not arrive as this page's form. Open the link from the email again and press the button there.",
  notTextTitle: "The form held characters we cannot read",
  notText:
    "Some of what was sent is not valid text (it is not UTF-8), so nothing was saved. Type your details again, without pasting them from elsewhere, and send the form once more.",
  expiredTitle: "This link has expired",
  expired: "Links in our emails work for a limited time. We can email a new link to the address you registered with.",
  renewButton: "Email me a new link",
  replacedTitle: "This link no longer works",
  replaced:
    "The email address of this registration has changed since this link was sent, so the links sent to the old address no longer work. We can email a new link to the address the registration has now.",
  limitedTitle: "Please try again later",
  limited: (until: string) =>
    `This link has been used as often as we allow for now, so that nobody can use it to flood an inbox or our staff. Nothing was changed or sent this time. Please try again after ${until}.`,
  renewedTitle: "A new link is on its way",
  renewed: "If the registration is still in our registry, a new link to it is on its way to the email address it was registered with.",
  goneTitle: "You are not in the registry",
  gone: "This registration is no longer in our camera registry, so there is nothing to answer or change here.",
  joinAgain: "Register a camera again",
  closedTitle: "This request is closed",
  closed: "The request this link belongs to is no longer open. Thank you all the same.",
  // A footage request
  requestTitle: "A request for camera footage",
  requestWhen: "When",
  requestWhere: "Where",
  requestKeep: "Please keep footage for",
  inBaltimoreTime: (window: string) => `${window} (Baltimore time)`,
  nearArea: (area: string) => `Near ${area}`,
  nearCamera: (feet: number) => `Within ${feet} ft of your camera`,
  days: (count: number) => `${count} days`,
  confirmMayHave: `Press the button to tell us: "${FOOTAGE_LINK_LABELS.may_have}". We will then contact you about sharing it; what you share stays your choice.`,
  confirmNoFootage: `Press the button to tell us: "${FOOTAGE_LINK_LABELS.no_footage}".`,
  answeredTitle: "You have already answered",
  answered: (label: string, at: string) => `You answered "${label}" on ${at}.`,
  changeAnswer: "Changed your mind? You can change your answer while the links in our email work.",
  changeTo: (label: string) => `Change my answer to "${label}"`,
  thanksTitle: "Thank you",
  thanksMayHave: (days: number) =>
    `We have noted that you may have footage. Please keep the recording from that time for ${days} days; we will contact you about sharing it. You decide what to share.`,
  thanksNoFootage: "We have noted that you have no footage. There is nothing more to do.",
  manageByEmail:
    "To see or change your registration, use the link in the email we sent when you registered, or we can email a new one to the address you registered with.",
  manageByEmailButton: "Email me a link to my registration",
  // Leaving
  leaveTitle: "Leave the camera registry",
  leaveExplain:
    "We will delete your name, email, phone, address and camera details at once, and we will not email you about incidents again. Requests you have already answered are kept for our records, without any of your details.",
  leaveButton: FOOTAGE_LINK_LABELS.leave,
  leftTitle: "You have left the registry",
  left: "Your registration and your details are deleted. Thank you for helping your neighborhood.",
  // Managing
  manageTitle: "Your camera registration",
  manageIntro: "This is everything we keep about your registration.",
  fields: {
    name: "Name",
    email: "Email",
    phone: "Phone",
    address: "Address",
    cameraDetails: "Camera details",
    registered: "Registered",
    location: "On our map",
  },
  located: "Yes: your address was found on the map, so we can tell when an incident is reported near it",
  notLocated: "Not yet: we look the address up and may check it by hand",
  changeHeading: "Change your details",
  changeIntro: "The same rules apply as when you registered.",
  emailHint: "A new address counts once you confirm it from a link we send there; until then we keep writing to the one above.",
  detailsHint: "How many cameras, where they point, and how long they keep recordings.",
  addressHint: "Changing it takes your camera off our map until we have looked the new address up.",
  saveChanges: "Save changes",
  changesSaved: "Your changes are saved.",
  nothingChanged: "Nothing was changed: the details you sent are the ones we keep.",
  relocating: "We will look your new address up on the map.",
  pendingEmail: "New email, not yet confirmed",
  emailPending: (pending: string, current: string) =>
    `To change your email address to ${pending}, open the link we sent there and press its button. Until then we keep writing to ${current}.`,
  otherChanges: "To change your name, remove this registration and register again.",
  removeHeading: "Remove your registration",
  removeButton: "Remove my registration",
  removeConfirmTitle: "Remove your registration?",
  removeConfirmButton: "Yes, remove my registration",
  keepRegistration: "No, keep my registration",
  removedTitle: "Your registration is removed",
  // Confirming a new email address
  confirmEmailTitle: "Confirm your new email address",
  confirmEmail: (address: string) => `Press the button to have our emails about your camera registration go to ${address} from now on.`,
  confirmEmailButton: "Confirm my new email address",
  emailConfirmedTitle: "Your new email address is confirmed",
  emailConfirmed: (address: string) => `From now on our emails about your camera registration go to ${address}.`,
  oldLinksEnded:
    "The links we sent to the old address no longer work, and we have told it of the change. A new link to your registration is on its way to the new address.",
  staleEmailTitle: "This link is out of date",
  staleEmail:
    "The email address of this registration was changed again after this link was sent, so it confirms nothing. Use the link in the newest email we sent.",
  // Something on our side
  unavailableTitle: "This page is not available right now",
  unavailable: "Something went wrong on our side. Please try again in a moment, or contact us.",
} as const;
