// The camera registry's incidents as the dashboard reads them (R14). Their routes answer the
// shapes of worker/shared/registry.ts; they are called by path, with the same credentials and
// error rule as the typed client (web/api.ts).
import { queryOptions } from "@tanstack/react-query";

import type { IncidentDetail, IncidentSummary } from "../../worker/shared/registry";
import { throwIfNotOk } from "../api";

/** Every incident read (the list and each incident's view) sits under this key. */
export const incidentsKey = ["incidents"] as const;

/** A JSON call to the API; a body goes as JSON. */
export function callApi(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<Response> {
  return fetch(`/api${path}`, {
    method,
    credentials: "include",
    ...(body === undefined ? {} : { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) }),
  });
}

/** The success body, or the section 8 error. */
export async function readJson<T>(response: Response): Promise<T> {
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

export const incidentsQuery = queryOptions({
  queryKey: [...incidentsKey, "list"],
  queryFn: async () => readJson<IncidentSummary[]>(await callApi("GET", "/incidents")),
});

export const incidentQuery = (id: number) =>
  queryOptions({
    queryKey: [...incidentsKey, "one", id],
    queryFn: async () => readJson<IncidentDetail>(await callApi("GET", `/incidents/${id}`)),
  });
