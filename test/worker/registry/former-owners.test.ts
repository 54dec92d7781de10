// What is kept of an owner who has left, about the incidents they were asked about: the answer,
// and how far their camera was only to its 50 ft band, listed in random order. Two exact
// distances would be two circles meeting at the camera; the bands, the order of the list and the
// order owners were asked in must not narrow it down again.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { footageRequests } from "../../../worker/db/schema";
import { distanceFeet, type Point } from "../../../worker/shared/distance";
import { distanceBand, distanceBandLabel, type FootageRequestView } from "../../../worker/shared/registry";
import { apiClient, type ApiClient } from "../api-client";
import { db } from "../helpers";
import { asAdmin } from "../session-helpers";
import {
  createIncident,
  emailOwners,
  freshCenter,
  incidentDetail,
  linksIn,
  postForm,
  registrationAt,
  requestEmail,
  send,
  tokenFor,
} from "./owner-fixtures";
import { pointAt } from "./points";

let adminCookie: string;
let admin: ApiClient;
beforeAll(async () => {
  adminCookie = await asAdmin();
  admin = apiClient({ cookie: adminCookie });
});

const detailOf = (id: number) => incidentDetail(admin, id);
const followUp = (requestId: number, followedUp: boolean) =>
  admin["footage-requests"][":id"]["follow-up"].$put({ param: { id: String(requestId) }, json: { followedUp } });
const deleteRegistration = (id: number) => admin["camera-registrations"][":id"].$delete({ param: { id: String(id) } });
const tokenIn = (url: string) => new URL(url).searchParams.get("t")!;

/** How an exact distance would show in an answer: its whole feet followed by decimals, or rounded to a foot. */
const writingsOf = (feet: number) => [`${Math.floor(feet)}.`, `${Math.round(feet)} ft`];

/** Every admin read, by path: read raw, as the table names them. */
const ADMIN_READS = (incidents: number[]) => [
  "/api/camera-registrations",
  "/api/camera-registrations/export.csv",
  "/api/incidents",
  ...incidents.map((id) => `/api/incidents/${id}`),
  "/api/admin/audit",
  "/api/admin/messages?limit=200",
];

describe("a former owner's distance from an incident", () => {
  it.each([
    ["leaves from a footage request", "leave"],
    ["removes the registration from its manage link", "manage"],
    ["is deleted by staff", "staff"],
  ])("is kept to its 50 ft band only, in the table and in every admin answer, when the owner %s", async (_how, by) => {
    const camera = freshCenter();
    const owner = await registrationAt(camera);
    // Two incidents at measured distances from the camera: two circles that meet at it.
    const near = await createIncident(admin, pointAt(camera, 40, 63.7), { caseReference: "RING-1" });
    const far = await createIncident(admin, pointAt(camera, 215, 128.3), { caseReference: "RING-2" });
    const exact = [near, far].map((incident) => distanceFeet(incident as Point, camera));
    const traces = exact.flatMap(writingsOf);
    await emailOwners(admin, near.id);
    await emailOwners(admin, far.id);
    const nearLinks = linksIn((await requestEmail(near.id, owner.id)).textBody);
    const farLinks = linksIn((await requestEmail(far.id, owner.id)).textBody);
    await postForm("/registry/answer", { t: tokenIn(nearLinks.answer[0]!) });
    await postForm("/registry/answer", { t: tokenIn(farLinks.answer[1]!) });
    const [asked] = (await detailOf(near.id)).nearby;
    await followUp(asked!.request!.id, true);
    // While registered, staff see the exact distance (from the camera's point): the search below can find it.
    expect(JSON.stringify(await detailOf(near.id))).toContain(writingsOf(exact[0]!)[0]);

    if (by === "leave") expect((await postForm("/registry/leave", { t: tokenIn(nearLinks.leave[0]!) })).status).toBe(200);
    if (by === "manage") {
      const manage = await tokenFor({ registration: owner.reference!, incidentId: null, action: "manage" });
      expect((await postForm("/registry/manage", { t: manage, intent: "remove-confirmed" })).status).toBe(200);
    }
    if (by === "staff") expect((await deleteRegistration(owner.id)).status).toBe(200);

    const rows = await env.DB.prepare(
      "SELECT incident_id, camera_registration_id, distance_feet FROM footage_requests WHERE incident_id IN (?, ?)",
    )
      .bind(near.id, far.id)
      .all();
    expect(rows.results).toEqual(
      expect.arrayContaining([
        { incident_id: near.id, camera_registration_id: null, distance_feet: 50 },
        { incident_id: far.id, camera_registration_id: null, distance_feet: 100 },
      ]),
    );
    expect(rows.results).toHaveLength(2);

    const answers: [string, string][] = [];
    for (const path of ADMIN_READS([near.id, far.id])) answers.push([path, await (await send(adminCookie, "GET", path)).text()]);
    const followUpPath = `/api/footage-requests/${asked!.request!.id}/follow-up`;
    answers.push([followUpPath, await (await followUp(asked!.request!.id, false)).text()]);
    for (const [path, text] of answers) {
      expect({ path, traces: traces.filter((trace) => text.includes(trace)) }).toEqual({ path, traces: [] });
    }

    expect((await detailOf(near.id)).formerOwners).toEqual([
      expect.objectContaining({ answer: "may_have", distanceBand: { fromFeet: 50, toFeet: 100 } }),
    ]);
    expect((await detailOf(far.id)).formerOwners).toEqual([
      expect.objectContaining({ answer: "no_footage", distanceBand: { fromFeet: 100, toFeet: 150 } }),
    ]);
  });
});

describe("former owners of an incident", () => {
  // Twelve owners, so that a random order matches the order by distance once in 479,001,600.
  const FEET = [8, 21, 37, 46, 58, 69, 83, 97, 112, 124, 139, 147];

  it("were asked in random order and are listed in random order, so neither ranks them by distance", async () => {
    const center = freshCenter();
    const owners = [];
    for (const [index, feet] of FEET.entries()) owners.push(await registrationAt(pointAt(center, index * 30, feet)));
    const incident = await createIncident(admin, center);
    await emailOwners(admin, incident.id);
    await db()
      .update(footageRequests)
      .set({ answer: "no_footage", answeredAt: new Date() })
      .where(eq(footageRequests.incidentId, incident.id));

    // The requests' ids, nearest owner first: not in the order they were written.
    const requests = await db().select().from(footageRequests).where(eq(footageRequests.incidentId, incident.id));
    const idsByDistance = owners.map((owner) => requests.find((request) => request.cameraRegistrationId === owner.id)!.id);
    expect(idsByDistance).not.toEqual([...idsByDistance].sort((a, b) => a - b));

    for (const owner of owners) expect((await deleteRegistration(owner.id)).status).toBe(200);
    const orders: number[][] = [];
    for (let read = 0; read < 5; read++) orders.push((await detailOf(incident.id)).formerOwners.map((request) => request.id));
    expect(new Set(orders.map((order) => order.join())).size).toBeGreaterThan(1);
    expect(orders[0]!.sort((a, b) => a - b)).toEqual([...idsByDistance].sort((a, b) => a - b));
    const bands = (await detailOf(incident.id)).formerOwners.map((request: FootageRequestView) => request.distanceBand.fromFeet);
    expect(bands.sort((a, b) => a - b)).toEqual(FEET.map((feet) => Math.floor(feet / 50) * 50));
  });
});

describe("a distance's band", () => {
  it.each([
    [0, 0],
    [0.4, 0],
    [49.999, 0],
    [50, 50],
    [63.7, 50],
    [100, 100],
    [149.99, 100],
    [150, 150],
    [-3, 0],
    [Number.NaN, 0],
  ])("of %d ft starts at %d ft and spans 50 ft", (feet, fromFeet) => {
    expect(distanceBand(feet)).toEqual({ fromFeet, toFeet: fromFeet + 50 });
  });

  it("reads as staff see it", () => {
    expect(distanceBandLabel({ fromFeet: 50, toFeet: 100 })).toBe("50–100 ft");
  });
});

describe("the migration to distance bands", () => {
  it("turns every stored distance into its band's lower bound, and leaves bands as they are", async () => {
    const migration = env.TEST_MIGRATIONS.find((entry) => entry.name.endsWith("_footage_request_distance_bands.sql"));
    expect(migration).toBeDefined();
    const incident = await createIncident(admin, freshCenter());
    const stored = [0.4, 49.99, 50, 63.70312, 100, 128.29, 149.2, 150];
    await db()
      .insert(footageRequests)
      .values(stored.map((distance) => ({ incidentId: incident.id, cameraRegistrationId: null, distanceFeet: distance })));
    await env.DB.batch(migration!.queries.map((query) => env.DB.prepare(query)));
    await env.DB.batch(migration!.queries.map((query) => env.DB.prepare(query)));
    const rows = await db().select().from(footageRequests).where(eq(footageRequests.incidentId, incident.id)).orderBy(footageRequests.id);
    expect(rows.map((row) => row.distanceFeet)).toEqual([0, 0, 50, 50, 100, 100, 100, 150]);
  });
});
