import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import type { Dimension, Figures } from "../../worker/shared/analytics";
import { api, read } from "../api";

export interface FiguresAsked {
  from: string;
  to: string;
  /** "source:google.com" */
  filter?: string;
}

export const analyticsKey = ["admin", "analytics"] as const;

/** The figures of a range (R22); the last ones stay shown while the next load. */
export const analyticsQuery = (asked: FiguresAsked) =>
  queryOptions({
    queryKey: [...analyticsKey, asked],
    queryFn: (): Promise<Figures> => read(api.analytics.$get({ query: asked })),
    placeholderData: keepPreviousData,
  });

/** Where a table's rows download as CSV. */
export function exportAddress(asked: FiguresAsked, table: Dimension): string {
  const params = new URLSearchParams({ from: asked.from, to: asked.to, table });
  if (asked.filter) params.set("filter", asked.filter);
  return `/api/analytics/export.csv?${params}`;
}
