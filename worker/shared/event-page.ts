// Each event's page: its head (the Worker writes it into the served HTML, the SPA keeps it on
// navigation) and the words of its "when", from the event as the API returns it.
import { COMPANY } from "./company";
import type { PageMeta } from "./pages";
import { siteDateFormat } from "./time";

interface EventHeadFields {
  path: string;
  title: string;
  description: string | null;
  location: string;
  neighborhood: string;
  eventDate: string;
  recurrenceText: string | null;
  occurrences: { start: string; cancelled: boolean }[];
}

const longDateTime = siteDateFormat({
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** The date a page leads with: a series' next date from `now`, else its first (or a one-time event's only) date. */
export function headlineStart(event: Pick<EventHeadFields, "eventDate" | "occurrences">, now = Date.now()): string {
  return event.occurrences.find((o) => !o.cancelled && new Date(o.start).getTime() >= now)?.start ?? event.eventDate;
}

/** "Tuesday, March 3, 2026 at 7:00 PM" (Baltimore time). */
export const formatDateTime = (iso: string) => longDateTime().format(new Date(iso));

export function eventPageMeta(event: EventHeadFields): PageMeta {
  const when = event.recurrenceText ?? formatDateTime(event.eventDate);
  const summary = `${when}. ${event.location}, ${event.neighborhood}.`;
  return {
    path: event.path,
    title: `${event.title} - ${COMPANY.name}`,
    description: event.description ? `${summary} ${event.description}`.slice(0, 300) : summary,
  };
}
