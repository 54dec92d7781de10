// Where a registration or an incident is (R5, R14), as staff see it and as staff set it: its
// point and how it was found, and its city, state and ZIP.
import { parseUsAddress } from "../shared/admin-filters";
import type { LocationView } from "../shared/registry";
import type { Incident } from "./schema";

type Located = Pick<Incident, "latitude" | "longitude" | "locationStatus" | "locationSource" | "matchedAddress">;

export function toLocationView(row: Located): LocationView {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    locationStatus: row.locationStatus,
    locationSource: row.locationSource,
    matchedAddress: row.matchedAddress,
  };
}

export interface PlaceParts {
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

/** A place's city, state and ZIP: the geocoder's match when there is one, R5's reading of the address otherwise. */
export function placeParts(row: Pick<Incident, "address" | "matchedAddress" | "city" | "state" | "zipCode">): PlaceParts {
  if (row.matchedAddress !== null) return { city: row.city, state: row.state, zipCode: row.zipCode };
  return parseUsAddress(row.address ?? "");
}

/** A point staff set: located, by hand, never looked up again. */
export const staffPoint = (point: { latitude: number; longitude: number }) => ({
  ...point,
  locationStatus: "located" as const,
  locationSource: "staff" as const,
  matchedAddress: null,
  geocodeNextAt: null,
});

/** An address to look up: the point and its match are gone until the geocoder answers. */
export const awaitingLookup = () => ({
  latitude: null,
  longitude: null,
  locationStatus: "pending" as const,
  locationSource: null,
  matchedAddress: null,
  city: null,
  state: null,
  zipCode: null,
  geocodeAttempts: 0,
  geocodeNextAt: null,
});
