// Every word the dashboard shows that the spec fixes (sections 2 and 8), in one place.
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
  comingSoon: "Coming Soon",
  comingSoonNote: "This tool is under development.",
  soonBadge: "Soon",
} as const;

/** Redirect delays (spec section 9). */
export const UNAUTHENTICATED_REDIRECT_MS = 1000;
export const UNAUTHORIZED_MUTATION_REDIRECT_MS = 500;

export const EMPTY_STATES = {
  redirects: "No redirects created yet.",
  blog: "No blog posts created yet.",
  events: "No events created yet.",
  eventsFiltered: "No events match your filters.",
  contacts: "No contact submissions yet.",
  contactsFiltered: "No submissions match your filters.",
  cameras: "No camera registrations found.",
} as const;

/** "redirect", "blog post", "event": the toasts and confirmations of spec section 8. */
export type EditableThing = "redirect" | "blog post" | "event";
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

/** Thresholds for long texts in the lists (spec section 9). */
export const CONTACT_MESSAGE_TOGGLE_CHARS = 150;
export const CAMERA_DESCRIPTION_TRUNCATE_CHARS = 100;
export const ADMIN_EVENTS_PAGE_SIZE = 10;
