// Staff's corrections to an incident (R14, decision 0041): anything may change until an owner is
// asked; after that, what owners were told stays as sent (409, nothing written) while the case
// reference and the place can still be corrected; an address that failed to geocode keeps its
// place beside the point staff add; every edit is audited by the fields it changed.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { changeWithAuditIfChanged } from "../../../worker/db/audit";
import { updateIncidentBeforeRequests } from "../../../worker/db/incidents";
import { footageRequests, incidents } from "../../../worker/db/schema";
import { errorBody, successBody } from "../api-client";
import { call, db } from "../helpers";
import { eventually } from "../outbox/helpers";
import { auditFor, signedInAdmin } from "../record-fixtures";
import { ANSWERS, fakeGeocoder } from "./geocoder-fake";
import { createIncident, detailOf, incidentBody } from "./incident-fixtures";
import { emailOwners, linksIn, mainText, pathOf, registrationAt as ownerAt, requestEmail, type IncidentBody } from "./owner-fixtures";
import { CANTON, pointAt } from "./points";

const { api } = signedInAdmin();
const edit = (id: number, json: IncidentBody) => api().incidents[":id"].$put({ param: { id: String(id) }, json });

const storedIncident = async (id: number) => (await db().select().from(incidents).where(eq(incidents.id, id)))[0]!;
const summaries = async (id: number) => (await auditFor("incident", id)).map((entry) => entry.summary);

/** An incident at a point of its own, and (when `asked`) one owner already asked about it. */
async function incidentWith({ asked }: { asked: boolean }, fields: Partial<IncidentBody> = {}) {
  const incident = await createIncident(api(), { ...pointAt(CANTON, 200, 1000), ...fields });
  if (asked) await db().insert(footageRequests).values({ incidentId: incident.id, cameraRegistrationId: null, distanceFeet: 50 });
  return incident;
}

describe("before any owner is asked", () => {
  it("the date, time window, footage sought and days to keep change, audited by the fields changed", async () => {
    const incident = await incidentWith({ asked: false }, { caseReference: "ED-1" });
    const body = incidentBody({
      caseReference: "ED-1",
      latitude: incident.latitude,
      longitude: incident.longitude,
      occurredOn: "2026-03-15",
      windowStart: "21:00",
      footageSought: "A white van on the block",
      keepFootageDays: 14,
    });
    const response = await edit(incident.id, body);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      occurredOn: "2026-03-15",
      windowStart: "21:00",
      windowEnd: "01:15",
      footageSought: "A white van on the block",
      keepFootageDays: 14,
      locationSource: "staff",
    });
    expect(await summaries(incident.id)).toEqual([
      "Case ED-1 recorded",
      "Case ED-1 changed: date, time window, footage sought, days to keep",
    ]);

    // Sent back unchanged (the form sends every field): audited as such.
    expect((await edit(incident.id, body)).status).toBe(200);
    expect((await summaries(incident.id)).at(-1)).toBe("Case ED-1 saved without changes");
  });
});

describe("once owners have been asked", () => {
  it("refuses a change to what they were told with 409, saying why on each field, and writes nothing", async () => {
    const incident = await incidentWith({ asked: true }, { caseReference: "ED-2" });
    const before = await storedIncident(incident.id);
    const place = { latitude: incident.latitude, longitude: incident.longitude };
    const changes: Partial<IncidentBody>[] = [
      { occurredOn: "2026-03-13" },
      { windowStart: "22:00" },
      { windowEnd: "02:00" },
      { footageSought: "Anything at all" },
      { keepFootageDays: 60 },
    ];
    for (const change of changes) {
      // With a change staff may make (the case reference): the whole edit is refused.
      const response = await edit(incident.id, incidentBody({ caseReference: "ED-2b", ...place, ...change }));
      expect(response.status, JSON.stringify(change)).toBe(409);
      const answer = await errorBody(response);
      expect(answer.message).toBe(
        "Owners have already been asked for footage about this incident: its date, time window, footage sought and days to keep stay as they were sent. Record a new incident to ask about anything else.",
      );
      expect(answer.errors).toEqual({ [Object.keys(change)[0]!]: ["Owners were already told this: it stays as it was sent."] });
    }
    expect(await storedIncident(incident.id)).toEqual(before);
    expect(await summaries(incident.id)).toEqual(["Case ED-2 recorded"]);
  });

  it("still takes a new case reference and a corrected point, audited", async () => {
    const incident = await incidentWith({ asked: true }, { caseReference: "ED-3" });
    const moved = pointAt(CANTON, 200, 1040);
    const response = await edit(incident.id, incidentBody({ caseReference: "ED-3b", ...moved }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ caseReference: "ED-3b", ...moved, locationSource: "staff", requestCount: 1 });
    expect((await summaries(incident.id)).at(-1)).toBe("Case ED-3b changed: case reference; point set by staff");
  });

  it("a corrected address leaves each owner's page naming the place as their email did", async () => {
    const center = pointAt(CANTON, 200, 1080);
    const owner = await ownerAt(pointAt(center, 0, 70));
    const incident = await createIncident(api(), { ...center, caseReference: "ED-6", address: "2909 O'Donnell St, Baltimore, MD 21224" });
    expect((await emailOwners(api(), incident.id)).status).toBe(201);
    const email = await requestEmail(incident.id, owner.id);
    expect(email.textBody).toContain("An incident was reported near the 2900 block of O'Donnell St");
    const answerPath = pathOf(linksIn(email.textBody).answer[0]!);
    const corrected = incidentBody({ caseReference: "ED-6", ...center, address: "3110 Boston St, Baltimore, MD 21224" });
    expect((await edit(incident.id, corrected)).status).toBe(200);
    expect((await storedIncident(incident.id)).address).toBe("3110 Boston St, Baltimore, MD 21224");
    const page = mainText(await (await call(answerPath)).text());
    expect(page).toContain("Where Near the 2900 block of O'Donnell St");
    expect(page).not.toContain("Boston St");
  });

  it("a change to what they were told is not written when a request was sent after it was checked", async () => {
    const incident = await incidentWith({ asked: true }, { caseReference: "ED-4" });
    const before = await storedIncident(incident.id);
    const note = { by: { id: "u", email: null }, action: "update", entity: "incident", entityId: incident.id, summary: "x" } as const;
    const rows = await changeWithAuditIfChanged(db(), note, updateIncidentBeforeRequests(db(), incident.id, { windowStart: "20:00" }));
    expect(rows).toEqual([]);
    expect(await storedIncident(incident.id)).toEqual(before);
    expect(await summaries(incident.id)).toEqual(["Case ED-4 recorded"]);
  });
});

describe("an incident whose address could not be located", () => {
  it("keeps its address beside the point staff add, and looks it up again once the point is taken away", async () => {
    const lookedUp = fakeGeocoder(() => ANSWERS.noMatch);
    const address = "Rear of 2920 Elliott, Baltimore, MD 21224";
    const incident = await incidentWith({ asked: false }, { caseReference: "ED-5", latitude: null, longitude: null, address });
    const notFound = await eventually(
      () => detailOf(api(), incident.id),
      (detail) => detail.incident.locationStatus === "not_found",
    );
    expect(notFound.incident.address).toBe(address);

    const point = pointAt(CANTON, 45, 60);
    const placed = await edit(incident.id, incidentBody({ caseReference: "ED-5", address, ...point }));
    expect(placed.status).toBe(200);
    const expected = { address, ...point, locationStatus: "located", locationSource: "staff", matchedAddress: null };
    expect(await placed.json()).toMatchObject(expected);
    expect(await storedIncident(incident.id)).toMatchObject({ city: "Baltimore", state: "MD", zipCode: "21224" });
    // The form sends both back: nothing moves, nothing is looked up.
    const again = await edit(incident.id, incidentBody({ caseReference: "ED-5", address, ...point }));
    expect(await again.json()).toMatchObject(expected);
    expect(lookedUp).toEqual([address]);
    expect(await summaries(incident.id)).toEqual([
      "Case ED-5 recorded; address sent to the geocoder",
      "Case ED-5 changed: point set by staff",
      "Case ED-5 saved without changes",
    ]);

    const unplaced = await edit(incident.id, incidentBody({ caseReference: "ED-5", address }));
    expect(await successBody(unplaced)).toMatchObject({ address, locationStatus: "pending", latitude: null });
    await eventually(
      () => Promise.resolve(lookedUp.length),
      (count) => count === 2,
    );
    expect((await summaries(incident.id)).at(-1)).toBe("Case ED-5 changed: new address sent to the geocoder");
  });
});
