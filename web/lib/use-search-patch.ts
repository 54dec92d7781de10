import { useEffect, useRef } from "react";

/** A change to a page's search: the values it sets, or a function of the latest search giving them. */
export type SearchChange<T> = Partial<T> | ((latest: T) => Partial<T>);

/**
 * Changes a page's search, which `write` puts in the address. A change builds on the changes made
 * before it that the page has not rendered yet, not only on `current`: the fields a visitor filled
 * in before the app was live reach it one after another, before it renders again
 * (web/lib/early-use.ts), and each must keep the others.
 */
export function useSearchPatch<T extends object>(current: T, write: (next: T) => void): (change: SearchChange<T>) => void {
  const pending = useRef<Partial<T>>({});
  // What the page renders now is in `current`: only the changes it does not show yet stay pending.
  useEffect(() => {
    pending.current = Object.fromEntries(
      Object.entries(pending.current).filter(([key, value]) => current[key as keyof T] !== value),
    ) as Partial<T>;
  });
  return (change) => {
    const latest = { ...current, ...pending.current };
    const patch = typeof change === "function" ? change(latest) : change;
    pending.current = { ...pending.current, ...patch };
    write({ ...latest, ...patch });
  };
}
