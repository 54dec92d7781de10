// The public calendar's list, one page at a time (docs/decisions/0045-calendar-pages.md): the
// dates of the events asked for, upcoming (soonest first) or past (latest first) as of `now`,
// cancelled ones left out, cut into pages of CALENDAR_PAGE_SIZE. What goes to the browser is
// only the page's events, each once, with only its dates on the page and only the fields a card
// shows: the calendar's page carries this as its data, so its weight follows the page, not how
// many events the site holds.
import type { EventView, OccurrenceView } from "../db/events";
import { CALENDAR_PAGE_SIZE, inListedOrder } from "../shared/events";
import type { CalendarQuery } from "../shared/schemas/events";

/** Upcoming or past, and which page (from 1; a page past the last lists nothing, its link back going to the last page). */
type CalendarPageSearch = Pick<CalendarQuery, "when" | "page">;

/** One date of an event on a card: the series' own date, its times, and where it moved to. */
const listedOccurrence = ({ date, start, end, movedTo }: OccurrenceView) => ({ date, start, end, ...(movedTo ? { movedTo } : {}) });

/** The fields of an event a calendar card shows (the RRULE, so Add to Google Calendar adds the whole series). */
const CARD_FIELDS = [
  "id",
  "title",
  "description",
  "location",
  "neighborhood",
  "eventType",
  "organizer",
  "eventTime",
  "endTime",
  "contactEmail",
  "contactPhone",
  "registrationUrl",
  "recurrence",
  "recurrenceText",
  "path",
] as const satisfies readonly (keyof EventView)[];

/** An event as a calendar card shows it, with the dates it has on the page in the listed order. */
export const calendarEventOf = (event: EventView, occurrences: readonly OccurrenceView[]) => ({
  ...(Object.fromEntries(CARD_FIELDS.map((field) => [field, event[field]])) as Pick<EventView, (typeof CARD_FIELDS)[number]>),
  /** An older event's free-text contact: a card shows it only when there is no email or phone. */
  contactInfo: event.contactEmail || event.contactPhone ? null : event.contactInfo,
  occurrences: occurrences.map(listedOccurrence),
});

export type CalendarEvent = ReturnType<typeof calendarEventOf>;

export interface CalendarListing {
  events: CalendarEvent[];
  pageCount: number;
}

/** The starts of the dates events list (each event's own list of occurrences). */
export function startsOf(events: readonly { occurrences: readonly { start: string }[] }[]): string[] {
  return events.flatMap((event) => event.occurrences.map((occurrence) => occurrence.start));
}

/** The page `search` names of the dates of `events`, split at `now`. */
export function calendarListing(events: readonly EventView[], search: CalendarPageSearch, now: Date): CalendarListing {
  const upcoming = (search.when ?? "upcoming") === "upcoming";
  const page = search.page ?? 1;
  const split = now.toISOString();
  const dates = inListedOrder(
    events.flatMap((event) =>
      event.occurrences
        .filter((occurrence) => !occurrence.cancelled && occurrence.start >= split === upcoming)
        .map((occurrence) => ({ event, occurrence })),
    ),
    search.when,
  );
  const onPage = new Map<number, { event: EventView; occurrences: OccurrenceView[] }>();
  for (const { event, occurrence } of dates.slice((page - 1) * CALENDAR_PAGE_SIZE, page * CALENDAR_PAGE_SIZE)) {
    const listed = onPage.get(event.id) ?? { event, occurrences: [] };
    listed.occurrences.push(occurrence);
    onPage.set(event.id, listed);
  }
  return {
    events: [...onPage.values()].map(({ event, occurrences }) => calendarEventOf(event, occurrences)),
    pageCount: Math.max(1, Math.ceil(dates.length / CALENDAR_PAGE_SIZE)),
  };
}
