import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate, useRouter } from "@tanstack/react-router";
import { CalendarDays, CalendarSync } from "lucide-react";
import { useId } from "react";

import {
  ALL_EVENTS_LABEL,
  ALL_NEIGHBORHOODS_LABEL,
  CALENDAR_MAX_PAGE,
  PUBLIC_EVENT_TYPE_FILTERS,
  PUBLIC_NEIGHBORHOODS,
} from "../../worker/shared/events";
import { AddressButton } from "../components/address-button";
import { CalendarDates, EVENTS_HEADING_ID } from "../components/events/calendar-dates";
import { FeedAddress } from "../components/events/feed-address";
import { FilterSelect } from "../components/events/filter-select";
import { CALENDAR_TEXT } from "../components/events/text";
import { PageHero } from "../components/page-hero";
import { withQueries } from "../components/query-provider";
import { buttonVariants } from "../components/ui/button";
import { cn } from "../lib/cn";
import { intParam, oneOfParam, textParam } from "../lib/search-params";
import { useSearchPatch } from "../lib/use-search-patch";
import { calendarQuery, listedDates, type CalendarSearch } from "../queries/events";

/** The filters and the page live in the address, so a filtered calendar, and each of its pages, can be linked. */
function calendarSearch(raw: Record<string, unknown>): CalendarSearch {
  return {
    neighborhood: textParam(raw.neighborhood, 100),
    eventType: textParam(raw.eventType, 100),
    when: oneOfParam(raw.when, ["upcoming", "past"] as const),
    page: intParam(raw.page, 2, CALENDAR_MAX_PAGE),
  };
}

export const Route = createFileRoute("/calendar")({
  validateSearch: calendarSearch,
  component: withQueries(CalendarPage),
});

function CalendarPage() {
  // The Worker rendered the address's own filters, and their events came with the page.
  const search: CalendarSearch = Route.useSearch();
  const { neighborhood, eventType, when = "upcoming" } = search;
  const navigate = useNavigate({ from: "/calendar" });
  const { origin } = useRouter();
  const filters = { neighborhood, eventType };
  const pastOnly = when === "past" ? when : undefined;
  const filterForm = useId();
  // One page of the list, upcoming or past as of its read (the Worker's, for the served page).
  const listing = useQuery({ ...calendarQuery(search), placeholderData: (previous) => previous });
  // While another page loads, the filter keeps the neighborhoods it had.
  const neighborhoods = listing.data?.neighborhoods ?? PUBLIC_NEIGHBORHOODS;
  const shown = listedDates(listing.isPlaceholderData ? [] : (listing.data?.events ?? []), when);

  // Another filter or view starts at its first page.
  const setSearch = useSearchPatch(search, (next) => {
    void navigate({ search: { ...next, page: undefined }, replace: true, resetScroll: false });
  });
  const feedQuery = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const feedPath = `/calendar.ics${feedQuery.size > 0 ? `?${feedQuery.toString()}` : ""}`;
  // webcal: asks the visitor's calendar app to follow the feed at this site's host.
  const subscribeHref = `webcal://${new URL(origin).host}${feedPath}`;

  return (
    <main id="main">
      <PageHero title={CALENDAR_TEXT.title} subtitle={CALENDAR_TEXT.subtitle} />
      <section aria-labelledby={EVENTS_HEADING_ID} className="px-4 py-12 sm:px-6">
        <div className="mx-auto max-w-7xl">
          <div
            role="search"
            aria-label="Filter events"
            className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 md:grid-cols-[1fr_1fr_auto] md:items-end"
          >
            <FilterSelect
              label="Neighborhood"
              name="neighborhood"
              form={filterForm}
              value={neighborhood ?? ""}
              allLabel={ALL_NEIGHBORHOODS_LABEL}
              options={neighborhoods}
              onChange={(value) => setSearch({ neighborhood: value || undefined })}
            />
            <FilterSelect
              label="Event Type"
              name="eventType"
              form={filterForm}
              value={eventType ?? ""}
              allLabel={ALL_EVENTS_LABEL}
              options={PUBLIC_EVENT_TYPE_FILTERS.map((filter) => filter.value)}
              onChange={(value) => setSearch({ eventType: value || undefined })}
            />
            <div className="flex gap-3">
              <AddressButton
                path={Route.fullPath}
                search={{ when: pastOnly }}
                className={buttonVariants({ variant: "outline", className: "flex-1 whitespace-nowrap" })}
                onShow={() => setSearch({ neighborhood: undefined, eventType: undefined })}
              >
                {CALENDAR_TEXT.clear}
              </AddressButton>
              {/* Without JavaScript a choice applies when this sends the selects' form. */}
              <noscript className="flex flex-1">
                <button
                  type="submit"
                  form={filterForm}
                  className={buttonVariants({ variant: "dark", className: "flex-1 whitespace-nowrap" })}
                >
                  {CALENDAR_TEXT.apply}
                </button>
              </noscript>
            </div>
          </div>
          <form id={filterForm} method="get" action={Route.fullPath} hidden>
            {pastOnly && <input type="hidden" name="when" value={pastOnly} />}
          </form>

          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            <div role="group" aria-label="Which events" className="inline-flex rounded-lg border border-slate-300 p-1">
              {(["upcoming", "past"] as const).map((value) => (
                <AddressButton
                  key={value}
                  path={Route.fullPath}
                  search={{ ...filters, when: value === "past" ? value : undefined }}
                  aria-pressed={when === value}
                  onShow={() => setSearch({ when: value === "past" ? value : undefined })}
                  className={cn(
                    "rounded-md px-4 py-2 text-sm font-semibold",
                    when === value ? "bg-navy-900 text-white" : "text-slate-700 hover:bg-slate-100",
                  )}
                >
                  {value === "upcoming" ? "Upcoming" : "Past"}
                </AddressButton>
              ))}
            </div>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
              <a href={subscribeHref} className="inline-flex items-center gap-2 text-sm font-semibold text-blue-800 hover:underline">
                <CalendarSync aria-hidden className="h-4 w-4" />
                {CALENDAR_TEXT.subscribe}
              </a>
              <a href={feedPath} className="inline-flex items-center gap-2 text-sm font-semibold text-blue-800 hover:underline">
                <CalendarDays aria-hidden className="h-4 w-4" />
                {CALENDAR_TEXT.download}
              </a>
            </div>
          </div>
          <FeedAddress address={`${origin}${feedPath}`} />

          <h2 id={EVENTS_HEADING_ID} className="mt-8 scroll-mt-24 text-2xl font-bold text-slate-900">
            {when === "upcoming" ? CALENDAR_TEXT.upcoming : CALENDAR_TEXT.past}
          </h2>
          {listing.isPending || listing.isPlaceholderData ? (
            <>
              <p role="status" className="sr-only">
                {CALENDAR_TEXT.loading}
              </p>
              <ul aria-busy="true" className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {Array.from({ length: 6 }, (_, index) => (
                  <li key={index} aria-hidden className="h-80 animate-pulse rounded-xl bg-slate-100" />
                ))}
              </ul>
            </>
          ) : listing.isError ? (
            <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
              {CALENDAR_TEXT.error}
            </p>
          ) : (
            <CalendarDates dates={shown} pageCount={listing.data.pageCount} search={search} />
          )}
        </div>
      </section>
    </main>
  );
}
