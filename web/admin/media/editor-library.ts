// The media library as the post editor reads it: GET /api/media, an array of uploaded images.
// Read defensively (an item without a key or an address on this site is left out), so the
// editor works whatever else the library's items carry.
export interface MediaItem {
  key: string;
  /** The image's address on this site, "/media/<key>". */
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** How the dashboard uploads an image (with its alt text) for the editor; the editor only offers uploading when given one. */
export type UploadImage = (file: File, alt: string) => Promise<MediaItem>;

export const MEDIA_LIBRARY_FAILED = "The media library could not be loaded";

const size = (value: unknown) => (typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null);

/** One item of the library's answer, or undefined when it cannot be an image of this site. */
export function toMediaItem(raw: unknown): MediaItem | undefined {
  if (typeof raw !== "object" || raw === null) return undefined;
  const item = raw as Record<string, unknown>;
  if (typeof item.key !== "string" || !item.key) return undefined;
  const url = typeof item.url === "string" && item.url ? item.url : `/media/${encodeURIComponent(item.key)}`;
  // The site's policy shows only images it serves itself.
  if (!url.startsWith("/") || url.startsWith("//")) return undefined;
  return { key: item.key, url, alt: typeof item.alt === "string" ? item.alt : "", width: size(item.width), height: size(item.height) };
}

/** The library's read for useQuery (a plain object: queryOptions() would split the query library into one more shared file). */
export const mediaLibraryQuery = {
  // Under the blog's key, as the media library's own read is (web/queries/media.ts): an upload,
  // an alt change or a delete refreshes it too.
  queryKey: ["blog", "media", "editor"] as const,
  queryFn: async (): Promise<MediaItem[]> => {
    const response = await fetch("/api/media", { credentials: "include", headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(MEDIA_LIBRARY_FAILED);
    const body: unknown = await response.json().catch(() => undefined);
    const items = Array.isArray(body) ? body : [];
    return items.map(toMediaItem).filter((item): item is MediaItem => item !== undefined);
  },
};
