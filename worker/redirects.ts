// Edge redirects (R8): a GET or HEAD on a path no page serves may be a short link. A GET
// records its click before the 302; a HEAD answers the same 302 and records nothing.
import type { IncomingRequestCfProperties } from "@cloudflare/workers-types";
import type { Context } from "hono";

import { database } from "./db/client";
import { findActiveRedirect, recordClick } from "./db/redirects";
import type { AppEnv } from "./env";
import { logError } from "./log";

/** The target with the incoming query string appended (before any fragment). */
export function redirectLocation(toUrl: string, search: string): string {
  if (!search || search === "?") return toUrl;
  const hashAt = toUrl.indexOf("#");
  const [base, hash] = hashAt === -1 ? [toUrl, ""] : [toUrl.slice(0, hashAt), toUrl.slice(hashAt)];
  return `${base}${base.includes("?") ? "&" : "?"}${search.slice(1)}${hash}`;
}

/** The platform's guess of the visitor's country; absent locally and in tests. */
function countryOf(request: Request): string | null {
  const cf = (request as Request & { cf?: IncomingRequestCfProperties }).cf;
  const country = cf?.country;
  return typeof country === "string" && /^[A-Z0-9]{2}$/.test(country) ? country : null;
}

export async function followRedirect(c: Context<AppEnv>, next: () => Promise<void>) {
  const url = new URL(c.req.url);
  const db = database(c.env);
  const redirect = await findActiveRedirect(db, url.pathname);
  if (!redirect) return next();
  if (c.req.method === "GET") {
    try {
      await recordClick(db, redirect.id, {
        userAgent: c.req.header("User-Agent") ?? null,
        ipAddress: c.req.header("CF-Connecting-IP") ?? null,
        referer: c.req.header("Referer") ?? null,
        country: countryOf(c.req.raw),
      });
    } catch (error) {
      // A broken counter must not break a printed short link.
      logError("redirect-click", error, { redirectId: redirect.id });
    }
  }
  return c.redirect(redirectLocation(redirect.toUrl, url.search), 302);
}
