// "Email N owners" to more owners than one statement binds values for (R24, R14): the requests,
// their emails and the references older registrations get are written in three statements
// however many owners the preview listed, in one batch, so they are written whole or not at all.
import { eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { cameraRegistrations, footageRequests, outboxMessages } from "../../../worker/db/schema";
import { apiClient, successBody, type ApiClient } from "../api-client";
import { db } from "../helpers";
import { asAdmin } from "../session-helpers";
import { createIncident, freshCenter, previewRequest, registrationAt, sendRequests } from "../registry/owner-fixtures";
import { pointAt } from "../registry/points";
import { batchSizes, copies, GROWN_SIZES } from "./at-scale";

let admin: ApiClient;
beforeAll(async () => {
  admin = apiClient({ cookie: await asAdmin() });
});

afterEach(() => vi.restoreAllMocks());

describe.each(GROWN_SIZES)("an incident with %i owners within the radius", (size) => {
  it("asks each of them once, in one batch, giving a reference to those stored without one", async () => {
    const center = freshCenter();
    const first = await registrationAt(pointAt(center, 0, 40), { email: `owner-${size}@example.com` });
    // Every second copy was stored before registrations had references.
    await copies("camera_registrations", first.id, size - 1, {
      reference: `case when counter.n % 2 = 0 then null else original.reference || '-' || counter.n end`,
      email: `'owner-${size}-' || counter.n || '@example.com'`,
    });
    const incident = await createIncident(admin, center);

    const preview = await successBody(await previewRequest(admin, incident.id));
    const listed = preview.recipients.map((owner) => owner.registrationId);
    expect(listed).toHaveLength(size);
    const batches = batchSizes();
    const sent = await sendRequests(admin, incident.id, listed);
    expect(sent.status).toBe(201);
    expect(await sent.json()).toEqual({ queued: size });
    expect(Math.max(...batches)).toBeLessThanOrEqual(5);

    const requests = await db().select().from(footageRequests).where(eq(footageRequests.incidentId, incident.id));
    expect(requests).toHaveLength(size);
    expect(new Set(requests.map((request) => request.cameraRegistrationId))).toEqual(new Set(listed));
    const emails = await db()
      .select({ count: sql<number>`count(*)` })
      .from(outboxMessages)
      .where(
        sql`${outboxMessages.id} in (select ${footageRequests.outboxMessageId} from ${footageRequests} where ${footageRequests.incidentId} = ${incident.id})`,
      );
    expect(emails[0]!.count).toBe(size);
    const withoutReference = await db()
      .select({ count: sql<number>`count(*)` })
      .from(cameraRegistrations)
      .where(sql`${cameraRegistrations.reference} is null and ${cameraRegistrations.email} like ${`owner-${size}-%`}`);
    expect(withoutReference[0]!.count).toBe(0);
  });
});
