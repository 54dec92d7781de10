// The dashboard's words for an event in its list (S9), in one place for the list and its tests.
export const EVENT_ROW_TEXT = {
  /** The link to the event's public page (the calendar's address for it). */
  viewPage: "View event page",
  opensInNewTab: "(opens in a new tab)",
} as const;
