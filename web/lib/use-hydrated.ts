import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * `live` once hydrated, `served` while React hydrates prerendered markup (and while
 * prerendering). When the two are the same, the component renders once: a render after
 * hydration costs the whole component again, so a screen asks for one only when its markup
 * must change.
 */
export function useServedThenLive<T extends boolean | number | string | undefined>(served: T, live: T): T {
  return useSyncExternalStore(
    subscribe,
    () => live,
    () => served,
  );
}

/**
 * False while React hydrates the markup prerendered at build time (and while prerendering),
 * true afterwards and on every client-side render: a form keeps its submit button disabled
 * until its handlers are attached.
 */
export function useHydrated(): boolean {
  return useServedThenLive(false, true);
}
