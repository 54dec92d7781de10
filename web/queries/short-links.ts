import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { DEFAULT_CLICK_WINDOW, type ClickWindow } from "../../worker/shared/click-window";
import { SOURCE_PARAM } from "../../worker/shared/short-links";
import { api, read } from "../api";

/** Every short-link read lives under this key: the list and each link's click analytics. */
export const shortLinksKey = ["short-links"] as const;

export type ShortLink = InferResponseType<typeof api.redirects.$get, 200>[number];
export type ShortLinkAnalytics = InferResponseType<(typeof api.redirects)[":id"]["analytics"]["$get"], 200>;

export const shortLinksQuery = queryOptions({
  queryKey: shortLinksKey,
  queryFn: (): Promise<ShortLink[]> => read(api.redirects.$get()),
});

/** One short link's clicks over a window (7, 30 or 90 Baltimore days, or all time) and their breakdowns. */
export const shortLinkAnalyticsQuery = (id: number, days: ClickWindow = DEFAULT_CLICK_WINDOW) =>
  queryOptions({
    queryKey: [...shortLinksKey, id, "analytics", days],
    queryFn: (): Promise<ShortLinkAnalytics> => read(api.redirects[":id"].analytics.$get({ param: { id: String(id) }, query: { days } })),
  });

/** Where a link's clicks in a window download from as CSV (a plain link, as the QR codes). */
export const clicksCsvHref = (id: number, days: ClickWindow) => `/api/redirects/${id}/clicks.csv?days=${days}`;

/** A free path for a new link from the target's words, or a random one (a read: nothing is kept). */
export const suggestShortPath = async (toUrl: string): Promise<string> =>
  (await read(api.redirects.suggestion.$get({ query: toUrl ? { toUrl } : {} }))).fromPath;

/** The 404 log: under the short links' key, so that creating a short link refreshes it too. */
export const notFoundPathsKey = [...shortLinksKey, "not-found-paths"] as const;
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
