import { queryOptions } from "@tanstack/react-query";
import type { InferResponseType } from "hono/client";

import { api, read } from "../api";

/**
 * The media library's key, under the blog's (`blogKey`, web/queries/blog.ts): which posts use an
 * image is blog data, so saving a post refreshes the library, and an upload, alt change or delete
 * refreshes the posts (their featured images' alt text). Written out rather than built from
 * `blogKey`: the post editor, loaded on its own, reads the library, and importing the blog's
 * reads into it would split them into one more file for the public blog's pages.
 */
export const mediaKey = ["blog", "media"] as const;

/** One uploaded image, with the posts that show it. */
export type MediaItem = InferResponseType<typeof api.media.$get, 200>[number];

/**
 * An image this site serves itself, the only kind its pages may show. The answer is read
 * defensively: an item without a key or with an address elsewhere is left out, whatever else it carries.
 */
function servedHere(item: MediaItem): boolean {
  const { key, url } = (typeof item === "object" && item !== null ? item : {}) as Partial<MediaItem>;
  return typeof key === "string" && key !== "" && typeof url === "string" && url.startsWith("/") && !url.startsWith("//");
}

/** The library: the Media tab, the post editor's image dialog and the featured image's choices. */
export const mediaQuery = queryOptions({
  queryKey: mediaKey,
  queryFn: async (): Promise<MediaItem[]> => (await read(api.media.$get())).filter(servedHere),
});
