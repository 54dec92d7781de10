// The calendar's own words (S9), in one place for its screen and their tests.
export const CALENDAR_TEXT = {
  title: "Community Events",
  subtitle: "Neighborhood association meetings, police community meetings, safety walks and workshops across Baltimore.",
  empty: "No Events Found",
  emptyHint: "Try another neighborhood or event type, or clear the filters.",
  error: "Error loading events. Please try again later.",
  clear: "Clear Filters",
  /** Shown only without JavaScript, where choosing in a select cannot apply it by itself. */
  apply: "Apply Filters",
  loading: "Loading events",
  subscribe: "Subscribe in your calendar app",
  /** Beside the subscription: the feed's https address, which Google Calendar's "From URL" takes (webcal it does not). */
  copyLink: "Copy link",
  copied: "Link copied: paste it into Google Calendar's From URL.",
  copyFailed: "The link could not be copied: select the address and copy it.",
  feedAddress: "Address for Google Calendar (From URL)",
  download: "Download these events (.ics)",
  upcoming: "Upcoming Events",
  past: "Past Events",
  /** The links between the list's pages: the next dates in time, and the ones before. */
  later: "Later events",
  earlier: "Earlier events",
  pagesLabel: "More events",
  addToGoogle: "Add to Google Calendar",
  register: "Register",
  /** A date of a series held on another day or at another time (docs/decisions/0064). */
  movedFrom: (was: string) => `Moved from ${was}`,
  opensInNewTab: " (opens in a new tab)",
} as const;
