// The US Census Bureau Geocoder (free, no key): one address in, its point and parts out. Its
// `onelineaddress` locations endpoint answers `result.addressMatches`, best first; coordinates
// are x = longitude and y = latitude (WGS84). The endpoint is a setting (GEOCODER_URL), so tests
// and local runs never reach the real service by accident.
import { z } from "../shared/schemas/zod";

import type { GeocodeResult } from "../db/geocoding";
import type { Env } from "../env";

export const DEFAULT_GEOCODER_URL = "https://geocoding.geo.census.gov/geocoder/locations/onelineaddress";

/** The Census address ranges kept current (see docs/decisions/0019-geocoding.md). */
export const GEOCODER_BENCHMARK = "Public_AR_Current";

/** A lookup that has not answered in this time has failed (the job is retried later). */
export const GEOCODER_TIMEOUT_MS = 10_000;

const matchSchema = z.object({
  matchedAddress: z.string(),
  coordinates: z.object({ x: z.number().min(-180).max(180), y: z.number().min(-90).max(90) }),
  addressComponents: z.object({ city: z.string().optional(), state: z.string().optional(), zip: z.string().optional() }).optional(),
});

const answerSchema = z.object({ result: z.object({ addressMatches: z.array(z.unknown()) }) });

const orNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** "BALTIMORE" as staff write it, "Baltimore", so a city reads (and filters) the same from the match and from R5. */
const titleCase = (value: string | null) => value?.toLowerCase().replace(/(^|[\s'-])\p{L}/gu, (letter) => letter.toUpperCase()) ?? null;

/** The service's address with this lookup's query. */
export function geocoderRequestUrl(env: Pick<Env, "GEOCODER_URL">, address: string): string {
  const url = new URL(env.GEOCODER_URL || DEFAULT_GEOCODER_URL);
  url.searchParams.set("address", address);
  url.searchParams.set("benchmark", GEOCODER_BENCHMARK);
  url.searchParams.set("format", "json");
  return url.href;
}

/** Reads the service's JSON answer: the first match when there are several. */
export function readGeocoderAnswer(body: unknown): GeocodeResult {
  const answer = answerSchema.safeParse(body);
  if (!answer.success) return { outcome: "failed", reason: "The geocoder's answer was not in the expected format" };
  const [first] = answer.data.result.addressMatches;
  if (first === undefined) return { outcome: "not_found" };
  const match = matchSchema.safeParse(first);
  if (!match.success) return { outcome: "failed", reason: "The geocoder's match was not in the expected format" };
  const { matchedAddress, coordinates, addressComponents } = match.data;
  return {
    outcome: "located",
    place: {
      latitude: coordinates.y,
      longitude: coordinates.x,
      matchedAddress,
      city: titleCase(orNull(addressComponents?.city)),
      state: orNull(addressComponents?.state),
      zipCode: orNull(addressComponents?.zip),
    },
  };
}

export async function geocodeAddress(env: Pick<Env, "GEOCODER_URL">, address: string): Promise<GeocodeResult> {
  let url: string;
  try {
    url = geocoderRequestUrl(env, address);
  } catch {
    return { outcome: "failed", reason: "GEOCODER_URL is not a valid address" };
  }
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(GEOCODER_TIMEOUT_MS) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    return {
      outcome: "failed",
      reason: timedOut ? `The geocoder did not answer within ${GEOCODER_TIMEOUT_MS / 1000} seconds` : "The geocoder could not be reached",
    };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { outcome: "failed", reason: `The geocoder answered ${response.status}` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { outcome: "failed", reason: "The geocoder's answer was not JSON" };
  }
  return readGeocoderAnswer(body);
}
