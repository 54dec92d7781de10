// The calendar's pages, as the page dispatcher asks for them (worker/pages/page-source.ts): the
// calendar (`/calendar`, with its filters and list pages) and an event's own page. Both list
// dates, which the edge keeps them until just past (they tell the dispatcher which). An event's
// page answers a 301 from any other slug to the event's own address; an id no event has, or an
// event whose dates cannot be shown, has no page.
import type { Context } from "hono";

import { database } from "../db/client";
import { findEvent, listUpcomingOccurrences, toEventViews } from "../db/events";
import type { AppEnv } from "../env";
import { eventPageMeta, headlineStart } from "../shared/event-page";
import { CALENDAR_PAGE_SIZE, eventIdOf, eventPath } from "../shared/events";
import { findPage, PAGE_SEARCH_PARAMS } from "../shared/pages";
import { siteOrigin } from "../site-origin";
import { startsOf } from "./calendar-listing";
import { readCalendar, type CalendarSearch } from "./calendar-read";
import { eventJsonLd, eventListJsonLd } from "./structured-data";

const CALENDAR_PAGE = findPage("/calendar")!;

/** What a calendar page's read is given, and tells back (the dispatcher's PageReading). */
interface Reading {
  now: Date;
  showsDates: (starts: Iterable<string>) => void;
}

/** How many upcoming dates the calendar page points search engines to (their events' own pages): a page's worth. */
const CALENDAR_JSON_LD_EVENTS = CALENDAR_PAGE_SIZE;

/**
 * The calendar's page past the first, which is its own canonical address (an address the router
 * does not take as it is, `?page=1` or `?page=x`, is redirected before its head is written).
 */
function listPageOf(search: URLSearchParams): number | undefined {
  const page = Number(search.get("page"));
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** `/calendar`: the events, filtered by neighborhood and type, upcoming or past, a page at a time. */
export const calendarPage = {
  match: (url: URL) => (url.pathname === CALENDAR_PAGE.path ? { listPage: listPageOf(url.searchParams) } : undefined),
  cache: { kind: "calendar" as const, reads: PAGE_SEARCH_PARAMS.calendar },
  read: async (c: Context<AppEnv>, { listPage }: { listPage?: number }, { now, showsDates }: Reading) => {
    const db = database(c.env);
    // The next upcoming dates' events, listed for search engines (each event's page describes it).
    const upcoming = await listUpcomingOccurrences(db, CALENDAR_JSON_LD_EVENTS, now);
    showsDates(upcoming.map(({ occurrence }) => occurrence.start));
    const paths = [...new Set(upcoming.map(({ event }) => event.path))];
    return {
      meta: CALENDAR_PAGE,
      head: { jsonLd: paths.length > 0 ? [eventListJsonLd(paths, siteOrigin(c))] : [], listPage },
      screen: {
        calendar: async (search: CalendarSearch) => {
          const { page, starts } = await readCalendar(db, search, now);
          showsDates(starts);
          return page;
        },
      },
    };
  },
};

/** `/calendar/<id>-<slug>`: one event, with all its dates. */
export const eventPage = {
  match: (url: URL) => eventIdOf(url.pathname),
  cache: { kind: "calendar" as const, reads: PAGE_SEARCH_PARAMS.eventPage },
  read: async (c: Context<AppEnv>, id: number, { now, showsDates }: Reading) => {
    const db = database(c.env);
    const row = await findEvent(db, id);
    // A row whose dates cannot be shown has no page (it is logged where it is left out).
    const [event] = row ? await toEventViews(db, [row], now) : [];
    if (!row || !event) return undefined;
    showsDates(startsOf([event]));
    const own = eventPath(row);
    if (new URL(c.req.url).pathname !== own) return { movedTo: own };
    const start = headlineStart(event);
    const occurrence = event.occurrences.find((o) => o.start === start) ?? event.occurrences.at(-1);
    return {
      meta: eventPageMeta(event),
      screen: { event: () => Promise.resolve(event) },
      head: { jsonLd: occurrence ? [eventJsonLd(event, occurrence, siteOrigin(c), true)] : [] },
    };
  },
};
