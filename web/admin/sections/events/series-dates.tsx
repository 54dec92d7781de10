// A repeating event's next dates in the dashboard, each of which can be called off ("Cancel this
// date": the feed's EXDATE) and put back. A series lists its dates through its end (decision 0048):
// the first SHOWN_FIRST are shown, the rest one click away.
import { useState } from "react";

import { api, ok } from "../../../api";
import { buttonVariants } from "../../../components/ui/button";
import { formatLongDay } from "../../../lib/format";
import { eventsKey, type CommunityEventView } from "../../../queries/events";
import { crudWords, useAdminMutation } from "../../mutations";

export const SERIES_DATES_TEXT = {
  heading: "Next dates",
  cancel: "Cancel this date",
  restore: "Restore",
  cancelled: "Cancelled",
  showAll: (count: number) => `Show all ${count} dates`,
} as const;

/** How many of a series' next dates the form shows before "Show all". */
const SHOWN_FIRST = 12;

export function SeriesDates({ event }: { event: CommunityEventView }) {
  const [now] = useState(Date.now);
  const [showAll, setShowAll] = useState(false);
  const cancel = useAdminMutation({
    mutationFn: (date: string) => ok(api.events[":id"].cancellations.$post({ param: { id: String(event.id) }, json: { date } })),
    invalidates: [eventsKey],
    ...crudWords("event", "update"),
  });
  const restore = useAdminMutation({
    mutationFn: (date: string) => ok(api.events[":id"].cancellations[":date"].$delete({ param: { id: String(event.id), date } })),
    invalidates: [eventsKey],
    ...crudWords("event", "update"),
  });
  const upcoming = event.occurrences.filter((occurrence) => new Date(occurrence.start).getTime() >= now);
  if (!event.recurrence || upcoming.length === 0) return null;

  return (
    <section aria-labelledby="series-dates" className="rounded-lg border border-slate-200 p-4">
      <h3 id="series-dates" className="text-sm font-semibold text-slate-900">
        {SERIES_DATES_TEXT.heading}
      </h3>
      <ul className="mt-2 divide-y divide-slate-200">
        {(showAll ? upcoming : upcoming.slice(0, SHOWN_FIRST)).map((occurrence) => {
          const label = formatLongDay(occurrence.date);
          return (
            <li key={occurrence.date} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span className={occurrence.cancelled ? "text-slate-500 line-through" : "text-slate-900"}>
                {label}
                {occurrence.cancelled && <span className="sr-only"> ({SERIES_DATES_TEXT.cancelled})</span>}
              </span>
              {occurrence.cancelled ? (
                <button
                  type="button"
                  aria-label={`${SERIES_DATES_TEXT.restore} ${label}`}
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(occurrence.date)}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  {SERIES_DATES_TEXT.restore}
                </button>
              ) : (
                <button
                  type="button"
                  aria-label={`${SERIES_DATES_TEXT.cancel}: ${label}`}
                  disabled={cancel.isPending}
                  onClick={() => cancel.mutate(occurrence.date)}
                  className={buttonVariants({ variant: "outline", size: "sm" })}
                >
                  {SERIES_DATES_TEXT.cancel}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {!showAll && upcoming.length > SHOWN_FIRST && (
        <button type="button" onClick={() => setShowAll(true)} className={buttonVariants({ variant: "outline", size: "sm" })}>
          {SERIES_DATES_TEXT.showAll(upcoming.length)}
        </button>
      )}
    </section>
  );
}
