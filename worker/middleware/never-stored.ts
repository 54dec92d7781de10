// No API answer may be kept by a cache. Signed-in answers carry staff data; GET /api/blog/posts
// and GET /api/events answer an admin session differently from the public on the same path
// (R9), and shared caches such as Cloudflare's ignore `Vary: Cookie`; 401 and 403 answers
// and the sign-in redirects belong to one visitor. So every /api answer, whatever its route
// set, is `Cache-Control: no-store` (docs/decisions/0011-short-links-limits-and-caching.md).
import type { MiddlewareHandler } from "hono";

export const neverStored: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
};
