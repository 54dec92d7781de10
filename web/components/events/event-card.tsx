import { Link } from "@tanstack/react-router";

import type { CommunityEventView as EventView } from "../../queries/events";
import { googleCalendarUrl } from "../../../worker/shared/calendar-links";
import { EVENT_PAGE_PREFIX } from "../../../worker/shared/events";
import { formatLongDay } from "../../lib/format";
import { EventFacts } from "./event-facts";
import { movedFrom, occurrenceDay, occurrenceTimes, timeRange } from "./occurrence-text";
import { CALENDAR_TEXT } from "./text";
import { EventTypeBadge } from "./type-badge";

type Occurrence = EventView["occurrences"][number];

/** The event page's link: its path without the prefix is the route's one parameter. */
export function EventPageLink({ event, className, children }: { event: EventView; className?: string; children: React.ReactNode }) {
  return (
    <Link to="/calendar/$event" params={{ event: event.path.slice(EVENT_PAGE_PREFIX.length) }} className={className}>
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
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="flex flex-wrap gap-2">
        <EventTypeBadge eventType={event.eventType} />
        <span className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
          {event.neighborhood}
        </span>
      </p>
      <h4 className="mt-3 text-lg font-semibold text-slate-900">
        <EventPageLink event={event} className="hover:underline">
          {event.title}
        </EventPageLink>
      </h4>
      {event.recurrenceText && <p className="mt-1 text-sm font-medium text-slate-700">{event.recurrenceText}</p>}
      {moved && <p className="mt-1 text-sm font-semibold text-amber-900">{moved}</p>}
      {event.description && <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-slate-700">{event.description}</p>}
      <dl className="mt-4 grid flex-1 grid-cols-[auto_1fr] content-start gap-x-3 gap-y-1 text-sm text-slate-700">
        <EventFacts
          look="card"
          date={formatLongDay(occurrenceDay(occurrence))}
          time={timeRange(occurrenceTimes(event, occurrence))}
          location={event.location}
          organizer={event.organizer}
          contact={event}
        />
      </dl>
      <p className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
        <a
          href={googleCalendarUrl({ ...event, start: occurrence.start, end: occurrence.end })}
          target="_blank"
          rel="noopener noreferrer"
          className="text-blue-800 hover:underline"
        >
          {CALENDAR_TEXT.addToGoogle}
          <span className="sr-only">{CALENDAR_TEXT.opensInNewTab}</span>
        </a>
        {event.registrationUrl && (
          <a href={event.registrationUrl} target="_blank" rel="noopener noreferrer" className="text-blue-800 hover:underline">
            {CALENDAR_TEXT.register}
            <span className="sr-only">{` for ${event.title}${CALENDAR_TEXT.opensInNewTab}`}</span>
          </a>
        )}
      </p>
    </article>
  );
}
