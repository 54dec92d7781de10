// Where an incident's point comes from after staff create or edit it (R14): a point staff give
// is theirs and never looked up again; a new address without one is sent to the geocoder.
import { awaitingLookup, staffPoint } from "../db/locations";
import type { Incident } from "../db/schema";
import { parseUsAddress } from "../shared/admin-filters";
import type { IncidentFields, LatLng } from "../shared/schemas/registry";

const samePoint = (a: Pick<Incident, "latitude" | "longitude">, b: LatLng) => a.latitude === b.latitude && a.longitude === b.longitude;

/**
 * The place's fields to write, and whether to look the address up. A point given (other than
 * the geocoder's, which the form sends back unchanged) is set by staff, and the address is kept
 * beside it; a new address without one is looked up, and so is the address once staff take
 * their point away; anything else leaves the place as it is.
 */
export function placeChange(input: IncidentFields, existing?: Incident): { fields: Partial<Incident>; lookUp: boolean } {
  const byHand = (point: LatLng) => ({ fields: { ...staffPoint(point), ...parseUsAddress(input.address ?? "") }, lookUp: false });
  if (input.point && (!existing || !samePoint(existing, input.point) || existing.locationSource === "staff")) return byHand(input.point);
  const pointRemoved = !input.point && existing?.locationSource === "staff";
  if (input.address && (input.address !== existing?.address || pointRemoved)) return { fields: awaitingLookup(), lookUp: true };
  return { fields: {}, lookUp: false };
}

/** The incident's own fields, as stored: the point is the place's (placeChange). */
export function incidentValues(input: IncidentFields) {
  const { point: _point, ...fields } = input;
  return fields;
}
