// What /your-data shows, downloads and deletes (R18), for one person whose records were made
// through every public form and then worked on by staff: the download holds every row of every
// table that names their address, and "Delete everything" leaves their name, email, phone and
// address in no table and no admin answer, tells the CRM, and audits only that it happened.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { DELETION_AUDIT_SUMMARY } from "../../../worker/db/data-erasure";
import {
  auditLog,
  cameraRegistrations,
  contactSubmissions,
  dataRequests,
  footageRequests,
  outboxMessages,
} from "../../../worker/db/schema";
import type { HeldRecords } from "../../../worker/privacy/held";
import { apiClient, type ApiClient } from "../api-client";
import { call, db, everyTable, ORIGIN } from "../helpers";
import { eventually } from "../outbox/helpers";
import { CANTON, pointAt } from "../registry/points";
import {
  createIncident,
  emailOwners,
  linksIn,
  mainText,
  requestEmail,
  postForm as pressOwnerButton,
  send,
} from "../registry/owner-fixtures";
import { asAdmin } from "../session-helpers";
import { askForLink, callWithSettings, emailedLink, person, postForm, postPublicJson, tokenOf } from "./fixtures";

let adminCookie: string;
let admin: ApiClient;
beforeAll(async () => {
  adminCookie = await asAdmin();
  admin = apiClient({ cookie: adminCookie });
});

/** A person's records through the contact form and the registry, a footage request they answered, and one they did not. */
async function recordsFor(tag: string, distanceM: number, which: 0 | 1 | 2 = 0) {
  const who = person(tag, which);
  const contactId = await postPublicJson("/api/contact", who.contact);
  const registrationId = await postPublicJson("/api/register-camera", who.camera);
  const point = pointAt(CANTON, 300, distanceM);
  const placed = await admin["camera-registrations"][":id"].location.$put({
    param: { id: String(registrationId) },
    json: { point: `${point.latitude}, ${point.longitude}` },
  });
  expect(placed.status).toBe(200);
  const answered = await createIncident(admin, pointAt(point, 45, 40), { caseReference: `YD-${tag}-1` });
  const unanswered = await createIncident(admin, pointAt(point, 225, 60), { caseReference: `YD-${tag}-2` });
  await emailOwners(admin, answered.id);
  await emailOwners(admin, unanswered.id);
  const links = linksIn((await requestEmail(answered.id, registrationId)).textBody);
  expect((await pressOwnerButton("/registry/answer", { t: new URL(links.answer[0]!).searchParams.get("t")! })).status).toBe(200);
  return { who, contactId, registrationId, answered, unanswered };
}

/** The rows of every table whose text names the address, in any case. */
async function rowsNaming(address: string): Promise<Record<string, Record<string, unknown>[]>> {
  const found: Record<string, Record<string, unknown>[]> = {};
  for (const [table, text] of Object.entries(await everyTable())) {
    const rows = (JSON.parse(text) as Record<string, unknown>[]).filter((row) => JSON.stringify(row).toLowerCase().includes(address));
    if (rows.length > 0) found[table] = rows;
  }
  return found;
}

const tracesIn = (text: string, traces: string[]) => traces.filter((trace) => text.toLowerCase().includes(trace.toLowerCase()));

async function download(token: string) {
  const response = await postForm("/your-data/download", { t: token });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="your-data-\d{4}-\d{2}-\d{2}\.json"$/);
  return response.json<HeldRecords>();
}

describe("a person's own data", () => {
  it("downloads every record that names the address, as submitted, and records that it was downloaded", async () => {
    const mine = await recordsFor("export", 6000);
    const theirs = await recordsFor("neighbour", 7200, 1);
    const address = mine.who.contact.email;
    expect((await askForLink(address)).status).toBe(200);
    const path = await emailedLink(address);

    const page = mainText(await (await call(path)).text());
    for (const heading of [
      "Contact form messages",
      "Camera registrations",
      "Footage requests to this camera",
      "Emails we sent or will send",
    ]) {
      expect(page).toContain(heading);
    }
    expect(page).toContain("Until you remove it (here, or with the link in its emails) or ask us to.");
    expect(page).toContain("365 days after the incident was recorded, then deleted with it.");

    const records = await download(tokenOf(path));
    // What was submitted, as submitted.
    expect(records.contactSubmissions).toHaveLength(1);
    const { smsConsent: _consent, ...contactFields } = mine.who.contact;
    expect(records.contactSubmissions[0]).toMatchObject(contactFields);
    const { terms: _terms, ...cameraFields } = mine.who.camera;
    expect(records.cameraRegistrations).toHaveLength(1);
    expect(records.cameraRegistrations[0]).toMatchObject(cameraFields);
    expect(records.cameraRegistrations[0]!.footageRequests.map((request) => request.answer).sort()).toEqual(["may_have", null].sort());

    // Complete: every row naming the address, in every table, is in the file; nothing of the neighbour is.
    const naming = await rowsNaming(address);
    expect(Object.keys(naming).sort()).toEqual(["camera_registrations", "contact_submissions", "data_requests", "outbox_messages"]);
    const refs = (rows: Record<string, unknown>[], key: string) => rows.map((row) => row[key]).sort();
    expect(records.contactSubmissions.map((row) => row.reference).sort()).toEqual(refs(naming.contact_submissions!, "reference"));
    expect(records.cameraRegistrations.map((row) => row.reference).sort()).toEqual(refs(naming.camera_registrations!, "reference"));
    expect(records.dataRequests.map((row) => row.reference).sort()).toEqual(refs(naming.data_requests!, "reference"));
    const messageIds = new Set(records.messages.map((row) => row.reference));
    for (const id of refs(naming.outbox_messages!, "id")) expect(messageIds).toContain(id);
    // The footage requests of the registration, all of them.
    const requests = await db().select().from(footageRequests).where(eq(footageRequests.cameraRegistrationId, mine.registrationId));
    expect(records.cameraRegistrations[0]!.footageRequests).toHaveLength(requests.length);
    expect(tracesIn(JSON.stringify(records), theirs.who.traces)).toEqual([]);

    const [request] = await db().select().from(dataRequests).where(eq(dataRequests.email, address));
    expect(request!.exportedAt).toBeInstanceOf(Date);
  });

  it("deletes everything for the address, leaving no trace in any table or admin answer, and tells the CRM", async () => {
    const mine = await recordsFor("erase", 8400, 2);
    const theirs = await recordsFor("keeper", 9600, 1);
    const address = mine.who.contact.email;
    const [contact] = await db().select().from(contactSubmissions).where(eq(contactSubmissions.id, mine.contactId));
    const [registration] = await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, mine.registrationId));
    expect((await askForLink(address)).status).toBe(200);
    const path = await emailedLink(address);
    // Before: the person is there to be found, so the search below can find them.
    expect(tracesIn(Object.values(await everyTable()).join("\n"), mine.who.traces)).toEqual(mine.who.traces);

    const deletePath = /href="(\/your-data\/delete\?t=[\w.-]+)"/.exec(await (await call(path)).text())![1]!;
    const confirm = mainText(await (await call(deletePath)).text());
    expect(confirm).toContain("Delete everything?");
    expect(confirm).toContain("Yes, delete everything");
    // With a CRM receiver configured, as the records were sent to it.
    const done = await callWithSettings("/your-data/delete", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      body: new URLSearchParams({ t: tokenOf(deletePath) }).toString(),
    });
    expect(done.status).toBe(200);
    expect(mainText(await done.text())).toContain(
      "Your data is deleted Every record we held for your address is deleted. Our audit trail keeps only that a deletion was made and when",
    );

    const tables = await everyTable();
    for (const [table, rows] of Object.entries(tables))
      expect({ table, traces: tracesIn(rows, mine.who.traces) }).toEqual({ table, traces: [] });
    for (const adminPath of [
      "/api/camera-registrations",
      "/api/camera-registrations/export.csv",
      "/api/contacts",
      "/api/incidents",
      `/api/incidents/${mine.answered.id}`,
      "/api/admin/audit",
      "/api/admin/messages?limit=200",
    ]) {
      const text = await (await send(adminCookie, "GET", adminPath)).text();
      expect({ adminPath, traces: tracesIn(text, mine.who.traces) }).toEqual({ adminPath, traces: [] });
    }
    // The neighbour keeps everything.
    expect(tracesIn(Object.values(tables).join("\n"), theirs.who.traces)).toEqual(theirs.who.traces);
    // The answered request stays for the incident's record, without its owner; the unanswered one is gone.
    const left = await db().select().from(footageRequests).where(eq(footageRequests.incidentId, mine.answered.id));
    expect(left.map((row) => [row.answer, row.cameraRegistrationId])).toContainEqual(["may_have", null]);
    expect(await db().select().from(footageRequests).where(eq(footageRequests.incidentId, mine.unanswered.id))).toEqual([]);
    // The CRM is told, by reference only.
    const events = await eventually(
      () => db().select().from(outboxMessages).where(eq(outboxMessages.kind, "lead-webhook")),
      (rows) => rows.some((row) => row.textBody.includes("camera_registration.deleted")),
    );
    const bodies = events.map((row) => JSON.parse(row.textBody) as { type: string; data: { reference: string } });
    expect(bodies).toContainEqual(expect.objectContaining({ type: "contact.deleted", data: { reference: contact!.reference } }));
    expect(bodies).toContainEqual(
      expect.objectContaining({ type: "camera_registration.deleted", data: { reference: registration!.reference } }),
    );
    // The audit trail says that a deletion happened, and when, and nothing else.
    const audit = await db().select().from(auditLog).where(eq(auditLog.entity, "data request"));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "delete",
        userId: "system:data-request",
        userEmail: null,
        summary: DELETION_AUDIT_SUMMARY,
        at: expect.any(Date),
      }),
    ]);
    // The request keeps its times, not its address.
    const requests = await db().select().from(dataRequests).where(eq(dataRequests.id, audit[0]!.entityId));
    expect(requests).toEqual([
      expect.objectContaining({ email: null, emailDigest: null, deletedAt: expect.any(Date), linkSentAt: expect.any(Date) }),
    ]);
  });
});
