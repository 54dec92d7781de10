// Events: the calendar's API, its iCalendar feeds and its pages. What other folders may use of it.
export { icalRoutes } from "./ical";
export { eventsRoutes } from "./routes";
export { calendarPage, eventPage } from "./pages";
