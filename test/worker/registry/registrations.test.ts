// Registrations for staff: the admin view of R5, the CSV export with the dashboard's filter, and delete.
import { beforeAll, describe, expect, it } from "vitest";

import { cameraRegistrations } from "../../../worker/db/schema";
import { adminApi, apiClient, read } from "../api-client";
import { db } from "../helpers";

let admin = apiClient();

beforeAll(async () => {
  admin = await adminApi();
});

describe("camera registrations", () => {
  beforeAll(async () => {
    await db()
      .insert(cameraRegistrations)
      .values([
        {
          name: "Cam One",
          email: "one@example.com",
          phone: "4105550102",
          address: "2900 O'Donnell St, Baltimore, MD 21224",
          cameraDetails: "Two cameras on the alley.",
          terms: true,
        },
        {
          name: "Cam Two",
          email: "two@example.com",
          phone: "4105550103",
          address: "Corner of Light St and Key Hwy",
          cameraDetails: "One doorbell camera.",
          terms: true,
        },
      ]);
  });

  it("lists camera registrations in the admin view of R5", async () => {
    const rows = await read(admin["camera-registrations"].$get());
    expect(rows.find((row) => row.contactName === "Cam One")).toMatchObject({
      contactEmail: "one@example.com",
      description: "Two cameras on the alley.",
      city: "Baltimore",
      state: "MD",
      zipCode: "21224",
      cameraType: null,
      retentionPeriod: null,
    });
    expect(rows.find((row) => row.contactName === "Cam Two")).toMatchObject({ city: null, state: null, zipCode: null });
  });

  it("exports CSV with the dashboard's filter applied and formulas defused", async () => {
    const cameras = (await (await admin["camera-registrations"]["export.csv"].$get({ query: { city: "Baltimore" } })).text())
      .trim()
      .split("\r\n");
    expect(cameras).toHaveLength(2);
  });

  it("deletes, and answers 404 for what is gone", async () => {
    expect((await admin["camera-registrations"][":id"].$delete({ param: { id: "999999" } })).status).toBe(404);
  });
});
