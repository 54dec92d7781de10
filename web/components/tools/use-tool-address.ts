import { useNavigate } from "@tanstack/react-router";

import { withoutDefaults, type RawSearch } from "../../lib/search-params";
import { useHydrated } from "../../lib/use-hydrated";

/**
 * A planning tool's inputs, kept in its address. The prerendered markup shows the defaults;
 * the address's own inputs (and results) follow once hydrated. `update` writes a change back,
 * leaving defaults out of the address.
 */
export function useToolAddress<T extends object>(raw: RawSearch, read: (raw: RawSearch) => T, defaults: T) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const search = hydrated ? read(raw) : defaults;
  const update = (patch: Partial<T>) =>
    void navigate({
      to: ".",
      search: (previous: RawSearch) => withoutDefaults({ ...read(previous), ...patch }, defaults) as RawSearch,
      replace: true,
      resetScroll: false,
    });
  return { hydrated, search, update };
}
