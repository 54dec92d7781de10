// An event's own page (/calendar/12-canton-meeting): its details, its next dates for a series,
// and buttons to add it to a calendar app. The Worker serves its head and structured data.
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link, useRouter } from "@tanstack/react-router";
import { ArrowLeft, ExternalLink, Repeat } from "lucide-react";
import { useEffect, useState } from "react";

import { googleCalendarUrl, outlookCalendarUrl } from "../../worker/shared/calendar-links";
import { eventPageMeta, headlineStart } from "../../worker/shared/event-page";
import { eventIcsPath } from "../../worker/shared/events";
import { NOT_FOUND_PAGE } from "../../worker/shared/pages";
import { EVENT_PAGE_TEXT } from "../components/events/event-page-text";
import { movedFrom, occurrenceDay, occurrenceTimes, timeRange } from "../components/events/occurrence-text";
import { EventFacts } from "../components/events/event-facts";
import { EventTypeBadge } from "../components/events/type-badge";
import { NotFound } from "../components/not-found";
import { withQueries } from "../components/query-provider";
import { buttonVariants } from "../components/ui/button";
import { formatLongDay } from "../lib/format";
import { applyHead } from "../lib/head";
import { eventQuery, type CommunityEventView } from "../queries/events";

export const Route = createFileRoute("/calendar_/$event")({
  component: withQueries(EventPage),
});

const idOf = (param: string) => Number(/^\d+/.exec(param)?.[0] ?? NaN);

function EventPage() {
  const { event: param } = Route.useParams();
  const id = idOf(param);
  const event = useQuery({ ...eventQuery(id), enabled: Number.isSafeInteger(id) && id > 0 });

  // The Worker wrote this event's head into the served page; keep it right after client navigation.
  useEffect(() => {
    if (event.data) applyHead(eventPageMeta(event.data));
    else if (event.isError) applyHead({ ...NOT_FOUND_PAGE, path: `/calendar/${param}` });
  }, [event.data, event.isError, param]);

  if (event.isError || !(id > 0)) return <NotFound />;
  return (
    <main id="main">
      <header className="bg-navy-900 px-4 pt-28 pb-12 text-white sm:px-6 md:pt-32">
        <div className="mx-auto max-w-3xl">
          <Link to="/calendar" className="inline-flex items-center gap-2 text-sm font-semibold text-slate-200 hover:underline">
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {EVENT_PAGE_TEXT.back}
          </Link>
          {event.data ? (
            <>
              <div className="mt-8 flex flex-wrap gap-2">
                <EventTypeBadge eventType={event.data.eventType} />
                <span className="rounded-full border border-white/40 px-3 py-0.5 text-xs font-semibold">{event.data.neighborhood}</span>
              </div>
              <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight md:text-5xl">{event.data.title}</h1>
              {event.data.recurrenceText && (
                <p className="mt-4 inline-flex items-center gap-2 text-lg text-slate-200">
                  <Repeat aria-hidden className="h-5 w-5" />
                  {event.data.recurrenceText}
                </p>
              )}
            </>
          ) : (
            <div role="status" aria-label="Loading the event" className="mt-8 h-24 animate-pulse rounded-xl bg-white/10" />
          )}
        </div>
      </header>
      {event.data && <EventDetails event={event.data} />}
    </main>
  );
}

function EventDetails({ event }: { event: CommunityEventView }) {
  const [now] = useState(Date.now);
  const { origin } = useRouter();
  const start = headlineStart(event, now);
  const headline = event.occurrences.find((o) => o.start === start);
  const occurrence = headline ?? event.occurrences.at(-1);
  const upcoming = event.occurrences.filter((o) => new Date(o.start).getTime() >= now);
  // A series' Google link repeats from one of its dates at the series' own time, so never from a moved one.
  const from = (event.recurrence ? upcoming.find((o) => !o.cancelled && !o.movedTo) : undefined) ?? headline;
  // The event itself, not its query: the rule goes by the name, which EventPage gives its query.
  // eslint-disable-next-line @tanstack/query/no-rest-destructuring
  const links = { ...event, start: from?.start ?? start, end: from?.end ?? occurrence?.end ?? start };
  const outlook = event.recurrence ? eventIcsPath(event.id) : outlookCalendarUrl(links);

  return (
    <div className="px-4 py-12 sm:px-6">
      <div className="mx-auto grid max-w-3xl gap-10">
        <dl className="space-y-3 text-base text-slate-800">
          <EventFacts
            look="page"
            date={formatLongDay(headline ? occurrenceDay(headline) : event.date)}
            time={timeRange(headline ? occurrenceTimes(event, headline) : event)}
            location={`${event.location}, ${event.neighborhood}`}
            organizer={event.organizer}
            contact={event}
          />
        </dl>
        {event.description && <p className="text-lg leading-relaxed whitespace-pre-line text-slate-700">{event.description}</p>}

        {event.recurrence && upcoming.length > 0 && (
          <section aria-labelledby="next-dates">
            <h2 id="next-dates" className="text-xl font-bold text-slate-900">
              {EVENT_PAGE_TEXT.nextDates}
            </h2>
            <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200">
              {upcoming.map((date) => {
                const moved = movedFrom(event, date);
                return (
                  <li key={date.date} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3">
                    <span className={date.cancelled ? "text-slate-500 line-through" : "font-medium text-slate-900"}>
                      {formatLongDay(occurrenceDay(date))}
                    </span>
                    {date.cancelled && <span className="text-sm font-semibold text-red-800">{EVENT_PAGE_TEXT.cancelled}</span>}
                    {/* A moved date says when it now is and where it was (decision 0064). */}
                    {moved && (
                      <span className="text-sm font-semibold text-amber-900">
                        {`${timeRange(occurrenceTimes(event, date))} · ${moved}`}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
            {/* A series with a last date lists every date through it; one without, its next year (docs/decisions/0048). */}
            {!event.repeatUntil && (
              <p className="mt-3 text-sm text-slate-600">
                {EVENT_PAGE_TEXT.openSeries}{" "}
                <a
                  href={`webcal://${new URL(origin).host}${eventIcsPath(event.id)}`}
                  className="font-semibold text-blue-800 hover:underline"
                >
                  {EVENT_PAGE_TEXT.subscribe}
                </a>
              </p>
            )}
          </section>
        )}

        <section aria-labelledby="add-to-calendar">
          <h2 id="add-to-calendar" className="text-xl font-bold text-slate-900">
            {EVENT_PAGE_TEXT.addTo}
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <a href={googleCalendarUrl(links)} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline" })}>
              {EVENT_PAGE_TEXT.google}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <a href={eventIcsPath(event.id)} className={buttonVariants({ variant: "outline" })}>
              {EVENT_PAGE_TEXT.apple}
            </a>
            <a
              href={outlook}
              {...(event.recurrence ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              className={buttonVariants({ variant: "outline" })}
            >
              {EVENT_PAGE_TEXT.outlook}
            </a>
            {event.registrationUrl && (
              <a href={event.registrationUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants()}>
                <ExternalLink aria-hidden className="h-4 w-4" />
                {EVENT_PAGE_TEXT.register}
                <span className="sr-only"> for {event.title} (opens in a new tab)</span>
              </a>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
