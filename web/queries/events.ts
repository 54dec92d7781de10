import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { api, read } from "../api";

export interface EventFilters {
  neighborhood?: string;
  eventType?: string;
}

/** Every events read lives under this key, so an admin change refreshes the calendar and the dashboard alike. */
export const eventsKey = ["events"] as const;

/** An event as GET /api/events lists it. */
export type CommunityEventView = InferResponseType<typeof api.events.$get, 200>[number];

/** Public fetch failures carry the spec's own message (S8). */
export const EVENTS_FETCH_FAILED = "Failed to fetch events";

/** The events, optionally of one neighborhood or type; with no filter, every event (the dashboard's list too). */
export const eventsQuery = (filters: EventFilters = {}) =>
  queryOptions({
    queryKey: [...eventsKey, filters],
    queryFn: async (): Promise<CommunityEventView[]> => {
      try {
        return await read(api.events.$get({ query: filters }));
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

/** ISO instants in UTC sort as text; compared by code unit, without loading a locale's collator. */
const compareIso = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Each date of each event (a one-time event's one date, a series' listed ones), cancelled dates left out, soonest first. */
export function listedDates(events: readonly CommunityEventView[]): { event: CommunityEventView; occurrence: ListedOccurrence }[] {
  return events
    .flatMap((event) => event.occurrences.filter((occurrence) => !occurrence.cancelled).map((occurrence) => ({ event, occurrence })))
    .sort((a, b) => compareIso(a.occurrence.start, b.occurrence.start) || a.event.id - b.event.id);
}

/** One event with its dates, for its own page. */
export const eventQuery = (id: number) =>
  queryOptions({
    queryKey: [...eventsKey, "one", id],
    queryFn: (): Promise<CommunityEventView> => read(api.events[":id"].$get({ param: { id: String(id) } })),
  });
