import { Link } from "@tanstack/react-router";
import { CalendarPlus, ExternalLink, Repeat } from "lucide-react";

import type { CommunityEventView as EventView } from "../../queries/events";
import { googleCalendarUrl } from "../../../worker/shared/calendar-links";
import { EVENT_PAGE_PREFIX } from "../../../worker/shared/events";
import { formatLongDay, formatTimeOfDay } from "../../lib/format";
import { EventFacts } from "./event-facts";
import { EventTypeBadge } from "./type-badge";

type Occurrence = EventView["occurrences"][number];

/** "7:00 PM", or "7:00 PM – 8:30 PM" with an end time. */
export const timeRange = (event: Pick<EventView, "eventTime" | "endTime">) =>
  event.endTime ? `${formatTimeOfDay(event.eventTime)} – ${formatTimeOfDay(event.endTime)}` : formatTimeOfDay(event.eventTime);

/** The event page's link: its path without the prefix is the route's one parameter. */
export function EventPageLink({ event, className, children }: { event: EventView; className?: string; children: React.ReactNode }) {
  return (
    <Link to="/calendar/$event" params={{ event: event.path.slice(EVENT_PAGE_PREFIX.length) }} className={className}>
      {children}
    </Link>
  );
}

/** One date of an event: a one-time event's only date, or one of a series'. */
export function EventCard({ event, occurrence }: { event: EventView; occurrence: Occurrence }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap gap-2">
        <EventTypeBadge eventType={event.eventType} />
        <span className="rounded-full border border-slate-300 px-3 py-1 text-xs font-semibold text-slate-700">{event.neighborhood}</span>
      </div>
      <h3 className="mt-4 text-lg font-semibold text-slate-900">
        <EventPageLink event={event} className="hover:underline">
          {event.title}
        </EventPageLink>
      </h3>
      {event.recurrenceText && (
        <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-medium text-slate-700">
          <Repeat aria-hidden className="h-4 w-4" />
          {event.recurrenceText}
        </p>
      )}
      {event.description && <p className="mt-2 text-sm leading-relaxed text-slate-700">{event.description}</p>}
      <dl className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
        <EventFacts
          look="card"
          date={formatLongDay(occurrence.date)}
          time={timeRange(event)}
          location={event.location}
          organizer={event.organizer}
          contact={event}
        />
      </dl>
      <div className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
        <a
          href={googleCalendarUrl({ ...event, start: occurrence.start, end: occurrence.end })}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-blue-800 hover:underline"
        >
          <CalendarPlus aria-hidden className="h-4 w-4" />
          Add to Google Calendar<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {event.registrationUrl && (
          <a
            href={event.registrationUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 text-blue-800 hover:underline"
          >
            <ExternalLink aria-hidden className="h-4 w-4" />
            Register<span className="sr-only"> for {event.title} (opens in a new tab)</span>
          </a>
        )}
      </div>
    </article>
  );
}
