import type { StatusFilter } from "./short-link-text";

/** The list is loaded whole (the API does not page it), so search and filter run here. */
export function filterShortLinks<T extends { fromPath: string; toUrl: string; isActive: boolean }>(
  redirects: readonly T[],
  search: string,
  status: StatusFilter,
): T[] {
  const needle = search.trim().toLowerCase();
  return redirects.filter(
    (redirect) =>
      (status === "all" || redirect.isActive === (status === "active")) &&
      (!needle || redirect.fromPath.toLowerCase().includes(needle) || redirect.toUrl.toLowerCase().includes(needle)),
  );
}
