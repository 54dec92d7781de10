import type { StatusFilter } from "./short-link-text";

/** The list is loaded whole (the API does not page it), so search and filter run here. */
export function filterShortLinks<T extends { fromPath: string; toUrl: string; isActive: boolean }>(
  links: readonly T[],
  search: string,
  status: StatusFilter,
): T[] {
  const needle = search.trim().toLowerCase();
  return links.filter(
    (link) =>
      (status === "all" || link.isActive === (status === "active")) &&
      (!needle || link.fromPath.toLowerCase().includes(needle) || link.toUrl.toLowerCase().includes(needle)),
  );
}
