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
  download: "Download these events (.ics)",
  upcoming: "Upcoming Events",
  past: "Past Events",
  /** The links between the list's pages: the next dates in time, and the ones before. */
  later: "Later events",
  earlier: "Earlier events",
  pagesLabel: "More events",
  addToGoogle: "Add to Google Calendar",
  register: "Register",
  opensInNewTab: " (opens in a new tab)",
} as const;
