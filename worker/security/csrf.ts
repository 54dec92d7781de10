// Cross-site request forgery (OWASP): every state-changing API call must come from the site
// itself: its Origin is the site's, or, when a browser sends no Origin, Sec-Fetch-Site says
// same-origin. Anything else is refused before it can change anything. (Hono's csrf() only
// covers form submissions; JSON calls need this.)
import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "../env";
import { logRefusal } from "../log";
import { siteOrigin } from "../site-origin";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed";

export const sameOriginOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("Origin");
  const allowed = new Set([new URL(c.req.url).origin, siteOrigin(c)]);
  const sameSite = origin ? allowed.has(origin) : c.req.header("Sec-Fetch-Site") === "same-origin";
  if (!sameSite) {
    logRefusal("cross-site", { method: c.req.method, path: c.req.path, status: 403 });
    return c.json({ message: CROSS_SITE_MESSAGE }, 403);
  }
  return next();
};
