// GET and HEAD /media/<key>: an uploaded image from the MEDIA bucket, on the site's own origin
// (the CSP keeps `img-src 'self'`). A key is the hash of the bytes, so an answer never changes:
// browsers and Cloudflare's cache may keep it for a year without asking again.
import type { R2Conditional, R2Object, R2ObjectBody } from "@cloudflare/workers-types";
import type { Context } from "hono";

import type { AppEnv } from "../env";
import { mediaKeyOf } from "../shared/media";

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

function imageHeaders(object: R2Object): Headers {
  return new Headers({
    "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
    "Cache-Control": IMMUTABLE_CACHE_CONTROL,
    ETag: object.httpEtag,
    // Never read as anything but its declared type (the security headers say it too).
    "X-Content-Type-Options": "nosniff",
  });
}

const hasBody = (object: R2Object | R2ObjectBody): object is R2ObjectBody => "body" in object;

/** The image at the request's path, or null when there is none (the caller answers with the not-found page). */
export async function serveMedia(c: Context<AppEnv>): Promise<Response | null> {
  const key = mediaKeyOf(c.req.path);
  if (!key) return null;
  if (c.req.method === "HEAD") {
    const object = await c.env.MEDIA.head(key);
    if (!object) return null;
    const headers = imageHeaders(object);
    headers.set("Content-Length", String(object.size));
    return new Response(null, { headers });
  }
  // R2 checks If-None-Match itself: no body when the browser's copy is current. Only that
  // condition is passed on, so nothing else a client sends can turn an answer into a 304.
  const ifNoneMatch = c.req.header("If-None-Match");
  // (As headers, R2 reads every form of the header: a list, weak tags; the DOM's Headers type lacks the runtime's getAll.)
  const onlyIf = new Headers(ifNoneMatch ? { "If-None-Match": ifNoneMatch } : {}) as unknown as R2Conditional;
  const object = await c.env.MEDIA.get(key, { onlyIf });
  if (!object) return null;
  const headers = imageHeaders(object);
  if (!hasBody(object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body as unknown as ReadableStream, { headers });
}
