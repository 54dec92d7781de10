// One event in the dashboard's list: its title, type and neighborhood, the date it is listed by
// (its first, or a series' next under Upcoming) with its start and end time, how it repeats (the
// pages' own words), and a link to its public page.
import { ExternalLink, Repeat } from "lucide-react";

import { PLAUSIBLE_DATE_TEXTS } from "../../../../worker/shared/plausible-dates";
import { describeRule } from "../../../../worker/shared/recurrence";
import { timeRange } from "../../../components/events/occurrence-text";
import { EventFacts } from "../../../components/events/event-facts";
import { EventTypeBadge } from "../../../components/events/type-badge";
import { formatLongDay } from "../../../lib/format";
import { Badge, RowActions } from "../../ui";
import { eventDay, type ListedEvent } from "./list";
import { EVENT_ROW_TEXT } from "./text";

export function EventRow({ event, onEdit, onDelete }: { event: ListedEvent; onEdit: () => void; onDelete: () => void }) {
  const day = eventDay(event);
  const rule = event.recurrence ? describeRule(event.recurrence) : undefined;
  return (
    <li className="group flex items-start gap-3 py-4">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-slate-900">{event.title}</span>
          <EventTypeBadge eventType={event.eventType} />
          <span className="inline-flex rounded-full border border-slate-300 px-2.5 py-0.5 text-xs font-semibold text-slate-700">
            {event.neighborhood}
          </span>
          {event.needsFixing && <Badge tone="red">{PLAUSIBLE_DATE_TEXTS.needsFixing}</Badge>}
        </p>
        {event.needsFixing && <p className="mt-1 text-sm text-red-800">{PLAUSIBLE_DATE_TEXTS.needsFixingHint}</p>}
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
          <EventFacts
            look="row"
            date={day ? formatLongDay(day) : "—"}
            time={timeRange(
              event.listedOn
                ? { eventTime: event.listedOn.time, endTime: event.listedOn.endTime }
                : { eventTime: event.time, endTime: event.endTime ?? null },
            )}
            location={event.location}
            organizer={event.organizer}
          />
        </dl>
        {rule && (
          <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
            <Repeat aria-hidden className="h-4 w-4 shrink-0" />
            {rule}
          </p>
        )}
        {/* The public page of an event it can show: the calendar's own address for it. */}
        {event.path && !event.needsFixing && (
          <p className="mt-1">
            <a
              href={event.path}
              // Named with its event (not as text, so that finding the title finds the row's title alone).
              aria-label={`${EVENT_ROW_TEXT.viewPage}: ${event.title} ${EVENT_ROW_TEXT.opensInNewTab}`}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 text-sm font-medium text-blue-800 underline underline-offset-4 hover:text-blue-950"
            >
              {EVENT_ROW_TEXT.viewPage}
              <ExternalLink aria-hidden className="h-4 w-4" />
            </a>
          </p>
        )}
      </div>
      <RowActions itemLabel={event.title} onEdit={onEdit} onDelete={onDelete} />
    </li>
  );
}
