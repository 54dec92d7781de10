// Every state-changing API call carries a JSON body of bounded size (R7): a body of another
// type answers 415, an oversized one 413 (declared length or not), before any handler runs.
// Each resource declares its bodies beside its routes: `.use(jsonBody.small)` on its sub-app
// (ahead of its guard, so an oversized call is refused before anything else is read), or per
// route where its calls differ. The image upload is the one multipart form
// (docs/decisions/0022-media-uploads.md); it is still refused cross-site like every other write
// (security/csrf.ts). Sign-out is a bare POST and declares no body.
import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";

import type { AppEnv } from "../env";
import { ERROR_TEXTS } from "../shared/errors";
import { MAX_IMAGE_BYTES, MEDIA_TEXTS } from "../shared/media";
import { limitBody } from "./body-limit";

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/i;
const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH"]);

/** The largest body of a form or a dashboard record. */
export const PUBLIC_BODY_LIMIT_BYTES = 16 * 1024;
/** The largest body of the dashboard's blog writes, which carry whole articles. */
export const ADMIN_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * The upload's whole body: the image, and room as large again for its link preview and smaller
 * copies (docs/decisions/0055-responsive-post-images.md), each narrower than the image.
 */
export const UPLOAD_BODY_LIMIT_BYTES = 2 * MAX_IMAGE_BYTES;
/** Room for the form's other fields and its boundaries around the largest image. */
const UPLOAD_FORM_OVERHEAD_BYTES = 16 * 1024;

const mediaTypeOf = (header: string | undefined) => (header ?? "").split(";")[0]!.trim().toLowerCase();

/** A call that carries a body must say it is of `accepted` type, or it is answered 415 with `message`. */
const requireMediaType =
  (accepted: (mediaType: string) => boolean, message: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!METHODS_WITH_BODY.has(c.req.method) || accepted(mediaTypeOf(c.req.header("Content-Type")))) return next();
    return c.json({ message }, 415);
  };

/** A 413 with the R7 message, or the one given; the body is read to its end first (body-limit.ts). */
const limitTo = (maxBytes: number, message: string = ERROR_TEXTS.payloadTooLarge) =>
  limitBody<AppEnv>(maxBytes, (c) => c.json({ message }, 413));

const requireJson = requireMediaType((type) => JSON_MEDIA_TYPE.test(type), ERROR_TEXTS.unsupportedMediaType);

/** JSON bodies: `small` for forms and dashboard records, `article` for the blog's writes. */
export const jsonBody = {
  small: every(requireJson, limitTo(PUBLIC_BODY_LIMIT_BYTES)),
  article: every(requireJson, limitTo(ADMIN_BODY_LIMIT_BYTES)),
} satisfies Record<string, MiddlewareHandler<AppEnv>>;

/** The image upload's multipart form; the route checks the file itself against MAX_IMAGE_BYTES, this stops a far larger body early. */
export const imageUploadBody = every(
  requireMediaType((type) => type === "multipart/form-data", MEDIA_TEXTS.uploadMediaType),
  limitTo(UPLOAD_BODY_LIMIT_BYTES + UPLOAD_FORM_OVERHEAD_BYTES, MEDIA_TEXTS.tooLarge),
);
