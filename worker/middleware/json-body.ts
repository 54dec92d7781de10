// Every state-changing API call carries a JSON body of bounded size (R7): a body of another
// type answers 415, an oversized one 413 (declared length or not), before any handler runs.
// The one exception is an image upload, a multipart form (docs/decisions/0022-media-uploads.md);
// it is still refused cross-site like every other write (security/csrf.ts).
import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "../env";
import { ERROR_MESSAGES } from "../shared/errors";
import { MAX_IMAGE_BYTES, MEDIA_MESSAGES } from "../shared/media";
import { limitBody } from "./body-limit";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/** The largest body a public form may send. */
export const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;
/** The largest body an admin may send (blog posts carry whole articles). */
export const ADMIN_BODY_LIMIT_BYTES = 512 * 1024;

/** The image upload: a multipart form holding the file, its alt text and its copies. */
const UPLOAD_PATH = "/api/media";
/**
 * The upload's whole body: the image, and room as large again for its link preview and smaller
 * copies (docs/decisions/0055-responsive-post-images.md), each narrower than the image.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 2 * MAX_IMAGE_BYTES;
/** Room for the form's other fields and its boundaries around the largest image. */
const UPLOAD_FORM_OVERHEAD_BYTES = 16 * 1024;

/** Calls that carry no body: sign-out is a bare POST, also from a plain HTML form. */
const BODILESS_PATHS = new Set(["/api/logout"]);

const mediaTypeOf = (header: string | undefined) => (header ?? "").split(";")[0]!.trim().toLowerCase();

export const requireJsonBody: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!METHODS_WITH_BODY.has(c.req.method) || BODILESS_PATHS.has(c.req.path)) return next();
  const mediaType = mediaTypeOf(c.req.header("Content-Type"));
  if (c.req.method === "POST" && c.req.path === UPLOAD_PATH) {
    return mediaType === "multipart/form-data" ? next() : c.json({ message: MEDIA_MESSAGES.uploadMediaType }, 415);
  }
  if (!JSON_MEDIA_TYPE.test(mediaType)) {
    return c.json({ message: ERROR_MESSAGES.unsupportedMediaType }, 415);
  }
  return next();
};

/** A 413 with the R7 message, or the one given; the body is read to its end first (body-limit.ts). */
const limitTo = (maxBytes: number, message: string = ERROR_MESSAGES.payloadTooLarge) =>
  limitBody<AppEnv>(maxBytes, (c) => c.json({ message }, 413));

const publicLimit = limitTo(PUBLIC_BODY_LIMIT_BYTES);
const adminLimit = limitTo(ADMIN_BODY_LIMIT_BYTES);
// The route checks the file itself against MAX_IMAGE_BYTES; this stops a far larger body early.
const uploadLimit = limitTo(UPLOAD_BODY_LIMIT_BYTES + UPLOAD_FORM_OVERHEAD_BYTES, MEDIA_MESSAGES.tooLarge);

/** Only the dashboard's blog writes need room for a whole article, and uploads for an image; everything else is small. */
export const limitBodySize: MiddlewareHandler<AppEnv> = (c, next) => {
  if (c.req.path === UPLOAD_PATH) return uploadLimit(c, next);
  return c.req.path.startsWith("/api/blog/") ? adminLimit(c, next) : publicLimit(c, next);
};
