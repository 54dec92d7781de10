// The dashboard's words for an event in its list (S9), in one place for the list and its tests.
export const EVENT_ROW_TEXT = {
  /** The link to the event's public page (the calendar's address for it). */
  viewPage: "View event page",
  opensInNewTab: "(opens in a new tab)",
} as const;

/** A series' next dates in the form: each cancelled and restored, moved and put back (decisions 0026, 0064). */
export const SERIES_DATES_TEXT = {
  heading: "Next dates",
  cancel: "Cancel this date",
  confirmCancel: (day: string) => `Cancel ${day}? The calendar, the event's page and subscribed calendars will show it as cancelled.`,
  cancelApplied: (day: string) => `${day} is cancelled on the calendar, the event's page and its feed.`,
  restore: "Restore",
  restoreApplied: (day: string) => `${day} is restored.`,
  cancelled: "Cancelled",
  move: "Move this date",
  moveHeading: (day: string) => `Move ${day}`,
  newDate: "New date",
  newTime: "New time",
  newEndTime: "Ends at",
  submitMove: "Move date",
  closeMove: "Close",
  moveApplied: (day: string, to: string) => `${day} is moved to ${to} on the calendar, the event's page and its feed.`,
  movedTo: (to: string) => `Moved to ${to}`,
  undoMove: "Undo move",
  undoApplied: (day: string) => `${day} is back at its own day and time.`,
  failed: "The date could not be changed",
  showAll: (count: number) => `Show all ${count} dates`,
} as const;
