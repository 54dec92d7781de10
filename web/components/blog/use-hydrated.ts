import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the markup prerendered at build time (and while prerendering),
 * true afterwards and on every client-side render. The blog list was prerendered with its
 * default search, so it renders that first and switches to the address's own page and
 * category right after, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
