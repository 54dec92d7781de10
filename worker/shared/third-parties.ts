// The third parties a deployer may switch on (R11). Build-time settings: the same values
// shape the pages' code and the Content-Security-Policy. Unset, nothing loads from elsewhere.
import { BUILD_ENV } from "./build-env";

const env = BUILD_ENV;

export interface ThirdParties {
  /** Where page views and events are sent (a URL); off when unset. */
  analyticsEndpoint?: string;
  /** Cloudflare Turnstile's site key; the form check is off when unset. */
  turnstileSiteKey?: string;
}

export const THIRD_PARTIES: ThirdParties = {
  analyticsEndpoint: env.VITE_ANALYTICS_ENDPOINT || undefined,
  turnstileSiteKey: env.VITE_TURNSTILE_SITE_KEY || undefined,
};

/** The Contact page's map, loaded only when the visitor asks for it. */
export const MAP_EMBED_ORIGIN = "https://www.openstreetmap.org";
