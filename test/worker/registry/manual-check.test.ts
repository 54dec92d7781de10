// The registrations not located yet that an incident lists for a manual check (R14, decision
// 0041): matched to the incident's area, the ZIP codes and cities of its own address and of the
// located registrations within a mile of its point, so that an incident placed by coordinates
// alone lists them too; with the registry's count of registrations without a point.
import { ne } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { cameraRegistrations } from "../../../worker/db/schema";
import type { Point } from "../../../worker/shared/distance";
import { read } from "../api-client";
import { db } from "../helpers";
import { signedInAdmin } from "../record-fixtures";
import { ANSWERS, fakeGeocoder } from "./geocoder-fake";
import { createIncident, detailOf, registrationAt } from "./incident-fixtures";
import { CANTON, pointAt } from "./points";

const { api } = signedInAdmin();

let places = 0;
/** A place of this test's own, about 6 miles from every other test's, so no area meets another. */
const freshCenter = (): Point => pointAt(CANTON, 90, ++places * 32_000);

const notLocatedCount = async () =>
  (await db().select().from(cameraRegistrations).where(ne(cameraRegistrations.locationStatus, "located"))).length;

/** A registration the geocoder placed at `point`, with its match's city and ZIP code. */
const locatedAt = (point: Point, city: string, zipCode: string) =>
  registrationAt(point, `1 Main St, ${city}, MD ${zipCode}`, {
    matchedAddress: `1 MAIN ST, ${city.toUpperCase()}, MD, ${zipCode}`,
    city,
    state: "MD",
    zipCode,
  });

describe("an incident placed by coordinates", () => {
  it("lists the registrations not located yet in the ZIP codes and cities of the located registrations within a mile", async () => {
    const center = freshCenter();
    await locatedAt(pointAt(center, 0, 2000), "Brewerton", "29001");
    await locatedAt(pointAt(center, 180, 5200), "Brewerton", "29002");
    await locatedAt(pointAt(center, 90, 5400), "Farville", "29003"); // just over a mile
    const pending = await registrationAt(null, "10 Elm St, Brewerton, MD 29001");
    const failed = await registrationAt(null, "12 Elm St, Brewerton, MD 29002", { locationStatus: "failed", geocodeAttempts: 20 });
    const notFound = await registrationAt(null, "Rear of 14 Elm, Brewerton, MD 29001", { locationStatus: "not_found" });
    const noZip = await registrationAt(null, "16 Elm St, Brewerton, MD");
    const farZip = await registrationAt(null, "18 Elm St, Farville, MD 29003");
    const otherZipSameCity = await registrationAt(null, "20 Elm St, Brewerton, MD 29009");
    const noPlace = await registrationAt(null, "Corner of Elm and Oak");

    const incident = await createIncident(api(), { caseReference: "MC-1", ...center });
    expect(incident).toMatchObject({ address: null, locationSource: "staff" });
    const detail = await detailOf(api(), incident.id);

    // Newest first; by ZIP code where both have one, else by city.
    expect(detail.unlocated.map((camera) => camera.registrationId)).toEqual([noZip.id, notFound.id, failed.id, pending.id]);
    expect(detail.unlocated.map((camera) => camera.locationStatus)).toEqual(["pending", "not_found", "failed", "pending"]);
    expect(detail.unlocated[0]).toEqual({
      registrationId: noZip.id,
      reference: noZip.reference,
      name: "Noor Haddad",
      address: "16 Elm St, Brewerton, MD",
      locationStatus: "pending",
    });
    const listed = detail.unlocated.map((camera) => camera.registrationId);
    for (const left of [farZip, otherZipSameCity, noPlace]) expect(listed).not.toContain(left.id);
    expect(detail.unlocatedArea).toEqual({ zipCodes: ["29001", "29002"], cities: ["Brewerton"], neighbours: 2 });
    expect(detail.unlocatedInRegistry).toBe(await notLocatedCount());
    expect(detail.unlocatedInRegistry).toBeGreaterThanOrEqual(7);
  });

  it("with no located registration near lists by its address's city, and without one lists none, still counting the registry's", async () => {
    const center = freshCenter();
    const pending = await registrationAt(null, "7 Court St, Lonesborough, MD 29101");
    const byCity = await createIncident(api(), { caseReference: "MC-2", ...center, address: "80 Bond St, Lonesborough, MD" });
    const withCity = await detailOf(api(), byCity.id);
    expect(withCity.unlocated.map((camera) => camera.registrationId)).toEqual([pending.id]);
    expect(withCity.unlocatedArea).toEqual({ zipCodes: [], cities: ["Lonesborough"], neighbours: 0 });

    const bare = await createIncident(api(), { caseReference: "MC-3", ...freshCenter() });
    const nothing = await detailOf(api(), bare.id);
    expect(nothing.unlocated).toEqual([]);
    expect(nothing.unlocatedArea).toEqual({ zipCodes: [], cities: [], neighbours: 0 });
    expect(nothing.unlocatedInRegistry).toBe(await notLocatedCount());
    expect(nothing.unlocatedInRegistry).toBeGreaterThan(0);
  });
});

describe("an incident whose address names a city but no ZIP code", () => {
  it("lists the registrations not located yet in that city, with a point and without, as with the ZIP code", async () => {
    fakeGeocoder(() => ANSWERS.noMatch);
    const center = freshCenter();
    const first = await registrationAt(null, "12 Main St, Westminster, MD 21157");
    const second = await registrationAt(null, "300 Green St, Westminster, MD 21157", { locationStatus: "failed" });
    const elsewhere = await registrationAt(null, "5 Main St, Taneytown, MD 21787");
    const expected = [second.id, first.id];

    const withPoint = await createIncident(api(), { caseReference: "MC-4", ...center, address: "4425 Example Rd, Westminster, MD" });
    const byPoint = await detailOf(api(), withPoint.id);
    expect(byPoint.unlocated.map((camera) => camera.registrationId)).toEqual(expected);
    expect(byPoint.unlocatedArea).toEqual({ zipCodes: [], cities: ["Westminster"], neighbours: 0 });

    const addressOnly = await createIncident(api(), { caseReference: "MC-5", address: "4425 Example Rd, Westminster, MD" });
    expect(addressOnly.locationStatus).toBe("pending");
    expect((await detailOf(api(), addressOnly.id)).unlocated.map((camera) => camera.registrationId)).toEqual(expected);

    const withZip = await createIncident(api(), { caseReference: "MC-6", ...center, address: "4425 Example Rd, Westminster, MD 21157" });
    const byZip = await detailOf(api(), withZip.id);
    expect(byZip.unlocated.map((camera) => camera.registrationId)).toEqual(expected);
    expect(byZip.unlocatedArea).toEqual({ zipCodes: ["21157"], cities: ["Westminster"], neighbours: 0 });
    expect(byZip.unlocated.map((camera) => camera.registrationId)).not.toContain(elsewhere.id);
  });

  it("reads as R5 reads it in the registrations' admin view: city and state, no ZIP code", async () => {
    const row = await registrationAt(null, "4425 Example Rd, Westminster, MD");
    const list = await read(api()["camera-registrations"].$get());
    expect(list.find((registration) => registration.id === row.id)).toMatchObject({ city: "Westminster", state: "MD", zipCode: null });
  });
});
