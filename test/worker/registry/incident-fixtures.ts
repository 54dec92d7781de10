// Registrations written straight to D1 (located or not) and incidents made through the staff API,
// for the tests of an incident's manual-check list and of its edits.
import { expect } from "vitest";

import { cameraRegistrations } from "../../../worker/db/schema";
import type { Point } from "../../../worker/shared/distance";
import type { IncidentDetail, IncidentSummary } from "../../../worker/shared/registry";
import { db } from "../helpers";

type Send = (method: string, path: string, body?: unknown) => Promise<Response>;

/** A registration at `point` (located by the geocoder, matched at `address`), or pending without one. */
export async function registrationAt(point: Point | null, address: string, fields: Partial<typeof cameraRegistrations.$inferInsert> = {}) {
  const [row] = await db()
    .insert(cameraRegistrations)
    .values({
      name: "Noor Haddad",
      email: "noor.haddad@example.com",
      phone: "(410) 555-0177",
      cameraDetails: "Doorbell camera.",
      reference: crypto.randomUUID(),
      address,
      terms: true,
      ...(point ? { ...point, locationStatus: "located" as const, locationSource: "geocoder" as const } : {}),
      ...fields,
    })
    .returning();
  return row!;
}

export const incidentBody = (fields: Record<string, unknown> = {}) => ({
  caseReference: "25-004512",
  occurredOn: "2026-03-14",
  windowStart: "22:30",
  windowEnd: "01:15",
  footageSought: "A person trying car doors along the block",
  keepFootageDays: 30,
  ...fields,
});

export async function createIncident(send: Send, fields: Record<string, unknown>) {
  const response = await send("POST", "/api/incidents", incidentBody(fields));
  expect(response.status).toBe(201);
  return response.json<IncidentSummary>();
}

export async function detailOf(send: Send, id: number) {
  const response = await send("GET", `/api/incidents/${id}`);
  expect(response.status).toBe(200);
  return response.json<IncidentDetail>();
}
