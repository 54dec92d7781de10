import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "../env";
import { securityHeaders } from "./headers";

const HEADERS = Object.entries(securityHeaders());

/** Every answer the Worker gives carries the security headers (static assets get them from _headers). */
export const withSecurityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  for (const [name, value] of HEADERS) c.res.headers.set(name, value);
};
