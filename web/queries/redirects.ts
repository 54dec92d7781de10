import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { SOURCE_PARAM } from "../../worker/shared/short-links";
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

/** The 404 log: under the redirects' key, so that creating a redirect refreshes it too. */
export const notFoundPathsKey = [...redirectsKey, "not-found-paths"] as const;
export type NotFoundPath = InferResponseType<(typeof api)["not-found-paths"]["$get"], 200>[number];

export const notFoundPathsQuery = queryOptions({
  queryKey: notFoundPathsKey,
  queryFn: (): Promise<NotFoundPath[]> => read(api["not-found-paths"].$get()),
});

/** Where a link's QR code downloads from (a plain link: the browser saves the attachment). */
export function qrCodeHref(id: number, format: "svg" | "png", { sourceTag, size }: { sourceTag?: string; size?: number } = {}): string {
  const query = new URLSearchParams();
  if (size !== undefined) query.set("size", String(size));
  if (sourceTag) query.set(SOURCE_PARAM, sourceTag);
  const search = query.toString();
  return `/api/redirects/${id}/qr.${format}${search ? `?${search}` : ""}`;
}
