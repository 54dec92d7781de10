// The camera registry's incidents as the dashboard reads them (R14), in the shapes of
// worker/shared/registry.ts, which the API answers.
import { queryOptions } from "@tanstack/react-query";

import type { FootageRequestPreview, IncidentDetail, IncidentSummary } from "../../worker/shared/registry";
import { api, read } from "../api";

/** Every incident read (the list and each incident's view) sits under this key. */
export const incidentsKey = ["incidents"] as const;

export const incidentsQuery = queryOptions({
  queryKey: [...incidentsKey, "list"],
  // Open and closed together: the list filters them, and the sidebar counts new answers in both.
  queryFn: (): Promise<IncidentSummary[]> => read(api.incidents.$get({ query: { state: "all" } })),
});

export const incidentQuery = (id: number) =>
  queryOptions({
    queryKey: [...incidentsKey, "one", id],
    queryFn: (): Promise<IncidentDetail> => read(api.incidents[":id"].$get({ param: { id: String(id) } })),
  });

/**
 * The email "Email N owners" would send and to whom, read afresh each time the preview opens and
 * dropped when it closes: it must be the server's list of the moment, which the send then names.
 */
export const footageRequestPreviewQuery = (id: number) =>
  queryOptions({
    queryKey: [...incidentsKey, "preview", id],
    queryFn: (): Promise<FootageRequestPreview> =>
      read(api.incidents[":id"]["footage-requests"].preview.$get({ param: { id: String(id) } })),
    staleTime: 0,
    gcTime: 0,
  });
