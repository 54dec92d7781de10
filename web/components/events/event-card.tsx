import { Link, useRouter } from "@tanstack/react-router";

import type { CalendarEvent as EventView } from "../../queries/events";
import { googleCalendarUrl } from "../../../worker/shared/calendar-links";
import { EVENT_PAGE_PREFIX } from "../../../worker/shared/events";
import { formatLongDay } from "../../lib/format";
import { EventFacts } from "./event-facts";
import { movedFrom, occurrenceDay, occurrenceTimes, timeRange } from "./occurrence-text";
import { CALENDAR_TEXT } from "./text";
import { EventTypeBadge } from "./type-badge";

type Occurrence = EventView["occurrences"][number];

/** The event page's link: its path without the prefix is the route's one parameter. */
export function EventPageLink({ event, children }: { event: EventView; children: React.ReactNode }) {
  return (
    <Link to="/calendar/$event" params={{ event: event.path.slice(EVENT_PAGE_PREFIX.length) }}>
      {children}
    </Link>
  );
}

/**
 * One date of an event: a one-time event's only date, or one of a series'. Kept light, as a page
 * lists a dozen (docs/decisions/0045-calendar-pages.md): no icons, the facts' terms written out,
 * the description cut to three lines (the event's page has all of it).
 */
export function EventCard({ event, occurrence }: { event: EventView; occurrence: Occurrence }) {
  const moved = movedFrom(event, occurrence);
  const { origin } = useRouter();
  return (
    <article className="event-card">
      <p className="event-card-tags">
        <EventTypeBadge eventType={event.eventType} />
        <span className="event-card-tag">{event.neighborhood}</span>
      </p>
      <h4>
        <EventPageLink event={event}>{event.title}</EventPageLink>
      </h4>
      {event.recurrenceText && <p className="mt-1 text-sm font-medium text-slate-700">{event.recurrenceText}</p>}
      {moved && <p className="mt-1 text-sm font-semibold text-amber-900">{moved}</p>}
      {event.description && <p className="event-card-summary">{event.description}</p>}
      <dl>
        <EventFacts
          look="card"
          date={formatLongDay(occurrenceDay(occurrence))}
          time={timeRange(occurrenceTimes(event, occurrence))}
          location={event.location}
          organizer={event.organizer}
          contact={event}
        />
      </dl>
      <p className="event-card-links">
        <a
          // The entry's notes are the event's page (its description, kept up to date), not the description again.
          href={googleCalendarUrl({ ...event, start: occurrence.start, end: occurrence.end, details: `${origin}${event.path}` })}
          target="_blank"
          rel="noopener noreferrer"
        >
          {CALENDAR_TEXT.addToGoogle}
          <span className="sr-only">{CALENDAR_TEXT.opensInNewTab}</span>
        </a>
        {event.registrationUrl && (
          <a href={event.registrationUrl} target="_blank" rel="noopener noreferrer">
            {CALENDAR_TEXT.register}
            <span className="sr-only">{` for ${event.title}${CALENDAR_TEXT.opensInNewTab}`}</span>
          </a>
        )}
      </p>
    </article>
  );
}
