// The calendar's page of dates as the API answers it and its served page carries it: the events
// of the filters asked for, listed a page at a time (calendar-listing.ts), and the neighborhoods
// its filter offers (every one some event is in).
import type { Database } from "../db/client";
import { listEventNeighborhoods, listEvents, toEventViews } from "../db/events";
import { publicNeighborhoodOptions } from "../shared/events";
import type { CalendarQuery } from "../shared/schemas/events";
import { calendarListing, startsOf, type CalendarListing } from "./calendar-listing";

export type CalendarSearch = CalendarQuery;

export interface CalendarPage extends CalendarListing {
  neighborhoods: string[];
}

/** The page `search` names as of `now`, and the starts of every date it splits at `now` (a page changes when one passes). */
export async function readCalendar(db: Database, search: CalendarSearch, now: Date): Promise<{ page: CalendarPage; starts: string[] }> {
  const filter = { neighborhood: search.neighborhood || undefined, eventType: search.eventType || undefined };
  const [rows, neighborhoods] = await Promise.all([listEvents(db, filter), listEventNeighborhoods(db)]);
  const views = await toEventViews(db, rows, now);
  return {
    page: { ...calendarListing(views, search, now), neighborhoods: publicNeighborhoodOptions(neighborhoods) },
    starts: startsOf(views),
  };
}
