// The words of an event's own page (web/routes/calendar_.$event.tsx). Kept out of the route file,
// whose exports load with every page: these are needed only once the event page's code is.
import { OPEN_SERIES_LISTED_MONTHS } from "../../../worker/shared/recurrence";

export const EVENT_PAGE_TEXT = {
  back: "All community events",
  nextDates: "Next dates",
  /** Under the dates of a series without a last date, which lists its next year only. */
  openSeries: `The next ${OPEN_SERIES_LISTED_MONTHS} months are listed; the series goes on after them.`,
  subscribe: "Subscribe in your calendar app",
  cancelled: "Cancelled",
  addTo: "Add to your calendar",
  google: "Google Calendar",
  apple: "Apple Calendar",
  outlook: "Outlook",
  register: "Register",
} as const;
