import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { inListedOrder } from "../../worker/shared/events";
import type { CalendarQuery } from "../../worker/shared/schemas/events";
import { api, read } from "../api";

/** Every events read lives under this key, so an admin change refreshes the calendar and the dashboard alike. */
export const eventsKey = ["events"] as const;

/** An event as GET /api/events lists it. */
export type CommunityEventView = InferResponseType<typeof api.events.$get, 200>[number];

/** Public fetch failures carry the spec's own message (S8). */
export const EVENTS_FETCH_FAILED = "Failed to fetch events";

/** A page of the calendar's list as GET /api/events/calendar answers it: its events, how many pages, the filter's neighborhoods. */
export type CalendarPage = InferResponseType<typeof api.events.calendar.$get, 200>;

/** An event as a calendar card shows it, with its dates on the page. */
export type CalendarEvent = CalendarPage["events"][number];

/** The calendar's filters, upcoming or past, and its page (the first page's address has none). */
export type CalendarSearch = CalendarQuery;

/** One page of the calendar's list, upcoming or past as of the read (the Worker reads the served page's). */
export const calendarQuery = ({ neighborhood, eventType, when, page }: CalendarSearch) =>
  queryOptions({
    queryKey: [...eventsKey, "calendar", { neighborhood, eventType, when, page }],
    queryFn: async (): Promise<CalendarPage> => {
      const query = Object.fromEntries(
        Object.entries({ neighborhood, eventType, when, page: page === undefined ? undefined : String(page) }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== "",
        ),
      );
      try {
        return await read(api.events.calendar.$get({ query }));
      } catch (cause) {
        throw new Error(EVENTS_FETCH_FAILED, { cause });
      }
    },
  });

/** An event as the dashboard lists it: `needsFixing` when its stored dates keep it off the public pages. */
export type AdminEventView = InferResponseType<typeof api.events.admin.$get, 200>[number];

/** Every event for the dashboard, those the public pages cannot show included (under the events' key, refreshed with them). */
export const adminEventsQuery = queryOptions({
  queryKey: [...eventsKey, "admin"],
  queryFn: (): Promise<AdminEventView[]> => read(api.events.admin.$get()),
});

export type ListedOccurrence = CommunityEventView["occurrences"][number];

/** A page's dates in the listed order (the order the API cut the page in). */
export function listedDates(events: readonly CalendarEvent[], when: CalendarSearch["when"]) {
  return inListedOrder(
    events.flatMap((event) => event.occurrences.map((occurrence) => ({ event, occurrence }))),
    when,
  );
}

/** One event with its dates, for its own page. */
export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: [...eventsKey, "one", id],
    queryFn: (): Promise<CommunityEventView> => read(api.events[":id"].$get({ param: { id: String(id) } })),
  });
