import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "../env";
import { MESSAGE_PREVIEW_HEADERS, securityHeaders } from "./headers";

const HEADERS = Object.entries(securityHeaders());

const PREVIEW_POLICY = MESSAGE_PREVIEW_HEADERS["Content-Security-Policy"];

/**
 * Every answer the Worker gives carries the security headers (static assets get them from
 * _headers). The one exception is a sent email's preview, which keeps its own stricter policy
 * and may be framed by the dashboard.
 */
export const withSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const preview = c.res.headers.get("Content-Security-Policy") === PREVIEW_POLICY;
  for (const [name, value] of HEADERS) {
    if (preview && name in MESSAGE_PREVIEW_HEADERS) continue;
    c.res.headers.set(name, value);
  }
};
