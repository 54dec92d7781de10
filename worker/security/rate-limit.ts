// Per-client limits with the Workers Rate Limiting binding (it runs locally too). The key is
// the client's bucket (an IPv6 client by its /64, worker/security/client-bucket.ts) and the
// limited action; over the limit answers 429 with a message the forms show as it is.
import type { RateLimit } from "@cloudflare/workers-types";
import type { Context, MiddlewareHandler } from "hono";

import type { AppEnv } from "../env";
import { logError } from "../log";
import { clientBucket } from "./client-bucket";

export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a minute and try again.";

/** The client as per-client limits count it: an IPv4 address, or an IPv6 client's /64. */
export function clientAddress(c: Context<AppEnv>): string {
  return clientBucket(c.req.header("CF-Connecting-IP"));
}

/** True when this client may go on; a limiter that fails lets the request through (and logs). */
export async function withinLimit(limiter: RateLimit | undefined, key: string): Promise<boolean> {
  if (!limiter) return true;
  try {
    return (await limiter.limit({ key })).success;
  } catch (error) {
    logError("rate-limit", error);
    return true;
  }
}

export const rateLimit =
  (binding: "FORM_RATE_LIMITER" | "LOGIN_RATE_LIMITER", action: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (await withinLimit(c.env[binding], `${action}:${clientAddress(c)}`)) return next();
    return c.json({ message: RATE_LIMITED_MESSAGE }, 429, { "Retry-After": "60" });
  };
