import { hydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";

import { QUERY_STATE_ID } from "../worker/shared/pages";

/** Spec section 7: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  });
}

/** The one cache of the app's API reads, shared by every data screen. */
export const queryClient = createQueryClient();

// A page the Worker rendered from D1 carries the data it was rendered from: start from it, so
// the first render matches the markup and nothing is asked for twice (web/server.tsx).
const served = typeof document === "undefined" ? null : document.getElementById(QUERY_STATE_ID);
if (served?.textContent) hydrate(queryClient, JSON.parse(served.textContent) as DehydratedState);
