// Leads for staff (R13): the CSV export with the dashboard's filter, and delete.
import { beforeAll, describe, expect, it } from "vitest";

import { contactSubmissions } from "../../../worker/db/schema";
import { adminApi, apiClient, read } from "../api-client";
import { db } from "../helpers";

let admin = apiClient();

beforeAll(async () => {
  admin = await adminApi();
});

const deleteContact = (id: number | string) => admin.contacts[":id"].$delete({ param: { id: String(id) } });

describe("contact submissions", () => {
  beforeAll(async () => {
    await db()
      .insert(contactSubmissions)
      .values([
        {
          firstName: "Ann",
          lastName: "Lee",
          email: "ann@example.com",
          phone: "4105550100",
          service: "vms_support",
          message: '=HYPERLINK("http://evil")',
          smsConsentAt: new Date(),
          smsConsentVersion: "2025-01-01",
        },
        {
          firstName: "Bob",
          lastName: "Ray",
          email: "bob@example.com",
          phone: "4105550101",
          service: "other",
          message: "Hello there, a question.",
          smsConsentAt: new Date(),
          smsConsentVersion: "2025-01-01",
        },
      ]);
  });

  it("exports CSV with the dashboard's filter applied and formulas defused", async () => {
    const response = await admin.contacts["export.csv"].$get({ query: { service: "vms_support" } });
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"ann@example.com"');
    expect(lines[1]).toContain('"VMS Support"');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it("deletes, and answers 404 for what is gone", async () => {
    const [first] = await read(admin.contacts.$get());
    expect((await deleteContact(first!.id)).status).toBe(200);
    expect((await deleteContact(first!.id)).status).toBe(404);
    expect((await deleteContact("abc")).status).toBe(400);
  });
});
