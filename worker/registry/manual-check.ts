// Registrations not located yet, listed beside an incident for staff to check by hand (R14,
// decision 0041): their distance is unknown, so they are matched to the incident's area, the ZIP
// codes and cities of the incident's own address and of the located registrations within a mile
// of its point. An incident placed by coordinates alone thus still lists the owners near it whose
// address could not be looked up.
import type { Database } from "../db/client";
import { notLocatedRegistrations, placesOfLocatedNear } from "../db/incidents";
import { placeParts, type PlaceParts } from "../db/locations";
import type { Incident } from "../db/schema";
import { MANUAL_CHECK_FEET, type IncidentDetail, type ManualCheckArea } from "../shared/registry";

const key = (text: string) => text.trim().toLowerCase();

/** Each value once (compared without case or surrounding spaces), in alphabetical order. */
function distinct(values: (string | null)[]): string[] {
  const byKey = new Map<string, string>();
  for (const value of values) if (value?.trim() && !byKey.has(key(value))) byKey.set(key(value), value.trim());
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, "en-US"));
}

/** The incident's own place and its located neighbours', as one area. */
export function areaOf(own: PlaceParts, neighbours: PlaceParts[]): ManualCheckArea {
  const places = [own, ...neighbours];
  return {
    zipCodes: distinct(places.map((place) => place.zipCode)),
    cities: distinct(places.map((place) => place.city)),
    neighbours: neighbours.length,
  };
}

/**
 * In the area: by ZIP code when both the registration and the area have one (most of the registry
 * shares one city), else by city.
 */
export function inArea(place: PlaceParts, area: ManualCheckArea): boolean {
  if (place.zipCode && area.zipCodes.length > 0) return area.zipCodes.some((zip) => key(zip) === key(place.zipCode!));
  return place.city !== null && area.cities.some((city) => key(city) === key(place.city!));
}

/** The registrations to check by hand around an incident, the area they were looked for in, and how many the registry holds. */
export async function manualCheck(
  db: Database,
  incident: Incident,
): Promise<Pick<IncidentDetail, "unlocated" | "unlocatedArea" | "unlocatedInRegistry">> {
  const { latitude, longitude } = incident;
  const center = incident.locationStatus === "located" && latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const [neighbours, candidates] = await Promise.all([
    center ? placesOfLocatedNear(db, center, MANUAL_CHECK_FEET) : [],
    notLocatedRegistrations(db),
  ]);
  const area = areaOf(placeParts(incident), neighbours);
  return {
    unlocated: candidates
      .filter((row) => inArea(placeParts(row), area))
      .map((row) => ({
        registrationId: row.id,
        reference: row.reference ?? "",
        name: row.name,
        address: row.address,
        locationStatus: row.locationStatus,
      })),
    unlocatedArea: area,
    unlocatedInRegistry: candidates.length,
  };
}
