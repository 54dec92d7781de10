// The registry's staff routes against real D1: a camera's point set by hand, incidents, and the
// cameras around an incident found by the bounding box on the point index and then the exact
// distance, nearest first, correct at the edge of the radius.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { auditLog, cameraRegistrations, footageRequests, incidents } from "../../../worker/db/schema";
import { registrationsInBox } from "../../../worker/db/incidents";
import { boundingBox, type Point } from "../../../worker/shared/distance";
import { REGISTRY_TEXTS } from "../../../worker/shared/schemas/registry";
import { apiClient, read, successBody, type ApiClient } from "../api-client";
import { db } from "../helpers";
import { eventually } from "../outbox/helpers";
import { asAdmin, callWith } from "../session-helpers";
import { ANSWERS, fakeGeocoder } from "./geocoder-fake";
import type { IncidentBody } from "./owner-fixtures";
import { CANTON, pointAt } from "./points";

let adminCookie: string;
let admin: ApiClient;
beforeAll(async () => {
  adminCookie = await asAdmin();
  admin = apiClient({ cookie: adminCookie });
});
afterEach(() => vi.restoreAllMocks());

/** A raw request, for the tables of bodies the types forbid (a latitude as text or null, NaN). */
function send(method: string, path: string, body?: unknown) {
  return callWith(adminCookie, path, {
    method,
    headers: { "Content-Type": "application/json", Origin: "http://localhost" },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

let places = 0;
/** A place of this test's own, about a kilometre from every other test's, so searches do not meet. */
const freshCenter = (): Point => pointAt(CANTON, 0, ++places * 3500);

const OWNER = { name: "Noor Haddad", email: "noor.haddad@example.com", phone: "(410) 555-0177", cameraDetails: "Doorbell camera." };

async function registrationAt(point: Point | null, fields: Partial<typeof cameraRegistrations.$inferInsert> = {}) {
  const [row] = await db()
    .insert(cameraRegistrations)
    .values({
      ...OWNER,
      reference: crypto.randomUUID(),
      address: "2911 O'Donnell St, Baltimore, MD 21224",
      terms: true,
      ...(point ? { ...point, locationStatus: "located" as const, locationSource: "geocoder" as const } : {}),
      ...fields,
    })
    .returning();
  return row!;
}

const incidentBody = (fields: Partial<IncidentBody> = {}) => ({
  caseReference: "25-004512",
  occurredOn: "2026-03-14",
  windowStart: "22:30",
  windowEnd: "01:15",
  footageSought: "A person trying car doors along the block",
  ...fields,
});

async function createIncident(fields: Partial<IncidentBody>) {
  const response = await admin.incidents.$post({ json: incidentBody(fields) });
  expect(response.status).toBe(201);
  return successBody(response);
}

const detailOf = async (id: number) => {
  const response = await admin.incidents[":id"].$get({ param: { id: String(id) } });
  expect(response.status).toBe(200);
  return successBody(response);
};
const putIncident = (id: number, json: IncidentBody) => admin.incidents[":id"].$put({ param: { id: String(id) }, json });
const deleteIncident = (id: number) => admin.incidents[":id"].$delete({ param: { id: String(id) } });
const setLocation = (id: number, json: { latitude?: number; longitude?: number; point?: string }) =>
  admin["camera-registrations"][":id"].location.$put({ param: { id: String(id) }, json });

describe("the cameras around an incident", () => {
  it("are the located ones within 150 ft, nearest first, measured exactly at the edge", async () => {
    const center = freshCenter();
    const at = async (bearing: number, feet: number) => ({ feet, row: await registrationAt(pointAt(center, bearing, feet)) });
    const placed = [
      await at(90, 151), // just outside, due east
      await at(0, 149), // just inside, due north
      await at(225, 10),
      await at(45, 155), // inside the box's corner, outside the circle
      await at(135, 149.9),
      await at(315, 150.1),
      await at(270, 100),
    ];
    // Pending and not found: no point, never in the radius.
    await registrationAt(null);
    const incident = await createIncident({ ...center });
    expect(incident).toMatchObject({ locationStatus: "located", locationSource: "staff", radiusFeet: 150, requestCount: 0 });

    const { nearby } = await detailOf(incident.id);
    const expected = placed.filter(({ feet }) => feet <= 150).sort((a, b) => a.feet - b.feet);
    expect(nearby.map((camera) => camera.registrationId)).toEqual(expected.map(({ row }) => row.id));
    nearby.forEach((camera, index) => expect(camera.distanceFeet).toBeCloseTo(expected[index]!.feet, 3));
    expect(nearby[0]).toMatchObject({ name: OWNER.name, email: OWNER.email, request: null });
  });

  it("are searched with the point index (camera_registrations_point_idx)", async () => {
    const query = registrationsInBox(db(), boundingBox(CANTON, 150)).toSQL();
    const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .bind(...query.params)
      .all<{ detail: string }>();
    const details = plan.results.map((row) => row.detail).join("\n");
    expect(details).toMatch(/SEARCH camera_registrations USING INDEX camera_registrations_point_idx \(latitude>\? AND latitude<\?\)/);
  });

  it("carry their footage request, and requests whose owner left are listed apart", async () => {
    const center = freshCenter();
    const owner = await registrationAt(pointAt(center, 0, 40));
    const incident = await createIncident({ ...center });
    await db()
      .insert(footageRequests)
      .values([
        {
          incidentId: incident.id,
          cameraRegistrationId: owner.id,
          distanceFeet: 40,
          answer: "may_have",
          answeredAt: new Date("2026-03-15T12:00:00Z"),
        },
        { incidentId: incident.id, cameraRegistrationId: null, distanceFeet: 80, answer: "removed" },
      ]);
    const detail = await detailOf(incident.id);
    expect(detail.incident).toMatchObject({ requestCount: 2, answerCount: 2 });
    // Each request shows the distance to its 50 ft band only, even a row written with the exact figure.
    expect(detail.nearby[0]!.request).toMatchObject({
      distanceBand: { fromFeet: 0, toFeet: 50 },
      answer: "may_have",
      answeredAt: "2026-03-15T12:00:00.000Z",
      messageStatus: null,
      messageLoggedOnly: false,
    });
    expect(detail.formerOwners).toEqual([expect.objectContaining({ distanceBand: { fromFeet: 50, toFeet: 100 }, answer: "removed" })]);
    expect(JSON.stringify(detail.formerOwners)).not.toMatch(/\b80\b/);
  });

  it("not yet located in the incident's ZIP code are listed for a manual check", async () => {
    const center = freshCenter();
    const pending = await registrationAt(null, { address: "3020 Elliott St, Baltimore, MD 21224" });
    const notFound = await registrationAt(null, { address: "Rear of 2920 O'Donnell, Baltimore, MD 21224", locationStatus: "not_found" });
    const failedByMatch = await registrationAt(null, {
      address: "2930 Hudson Street",
      matchedAddress: "2930 HUDSON ST, BALTIMORE, MD, 21224",
      zipCode: "21224",
      city: "Baltimore",
      locationStatus: "failed",
    });
    const elsewhere = await registrationAt(null, { address: "1100 Light St, Baltimore, MD 21230" });
    const located = await registrationAt(pointAt(center, 0, 5000), { address: "2900 Boston St, Baltimore, MD 21224" });
    const incident = await createIncident({ ...center, address: "2909 O'Donnell St, Baltimore, MD 21224" });

    const ids = (await detailOf(incident.id)).unlocated.map((camera) => camera.registrationId);
    expect(ids).toEqual(expect.arrayContaining([pending.id, notFound.id, failedByMatch.id]));
    expect(ids).not.toContain(elsewhere.id);
    expect(ids).not.toContain(located.id);
  });
});

describe("an incident", () => {
  it("given by address is pending, looked up through the queue, and looked up again when the address changes", async () => {
    const lookedUp = fakeGeocoder((address) => (address.startsWith("2907") ? ANSWERS.match : ANSWERS.severalMatches));
    const incident = await createIncident({ address: "2907 O'Donnell St, Baltimore, MD 21224" });
    expect(incident).toMatchObject({ locationStatus: "pending", latitude: null, address: "2907 O'Donnell St, Baltimore, MD 21224" });
    const located = await eventually(
      () => detailOf(incident.id),
      (detail) => detail.incident.locationStatus === "located",
    );
    expect(located.incident).toMatchObject({ latitude: 39.2798986, longitude: -76.5750852, locationSource: "geocoder" });

    // The form sends everything back: an unchanged place is not looked up again.
    const same = await putIncident(incident.id, incidentBody({ address: incident.address!, latitude: 39.2798986, longitude: -76.5750852 }));
    expect(await same.json()).toMatchObject({ locationStatus: "located", locationSource: "geocoder" });

    const moved = await putIncident(incident.id, incidentBody({ address: "100 Light St, Baltimore, MD" }));
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ locationStatus: "pending", latitude: null, matchedAddress: null });
    const relocated = await eventually(
      () => detailOf(incident.id),
      (detail) => detail.incident.locationStatus === "located",
    );
    expect(relocated.incident.matchedAddress).toBe("100 LIGHT ST, BALTIMORE, MD, 21202");
    expect(lookedUp).toEqual(["2907 O'Donnell St, Baltimore, MD 21224", "100 Light St, Baltimore, MD"]);
  });

  it("is listed newest first, changed, and deleted with its footage requests", async () => {
    const first = await createIncident({ ...freshCenter(), caseReference: "A-1" });
    const second = await createIncident({ ...freshCenter(), caseReference: "A-2", keepFootageDays: 14 });
    const list = await read(admin.incidents.$get({ query: {} }));
    const ours = list.filter((row) => row.id === first.id || row.id === second.id).map((row) => row.caseReference);
    expect(ours).toEqual(["A-2", "A-1"]);
    expect(second.keepFootageDays).toBe(14);
    expect(first.keepFootageDays).toBe(30);

    const point = pointAt(CANTON, 180, 2000);
    const changed = await putIncident(first.id, incidentBody({ caseReference: "A-1b", ...point }));
    expect(await changed.json()).toMatchObject({ caseReference: "A-1b", ...point, locationSource: "staff" });

    await db().insert(footageRequests).values({ incidentId: first.id, cameraRegistrationId: null, distanceFeet: 12 });
    const deleted = await deleteIncident(first.id);
    expect(deleted.status).toBe(204);
    expect(await db().select().from(footageRequests).where(eq(footageRequests.incidentId, first.id))).toEqual([]);
    expect((await admin.incidents[":id"].$get({ param: { id: String(first.id) } })).status).toBe(404);
  });

  it("with bad input answers 400 with each field's message, and stores nothing", async () => {
    const before = (await db().select().from(incidents)).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ caseReference: " " }, "caseReference", REGISTRY_TEXTS.caseReference],
      [{ occurredOn: "2026-02-30" }, "occurredOn", "This date does not exist"],
      [{ windowStart: "24:10" }, "windowStart", "Use a time from 00:00 to 23:59"],
      [{ footageSought: "" }, "footageSought", REGISTRY_TEXTS.footageSought],
      [{ keepFootageDays: 0 }, "keepFootageDays", REGISTRY_TEXTS.keepFootageDays],
      [{ keepFootageDays: 366 }, "keepFootageDays", REGISTRY_TEXTS.keepFootageDays],
      [{}, "address", REGISTRY_TEXTS.place],
      [{ latitude: 39.28 }, "longitude", REGISTRY_TEXTS.longitudeMissing],
      [{ latitude: 91, longitude: -76.5 }, "latitude", REGISTRY_TEXTS.latitude],
      [{ latitude: "39.28", longitude: -76.5 }, "latitude", REGISTRY_TEXTS.latitude],
      [{ latitude: -76.58, longitude: 39.28 }, "latitude", REGISTRY_TEXTS.farAway],
    ];
    for (const [fields, field, message] of cases) {
      const response = await send("POST", "/api/incidents", {
        ...incidentBody({ address: "2909 O'Donnell St, Baltimore, MD 21224" }),
        ...fields,
        ...(Object.keys(fields).length === 0 ? { address: "" } : {}),
      });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const body = await response.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.errors[field], JSON.stringify(fields)).toContain(message);
    }
    expect((await db().select().from(incidents)).length).toBe(before);
  });

  it("unknown answers 404 to a read, a change and a delete", async () => {
    expect((await admin.incidents[":id"].$get({ param: { id: "999999" } })).status).toBe(404);
    expect((await putIncident(999999, incidentBody({ ...CANTON }))).status).toBe(404);
    expect((await deleteIncident(999999)).status).toBe(404);
  });
});

describe("a camera's point set by staff", () => {
  it("is taken as numbers or as pasted from a map, and answers the registration's location", async () => {
    const row = await registrationAt(null);
    const numbers = await setLocation(row.id, { latitude: 39.2851, longitude: -76.5862 });
    expect(numbers.status).toBe(200);
    expect(await numbers.json()).toEqual({
      latitude: 39.2851,
      longitude: -76.5862,
      locationStatus: "located",
      locationSource: "staff",
      matchedAddress: null,
    });
    for (const point of ["39.28, -76.59", "(39.28,-76.59)", "39.28 -76.59"]) {
      const pasted = await setLocation(row.id, { point });
      expect(await pasted.json(), point).toMatchObject({ latitude: 39.28, longitude: -76.59, locationSource: "staff" });
    }
  });

  it("shows in the registration list with the match's city, state and ZIP (R5's reading otherwise)", async () => {
    const matched = await registrationAt(
      { latitude: 39.2798986, longitude: -76.5750852 },
      {
        address: "2907 odonnell street",
        matchedAddress: "2907 O'DONNELL ST, BALTIMORE, MD, 21224",
        city: "Baltimore",
        state: "MD",
        zipCode: "21224",
      },
    );
    const parsed = await registrationAt(null, { address: "1100 Light St, Baltimore, MD 21230" });
    const list = await read(admin["camera-registrations"].$get());
    expect(list.find((row) => row.id === matched.id)).toMatchObject({
      city: "Baltimore",
      state: "MD",
      zipCode: "21224",
      latitude: 39.2798986,
      longitude: -76.5750852,
      locationStatus: "located",
      locationSource: "geocoder",
      matchedAddress: "2907 O'DONNELL ST, BALTIMORE, MD, 21224",
    });
    expect(list.find((row) => row.id === parsed.id)).toMatchObject({
      city: "Baltimore",
      zipCode: "21230",
      locationStatus: "pending",
      latitude: null,
    });
  });

  it("refuses what is not a point near Maryland, with the field's message", async () => {
    const row = await registrationAt(null);
    const cases: [unknown, string, string][] = [
      [{ point: "somewhere on Boston St" }, "point", REGISTRY_TEXTS.point],
      [{ point: "91, -76.5" }, "point", REGISTRY_TEXTS.point],
      [{ point: "-76.5862, 39.2851" }, "point", REGISTRY_TEXTS.farAway],
      [{ latitude: 39.28 }, "longitude", REGISTRY_TEXTS.pointMissing],
      [{ latitude: 39.28, longitude: -181 }, "longitude", REGISTRY_TEXTS.longitude],
      [{ latitude: null, longitude: -76.5 }, "latitude", REGISTRY_TEXTS.latitude],
      [{ latitude: 0, longitude: 0 }, "latitude", REGISTRY_TEXTS.farAway],
    ];
    for (const [body, field, message] of cases) {
      const response = await send("PUT", `/api/camera-registrations/${row.id}/location`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json<{ errors: Record<string, string[]> }>()).errors[field], JSON.stringify(body)).toContain(message);
    }
    // NaN is no JSON: the body is refused as such.
    expect((await send("PUT", `/api/camera-registrations/${row.id}/location`, '{"latitude": NaN, "longitude": -76.5}')).status).toBe(400);
    expect((await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, row.id)))[0]).toMatchObject({
      locationStatus: "pending",
      latitude: null,
    });
    expect((await setLocation(999999, { point: "39.28, -76.59" })).status).toBe(404);
  });
});

describe("the audit trail", () => {
  it("records each change in words, without an address, a point or a name", async () => {
    const row = await registrationAt(null);
    await setLocation(row.id, { point: "39.2851, -76.5862" });
    const incident = await createIncident({
      latitude: 39.2851,
      longitude: -76.5862,
      address: "2909 O'Donnell St, Baltimore, MD 21224",
      caseReference: "AUD-7",
    });
    await putIncident(incident.id, incidentBody({ caseReference: "AUD-7", address: "2911 O'Donnell St, Baltimore, MD 21224" }));
    await deleteIncident(incident.id);

    const entries = await db().select().from(auditLog);
    const ours = entries.filter(
      (entry) =>
        (entry.entity === "incident" && entry.entityId === incident.id) ||
        (entry.entity === "camera registration" && entry.entityId === row.id),
    );
    expect(ours.map((entry) => [entry.entity, entry.action, entry.summary])).toEqual([
      ["camera registration", "update", "Location set by staff"],
      ["incident", "create", "Case AUD-7 recorded"],
      ["incident", "update", "Case AUD-7 changed: address; new address sent to the geocoder"],
      ["incident", "delete", "Case AUD-7 deleted"],
    ]);
    const text = JSON.stringify(ours);
    for (const secret of ["O'Donnell", "39.28", "76.58", OWNER.name, OWNER.email]) expect(text).not.toContain(secret);
  });
});
