import { queryOptions } from "@tanstack/react-query";

import { api, read } from "../api";

export interface EventFilters {
  neighborhood?: string;
  eventType?: string;
}

export const eventsKey = ["events"] as const;

/** Public fetch failures carry the spec's own message (section 8). */
export const EVENTS_FETCH_FAILED = "Failed to fetch events";

export const eventsQuery = (filters: EventFilters = {}) =>
  queryOptions({
    queryKey: [...eventsKey, filters],
    queryFn: async () => {
      try {
        return await read(api.events.$get({ query: filters }));
      } catch (cause) {
        throw new Error(EVENTS_FETCH_FAILED, { cause });
      }
    },
  });
