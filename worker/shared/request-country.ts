// The visitor's country as the platform guesses it, from the CF-IPCountry header its IP
// geolocation adds to every request: an ISO code, or the platform's own two-character codes (T1
// for Tor). "XX" (no guess), anything else and a missing header (locally) are none. The header
// rather than request.cf.country: the first read of request.cf builds the whole object, a cost on
// every counted page (docs/decisions/0072-first-party-analytics.md).
export function countryOf(headers: Headers): string | null {
  const country = headers.get("CF-IPCountry")?.toUpperCase();
  return country && country !== "XX" && /^[A-Z0-9]{2}$/.test(country) ? country : null;
}
