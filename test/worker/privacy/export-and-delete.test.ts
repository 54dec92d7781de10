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
import { mainText } from "../registry/owner-fixtures";
import { asAdmin } from "../session-helpers";
import { askForLink, callWithSettings, emailedLink, postForm, tokenOf } from "./fixtures";
import { adminReads, expectNoTrace, recordsFor, rowsNaming, tracesIn } from "./held-fixtures";

let adminCookie: string;
let admin: ApiClient;
beforeAll(async () => {
  adminCookie = await asAdmin();
  admin = apiClient({ cookie: adminCookie });
});

async function download(token: string) {
  const response = await postForm("/your-data/download", { t: token });
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="your-data-\d{4}-\d{2}-\d{2}\.json"$/);
  return response.json<HeldRecords>();
}

describe("a person's own data", () => {
  it("downloads every record that names the address, as submitted, and records that it was downloaded", async () => {
    const mine = await recordsFor(admin, "export", 6000);
    const theirs = await recordsFor(admin, "neighbour", 7200, 1);
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
    expect(page).toContain("1 year after the incident was recorded, then deleted with it.");

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
    // Emails to the address in full; those its records caused to others by what and when (decision 0060).
    const messageIds = new Set([...records.messages, ...records.messagesToOthers].map((row) => row.reference));
    for (const id of refs(naming.outbox_messages!, "id")) expect(messageIds).toContain(id);
    // The footage requests of the registration, all of them.
    const requests = await db().select().from(footageRequests).where(eq(footageRequests.cameraRegistrationId, mine.registrationId));
    expect(records.cameraRegistrations[0]!.footageRequests).toHaveLength(requests.length);
    expect(tracesIn(JSON.stringify(records), theirs.who.traces)).toEqual([]);

    const [request] = await db().select().from(dataRequests).where(eq(dataRequests.email, address));
    expect(request!.exportedAt).toBeInstanceOf(Date);
  });

  it("deletes everything for the address, leaving no trace in any table or admin answer, and tells the CRM", async () => {
    const mine = await recordsFor(admin, "erase", 8400, 2);
    const theirs = await recordsFor(admin, "keeper", 9600, 1);
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

    const tables = await expectNoTrace(adminCookie, mine.who.traces, adminReads(mine.answered.id));
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
