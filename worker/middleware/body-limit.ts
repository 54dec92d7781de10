// Bodies of bounded size, and every body read to its end before the answer goes out
// (docs/decisions/0034-bad-input.md). A Worker that answers while the client is still sending
// leaves the rest of the body unread: the client's next write fails, and under `npm start` the
// local proxy in front of the Worker turns that into a 500 page with its stack trace instead of
// the Worker's own 413. So an oversized body is read to its end and dropped before its 413, and
// a body that a route answered without reading (a 401, 403, 415 or 429 first) is read the same way.
// The platform bounds how much that can be (100 MB a request on the Free and Pro plans).
import type { Context, Env, MiddlewareHandler } from "hono";

/** Reads and drops what is left; a client that hung up has nothing left to read. */
async function discardRest(reader: { read(): Promise<{ done: boolean }> }): Promise<void> {
  try {
    while (!(await reader.read()).done);
  } catch {
    // The connection closed: nothing more will arrive.
  }
}

/** The declared length, when the body is not chunked. */
function declaredLength(headers: Headers): number | undefined {
  const length = headers.get("Content-Length");
  if (length === null || headers.has("Transfer-Encoding")) return undefined;
  const bytes = Number(length);
  return Number.isSafeInteger(bytes) && bytes >= 0 ? bytes : undefined;
}

/** The whole Worker's first step: after the answer is made, whatever of the body nobody read is read and dropped. */
export const readUnreadBody: MiddlewareHandler = async (c, next) => {
  const request = c.req.raw;
  await next();
  if (request.body && !request.bodyUsed && !request.body.locked) await discardRest(request.body.getReader());
};

/**
 * A body of at most `maxBytes`, declared or counted as it arrives; a larger one is read to its
 * end and answered by `tooLarge` (a 413) without reaching the route.
 */
export function limitBody<E extends Env>(
  maxBytes: number,
  tooLarge: (c: Context<E>) => Response | Promise<Response>,
): MiddlewareHandler<E> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = declaredLength(c.req.raw.headers);
    if (declared !== undefined && declared <= maxBytes) return next();
    const reader = body.getReader();
    if (declared !== undefined) {
      await discardRest(reader);
      return tooLarge(c);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await discardRest(reader);
        return tooLarge(c);
      }
      chunks.push(chunk.value);
    }
    const whole = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    c.req.raw = new Request(c.req.raw, { body: whole });
    return next();
  };
}
