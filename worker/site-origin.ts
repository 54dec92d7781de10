// The site's own address, for every link that leaves it (docs/decisions/0037-site-address-and-asset-caching.md).
import type { Env } from "./env";
import { isLoopbackHost } from "./shared/addresses";

/** Logged (the visitor sees the usual apology) when a deployed Worker has no SITE_URL. */
export const SITE_URL_MISSING = "SITE_URL is not set: the site will not write links from a request's Host header";

/**
 * The public origin every link that leaves the site is written with (canonical links, the
 * sitemap, QR codes, emails, the sign-in callback): SITE_URL. Only on this machine may the
 * request's own origin stand in, since anywhere else its Host header is the client's to choose.
 */
export function siteOrigin(c: { env: Pick<Env, "SITE_URL">; req: { url: string } }): string {
  if (c.env.SITE_URL) return originOf(c.env.SITE_URL);
  const requested = new URL(c.req.url);
  if (isLoopbackHost(requested.hostname)) return requested.origin;
  throw new Error(SITE_URL_MISSING);
}

/** SITE_URL's origin, parsed once per isolate (every page asks for it). */
let parsed: { url: string; origin: string } | undefined;

function originOf(url: string): string {
  if (parsed?.url !== url) parsed = { url, origin: new URL(url).origin };
  return parsed.origin;
}
