// Every state-changing API call carries a JSON body of bounded size (R7): a body of another
// type answers 415, an oversized one 413 (declared length or not), before any handler runs.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

import type { AppEnv } from "../env";
import { ERROR_MESSAGES } from "../shared/errors";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/** The largest body a public form may send. */
export const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;
/** The largest body an admin may send (blog posts carry whole articles). */
export const ADMIN_BODY_LIMIT_BYTES = 512 * 1024;

/** Calls that carry no body: sign-out is a bare POST, also from a plain HTML form. */
const BODILESS_PATHS = new Set(["/api/logout"]);

export const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!METHODS_WITH_BODY.has(c.req.method) || BODILESS_PATHS.has(c.req.path)) return next();
  const mediaType = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim();
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    return c.json({ message: ERROR_MESSAGES.unsupportedMediaType }, 415);
  }
  return next();
};

const limitBody = (maxSize: number): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize,
    onError: (c) => c.json({ message: ERROR_MESSAGES.payloadTooLarge }, 413),
  });

const publicLimit = limitBody(PUBLIC_BODY_LIMIT_BYTES);
const adminLimit = limitBody(ADMIN_BODY_LIMIT_BYTES);

/** Only the dashboard's blog writes need room for a whole article; everything else is small. */
export const limitBodySize: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.path.startsWith("/api/blog/") ? adminLimit(c, next) : publicLimit(c, next);
