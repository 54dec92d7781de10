// Every word the dashboard shows that the spec fixes (S2 and S8), in one place.
import { MANUAL_CHECK_MILES } from "../../worker/shared/registry";
import { REGISTRY_TEXTS } from "../../worker/shared/schemas/registry";
import { plural } from "../lib/plural";

export const ADMIN_TEXT = {
  checking: "Checking authentication...",
  signInTitle: "Admin Login",
  signInButton: "Sign in",
  signOut: "Sign Out",
  accessDenied: {
    title: "Access Denied",
    description: "You don't have admin privileges. Contact support if you need admin access.",
  },
  authRequired: {
    title: "Authentication Required",
    description: "You need to log in to access the admin panel. Redirecting...",
  },
  loggedOut: "Unauthorized: You are logged out. Logging in again...",
  signInAgainTitle: "Please sign in again",
  /** A section the person's role does not open, reached by its address (R25). */
  notInRole: (role: string, section: string) =>
    `Your role, ${role}, does not include ${section}. An Owner or an Administrator can change your role if you need it.`,
  notInRoleTitle: "Not part of your role",
} as const;

/** Redirect delays (S9). */
export const UNAUTHENTICATED_REDIRECT_MS = 1000;
export const UNAUTHORIZED_MUTATION_REDIRECT_MS = 500;
/** How long the "sign in again" toast shows before the browser goes to the provider (R25). */
export const FRESH_SIGN_IN_REDIRECT_MS = 1500;

export const EMPTY_STATES = {
  shortLinks: "No redirects created yet.",
  blog: "No blog posts created yet.",
  events: "No events created yet.",
  eventsFiltered: "No events match your filters.",
  contacts: "No contact submissions yet.",
  contactsFiltered: "No submissions match your filters.",
  cameras: "No camera registrations found.",
} as const;

/**
 * "redirect", "blog post", "event": the toasts and confirmations of S8; a contact
 * submission's status and note (R13) and an incident (R14) follow the same pattern.
 */
export type EditableThing = "redirect" | "blog post" | "event" | "contact submission" | "incident";
const capitalized = (thing: string) => thing.charAt(0).toUpperCase() + thing.slice(1);

export const confirmDelete = (thing: string) => `Are you sure you want to delete this ${thing}?`;

export const MUTATION_TEXT = {
  successTitle: "Success",
  errorTitle: "Error",
  success: (thing: EditableThing, verb: "created" | "updated" | "deleted") => `${capitalized(thing)} ${verb} successfully`,
  failure: (thing: EditableThing, verb: "create" | "update" | "delete") => `Failed to ${verb} ${thing}`,
} as const;

export const SUBMISSION_DELETE_TEXT = {
  contact: {
    success: "Contact submission deleted successfully.",
    failure: "Failed to delete contact submission.",
    thing: "contact submission",
  },
  camera: {
    success: "Camera registration deleted successfully.",
    failure: "Failed to delete camera registration.",
    thing: "camera registration",
  },
} as const;

/** A post's byline (R9): someone on the team, or someone else by the name typed. */
export const BYLINE_TEXT = {
  label: "Author",
  hint: "The team member named on the post; a new post is yours unless you choose someone else.",
  someoneElse: "Someone else",
  nameLabel: "Author's name",
  nameHint: "As the post shows it, for someone who is not on the team",
} as const;

/** Thresholds for long texts in the lists (S9). */
export const CONTACT_MESSAGE_TOGGLE_CHARS = 150;
export const CAMERA_DESCRIPTION_TRUNCATE_CHARS = 100;
export const ADMIN_EVENTS_PAGE_SIZE = 10;

/** The lead-handling words (R13): not in the spec, so chosen to read like its own. */
export const CRM_TEXT = {
  statusLabel: "Status",
  statusFilterPlaceholder: "All statuses",
  noteLabel: "Internal note",
  noteHint: "Only staff see this note.",
  saveNote: "Save note",
  details: "Details",
  messagesTitle: "Messages",
  noMessages: "No messages were sent for this record.",
  resend: "Resend",
  resendSuccess: "The message will be sent again shortly.",
  resendFailure: "Failed to resend the message.",
  submissionsTab: "Submissions",
  messageLogTab: "Message log",
  noLogMessages: "No messages sent yet.",
  noLogMessagesFiltered: "No messages match this status.",
  /** After the sidebar's count of New submissions: "3 new". */
  newNoun: "new",
  notFoundReference: "That submission was not found. It may have been deleted.",
  notFoundRegistration: "That registration was not found. It may have been deleted.",
} as const;

/** The camera registry's words (R14): not in the spec, so chosen to read like its own. */
export const REGISTRY_TEXT = {
  registrationsTab: "Registrations",
  incidentsTab: "Incidents",
  tabsLabel: "Camera Registry views",
  // A registration's point
  pendingNote: "The address has not been located yet.",
  notFoundNote: "The geocoder found no match for this address: set its point by hand.",
  failedNote: "The address lookup failed and will be tried again.",
  matchedAddress: "Matched address",
  pointLabel: "Latitude, longitude",
  pointHint: "Paste from any map, e.g. 39.2851, -76.5862",
  pointFormat: "Enter a latitude and a longitude, e.g. 39.2851, -76.5862",
  latitudeRange: "Latitude must be between -90 and 90",
  longitudeRange: "Longitude must be between -180 and 180",
  setLocation: "Set location",
  locationSaved: "Camera location saved.",
  locationFailed: "Failed to save the camera location.",
  // Incidents
  incidentsTitle: "Incidents",
  stateFilterLabel: "Show",
  stateOptions: { all: "All incidents", open: "Open", closed: "Closed" },
  noIncidentsInState: "No incident in this list.",
  closedBadge: "Closed",
  closeIncident: "Close incident",
  closeNoteLabel: "Why is it closed?",
  closeNoteHint: "For example: footage handed to the police, or the case closed. Only staff see this note.",
  confirmClose: "Close it",
  cancelClose: "Cancel",
  incidentClosed: "The incident is closed.",
  reopenIncident: "Reopen",
  incidentReopened: "The incident is open again.",
  closeFailed: "Failed to close the incident.",
  reopenFailed: "Failed to reopen the incident.",
  closedNotice: (when: string, who: string | null) =>
    `Closed ${when}${who ? ` by ${who}` : ""}. Its requests and answers are kept, read-only, until the retention purge; reopen it to change it or to email owners.`,
  noIncidents: "No incidents recorded yet.",
  newIncident: "New incident",
  editIncident: "Edit incident",
  notFoundIncident: "That incident was not found. It may have been deleted.",
  backToIncidents: "Back to incidents",
  placeLegend: "Place",
  placeHint:
    "An address, a point pasted from a map, or both: a point places the incident and the address is kept; without a point the address is looked up.",
  placeRequired: "Give an address or a latitude, longitude",
  requiredNote: "Fields marked * are required.",
  toldNote:
    "Owners have been asked for footage: the date, time window, footage sought, days to keep and radius stay as they were sent. The case reference and the place can still be corrected.",
  editIncidentButton: "Edit",
  editIncidentLabel: (caseReference: string) => `Edit incident ${caseReference}`,
  // One incident
  pendingIncident: "This incident's place has not been located yet: the cameras near it will show once it is.",
  unlocatedIncident: "This incident's place could not be located: edit it with a latitude, longitude.",
  nearbyTitle: "Cameras nearby",
  nearbyCaption: (radiusFeet: number) => `Registered cameras within ${radiusFeet} ft, nearest first`,
  noNearby: (radiusFeet: number) => `No located camera is registered within ${radiusFeet} ft.`,
  notAsked: "Not asked",
  queued: "Email queued",
  emailedAt: "Emailed",
  /** An email only written to the site's log (no email service configured): never "Emailed". */
  emailWritten: "Email written",
  noAnswer: "No answer yet",
  followedUp: "Followed up",
  followUpSaved: "Follow-up saved.",
  followUpFailed: "Failed to save the follow-up.",
  allAsked: "Every owner within the radius has been asked.",
  noOwnerInRadius: "No owner is within the radius.",
  notLocatedYet: REGISTRY_TEXTS.notLocated,
  emailOwners: (count: number) => `Email ${plural(count, "owner")}`,
  emailFailed: "Failed to email the owners.",
  emailed: (count: number) => `Footage request emailed to ${plural(count, "owner")}.`,
  // The footage request's preview, before anything is sent
  previewTitle: "Preview the footage request",
  previewDescription:
    "Each owner gets this email, with their own links where the placeholders in brackets are. Nothing is sent until you confirm.",
  previewRecipients: (count: number) => `Recipients (${count})`,
  previewBand: (band: string) => `${band} from the incident`,
  previewSubject: "Subject",
  previewText: "The email's text",
  previewNoOne: "No owner is left to email: every owner within the radius has been asked.",
  previewFailed: "The preview could not be loaded.",
  sendTo: (count: number) => `Send to ${plural(count, "owner")}`,
  cancel: "Cancel",
  // Answers staff have not seen yet
  newAnswersNoun: "new answers",
  newAnswers: (count: number) => plural(count, "new answer"),
  newAnswer: "New",
  answersSeenFailed: "Failed to mark the answers seen.",
  mapLabel: (cameras: number, radiusFeet: number) => `Incident and ${plural(cameras, "camera")} within ${radiusFeet} ft`,
  mapIncident: "The incident",
  mapCaption: "Red cross: the incident. Blue dots: registered cameras. Dashed circle: the radius.",
  unlocatedTitle: "Not located yet: check by hand",
  unlocatedNote: "These registrations have no point yet, so their distance is unknown: set each one's location to see whether it is near.",
  unlocatedInRegistry: "Without a point in the whole registry",
  unlocatedInArea: "Without a point in this incident's area",
  unlocatedArea: (zipCodes: string[], cities: string[], neighbours: number, withAddress: boolean) => {
    const where =
      zipCodes.length === 0
        ? cities.join(", ")
        : `ZIP ${zipCodes.length === 1 ? "code" : "codes"} ${zipCodes.join(", ")}${cities.length > 0 ? `, or in ${cities.join(", ")} for a registration without a ZIP code` : ""}`;
    const from = [
      withAddress ? "the incident's address" : "",
      neighbours > 0 ? `the ${plural(neighbours, "located registration")} within ${plural(MANUAL_CHECK_MILES, "mile")} of it` : "",
    ].filter(Boolean);
    return `The area: ${where} (from ${from.join(" and ")}).`;
  },
  unlocatedNoArea: `No registration without a point can be matched to this incident: no located registration is within ${plural(MANUAL_CHECK_MILES, "mile")} of it, and its address names no city. Add the address with its city (Edit) to list those in that city.`,
  unlocatedNoAreaPending:
    "No registration without a point can be matched to this incident until its place is located: its address names no city.",
  unlocatedNoneInArea: "None is in this incident's area.",
  fixLocation: "Set location",
  fixLocationLabel: (name: string) => `Set location for ${name}`,
  formerOwnersTitle: "Owners who have left the registry",
  formerOwnersNote:
    "Their requests are kept for the record, without their names or addresses, in no particular order; of the distance only its 50 ft band is kept.",
  formerOwnerDistance: (band: string) => `Camera ${band} from the incident`,
  // Who the send misses: registrations in the area with no point yet
  previewMissed: (count: number) => `In the area but not located, so not emailed (${count})`,
  previewMissedNote:
    'These registrations in the incident\'s area have no point yet, so this email misses them. Set their location under "Not located yet: check by hand", then preview again.',
  previewMissedNone: "Every registration in the incident's area has a point.",
  // Coming back from "Set location"
  backToIncident: "Back to the incident",
  fromIncidentNote: "Opened from an incident: once this camera's location is set, the incident opens again.",
} as const;
