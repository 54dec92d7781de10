// The camera registry's staff forms (R14): a camera's point set by hand, and an incident. The
// messages live here once, for the dashboard's forms and the API alike.
import { z } from "./zod";

import { isClockTime } from "../time";
import { ADMIN_TEXTS, dayField, isRequired, optionalText, required } from "./admin";

export const REGISTRY_TEXTS = {
  latitude: "Latitude must be a number from -90 to 90",
  longitude: "Longitude must be a number from -180 to 180",
  point: "Paste the point as latitude, longitude (for example 39.2851, -76.5862)",
  pointMissing: "Give a latitude and a longitude, or paste a point",
  farAway: "This point is far from Maryland: check the numbers, latitude first (for example 39.2851, -76.5862)",
  caseReference: "Case reference is required",
  footageSought: "Say what footage is sought",
  keepFootageDays: "Keep footage for 1 to 365 days",
  place: "Give the incident's address, or its latitude and longitude",
  longitudeMissing: "Give the longitude with the latitude",
  latitudeMissing: "Give the latitude with the longitude",
  followedUp: "followedUp must be true or false",
  notLocated: "The incident's place is not located yet.",
  toldFixed:
    "Owners have already been asked for footage about this incident: its date, time window, footage sought and days to keep stay as they were sent. Record a new incident to ask about anything else.",
  toldField: "Owners were already told this: it stays as it was sent.",
  registrationIds: "Send registrationIds: the registration ids of the owners the preview listed",
  recipientsChanged: "The owners to email have changed since the preview. Check the new list, then send.",
  closingNote: "Say why the incident is closed, in at most 1000 characters",
  closed: "This incident is closed. Reopen it to change it or to email owners.",
  alreadyClosed: "This incident is already closed.",
  alreadyOpen: "This incident is already open.",
  state: "State must be open, closed or all",
} as const;

/** `POST /api/incidents/:id/close`: why it is closed, kept with it (staff only). */
export const incidentCloseSchema = z.object({
  note: z.string({ error: REGISTRY_TEXTS.closingNote }).trim().min(1, REGISTRY_TEXTS.closingNote).max(1000, REGISTRY_TEXTS.closingNote),
});

/** An incident is open until staff close it; the list shows either, or both. */
export const INCIDENT_STATES = ["open", "closed"] as const;
export type IncidentState = (typeof INCIDENT_STATES)[number];

/** `GET /api/incidents?state=`: all by default. */
export const incidentListQuerySchema = z.object({
  state: z.enum([...INCIDENT_STATES, "all"], { error: REGISTRY_TEXTS.state }).default("all"),
});

/** Where the registry's cameras can be: Maryland with a margin. A point outside is a typo or swapped numbers. */
export const SERVICE_AREA = { minLatitude: 37.5, maxLatitude: 40, minLongitude: -80, maxLongitude: -74.5 } as const;

export interface LatLng {
  latitude: number;
  longitude: number;
}

const inServiceArea = ({ latitude, longitude }: LatLng) =>
  latitude >= SERVICE_AREA.minLatitude &&
  latitude <= SERVICE_AREA.maxLatitude &&
  longitude >= SERVICE_AREA.minLongitude &&
  longitude <= SERVICE_AREA.maxLongitude;

const latitudeField = z.number({ error: REGISTRY_TEXTS.latitude }).min(-90, REGISTRY_TEXTS.latitude).max(90, REGISTRY_TEXTS.latitude);
const longitudeField = z.number({ error: REGISTRY_TEXTS.longitude }).min(-180, REGISTRY_TEXTS.longitude).max(180, REGISTRY_TEXTS.longitude);

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
/** "39.2851, -76.5862" as maps copy it: a comma or spaces between, parentheses allowed. */
const POINT_PATTERN = new RegExp(String.raw`^\(?\s*(${NUMBER})\s*(?:,\s*|\s+)(${NUMBER})\s*\)?$`);

/** A point pasted from a map, or undefined when it is not two numbers in range. */
export function parsePoint(text: string): LatLng | undefined {
  const match = POINT_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (!latitudeField.safeParse(latitude).success || !longitudeField.safeParse(longitude).success) return undefined;
  return { latitude, longitude };
}

/** `PUT /api/camera-registrations/:id/location`: `{ latitude, longitude }` or `{ point: "39.2851, -76.5862" }`. */
export const locationSchema = z
  .object({
    latitude: latitudeField.optional(),
    longitude: longitudeField.optional(),
    point: z.string({ error: REGISTRY_TEXTS.point }).max(100, REGISTRY_TEXTS.point).optional(),
  })
  .transform((input, ctx): LatLng => {
    const field = input.point !== undefined ? "point" : "latitude";
    let point: LatLng | undefined;
    if (input.point !== undefined) {
      point = parsePoint(input.point);
      if (!point) ctx.addIssue({ code: "custom", message: REGISTRY_TEXTS.point, path: ["point"] });
    } else if (input.latitude !== undefined && input.longitude !== undefined) {
      point = { latitude: input.latitude, longitude: input.longitude };
    } else {
      for (const missing of ["latitude", "longitude"] as const)
        if (input[missing] === undefined) ctx.addIssue({ code: "custom", message: REGISTRY_TEXTS.pointMissing, path: [missing] });
    }
    if (!point) return z.NEVER;
    if (!inServiceArea(point)) {
      ctx.addIssue({ code: "custom", message: REGISTRY_TEXTS.farAway, path: [field] });
      return z.NEVER;
    }
    return point;
  });

export const KEEP_FOOTAGE_DAYS_DEFAULT = 30;

/** The incident's day: required, a real day, from 1900 to 2100 (the dashboard's form checks it before sending). */
export const occurredOnField = dayField(required(isRequired("Date"), 10));

/**
 * `POST /api/incidents` and `PUT /api/incidents/:id`. A place is required: an address, a point, or
 * both (the point places the incident; the address is kept, as said and for its city and ZIP).
 */
export const incidentSchema = z
  .object({
    caseReference: required(REGISTRY_TEXTS.caseReference, 100),
    occurredOn: occurredOnField,
    windowStart: required(isRequired("Start time"), 5)
      .regex(/^\d{2}:\d{2}$/, { error: ADMIN_TEXTS.timeFormat, abort: true })
      .refine(isClockTime, ADMIN_TEXTS.timeExists),
    windowEnd: required(isRequired("End time"), 5)
      .regex(/^\d{2}:\d{2}$/, { error: ADMIN_TEXTS.timeFormat, abort: true })
      .refine(isClockTime, ADMIN_TEXTS.timeExists),
    footageSought: required(REGISTRY_TEXTS.footageSought, 2000),
    keepFootageDays: z
      .number({ error: REGISTRY_TEXTS.keepFootageDays })
      .int(REGISTRY_TEXTS.keepFootageDays)
      .min(1, REGISTRY_TEXTS.keepFootageDays)
      .max(365, REGISTRY_TEXTS.keepFootageDays)
      .default(KEEP_FOOTAGE_DAYS_DEFAULT),
    address: optionalText(300),
    latitude: latitudeField.nullish(),
    longitude: longitudeField.nullish(),
  })
  .transform(({ latitude, longitude, ...input }, ctx) => {
    const hasLatitude = latitude !== null && latitude !== undefined;
    const hasLongitude = longitude !== null && longitude !== undefined;
    if (hasLatitude !== hasLongitude) {
      const [path, message] = hasLatitude
        ? (["longitude", REGISTRY_TEXTS.longitudeMissing] as const)
        : (["latitude", REGISTRY_TEXTS.latitudeMissing] as const);
      ctx.addIssue({ code: "custom", message, path: [path] });
      return z.NEVER;
    }
    const point = hasLatitude && hasLongitude ? { latitude, longitude } : null;
    if (!point && !input.address) {
      ctx.addIssue({ code: "custom", message: REGISTRY_TEXTS.place, path: ["address"] });
      return z.NEVER;
    }
    if (point && !inServiceArea(point)) {
      ctx.addIssue({ code: "custom", message: REGISTRY_TEXTS.farAway, path: ["latitude"] });
      return z.NEVER;
    }
    return { ...input, point };
  });

export type IncidentFields = z.output<typeof incidentSchema>;

/** `PUT /api/footage-requests/:id/follow-up`. */
export const followUpSchema = z.object({ followedUp: z.boolean({ error: REGISTRY_TEXTS.followedUp }) });

/**
 * `POST /api/incidents/:id/footage-requests`: the owners the preview listed, by registration id.
 * The request is sent only when they are exactly the owners not asked yet (else 409).
 */
export const emailOwnersSchema = z
  .object({
    registrationIds: z
      .array(
        z.number({ error: REGISTRY_TEXTS.registrationIds }).int(REGISTRY_TEXTS.registrationIds).positive(REGISTRY_TEXTS.registrationIds),
        { error: REGISTRY_TEXTS.registrationIds },
      )
      .max(1000, REGISTRY_TEXTS.registrationIds),
  })
  .strict();
