// A person with more records than one statement binds values (R24, R18): 101 and 1,000 contact
// forms sent with one address. Their /your-data page, download and deletion, and staff's export
// and deletion for them, each answer in full; with a value bound per lead, 101 leads answered 503
// everywhere, so anyone could block a person's rights by sending forms with their address.
import { and, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { contactSubmissions, outboxMessages } from "../../../worker/db/schema";
import type { HeldRecords } from "../../../worker/privacy/held";
import { apiClient, successBody, type ApiClient } from "../api-client";
import { call, db, ORIGIN } from "../helpers";
import { eventually } from "../outbox/helpers";
import { asAdmin } from "../session-helpers";
import { askForLink, callWithSettings, emailedLink, person, postForm, postPublicJson, tokenOf } from "../privacy/fixtures";
import { batchSizes, copies, GROWN_SIZES } from "./at-scale";

let admin: ApiClient;
beforeAll(async () => {
  admin = apiClient({ cookie: await asAdmin() });
});

afterEach(() => vi.restoreAllMocks());

/** `size` leads from one address: one sent through the contact form, the rest copies of it, each with a reference of its own. */
async function leadsFrom(tag: string, size: number, which: 0 | 1) {
  const who = person(tag, which);
  const id = await postPublicJson("/api/contact", who.contact);
  await copies("contact_submissions", id, size - 1, { reference: `original.reference || '-' || counter.n` });
  return who.contact.email;
}

const leadsOf = async (address: string) =>
  (
    await db()
      .select({ count: sql<number>`count(*)` })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.email, address))
  )[0]!.count;

/** The CRM's deletion events for leads, by reference. */
const deletionEvents = () =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "lead-webhook"), sql`${outboxMessages.textBody} like '%"contact.deleted"%'`));

describe.each(GROWN_SIZES)("%i contact forms sent with one address", (size) => {
  it("the person's own link shows, downloads and deletes every one of them, and the CRM is told of each", async () => {
    const address = await leadsFrom(`link${size}`, size, 0);
    expect((await askForLink(address)).status).toBe(200);
    const path = await emailedLink(address);
    const page = await call(path);
    expect(page.status).toBe(200);

    const download = await postForm("/your-data/download", { t: tokenOf(path) });
    expect(download.status).toBe(200);
    expect((await download.json<HeldRecords>()).contactSubmissions).toHaveLength(size);

    const eventsBefore = (await deletionEvents()).length;
    const batches = batchSizes();
    const deletePath = /href="(\/your-data\/delete\?t=[\w.-]+)"/.exec(await page.text())![1]!;
    const done = await callWithSettings("/your-data/delete", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN },
      body: new URLSearchParams({ t: tokenOf(deletePath) }).toString(),
    });
    expect(done.status).toBe(200);
    expect(Math.max(...batches)).toBeLessThan(20);
    expect(await leadsOf(address)).toBe(0);
    const events = await eventually(deletionEvents, (rows) => rows.length >= eventsBefore + size);
    expect(events.length - eventsBefore).toBe(size);
  });

  it("staff export and delete every one of them for a request made by phone", async () => {
    const address = await leadsFrom(`phone${size}`, size, 1);
    const recorded = await admin.admin["data-requests"].$post({ json: { email: address, channel: "phone" } });
    expect(recorded.status).toBe(201);
    const { id } = await successBody(recorded);
    const param = { id: String(id) };

    const exported = await admin.admin["data-requests"][":id"].export.$post({ param });
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as HeldRecords).contactSubmissions).toHaveLength(size);

    const deleted = await admin.admin["data-requests"][":id"].delete.$post({ param });
    expect(deleted.status).toBe(200);
    expect(await leadsOf(address)).toBe(0);
  });
});
