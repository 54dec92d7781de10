// An incident is open until staff close it with a note (R14): closed, it keeps its requests and
// answers, read-only (no edit, no new email to owners) until the retention purge, and can be
// reopened; the list shows open, closed or all; each change is audited in staff's name.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { auditLog, footageRequests } from "../../../worker/db/schema";
import { REGISTRY_TEXTS } from "../../../worker/shared/schemas/registry";
import { apiClient, errorBody, read, successBody, type ApiClient } from "../api-client";
import { db } from "../helpers";
import { asAdmin } from "../session-helpers";
import { createIncident, freshCenter, emailOwners, registrationAt, send, INCIDENT } from "./owner-fixtures";
import { pointAt } from "./points";

let cookie: string;
let admin: ApiClient;
beforeAll(async () => {
  cookie = await asAdmin();
  admin = apiClient({ cookie });
});

const param = (id: number) => ({ id: String(id) });
const close = (id: number, note: string) => admin.incidents[":id"].close.$post({ param: param(id), json: { note } });
const reopen = (id: number) => admin.incidents[":id"].reopen.$post({ param: param(id) });
const listed = async (state: "open" | "closed" | "all") => (await read(admin.incidents.$get({ query: { state } }))).map((row) => row.id);
const auditOf = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "incident"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);

describe("an incident's state", () => {
  it("is open when recorded, closed with its note, time and who closed it, and open again when reopened", async () => {
    const incident = await createIncident(admin, freshCenter(), { caseReference: "ST-1" });
    expect(incident).toMatchObject({ state: "open", closedAt: null, closingNote: null, closedBy: null });

    const before = Date.now();
    const closed = await close(incident.id, "  Suspect identified; footage handed to BPD.  ");
    expect(closed.status).toBe(200);
    const summary = await successBody(closed);
    expect(summary).toMatchObject({
      state: "closed",
      closingNote: "Suspect identified; footage handed to BPD.",
      closedBy: "staff-admin@example.com",
    });
    expect(Date.parse(summary.closedAt!)).toBeGreaterThanOrEqual(before - 1000);

    const again = await close(incident.id, "Twice");
    expect(again.status).toBe(409);
    expect((await errorBody(again)).message).toBe("This incident is already closed.");

    const reopened = await reopen(incident.id);
    expect(reopened.status).toBe(200);
    expect(await successBody(reopened)).toMatchObject({ state: "open", closedAt: null, closingNote: null, closedBy: null });
    expect((await reopen(incident.id)).status).toBe(409);

    expect((await auditOf(incident.id)).map((row) => [row.summary, row.userEmail])).toEqual([
      ["Case ST-1 recorded", "staff-admin@example.com"],
      ["Case ST-1 closed", "staff-admin@example.com"],
      ["Case ST-1 reopened", "staff-admin@example.com"],
    ]);
  });

  it.each([
    ["", "an empty note"],
    ["   ", "a blank note"],
    ["x".repeat(1001), "a note past 1000 characters"],
  ])("refuses to close with %#: %s", async (note) => {
    const incident = await createIncident(admin, freshCenter(), { caseReference: "ST-2" });
    const response = await close(incident.id, note);
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ message: "Say why the incident is closed, in at most 1000 characters" });
    expect((await read(admin.incidents[":id"].$get({ param: param(incident.id) }))).incident.state).toBe("open");
  });

  it("keeps a closed incident's requests and answers, refuses its edits and new emails to owners, and lists it by state", async () => {
    const center = freshCenter();
    const owner = await registrationAt(pointAt(center, 0, 30), { email: "closed-owner@example.com" });
    const incident = await createIncident(admin, center, { caseReference: "ST-3" });
    expect((await emailOwners(admin, incident.id)).status).toBe(201);
    await db()
      .update(footageRequests)
      .set({ answer: "may_have", answeredAt: new Date() })
      .where(eq(footageRequests.incidentId, incident.id));
    await registrationAt(pointAt(center, 90, 60), { email: "later-owner@example.com" });
    const open = await createIncident(admin, freshCenter(), { caseReference: "ST-4" });

    expect((await close(incident.id, "Closed by BPD.")).status).toBe(200);
    const detail = await read(admin.incidents[":id"].$get({ param: param(incident.id) }));
    expect(detail.nearby.find((camera) => camera.registrationId === owner.id)?.request).toMatchObject({ answer: "may_have" });

    const edit = await send(cookie, "PUT", `/api/incidents/${incident.id}`, { ...INCIDENT, ...center, caseReference: "ST-3b" });
    expect(edit.status).toBe(409);
    expect(await edit.json()).toEqual({ message: REGISTRY_TEXTS.closed });
    expect(REGISTRY_TEXTS.closed).toBe("This incident is closed. Reopen it to change it or to email owners.");
    const preview = await admin.incidents[":id"]["footage-requests"].preview.$get({ param: param(incident.id) });
    expect(preview.status).toBe(409);
    const sent = await admin.incidents[":id"]["footage-requests"].$post({
      param: param(incident.id),
      json: { registrationIds: [owner.id] },
    });
    expect(sent.status).toBe(409);
    expect(await db().select().from(footageRequests).where(eq(footageRequests.incidentId, incident.id))).toHaveLength(1);

    expect(await listed("closed")).toContain(incident.id);
    expect(await listed("closed")).not.toContain(open.id);
    expect(await listed("open")).toContain(open.id);
    expect(await listed("open")).not.toContain(incident.id);
    expect(await listed("all")).toEqual(expect.arrayContaining([incident.id, open.id]));
    const unknown = await send(cookie, "GET", "/api/incidents?state=shut");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ message: "State must be open, closed or all" });

    // Reopened, it can be worked on again.
    expect((await reopen(incident.id)).status).toBe(200);
    expect((await admin.incidents[":id"]["footage-requests"].preview.$get({ param: param(incident.id) })).status).toBe(200);
  });
});
