// The incident form's values and the body of POST/PUT /api/incidents: a place is an address
// or a pasted point, never both.
import type { IncidentSummary } from "../../../../worker/shared/registry";
import { occurredOnField } from "../../../../worker/shared/schemas/registry";
import { REGISTRY_TEXT } from "../../messages";
import { formatPoint, parsePoint } from "./point";

/** Days of footage owners are asked to keep, unless staff say otherwise (the API's default). */
export const DEFAULT_KEEP_FOOTAGE_DAYS = 30;

export interface IncidentFormValues {
  caseReference: string;
  occurredOn: string;
  windowStart: string;
  windowEnd: string;
  footageSought: string;
  keepFootageDays: string;
  address: string;
  point: string;
}

export const EMPTY_INCIDENT: IncidentFormValues = {
  caseReference: "",
  occurredOn: "",
  windowStart: "",
  windowEnd: "",
  footageSought: "",
  keepFootageDays: String(DEFAULT_KEEP_FOOTAGE_DAYS),
  address: "",
  point: "",
};

export interface IncidentPayload {
  caseReference: string;
  occurredOn: string;
  windowStart: string;
  windowEnd: string;
  footageSought: string;
  keepFootageDays?: number;
  address?: string;
  latitude?: number;
  longitude?: number;
}

/** The server's names for the place's fields, shown on the form's own. */
export const INCIDENT_FIELD_ALIASES = { latitude: "point", longitude: "point", place: "address" } as const;

/** An incident as the form shows it for editing: its address, or else its point. */
export function toIncidentForm(incident: IncidentSummary): IncidentFormValues {
  const { latitude, longitude } = incident;
  return {
    caseReference: incident.caseReference,
    occurredOn: incident.occurredOn,
    windowStart: incident.windowStart,
    windowEnd: incident.windowEnd,
    footageSought: incident.footageSought,
    keepFootageDays: String(incident.keepFootageDays),
    address: incident.address ?? "",
    point: !incident.address && latitude !== null && longitude !== null ? formatPoint({ latitude, longitude }) : "",
  };
}

/** The request body, or the field that is wrong and why (the date by the API's own rule, with its words). */
export function toIncidentPayload(
  values: IncidentFormValues,
): { payload: IncidentPayload } | { field: "occurredOn" | "address" | "point"; message: string } {
  const day = occurredOnField.safeParse(values.occurredOn);
  if (!day.success) return { field: "occurredOn", message: day.error.issues[0]!.message };
  const address = values.address.trim();
  const point = values.point.trim();
  if (address && point) return { field: "point", message: REGISTRY_TEXT.placeBoth };
  if (!address && !point) return { field: "address", message: REGISTRY_TEXT.placeRequired };
  let place: Pick<IncidentPayload, "address" | "latitude" | "longitude"> = { address };
  if (point) {
    const parsed = parsePoint(point);
    if ("error" in parsed) return { field: "point", message: parsed.error };
    place = parsed.point;
  }
  const days = values.keepFootageDays.trim();
  return {
    payload: {
      caseReference: values.caseReference.trim(),
      occurredOn: values.occurredOn,
      windowStart: values.windowStart,
      windowEnd: values.windowEnd,
      footageSought: values.footageSought.trim(),
      // Left out when empty (the API's default); anything else is the server's to check.
      ...(days ? { keepFootageDays: Number(days) } : {}),
      ...place,
    },
  };
}
