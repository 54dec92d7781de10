import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { api, read } from "../api";

/** Every redirect read lives under this key: the list and each redirect's click analytics. */
export const redirectsKey = ["redirects"] as const;

export type Redirect = InferResponseType<typeof api.redirects.$get, 200>[number];
export type RedirectAnalytics = InferResponseType<(typeof api.redirects)[":id"]["analytics"]["$get"], 200>;

export const redirectsQuery = queryOptions({
  queryKey: redirectsKey,
  queryFn: (): Promise<Redirect[]> => read(api.redirects.$get()),
});

/** One redirect's clicks over 30 days, its top referrers and countries. */
export const redirectAnalyticsQuery = (id: number) =>
  queryOptions({
    queryKey: [...redirectsKey, id, "analytics"],
    queryFn: (): Promise<RedirectAnalytics> => read(api.redirects[":id"].analytics.$get({ param: { id: String(id) } })),
  });
