import { hydrate, MutationCache, QueryClient, type DehydratedState, type QueryKey } from "@tanstack/react-query";

import { QUERY_STATE_ID } from "../worker/shared/pages";

/** What a write declares about the reads it changes (docs/decisions/0038-one-admin-data-path.md). */
export interface WriteMeta extends Record<string, unknown> {
  /** The keys (from web/queries/) whose reads the write changes: refetched before it counts as done. */
  invalidates?: readonly QueryKey[];
  /** Refetch them after a refusal too (a 409 says the list on screen was older than the server's). */
  refetchAfterFailure?: boolean;
}

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: WriteMeta;
  }
}

/**
 * A read still on its way when the write succeeds may have been answered before the write: it is
 * dropped and read again. invalidateQueries alone cancels a read in flight only on a query that
 * already has data; a first read (the sidebar's counts while the page loads) would otherwise
 * stand, from before the write, until the page is reloaded.
 */
const refetch = (client: QueryClient, meta: WriteMeta | undefined) =>
  Promise.all(
    (meta?.invalidates ?? []).map(async (queryKey) => {
      await client.cancelQueries({ queryKey });
      await client.invalidateQueries({ queryKey });
    }),
  );

/**
 * Every write goes through this cache: what it declares in `meta.invalidates` is refetched once
 * it succeeds, and the mutation is pending until then (so its own success callbacks see the new
 * data). The dashboard's toasts are its own (web/admin/mutations.ts): no word of it is loaded here,
 * where every page that reads data would load it too.
 */
const writes = () =>
  new MutationCache({
    onSuccess: (_data, _variables, _context, mutation, { client }) => refetch(client, mutation.meta),
    // After the mutation's own onError (its toast shows first), as a refusal is reported.
    onSettled: (_data, error, _variables, _context, mutation, { client }) =>
      error && mutation.meta?.refetchAfterFailure ? refetch(client, mutation.meta) : undefined,
  });

/** S7: data never goes stale, no refetch on focus, no polling, no retries. */
export function createQueryClient() {
  return new QueryClient({
    mutationCache: writes(),
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
