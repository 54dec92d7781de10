import { Calendar, Clock, MapPin } from "lucide-react";

import type { EventView } from "../../../worker/db/events";
import { formatLongDate, formatTimeOfDay } from "../../lib/format";

export function EventCard({ event }: { event: EventView }) {
  return (
    <article className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{event.title}</h3>
      <p className="mt-1 text-sm text-slate-600">
        {event.eventType} · {event.neighborhood}
      </p>
      {event.description && <p className="mt-3 text-sm text-slate-700">{event.description}</p>}
      <dl className="mt-4 space-y-1 text-sm text-slate-700">
        <div className="flex items-center gap-2">
          <Calendar aria-hidden className="h-4 w-4" />
          <dt className="sr-only">Date</dt>
          <dd>{formatLongDate(event.eventDate)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Clock aria-hidden className="h-4 w-4" />
          <dt className="sr-only">Time</dt>
          <dd>{formatTimeOfDay(event.eventTime)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <MapPin aria-hidden className="h-4 w-4" />
          <dt className="sr-only">Location</dt>
          <dd>{event.location}</dd>
        </div>
      </dl>
    </article>
  );
}
