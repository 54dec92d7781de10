// The visitor's country as the platform guesses it (request.cf.country): an ISO code, or the
// platform's own two-character codes (T1 for Tor); none locally and in tests.
import type { IncomingRequestCfProperties } from "@cloudflare/workers-types";

export function countryOf(request: Request): string | null {
  const cf = (request as Request & { cf?: IncomingRequestCfProperties }).cf;
  const country = cf?.country;
  return typeof country === "string" && /^[A-Z0-9]{2}$/.test(country) ? country : null;
}
