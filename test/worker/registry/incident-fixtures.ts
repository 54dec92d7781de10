// Registrations written straight to D1 (located or not) and incidents made through the staff API,
// for the tests of an incident's manual-check list and of its edits.
import { expect } from "vitest";

import { cameraRegistrations, footageRequests, incidents, outboxMessages } from "../../../worker/db/schema";
import type { Point } from "../../../worker/shared/distance";
import { successBody, type ApiClient } from "../api-client";
import { db } from "../helpers";
import { registrationAt as ownerAt, type IncidentBody } from "./owner-fixtures";

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

export const incidentBody = (fields: Partial<IncidentBody> = {}): IncidentBody => ({
  caseReference: "25-004512",
  occurredOn: "2026-03-14",
  windowStart: "22:30",
  windowEnd: "01:15",
  footageSought: "A person trying car doors along the block",
  keepFootageDays: 30,
  ...fields,
});

export async function createIncident(admin: ApiClient, fields: Partial<IncidentBody>) {
  const response = await admin.incidents.$post({ json: incidentBody(fields) });
  expect(response.status).toBe(201);
  return successBody(response);
}

export async function detailOf(admin: ApiClient, id: number) {
  const response = await admin.incidents[":id"].$get({ param: { id: String(id) } });
  expect(response.status).toBe(200);
  return successBody(response);
}

/** An incident staff recorded at `createdAt`, whose one owner was emailed then (and answered at `answeredAt`, if given): for the purges. */
export async function incidentAskedAt({
  caseReference,
  createdAt,
  answeredAt,
}: {
  caseReference: string;
  createdAt: Date;
  answeredAt?: Date;
}) {
  const owner = await ownerAt(null);
  const [incident] = await db()
    .insert(incidents)
    .values({
      caseReference,
      occurredOn: "2026-05-30",
      windowStart: "20:00",
      windowEnd: "21:00",
      footageSought: "Anything on the street",
      address: "2909 O'Donnell St, Baltimore, MD 21224",
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  const messageId = crypto.randomUUID();
  await db().insert(outboxMessages).values({
    id: messageId,
    channel: "email",
    kind: "footage-request",
    cameraRegistrationId: owner.id,
    recipient: owner.email,
    textBody: "Could your camera have recorded something?",
    status: "sent",
    createdAt,
  });
  await db()
    .insert(footageRequests)
    .values({
      incidentId: incident!.id,
      cameraRegistrationId: owner.id,
      distanceFeet: 42,
      outboxMessageId: messageId,
      emailedAt: createdAt,
      ...(answeredAt ? { answer: "may_have" as const, answeredAt } : {}),
      createdAt,
    });
  return { incident: incident!, owner, messageId };
}
