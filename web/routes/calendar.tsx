import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";

import { EventCard } from "../components/events/event-card";
import { withQueries } from "../components/query-provider";
import { eventsQuery } from "../queries/events";

export const CALENDAR_TEXT = {
  title: "Community Events",
  empty: "No Events Found",
  error: "Error loading events. Please try again later.",
} as const;

export const Route = createFileRoute("/calendar")({
  component: withQueries(CalendarPage),
});

function CalendarPage() {
  const events = useQuery(eventsQuery());
  const now = Date.now();
  const upcoming = events.data?.filter((event) => new Date(event.eventDate).getTime() >= now) ?? [];

  return (
    <main id="main" className="mx-auto max-w-7xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{CALENDAR_TEXT.title}</h1>
      {events.isPending ? (
        <p className="mt-8 text-slate-600" role="status">Loading events…</p>
      ) : events.isError ? (
        <p className="mt-8 text-red-700" role="alert">{CALENDAR_TEXT.error}</p>
      ) : upcoming.length === 0 ? (
        <h2 className="mt-8 text-xl font-semibold">{CALENDAR_TEXT.empty}</h2>
      ) : (
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {upcoming.map((event) => (
            <li key={event.id}>
              <EventCard event={event} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
