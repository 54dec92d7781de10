// A repeating event's next dates in the dashboard. Each can be called off ("Cancel this date": the
// feed's EXDATE, asked once) and put back, or moved to another day or time ("Move this date": a
// RECURRENCE-ID override, decision 0064) and put back; each change is made at once and says so.
// A series lists its dates through its end (decision 0048): the first SHOWN_FIRST are shown, the
// rest one click away.
import { useState } from "react";

import { api, ok } from "../../../api";
import { buttonVariants } from "../../../components/ui/button";
import { formatLongDay } from "../../../lib/format";
import { eventsKey, type CommunityEventView, type ListedOccurrence } from "../../../queries/events";
import { serverWordsOr, useAdminMutation } from "../../mutations";
import { MoveDateForm, movedWhen } from "./move-date-form";
import { SERIES_DATES_TEXT } from "./text";

/** How many of a series' next dates the form shows before "Show all". */
const SHOWN_FIRST = 12;

const small = buttonVariants({ variant: "outline", size: "sm" });

interface DateChange {
  date: string;
  /** The date in words, for the toast. */
  label: string;
}

/** One kind of change to a date: made, the lists refetched, and a toast saying it is applied. */
function useDateChange(call: (date: string) => Promise<unknown>, applied: (label: string) => string) {
  return useAdminMutation({
    mutationFn: async ({ date, label }: DateChange) => {
      await call(date);
      return label;
    },
    invalidates: [eventsKey],
    success: applied,
    failure: serverWordsOr(SERIES_DATES_TEXT.failed),
  });
}

export function SeriesDates({ event }: { event: CommunityEventView }) {
  const [now] = useState(Date.now);
  const [showAll, setShowAll] = useState(false);
  const [moving, setMoving] = useState<string>();
  const id = String(event.id);
  const cancel = useDateChange(
    (date) => ok(api.events[":id"].cancellations.$post({ param: { id }, json: { date } })),
    SERIES_DATES_TEXT.cancelApplied,
  );
  const restore = useDateChange(
    (date) => ok(api.events[":id"].cancellations[":date"].$delete({ param: { id, date } })),
    SERIES_DATES_TEXT.restoreApplied,
  );
  const undoMove = useDateChange(
    (date) => ok(api.events[":id"].moves[":date"].$delete({ param: { id, date } })),
    SERIES_DATES_TEXT.undoApplied,
  );
  const busy = cancel.isPending || restore.isPending || undoMove.isPending;
  const upcoming = event.occurrences.filter((occurrence) => new Date(occurrence.start).getTime() >= now);
  if (!event.recurrence || upcoming.length === 0) return null;

  const row = (occurrence: ListedOccurrence) => {
    const label = formatLongDay(occurrence.date);
    const change = { date: occurrence.date, label };
    const formOpen = moving === occurrence.date;
    return (
      <li key={occurrence.date} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
        <span className={occurrence.cancelled ? "text-slate-500 line-through" : "text-slate-900"}>
          {label}
          {occurrence.cancelled && <span className="sr-only"> ({SERIES_DATES_TEXT.cancelled})</span>}
          {occurrence.movedTo && (
            <span className="block font-semibold text-amber-900">{SERIES_DATES_TEXT.movedTo(movedWhen(occurrence.movedTo))}</span>
          )}
        </span>
        {occurrence.cancelled ? (
          <button
            type="button"
            aria-label={`${SERIES_DATES_TEXT.restore} ${label}`}
            disabled={busy}
            onClick={() => restore.mutate(change)}
            className={small}
          >
            {SERIES_DATES_TEXT.restore}
          </button>
        ) : (
          <span className="flex flex-wrap gap-2">
            <button
              type="button"
              aria-label={`${SERIES_DATES_TEXT.move}: ${label}`}
              aria-expanded={formOpen}
              onClick={() => setMoving(formOpen ? undefined : occurrence.date)}
              className={small}
            >
              {SERIES_DATES_TEXT.move}
            </button>
            {occurrence.movedTo && (
              <button
                type="button"
                aria-label={`${SERIES_DATES_TEXT.undoMove}: ${label}`}
                disabled={busy}
                onClick={() => undoMove.mutate(change)}
                className={small}
              >
                {SERIES_DATES_TEXT.undoMove}
              </button>
            )}
            <button
              type="button"
              aria-label={`${SERIES_DATES_TEXT.cancel}: ${label}`}
              disabled={busy}
              // Asked once: a cancelled date leaves every subscribed calendar.
              onClick={() => window.confirm(SERIES_DATES_TEXT.confirmCancel(label)) && cancel.mutate(change)}
              className={small}
            >
              {SERIES_DATES_TEXT.cancel}
            </button>
          </span>
        )}
        {formOpen && !occurrence.cancelled && (
          <MoveDateForm event={event} occurrence={occurrence} label={label} onClose={() => setMoving(undefined)} />
        )}
      </li>
    );
  };

  return (
    <section aria-labelledby="series-dates" className="mt-6 rounded-lg border border-slate-200 p-4">
      <h3 id="series-dates" className="text-sm font-semibold text-slate-900">
        {SERIES_DATES_TEXT.heading}
      </h3>
      <ul className="mt-2 divide-y divide-slate-200">{(showAll ? upcoming : upcoming.slice(0, SHOWN_FIRST)).map(row)}</ul>
      {!showAll && upcoming.length > SHOWN_FIRST && (
        <button type="button" onClick={() => setShowAll(true)} className={small}>
          {SERIES_DATES_TEXT.showAll(upcoming.length)}
        </button>
      )}
    </section>
  );
}
