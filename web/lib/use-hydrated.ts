import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates the markup prerendered at build time (and while prerendering),
 * true afterwards and on every client-side render. Screens prerendered without the address's
 * search render their defaults first and switch right after, without a hydration mismatch;
 * forms keep their submit button disabled until their handlers are attached.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
