// The Worker's bindings and settings. Cloudflare's types are imported (not global) so
// that the web program, which reads AppType, type-checks the API without the Workers
// runtime's globals clashing with the DOM's.
import type { D1Database, Fetcher, KVNamespace, Queue, R2Bucket, RateLimit, SendEmail } from "@cloudflare/workers-types";

import type { ServedSettings } from "./shared/settings";
import type { AnalyticsMessageBody, GeocodeQueueBody, OutboxQueueBody, QueuedClick } from "./shared/queue-bodies";

export interface Env {
  DB: D1Database;
  SESSIONS: KVNamespace;
  ASSETS: Fetcher;
  /** The outbox's queues, one per channel, and their dead-letter queues (R13, worker/queues.ts). */
  EMAIL_QUEUE: Queue<OutboxQueueBody>;
  EMAIL_DEAD_LETTERS: Queue<OutboxQueueBody>;
  WEBHOOK_QUEUE: Queue<OutboxQueueBody>;
  WEBHOOK_DEAD_LETTERS: Queue<OutboxQueueBody>;
  /** Registrations and incidents to geocode (worker/registry/locate.ts). */
  GEOCODING_QUEUE: Queue<GeocodeQueueBody>;
  /** Short-link clicks on their way to D1 when CLICK_PATH is "queue" (worker/short-links/click-queue.ts). */
  CLICKS: Queue<QueuedClick>;
  /** Page views and goals counted at the edge, on their way to D1 (worker/analytics/). */
  ANALYTICS: Queue<AnalyticsMessageBody>;
  /** "off": the site counts no page view or goal of its own (R22); the app's page-view hook for a deployer's provider still runs. */
  ANALYTICS_COUNTING?: string;
  /** "queue": a click is handed to CLICKS before its 302; otherwise (the default) it is written to D1 first. */
  CLICK_PATH?: string;
  /** Uploaded images, keyed by the SHA-256 of their bytes (worker/media/). */
  MEDIA: R2Bucket;
  /** Cloudflare Email Service; without it emails are only noted in the log and shown as not sent (worker/outbox/senders/log.ts). */
  EMAIL?: SendEmail;
  /**
   * "simulated" where the EMAIL binding is wrangler's local stand-in (`npm start` sets it): the
   * email is handed over but never leaves the machine, so it is shown as logged locally, not sent.
   */
  EMAIL_DELIVERY?: string;
  /** The sender of every email; the company email (R1) when unset. */
  MAIL_FROM?: string;
  /** Where new leads are announced; the company email (R1) when unset. */
  STAFF_EMAIL?: string;
  /** A CRM's webhook address: the first value of the Integrations settings (R23), which rule after the first start. */
  LEAD_WEBHOOK_URL?: string;
  /** The webhook's signing secret, `whsec_` and base64 as Standard Webhooks writes it. */
  LEAD_WEBHOOK_SECRET?: string;
  /**
   * The key the secrets kept in the settings are sealed with (worker/settings/secrets.ts): a
   * secret of 32 or more random characters. Without it a deployment stores no secret from the
   * dashboard; on this machine a development key stands in.
   */
  SETTINGS_ENCRYPTION_KEY?: string;
  /** Public forms: contact and camera registration (wrangler.toml [[ratelimits]]). */
  FORM_RATE_LIMITER?: RateLimit;
  /** Starting a sign-in. */
  LOGIN_RATE_LIMITER?: RateLimit;
  /** Recording short-link clicks (the visitor is sent on either way). */
  CLICK_RATE_LIMITER?: RateLimit;
  /** Recording misses in the 404 log (the visitor gets the not-found page either way). */
  NOT_FOUND_RATE_LIMITER?: RateLimit;
  /** Cloudflare Turnstile's secret; with VITE_TURNSTILE_SITE_KEY it turns the forms' check on. */
  TURNSTILE_SECRET_KEY?: string;
  /** Comma-separated emails granted admin at sign-in. */
  ADMIN_EMAILS?: string;
  /** The OpenID Connect provider staff sign in with (R3). */
  OIDC_ISSUER?: string;
  OIDC_CLIENT_ID?: string;
  OIDC_CLIENT_SECRET?: string;
  /** The US Census Bureau Geocoder's onelineaddress locations endpoint (worker/registry/geocoder.ts). */
  GEOCODER_URL?: string;
  /** The public origin (https://example.com) for canonical links; the request's origin when unset. */
  SITE_URL?: string;
  /** The key of the registry owners' signed links (worker/registry/signed-links.ts); a secret of 32 or more characters. */
  SIGNING_SECRET?: string;
}

export type AppEnv = {
  Bindings: Env;
  Variables: {
    /** When the dates a page read from D1 shows next change (worker/pages/dates-shown.ts). */
    datesChangeAt?: number;
    /** The settings a page being served shows, read once for it (worker/settings/served.ts). */
    served?: ServedSettings;
    /** Set by a write that changes what the cached pages show (worker/middleware/page-changes.ts). */
    changesPages?: boolean;
  };
};
