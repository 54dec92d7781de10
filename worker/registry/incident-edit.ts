// Staff's corrections to an incident (R14, decision 0041). Until an owner is asked, anything may
// change. Once footage requests exist, what owners were told (the date, the time window, the
// footage sought, the days to keep; the radius staff never edit) stays as it was sent: such a
// change is refused with 409, while the case reference and the place can still be corrected.
// Every edit is audited, naming the fields it changed, never their values.
import type { Incident } from "../db/schema";
import type { ApiError } from "../shared/errors";
import { REGISTRY_TEXTS, type IncidentFields } from "../shared/schemas/registry";
import type { placeChange } from "./incident-place";

/** What owners are told about an incident that staff can edit. */
export const TOLD_FIELDS = ["occurredOn", "windowStart", "windowEnd", "footageSought", "keepFootageDays"] as const;
type ToldField = (typeof TOLD_FIELDS)[number];

/** The fields owners were told that this edit would change. */
export const toldChanges = (existing: Incident, input: IncidentFields): ToldField[] =>
  TOLD_FIELDS.filter((field) => existing[field] !== input[field]);

/** The 409's answer: why, and on each field the edit would change. */
export const toldRefusal = (fields: ToldField[]): ApiError => ({
  message: REGISTRY_TEXTS.toldFixed,
  errors: Object.fromEntries(fields.map((field) => [field, [REGISTRY_TEXTS.toldField]])),
});

/** The audit trail's words for each field (never its value). */
const FIELD_WORDS = {
  caseReference: "case reference",
  occurredOn: "date",
  windowStart: "time window",
  windowEnd: "time window",
  footageSought: "footage sought",
  keepFootageDays: "days to keep",
  address: "address",
} as const satisfies Partial<Record<keyof Incident, string>>;

/** "Case 25-1 changed: time window, footage sought; point set by staff", or "... saved without changes". */
export function editSummary(existing: Incident, input: IncidentFields, place: ReturnType<typeof placeChange>): string {
  const fields = Object.keys(FIELD_WORDS) as (keyof typeof FIELD_WORDS)[];
  const changed = new Set(fields.filter((field) => existing[field] !== input[field]).map((field) => FIELD_WORDS[field]));
  const notes = changed.size > 0 ? [[...changed].join(", ")] : [];
  const { latitude, longitude, locationSource } = place.fields;
  const pointSet =
    locationSource === "staff" &&
    (existing.locationSource !== "staff" || existing.latitude !== latitude || existing.longitude !== longitude);
  if (pointSet) notes.push("point set by staff");
  if (place.lookUp) notes.push("new address sent to the geocoder");
  return notes.length > 0
    ? `Case ${input.caseReference} changed: ${notes.join("; ")}`
    : `Case ${input.caseReference} saved without changes`;
}
