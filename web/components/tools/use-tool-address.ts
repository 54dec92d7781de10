import { useNavigate } from "@tanstack/react-router";

import { withoutDefaults, type RawSearch } from "../../lib/search-params";
import { useServedThenLive } from "../../lib/use-hydrated";
import { useSearchPatch } from "../../lib/use-search-patch";

/**
 * A planning tool's inputs, kept in its address. The prerendered markup shows the defaults;
 * an address with inputs of its own (and results) is applied once hydrated, which takes a
 * second render. A bare address renders once. `update` writes a change back, leaving defaults
 * out of the address; changes made before the next render build on one another.
 */
export function useToolAddress<T extends object>(raw: RawSearch, read: (raw: RawSearch) => T, defaults: T) {
  const bare = Object.keys(raw).length === 0;
  // The build prerenders the bare address, so its markup is what a bare address renders.
  const addressApplied = useServedThenLive(bare, true);
  const navigate = useNavigate();
  const search = addressApplied ? read(raw) : defaults;
  const update = useSearchPatch(search, (next) => {
    void navigate({ to: ".", search: withoutDefaults(next, defaults) as RawSearch, replace: true, resetScroll: false });
  });
  return { addressApplied, search, update };
}
