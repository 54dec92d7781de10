// The Worker's bindings and settings. Cloudflare's types are imported (not global) so
// that the web program, which reads AppType, type-checks the API without the Workers
// runtime's globals clashing with the DOM's.
import type { D1Database, Fetcher, KVNamespace, RateLimit } from "@cloudflare/workers-types";

export interface Env {
  DB: D1Database;
  SESSIONS: KVNamespace;
  ASSETS: Fetcher;
  /** Public forms: contact and camera registration (wrangler.toml [[ratelimits]]). */
  FORM_RATE_LIMITER?: RateLimit;
  /** Starting a sign-in. */
  LOGIN_RATE_LIMITER?: RateLimit;
  /** Recording short-link clicks (the visitor is sent on either way). */
  CLICK_RATE_LIMITER?: RateLimit;
  /** Cloudflare Turnstile's secret; with VITE_TURNSTILE_SITE_KEY it turns the forms' check on. */
  TURNSTILE_SECRET_KEY?: string;
  /** Comma-separated emails granted admin at sign-in. */
  ADMIN_EMAILS?: string;
  /** The OpenID Connect provider staff sign in with (R3). */
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  /** The public origin (https://example.com) for canonical links; the request's origin when unset. */
  SITE_URL?: string;
}

export type AppEnv = { Bindings: Env };
