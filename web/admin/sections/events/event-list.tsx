// The events list: search, filters, sort, month headings and pages (S2, S4 and S9).
import { useId, useMemo, useState, type ReactNode } from "react";

import { ADMIN_NEIGHBORHOODS, ALL_EVENTS_LABEL, ALL_NEIGHBORHOODS_LABEL, EVENT_TYPES } from "../../../../worker/shared/events";
import { SelectField, TextField } from "../../../components/form/fields";
import { buttonVariants } from "../../../components/ui/button";
import { plural } from "../../../lib/plural";
import { ADMIN_EVENTS_PAGE_SIZE, EMPTY_STATES } from "../../texts";
import { EmptyState } from "../../ui";
import {
  filterEvents,
  groupByMonth,
  hasFilters,
  NO_FILTERS,
  pageCount,
  sortEvents,
  type EventFilters,
  type EventSort,
  type EventWhen,
  type ListedEvent,
  isListedUnder,
  withNextDate,
} from "./list";
import { EventRow } from "./event-row";
import { Pagination } from "./pagination";

const SORTS: { value: EventSort; label: string }[] = [
  { value: "date", label: "Date" },
  { value: "title", label: "Title" },
];

/** A fixed list, then any other value the events carry, so no event is out of the filters' reach. */
function optionsFor(fixed: readonly string[], present: readonly string[]) {
  const others = [...new Set(present)].filter((value) => value && !fixed.includes(value)).sort();
  return [...fixed, ...others].map((value) => ({ value, label: value }));
}

interface EventListProps<E extends ListedEvent> {
  events: readonly E[];
  onEdit: (event: E) => void;
  onDelete: (event: E) => void;
}

export function EventList<E extends ListedEvent>({ events, onEdit, onDelete }: EventListProps<E>) {
  const [filters, setFilters] = useState<EventFilters>(NO_FILTERS);
  const [sort, setSort] = useState<EventSort>("date");
  const [page, setPage] = useState(1);
  // The list opens on what is still to come; past events are one tab away.
  const [when, setWhen] = useState<EventWhen>("upcoming");
  const [now] = useState(Date.now);
  const sortLabelId = useId();

  // Any change of search, filter or sort starts again on page 1 (S4).
  const changeFilter = (change: Partial<EventFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const changeSort = (next: EventSort) => {
    setSort(next);
    setPage(1);
  };

  const neighborhoodOptions = useMemo(
    () =>
      optionsFor(
        ADMIN_NEIGHBORHOODS,
        events.map((e) => e.neighborhood),
      ),
    [events],
  );
  const typeOptions = useMemo(
    () =>
      optionsFor(
        EVENT_TYPES,
        events.map((e) => e.eventType),
      ),
    [events],
  );
  const shown = useMemo(
    () =>
      sortEvents(
        filterEvents(events, filters)
          .filter((event) => isListedUnder(event, when, now))
          .map((event) => (when === "upcoming" ? withNextDate(event, now) : event)),
        sort,
      ),
    [events, filters, sort, when, now],
  );

  const totalPages = pageCount(shown.length, ADMIN_EVENTS_PAGE_SIZE);
  // A delete can leave the current page empty: show the last page that has events.
  const currentPage = Math.min(page, totalPages);
  const firstIndex = (currentPage - 1) * ADMIN_EVENTS_PAGE_SIZE;
  const pageEvents = shown.slice(firstIndex, firstIndex + ADMIN_EVENTS_PAGE_SIZE);

  if (events.length === 0) return <EmptyState>{EMPTY_STATES.events}</EmptyState>;

  return (
    <div>
      <div className="grid gap-3 md:grid-cols-2 2xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <TextField
          label="Search events"
          type="search"
          placeholder="Title, description, location or organizer"
          value={filters.search}
          onChange={(e) => changeFilter({ search: e.target.value })}
          className="md:col-span-2 2xl:col-span-1"
        />
        <SelectField
          label="Filter by neighborhood"
          placeholder={ALL_NEIGHBORHOODS_LABEL}
          options={neighborhoodOptions}
          value={filters.neighborhood}
          onChange={(e) => changeFilter({ neighborhood: e.target.value })}
        />
        <SelectField
          label="Filter by event type"
          placeholder={ALL_EVENTS_LABEL}
          options={typeOptions}
          value={filters.eventType}
          onChange={(e) => changeFilter({ eventType: e.target.value })}
        />
      </div>

      <div role="group" aria-label="Which events" className="mt-4 inline-flex rounded-lg border border-slate-300 p-1">
        {(["upcoming", "past"] as const).map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={when === value}
            onClick={() => {
              setWhen(value);
              setPage(1);
            }}
            className={buttonVariants({ variant: when === value ? "dark" : "ghost", size: "sm" })}
          >
            {value === "upcoming" ? "Upcoming" : "Past"}
          </button>
        ))}
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-labelledby={sortLabelId} className="flex items-center gap-2">
          <span id={sortLabelId} className="text-sm font-semibold text-slate-800">
            Sort by
          </span>
          {SORTS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={sort === value}
              onClick={() => changeSort(value)}
              className={buttonVariants({ variant: sort === value ? "dark" : "outline", size: "sm" })}
            >
              {label}
            </button>
          ))}
        </div>
        <p aria-live="polite" className="text-sm text-slate-600">
          {shown.length === 0 ? null : `Showing ${firstIndex + 1}–${firstIndex + pageEvents.length} of ${plural(shown.length, "event")}`}
        </p>
      </div>

      {shown.length === 0 ? (
        <div className="mt-4 space-y-3">
          <EmptyState>{EMPTY_STATES.eventsFiltered}</EmptyState>
          {hasFilters(filters) && (
            <div className="text-center">
              <button type="button" onClick={() => changeFilter(NO_FILTERS)} className={buttonVariants({ variant: "outline", size: "sm" })}>
                Clear filters
              </button>
            </div>
          )}
        </div>
      ) : (
        <>
          <div className="mt-4 space-y-6">
            {groupByMonth(pageEvents).map((group) => (
              <MonthGroup key={group.key} heading={group.heading}>
                {group.events.map((event) => (
                  <EventRow key={event.id} event={event} onEdit={() => onEdit(event)} onDelete={() => onDelete(event)} />
                ))}
              </MonthGroup>
            ))}
          </div>
          <Pagination page={currentPage} totalPages={totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function MonthGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="border-b border-slate-200 pb-2 text-sm font-semibold tracking-wide text-slate-600 uppercase">
        {heading}
      </h3>
      <ul className="divide-y divide-slate-200">{children}</ul>
    </section>
  );
}
