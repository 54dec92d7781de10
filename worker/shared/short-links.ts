// A short link's path as a request matches it (R8, docs/decisions/0011-short-links-limits-and-caching.md),
// and its printed forms (docs/decisions/0024-short-links-for-print.md): its full address, the
// optional source tag that tells one printing from another, and its QR code's sizes.
import { httpHref, sitePathHref } from "./addresses";
import { z } from "./schemas/zod";

/**
 * The key a request's path matches a short link by: ASCII letters in lower case and one
 * trailing slash dropped, so a printed /Flyer-Canton typed as /flyer-canton/ still works.
 * Paths are ASCII once the URL parser has read them (anything else is percent-encoded), and
 * the stored side is the same rule in SQL: the `match_key` column of `url_redirects`.
 */
export function shortLinkMatchKey(pathname: string): string {
  const lower = pathname.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  return lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower;
}

/**
 * Where a short link may send a visitor, as stored: an absolute http(s) address, or a path of
 * this site ("/winter", its query and fragment kept) that the redirect resolves against the
 * site's origin (decision 0065). Undefined for anything else, a path that leaves the site included.
 */
export function shortLinkTarget(toUrl: string): string | undefined {
  return sitePathHref(toUrl) ?? httpHref(toUrl);
}

/** The address a redirect's Location names for a stored target, or undefined for one the rules refuse (a row stored before them). */
export function shortLinkLocation(toUrl: string, origin: string): string | undefined {
  const path = sitePathHref(toUrl);
  return path === undefined ? httpHref(toUrl) : new URL(path, origin).href;
}

/** `?src=canton-flyer`: lower-case letters, digits and hyphens, 1 to 40 of them. */
export const SOURCE_TAG_PATTERN = /^[a-z0-9-]{1,40}$/;
export const SOURCE_PARAM = "src";

export const SHORT_LINK_TEXTS = {
  sourceTag: "Use 1 to 40 lower-case letters, digits and hyphens (for example canton-flyer)",
  qrSize: "Choose a size of 300, 600 or 1200 pixels",
  targetIsItself: "This address leads back to this short link",
  targetLoops: "This address would make a loop through other short links",
} as const;

/** The tag a click carries, or null: only the one `src` parameter, and only when it is well formed. */
export function sourceTagOf(search: URLSearchParams): string | null {
  const tag = search.get(SOURCE_PARAM);
  return tag !== null && SOURCE_TAG_PATTERN.test(tag) ? tag : null;
}

/** What a QR code encodes: the site's origin, the link's path and, when given, its source tag. */
export function shortLinkAddress(origin: string, fromPath: string, sourceTag?: string | null): string {
  const address = `${origin.replace(/\/+$/, "")}${fromPath}`;
  return sourceTag ? `${address}?${SOURCE_PARAM}=${sourceTag}` : address;
}

/** Square PNG sides in pixels: 1, 2 and 4 inches at 300 dpi (a flyer's corner, a poster, a banner). */
export const QR_PNG_SIZES = [300, 600, 1200] as const;
export type QrPngSize = (typeof QR_PNG_SIZES)[number];
export const DEFAULT_QR_PNG_SIZE: QrPngSize = 600;

const sourceTag = z.string().regex(SOURCE_TAG_PATTERN, SHORT_LINK_TEXTS.sourceTag).optional();

export const qrSvgQuerySchema = z.object({ src: sourceTag });
export const qrPngQuerySchema = z.object({
  src: sourceTag,
  size: z.coerce
    .number({ error: SHORT_LINK_TEXTS.qrSize })
    .refine((size): size is QrPngSize => (QR_PNG_SIZES as readonly number[]).includes(size), SHORT_LINK_TEXTS.qrSize)
    .default(DEFAULT_QR_PNG_SIZE),
});
