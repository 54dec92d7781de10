// Answers of the registry's API, in the shapes of worker/shared/registry.ts, and the calls made to it.
import type { FootageRequestView, IncidentDetail, IncidentSummary, NearbyCamera } from "../../../worker/shared/registry";
import { json, requestUrl, type stubApi } from "../render";
import { ROLES } from "../../../worker/shared/roles";

type Call = [RequestInfo | URL, RequestInit | undefined];

/** The calls made to a stubbed API with this method, to a path matching `path`. */
export const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: RegExp) =>
  (fetchMock.mock.calls as unknown as Call[]).filter(([input, init]) => (init?.method ?? "GET") === method && path.test(requestUrl(input)));

/** What the dashboard reads for a signed-in admin besides the registry, for tests that render its route. */
export const signedInAdmin = {
  "/api/auth/user": () => json({ id: "u1", email: "staff@harborlight.example", firstName: null, lastName: null, profileImageUrl: null }),
  "/api/admin/status": () => json({ isStaff: true, role: "owner", permissions: ROLES.owner.permissions }),
  "/api/contacts": () => json([]),
  "/api/camera-registrations": () => json([]),
};

/** Patterson Park's pagoda, Baltimore. */
export const PAGODA = { latitude: 39.2887, longitude: -76.5804 };

export const incident = (overrides: Partial<IncidentSummary> = {}): IncidentSummary => ({
  id: 3,
  caseReference: "BPD-26-0412",
  occurredOn: "2026-03-08",
  windowStart: "22:00",
  windowEnd: "02:00",
  footageSought: "A person on a bicycle heading east.",
  keepFootageDays: 30,
  address: "2601 E Pratt St, Baltimore, MD 21224",
  radiusFeet: 150,
  createdAt: "2026-03-09T14:00:00.000Z",
  requestCount: 1,
  answerCount: 1,
  newAnswerCount: 0,
  state: "open",
  closedAt: null,
  closingNote: null,
  closedBy: null,
  latitude: PAGODA.latitude,
  longitude: PAGODA.longitude,
  locationStatus: "located",
  locationSource: "geocoder",
  matchedAddress: "2601 E PRATT ST, BALTIMORE, MD, 21224",
  ...overrides,
});

export const request = (id: number, overrides: Partial<FootageRequestView> = {}): FootageRequestView => ({
  id,
  distanceBand: { fromFeet: 0, toFeet: 50 },
  emailedAt: "2026-03-09T15:05:00.000Z",
  messageStatus: "sent",
  messageLoggedOnly: false,
  answer: null,
  answeredAt: null,
  followedUpAt: null,
  newAnswer: false,
  ...overrides,
});

/** A camera `northFeet` north of the pagoda (0.001° of latitude is about 364.8 ft). */
export const camera = (registrationId: number, northFeet: number, overrides: Partial<NearbyCamera> = {}): NearbyCamera => ({
  registrationId,
  reference: `cam-${registrationId}`,
  name: `Owner ${registrationId}`,
  email: `owner${registrationId}@example.com`,
  phone: "443-555-0199",
  address: `${registrationId} S Patterson Park Ave, Baltimore, MD 21231`,
  cameraDetails: `Camera of owner ${registrationId}`,
  latitude: PAGODA.latitude + northFeet / 364_812,
  longitude: PAGODA.longitude,
  distanceFeet: northFeet,
  request: null,
  ...overrides,
});

export const detail = (overrides: Partial<IncidentDetail> = {}): IncidentDetail => ({
  incident: incident(),
  nearby: [],
  unlocated: [],
  unlocatedArea: { zipCodes: ["21224"], cities: ["Baltimore"], neighbours: 4 },
  unlocatedInRegistry: 0,
  formerOwners: [],
  ...overrides,
});
