import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { api, read } from "../api";
import { blogKey } from "./blog";

/**
 * The media library's key, under the blog's: which posts use an image is blog data, so saving a
 * post refreshes the library, and an upload, alt change or delete refreshes the posts (their
 * featured images' alt text).
 */
export const mediaKey = [...blogKey, "media"] as const;

/** One uploaded image, with the posts that show it. */
export type MediaItem = InferResponseType<typeof api.media.$get, 200>[number];

export const mediaQuery = queryOptions({
  queryKey: mediaKey,
  queryFn: (): Promise<MediaItem[]> => read(api.media.$get()),
});
