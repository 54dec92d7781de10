// The camera registry's shared words and shapes (R14): what the dashboard and the Worker agree on
// for located registrations, incidents and footage requests. Personal data in these shapes is
// for staff only; no public answer carries any of it.

/** Owners are asked about incidents reported within this distance of their camera (the public page states it). */
export const INCIDENT_RADIUS_FEET = 150;

/**
 * A footage request keeps how far its owner's camera was from the incident only to this band
 * (decision 0035): exact distances from two incidents meet at the camera, which must not stay
 * findable once its owner has left. Staff see exact distances only of registered cameras, from
 * their points.
 */
export const DISTANCE_BAND_FEET = 50;

/** A band of distance: from its lower bound, a multiple of DISTANCE_BAND_FEET, to the next. */
export interface DistanceBand {
  fromFeet: number;
  toFeet: number;
}

export function distanceBand(feet: number): DistanceBand {
  const fromFeet = Number.isFinite(feet) && feet > 0 ? Math.floor(feet / DISTANCE_BAND_FEET) * DISTANCE_BAND_FEET : 0;
  return { fromFeet, toFeet: fromFeet + DISTANCE_BAND_FEET };
}

/** "50–100 ft". */
export const distanceBandLabel = ({ fromFeet, toFeet }: DistanceBand) => `${fromFeet}–${toFeet} ft`;

/** Where a registration's or an incident's point stands, as stored: geocoded through the queue, or set by hand. */
export const LOCATION_STATUSES = ["pending", "located", "not_found", "failed"] as const;
export type LocationStatus = (typeof LOCATION_STATUSES)[number];
export const LOCATION_SOURCES = ["geocoder", "staff", "device"] as const;
export type LocationSource = (typeof LOCATION_SOURCES)[number];

/** An owner's answer to a footage request, as stored. */
export const FOOTAGE_ANSWERS = ["may_have", "no_footage", "removed"] as const;
export type FootageAnswer = (typeof FOOTAGE_ANSWERS)[number];

export const LOCATION_STATUS_LABELS: Record<LocationStatus, string> = {
  pending: "Pending location",
  located: "Located",
  not_found: "Address not found",
  failed: "Lookup failed, retrying",
};

export const LOCATION_SOURCE_LABELS: Record<LocationSource, string> = {
  geocoder: "Census geocoder",
  staff: "Set by staff",
  device: "Owner's device",
};

export const FOOTAGE_ANSWER_LABELS: Record<FootageAnswer, string> = {
  may_have: "May have footage",
  no_footage: "No footage",
  removed: "Left the registry",
};

/** Where a registration or an incident is, as staff see it. */
export interface LocationView {
  latitude: number | null;
  longitude: number | null;
  locationStatus: LocationStatus;
  locationSource: LocationSource | null;
  matchedAddress: string | null;
}

/** An incident in the dashboard's list. */
export interface IncidentSummary extends LocationView {
  id: number;
  caseReference: string;
  /** YYYY-MM-DD, a Baltimore calendar day. */
  occurredOn: string;
  /** HH:MM, 24-hour; the end may be earlier than the start when the window passes midnight. */
  windowStart: string;
  windowEnd: string;
  footageSought: string;
  keepFootageDays: number;
  address: string | null;
  radiusFeet: number;
  createdAt: string;
  /** Footage requests emailed for it, and how many owners answered. */
  requestCount: number;
  answerCount: number;
  /** Answers staff have not seen yet (see FootageRequestView.newAnswer). */
  newAnswerCount: number;
  /** Open until staff close it; a closed one is read-only until the purge, with why and by whom. */
  state: "open" | "closed";
  closedAt: string | null;
  closingNote: string | null;
  closedBy: string | null;
}

/** What one owner was asked about one incident, and what came of it. */
export interface FootageRequestView {
  id: number;
  /** How far the camera was, to the band only: never the exact distance. */
  distanceBand: DistanceBand;
  emailedAt: string | null;
  /** The request email's delivery, from the outbox: pending, sent or failed (null once its owner left). */
  messageStatus: "pending" | "sent" | "failed" | null;
  /** The email was only written to the Worker's log (no email binding configured): "sent" there means never delivered. */
  messageLoggedOnly: boolean;
  answer: FootageAnswer | null;
  answeredAt: string | null;
  followedUpAt: string | null;
  /**
   * An answer staff have not seen: given (or changed) since staff last opened the incident, and
   * the request not followed up.
   */
  newAnswer: boolean;
}

/** A located registration inside an incident's radius, nearest first. */
export interface NearbyCamera {
  registrationId: number;
  reference: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  cameraDetails: string;
  latitude: number;
  longitude: number;
  distanceFeet: number;
  request: FootageRequestView | null;
}

/**
 * Around an incident's point, located registrations within this many miles lend their ZIP codes
 * and cities to the area where registrations not yet located are listed for a manual check
 * (decision 0041).
 */
export const MANUAL_CHECK_MILES = 1;
export const MANUAL_CHECK_FEET = MANUAL_CHECK_MILES * 5280;

/** Where registrations not yet located are looked for around an incident (decision 0041). */
export interface ManualCheckArea {
  /** The incident's own ZIP code and those of the located registrations near it, sorted. */
  zipCodes: string[];
  /** Their cities likewise, for registrations without a ZIP code (or all of them when no ZIP code is known). */
  cities: string[];
  /** How many located registrations within MANUAL_CHECK_MILES lent theirs (none when the incident has no point). */
  neighbours: number;
}

/** A registration not yet located, in the incident's area (ManualCheckArea): for a manual check. */
export interface UnlocatedCamera {
  registrationId: number;
  reference: string;
  name: string;
  address: string;
  locationStatus: LocationStatus;
}

/** `GET /api/incidents/:id`. */
export interface IncidentDetail {
  incident: IncidentSummary;
  nearby: NearbyCamera[];
  unlocated: UnlocatedCamera[];
  /** Where `unlocated` were looked for. */
  unlocatedArea: ManualCheckArea;
  /** Registrations with no point in the whole registry (pending, not found or failed), in the area or not. */
  unlocatedInRegistry: number;
  /** Requests whose owner has since left the registry: kept, without the owner, in random order (not by distance). */
  formerOwners: FootageRequestView[];
}

/** One owner a footage request would go to, in its preview. */
export interface PreviewRecipient {
  registrationId: number;
  name: string;
  distanceFeet: number;
  distanceBand: DistanceBand;
}

/**
 * `GET /api/incidents/:id/footage-requests/preview`: the email each owner not asked yet would get,
 * made by the template that sends it, with placeholders where each owner's own links go; and who
 * would get it, nearest first. Sending names these recipients (`registrationIds`).
 */
export interface FootageRequestPreview {
  subject: string;
  text: string;
  html: string;
  recipients: PreviewRecipient[];
  /** The registrations in the incident's area with no point yet (decision 0041): this send misses them. */
  missed: UnlocatedCamera[];
}

/** The owners' own pages, opened from the links in their emails (worker/registry/owner-pages/). */
export const OWNER_PAGES = {
  answer: "/registry/answer",
  leave: "/registry/leave",
  manage: "/registry/manage",
  confirmEmail: "/registry/confirm-email",
} as const;

/** The three choices a footage request offers, as the email's links and the pages' buttons say them. */
export const FOOTAGE_LINK_LABELS = {
  may_have: "I may have footage",
  no_footage: "I have no footage",
  leave: "Remove me from the registry",
} as const;
