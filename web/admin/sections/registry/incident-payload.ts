// The incident form (its values, checked and sent as the body of POST/PUT /api/incidents, with
// the server's field errors on its own fields): a place is an address, a pasted point, or both
// (the point places the incident, the address is kept).
import { useForm, type UseFormReturn } from "react-hook-form";

import type { IncidentSummary } from "../../../../worker/shared/registry";
import { occurredOnField } from "../../../../worker/shared/schemas/registry";
import { REGISTRY_TEXT } from "../../texts";
import { useRecordForm } from "../../record-form";
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

/**
 * An incident as the form shows it for editing: its address, and the point staff set (the
 * geocoder's point is the address's, found again when the address changes).
 */
export function toIncidentForm(incident: IncidentSummary): IncidentFormValues {
  const { latitude, longitude } = incident;
  const ownPoint = incident.locationSource === "staff" || !incident.address;
  return {
    caseReference: incident.caseReference,
    occurredOn: incident.occurredOn,
    windowStart: incident.windowStart,
    windowEnd: incident.windowEnd,
    footageSought: incident.footageSought,
    keepFootageDays: String(incident.keepFootageDays),
    address: incident.address ?? "",
    point: ownPoint && latitude !== null && longitude !== null ? formatPoint({ latitude, longitude }) : "",
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
  if (!address && !point) return { field: "address", message: REGISTRY_TEXT.placeRequired };
  let place: Pick<IncidentPayload, "address" | "latitude" | "longitude"> = { address };
  if (point) {
    const parsed = parsePoint(point);
    if ("error" in parsed) return { field: "point", message: parsed.error };
    place = address ? { address, ...parsed.point } : parsed.point;
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

/** The form's submit: the values checked as the API checks them, then sent (or the wrong field named). */
export const submitIncident = (form: UseFormReturn<IncidentFormValues>, send: (payload: IncidentPayload) => void) =>
  form.handleSubmit((values) => {
    const checked = toIncidentPayload(values);
    if ("field" in checked) return form.setError(checked.field, { message: checked.message });
    send(checked.payload);
  });

/** The incident form on `values`, with the server's field errors shown on its own fields. */
export function useIncidentForm(values: IncidentFormValues = EMPTY_INCIDENT) {
  const form = useForm<IncidentFormValues>({ defaultValues: values });
  return { form, ...useRecordForm<IncidentSummary, IncidentFormValues, IncidentFormValues>(form, EMPTY_INCIDENT, INCIDENT_FIELD_ALIASES) };
}
