import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import type { DataRequestState } from "../../worker/shared/data-requests";
import { api, read } from "../api";

/** Every read of the "Data requests" list sits under this key: a staff action refetches them all. */
export const dataRequestsKey = ["admin", "data-requests"] as const;

/** One page of the list, with the total under the filter. */
export type DataRequestPage = InferResponseType<(typeof api.admin)["data-requests"]["$get"], 200>;
/** One request as the dashboard shows it. */
export type DataRequestRow = DataRequestPage["requests"][number];

export const dataRequestsQuery = (page: number, state: DataRequestState) =>
  queryOptions({
    queryKey: [...dataRequestsKey, state, page],
    queryFn: (): Promise<DataRequestPage> => read(api.admin["data-requests"].$get({ query: { page: String(page), state } })),
  });
