// The security headers of every answer: pages, API, redirects (set by the Worker) and static
// assets (the same values written to the platform's _headers file at build time). The
// Content-Security-Policy allows exactly what a configured third party needs, and nothing
// when none is configured (R11).
import { MAP_EMBED_ORIGIN, THIRD_PARTIES, type ThirdParties } from "../shared/third-parties";

export function contentSecurityPolicy(third: ThirdParties = THIRD_PARTIES): string {
  const scriptSrc = ["'self'", ...(third.turnstileSiteKey ? ["https://challenges.cloudflare.com"] : [])];
  // 'self': the dashboard shows a sent email in a sandboxed frame (MESSAGE_PREVIEW_HEADERS below).
  const frameSrc = ["'self'", MAP_EMBED_ORIGIN, ...(third.turnstileSiteKey ? ["https://challenges.cloudflare.com"] : [])];
  const connectSrc = ["'self'", ...(third.analyticsEndpoint ? [new URL(third.analyticsEndpoint).origin] : [])];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${connectSrc.join(" ")}`,
    `frame-src ${frameSrc.join(" ")}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    "upgrade-insecure-requests",
  ].join("; ");
}

/**
 * A sent email's HTML part, shown to staff as its recipient saw it (GET
 * /api/admin/messages/:id/preview): inline styles and images only, no script, no form, no
 * request back to the site, sandboxed even when opened on its own, and framed by the site alone.
 */
export const MESSAGE_PREVIEW_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; sandbox; frame-ancestors 'self'",
  "X-Frame-Options": "SAMEORIGIN",
} as const;

/** Features the site uses: copying a post's link. Everything else is off. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
  "xr-spatial-tracking=()",
  "clipboard-write=(self)",
].join(", ");

export function securityHeaders(third: ThirdParties = THIRD_PARTIES): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(third),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Cross-Origin-Opener-Policy": "same-origin",
  };
}

/**
 * The platform's _headers file: the same headers on every static asset. It sets no Cache-Control:
 * the platform applies a rule to a missing file's 404 as well, so a year's immutable caching under
 * /assets/ would keep a 404 in browsers for a year. Assets keep the platform's default (ETag,
 * revalidated): docs/decisions/0037-site-address-and-asset-caching.md.
 */
export function headersFile(third: ThirdParties = THIRD_PARTIES): string {
  const lines = Object.entries(securityHeaders(third)).map(([name, value]) => `  ${name}: ${value}`);
  return ["/*", ...lines, ""].join("\n");
}
