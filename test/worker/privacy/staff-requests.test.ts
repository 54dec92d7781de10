// The dashboard's "Data requests" (R18): every request newest first, a page at a time, with how
// long each took against the 45-day limit and no address once deleted; and requests made to staff
// by phone or letter, which staff answer with the same download, deletion and link the person's
// own link gives, each audited in the staff member's name without the person's data.
import { DAY_MS } from "../../../worker/shared/calendar-day";
import { env } from "cloudflare:test";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { auditLog, dataRequests } from "../../../worker/db/schema";
import type { HeldRecords } from "../../../worker/privacy/held";
import { apiClient, errorBody, read, successBody, type ApiClient } from "../api-client";
import { call, db } from "../helpers";
import { mainText } from "../registry/owner-fixtures";
import { asAdmin } from "../session-helpers";
import { askForLink, emailedLink, linkEmails, person, postForm, postPublicJson, tokenOf } from "./fixtures";
import { adminReads, expectNoTrace, recordsFor } from "./held-fixtures";

let adminCookie: string;
let admin: ApiClient;
beforeAll(async () => {
  adminCookie = await asAdmin();
  admin = apiClient({ cookie: adminCookie });
});

const requests = (client: ApiClient) => client.admin["data-requests"];
const list = (query: { page?: string; state?: "all" | "open" | "answered" | "nothing-held" } = {}) => read(requests(admin).$get({ query }));
const record = (email: string, channel: "phone" | "letter" | "email" | "in person") => requests(admin).$post({ json: { email, channel } });
const act = (id: number, action: "export" | "delete" | "link") => requests(admin)[":id"][action].$post({ param: { id: String(id) } });

/** The audit entries of one data request, oldest first. */
const auditOf = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "data request"), eq(auditLog.entityId, id)))
    .orderBy(auditLog.id);

describe("the list", () => {
  it("lists every request newest first, a page at a time, with its times, its answer against 45 days and no address once deleted; those on the page with nothing held apart", async () => {
    await env.DB.prepare("DELETE FROM data_requests").run();
    const now = Date.now();
    const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
    const row = (reference: string, daysAgo: number, fields: Partial<typeof dataRequests.$inferInsert> = {}) => ({
      reference,
      receivedAt: at(daysAgo),
      ...fields,
    });
    const rows = [
      row("web-nothing", 1),
      row("email-nothing", 1.5, { channel: "email", handledBy: "staff-admin@example.com" }),
      row("web-deleted", 2, { heldRecords: 2, linkSentAt: at(2), exportedAt: at(1), deletedAt: at(1) }),
      row("phone-open", 3, {
        channel: "phone",
        heldRecords: 1,
        email: "open.caller@example.org",
        emailDigest: "d1",
        handledBy: "staff-admin@example.com",
      }),
      row("letter-overdue", 50, { channel: "letter", heldRecords: 1, email: "slow.writer@example.org", emailDigest: "d2" }),
      row("phone-late", 60, { channel: "phone", heldRecords: 1, exportedAt: at(13), handledBy: "staff-admin@example.com" }),
      row("phone-in-time", 70, { channel: "phone", heldRecords: 1, exportedAt: at(50), deletedAt: at(40) }),
      // Older ones, to fill a second page.
      ...Array.from({ length: 52 }, (_, index) => row(`old-${index}`, 100 + index, { heldRecords: 1, linkSentAt: at(100 + index) })),
    ];
    // One row an insert: D1 takes at most 100 values a statement.
    const [first_, ...rest] = rows.map((values) => db().insert(dataRequests).values(values));
    await db().batch([first_!, ...rest]);

    const first = await list();
    expect({ page: first.page, pageSize: first.pageSize, total: first.total }).toEqual({ page: 1, pageSize: 50, total: 58 });
    expect(first.requests.slice(0, 6).map((request) => request.reference)).toEqual([
      "email-nothing",
      "web-deleted",
      "phone-open",
      "letter-overdue",
      "phone-late",
      "phone-in-time",
    ]);
    const second = await list({ page: "2" });
    expect(second.requests.map((request) => request.reference)).toEqual(Array.from({ length: 8 }, (_, index) => `old-${44 + index}`));

    // Made on the page for an address nothing is held for: anyone can add one, so they are listed apart.
    const apart = await list({ state: "nothing-held" });
    expect({ references: apart.requests.map((request) => request.reference), total: apart.total }).toEqual({
      references: ["web-nothing"],
      total: 1,
    });
    const byReference = new Map([...first.requests, ...apart.requests].map((request) => [request.reference, request]));
    expect(byReference.get("email-nothing")).toMatchObject({ channel: "email", held: false, email: null, staffCanAct: false });
    expect(byReference.get("web-nothing")).toMatchObject({
      channel: "web",
      held: false,
      email: null,
      days: 0,
      late: false,
      staffCanAct: false,
    });
    expect(byReference.get("web-nothing")!.answeredAt).toBe(byReference.get("web-nothing")!.receivedAt);
    expect(byReference.get("web-deleted")).toMatchObject({ held: true, email: null, days: 0, late: false, staffCanAct: false });
    expect(byReference.get("web-deleted")!.deletedAt).toBe(at(1).toISOString());
    expect(byReference.get("phone-open")).toMatchObject({
      channel: "phone",
      email: "open.caller@example.org",
      handledBy: "staff-admin@example.com",
      answeredAt: null,
      days: 3,
      late: false,
      dueAt: new Date(at(3).getTime() + 45 * DAY_MS).toISOString(),
      staffCanAct: true,
    });
    expect(byReference.get("letter-overdue")).toMatchObject({ answeredAt: null, days: 50, late: true });
    expect(byReference.get("phone-late")).toMatchObject({ answeredAt: at(13).toISOString(), days: 47, late: true });
    expect(byReference.get("phone-in-time")).toMatchObject({ answeredAt: at(50).toISOString(), days: 20, late: false, email: null });

    const open = await list({ state: "open" });
    expect(open.requests.map((request) => request.reference)).toEqual(["phone-open", "letter-overdue"]);
    expect(open.total).toBe(2);
    expect((await list({ state: "answered" })).total).toBe(56);
  });

  it("refuses a page or a filter it does not know, in words", async () => {
    const zero = await requests(admin).$get({ query: { page: "0" } });
    expect(zero.status).toBe(400);
    expect((await errorBody(zero)).errors).toEqual({ page: ["Page must be a whole number from 1"] });
    const state = await call("/api/admin/data-requests?state=closed", { headers: { Cookie: adminCookie } });
    expect(state.status).toBe(400);
    expect(await state.json()).toMatchObject({ message: "State must be all, open, answered or nothing-held" });
  });
});

describe("requests for addresses nothing is held for", () => {
  it("keeps those made on the page out of staff's list, under a filter of their own", async () => {
    const stranger = `made.up.${crypto.randomUUID().slice(0, 8)}@example.org`;
    expect((await askForLink(stranger)).status).toBe(200);
    const [made] = await db().select().from(dataRequests).orderBy(desc(dataRequests.id)).limit(1);
    expect(made).toMatchObject({ channel: "web", heldRecords: 0, email: null });
    for (const state of ["all", "answered", "open"] as const) {
      expect((await list({ state })).requests.map((request) => request.id)).not.toContain(made!.id);
    }
    expect((await list({ state: "nothing-held" })).requests.map((request) => request.id)).toContain(made!.id);
  });
});

describe("a request made to staff", () => {
  it("is recorded with its channel and the staff member, answered with the person's own download, then deleted leaving no trace", async () => {
    const mine = await recordsFor(admin, "phoned", 6000);
    const address = mine.who.contact.email;
    // As staff type it from a call: another case.
    const created = await record(address.toUpperCase(), "phone");
    expect(created.status).toBe(201);
    const request = await successBody(created);
    expect(request).toMatchObject({
      channel: "phone",
      email: address,
      held: true,
      handledBy: "staff-admin@example.com",
      answeredAt: null,
      staffCanAct: true,
    });
    expect((await list({ state: "open" })).requests.map((row) => row.id)).toContain(request.id);

    // The download: the same JSON as the person's own, and the request records it.
    const exported = await act(request.id, "export");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("Content-Disposition")).toBe(`attachment; filename="data-request-${request.reference}.json"`);
    const records = (await exported.json()) as HeldRecords;
    const { smsConsent: _consent, ...contactFields } = mine.who.contact;
    expect(records.contactSubmissions).toEqual([expect.objectContaining(contactFields)]);
    expect(records.cameraRegistrations).toHaveLength(1);
    expect(records.cameraRegistrations[0]!.footageRequests).toHaveLength(2);
    const [stored] = await db().select().from(dataRequests).where(eq(dataRequests.id, request.id));
    expect(stored!.exportedAt).toBeInstanceOf(Date);
    const afterExport = (await list()).requests.find((row) => row.id === request.id)!;
    expect(afterExport).toMatchObject({ answeredAt: stored!.exportedAt!.toISOString(), days: 0, late: false });

    // Everything deleted, once, in the staff member's name.
    const deleted = await act(request.id, "delete");
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ id: request.id, email: null, staffCanAct: false, deletedAt: expect.any(String) });
    await expectNoTrace(adminCookie, mine.who.traces, adminReads(mine.answered.id));
    const again = await act(request.id, "delete");
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "The data of this request has already been deleted." });
    expect((await act(request.id, "export")).status).toBe(409);

    expect((await auditOf(request.id)).map(({ userId, userEmail, action, summary }) => ({ userId, userEmail, action, summary }))).toEqual([
      {
        userId: "sub-staff-admin@example.com",
        userEmail: "staff-admin@example.com",
        action: "create",
        summary: "Data request recorded (phone)",
      },
      {
        userId: "sub-staff-admin@example.com",
        userEmail: "staff-admin@example.com",
        action: "update",
        summary: "Personal data downloaded for a request made by phone",
      },
      {
        userId: "sub-staff-admin@example.com",
        userEmail: "staff-admin@example.com",
        action: "delete",
        summary: "Personal data deleted at the request of the person it was about, made by phone",
      },
    ]);
    const [row] = await db().select().from(dataRequests).where(eq(dataRequests.id, request.id));
    expect(row).toMatchObject({ channel: "phone", email: null, emailDigest: null, handledBy: "staff-admin@example.com" });
  });

  it("sends the person the same signed link /your-data sends, which opens their records", async () => {
    const who = person("wrote-in", 1);
    await postPublicJson("/api/contact", who.contact);
    const request = await read(record(who.contact.email, "letter"));
    const sent = await act(request.id, "link");
    expect(sent.status).toBe(200);
    expect(await sent.json()).toMatchObject({ linkSentAt: expect.any(String), answeredAt: expect.any(String), late: false });
    const emails = await linkEmails(who.contact.email);
    expect(emails).toHaveLength(1);
    const page = await call(await emailedLink(who.contact.email));
    expect(page.status).toBe(200);
    const shown = mainText(await page.text());
    expect(shown).toContain(who.contact.message);
    // The request made by letter is among the person's own (made here or to staff).
    expect(shown).toContain("Your requests to see or delete your data");
    expect((await auditOf(request.id)).map((entry) => entry.summary)).toEqual([
      "Data request recorded (letter)",
      "Link to the person's data sent for a request made by letter",
    ]);
  });

  it("is answered by the person's own deletion through their link, and names no one after it", async () => {
    const who = person("both-ways", 2);
    await postPublicJson("/api/contact", who.contact);
    const phoned = await read(record(who.contact.email, "phone"));
    expect(phoned).toMatchObject({ answeredAt: null, staffCanAct: true });
    expect((await askForLink(who.contact.email)).status).toBe(200);
    const view = await call(await emailedLink(who.contact.email));
    const deletePath = /href="(\/your-data\/delete\?t=[\w.-]+)"/.exec(await view.text())![1]!;
    expect((await postForm("/your-data/delete", { t: tokenOf(deletePath) })).status).toBe(200);

    const after = await list();
    const row = after.requests.find((request) => request.id === phoned.id)!;
    expect(row).toMatchObject({ email: null, staffCanAct: false, late: false, deletedAt: expect.any(String), answeredAt: row.deletedAt });
    expect((await list({ state: "open" })).requests.map((request) => request.id)).not.toContain(phoned.id);
    expect(JSON.stringify(after)).not.toContain(who.contact.email);
  });

  it("keeps no address when nothing is held, and is answered at once", async () => {
    const request = await read(record("nobody.here@example.org", "email"));
    expect(request).toMatchObject({ held: false, email: null, answeredAt: request.receivedAt, staffCanAct: false });
    const refused = await act(request.id, "delete");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "Nothing is held for this request's address: there is nothing to download, delete or send.",
    });
    expect(JSON.stringify(await db().select().from(dataRequests))).not.toContain("nobody.here");
  });

  it("refuses a request made on /your-data, an unknown one and bad input, writing nothing", async () => {
    const who = person("own-link", 2);
    await postPublicJson("/api/contact", who.contact);
    expect((await askForLink(who.contact.email)).status).toBe(200);
    const [web] = await db().select().from(dataRequests).where(eq(dataRequests.email, who.contact.email));
    const refused = await act(web!.id, "export");
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "This request was made on the Your data page: the person answers it through their own link.",
    });
    expect((await act(999_999, "delete")).status).toBe(404);

    const before = (await db().select().from(dataRequests)).length;
    const badChannel = await requests(admin).$post({ json: { email: who.contact.email, channel: "web" as "phone" } });
    expect(badChannel.status).toBe(400);
    expect((await errorBody(badChannel)).errors).toEqual({ channel: ["Choose how the request came: phone, letter, email or in person"] });
    const badEmail = await record("not an address", "phone");
    expect(badEmail.status).toBe(400);
    expect((await errorBody(badEmail)).errors).toEqual({ email: ["Please enter a valid email address"] });
    expect((await db().select().from(dataRequests)).length).toBe(before);
  });
});
