// The camera registry's incidents as the dashboard reads them (R14), in the shapes of
// worker/shared/registry.ts, which the API answers.
import { queryOptions } from "@tanstack/react-query";

import type { IncidentDetail, IncidentSummary } from "../../worker/shared/registry";
import { api, read } from "../api";

/** Every incident read (the list and each incident's view) sits under this key. */
export const incidentsKey = ["incidents"] as const;

export const incidentsQuery = queryOptions({
  queryKey: [...incidentsKey, "list"],
  queryFn: (): Promise<IncidentSummary[]> => read(api.incidents.$get()),
});

export const incidentQuery = (id: number) =>
  queryOptions({
    queryKey: [...incidentsKey, "one", id],
    queryFn: (): Promise<IncidentDetail> => read(api.incidents[":id"].$get({ param: { id: String(id) } })),
  });
