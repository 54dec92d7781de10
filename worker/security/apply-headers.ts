import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "../env";
import { MESSAGE_PREVIEW_HEADERS, securityHeaders } from "./headers";

const HEADERS = Object.entries(securityHeaders());

const PREVIEW_POLICY = MESSAGE_PREVIEW_HEADERS["Content-Security-Policy"];

/** Answers made from a header list that already holds the security headers (securedAnswer). */
const secured = new WeakSet<Response>();

/**
 * A page's headers with the security headers set in them: for an answer kept in memory, made once.
 * Kept as a Headers object, not a list of pairs: the runtime copies a Headers object into a new
 * answer at a fraction of what it takes to read a list of pairs (about 10 against 50 µs for a page's
 * twenty headers, decision 0027), and every answer from memory is made from one.
 */
export function withSecurityHeadersIn(headers: Headers): Headers {
  const kept = new Headers(headers);
  for (const [name, value] of HEADERS) kept.set(name, value);
  return kept;
}

/** An answer whose headers came from withSecurityHeadersIn: the middleware has nothing to add to it. */
export function securedAnswer(body: ArrayBuffer, init: { status: number; headers: Headers }): Response {
  const response = new Response(body, init);
  secured.add(response);
  return response;
}

/**
 * Every answer the Worker gives carries the security headers (static assets get them from
 * _headers). The one exception is a sent email's preview, which keeps its own stricter policy
 * and may be framed by the dashboard. A page answered from memory was stored with them.
 */
export const withSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (secured.has(c.res)) return;
  const preview = c.res.headers.get("Content-Security-Policy") === PREVIEW_POLICY;
  for (const [name, value] of HEADERS) {
    if (preview && name in MESSAGE_PREVIEW_HEADERS) continue;
    c.res.headers.set(name, value);
  }
};
