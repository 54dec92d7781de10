// The site's own addresses and staff's on /your-data (R18, decision 0060): the company's email,
// the mail sender, where staff are told of leads, the addresses granted admin and staff's sign-in
// accounts are answered as any address, with no link, no export and no deletion; what is held for
// them (every lead's notice to staff, every email's Reply-To) is the company's record, not a person's.
import { env } from "cloudflare:test";
import { count, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { contactSubmissions, dataRequests, outboxMessages } from "../../../worker/db/schema";
import { yourDataDigest } from "../../../worker/privacy/links";
import { signingKey } from "../../../worker/security/signed-tokens";
import { BUSINESS_DEFAULTS } from "../../../worker/shared/company";
import { apiClient, errorBody, type ApiClient } from "../api-client";
import { call, db, ORIGIN } from "../helpers";
import { mainText } from "../registry/owner-fixtures";
import { asAdmin } from "../session-helpers";
import { askForLink, linkEmails, person, postForm, postPublicJson, tokenFor } from "./fixtures";

const SENT_WORDS =
  "Check your email If we hold any personal data for that address, a link to it is on its way there. It works for 24 hours. If nothing arrives, we hold nothing for that address.";
const SITE_ADDRESS =
  "This is the site's own address or a staff member's: what is held for it is the company's own record, not a person's data request. An administrator answers a staff member's request.";

let admin: ApiClient;
beforeAll(async () => {
  admin = apiClient({ cookie: await asAdmin() });
  // Other people's leads: their notices to staff go to the company's address, their confirmations name it as Reply-To.
  for (const tag of ["site-a", "site-b"]) await postPublicJson("/api/contact", person(tag, 1).contact);
  // Staff trying the contact form with their own addresses.
  for (const email of [BUSINESS_DEFAULTS.email, "Boss@Example.com", "staff-admin@example.com"]) {
    await postPublicJson("/api/contact", { ...person("site-test", 2).contact, email });
  }
});

const messageCount = async () => (await db().select({ n: count() }).from(outboxMessages))[0]!.n;

describe("a request for one of the site's own addresses", () => {
  it.each([
    ["the company's email", BUSINESS_DEFAULTS.email],
    ["an address granted admin, as typed", "boss@example.com"],
    ["a staff member's sign-in account", "STAFF-ADMIN@example.com"],
  ])("is answered as any other for %s, with no link sent and no address kept", async (_, address) => {
    const response = await askForLink(address);
    expect(response.status).toBe(200);
    expect(mainText(await response.text())).toContain(SENT_WORDS);
    expect(await linkEmails(address)).toEqual([]);
    const [row] = await db().select().from(dataRequests).orderBy(desc(dataRequests.id)).limit(1);
    expect(row).toMatchObject({ channel: "web", email: null, emailDigest: null, heldRecords: 0, linkSentAt: null });
  });

  it("gives nothing through a link made for it before: no page, no download, no deletion", async () => {
    const address = BUSINESS_DEFAULTS.email;
    const reference = crypto.randomUUID();
    const emailDigest = await yourDataDigest(signingKey(env, ORIGIN), address);
    await db()
      .insert(dataRequests)
      .values({ reference, receivedAt: new Date(), email: address, emailDigest, heldRecords: 1, linkSentAt: new Date() });
    const expires = Math.floor(Date.now() / 1000) + 3600;
    const [see, remove] = await Promise.all([
      tokenFor({ request: reference, action: "see", expires, address }),
      tokenFor({ request: reference, action: "delete", expires, address }),
    ]);
    const before = {
      messages: await messageCount(),
      leads: await db().select().from(contactSubmissions).where(eq(contactSubmissions.email, address)),
    };

    const view = await call(`/your-data/view?t=${see}`);
    expect(view.status).toBe(400);
    expect(mainText(await view.text())).toContain("This link does not work");
    const download = await postForm("/your-data/download", { t: see });
    expect(download.status).toBe(400);
    expect(await download.text()).not.toContain("contactSubmissions");
    expect((await postForm("/your-data/delete", { t: remove })).status).toBe(400);

    expect(await messageCount()).toBe(before.messages);
    expect(await db().select().from(contactSubmissions).where(eq(contactSubmissions.email, address))).toEqual(before.leads);
    expect(before.leads).toHaveLength(1);
  });

  it("is refused to staff recording one, in words, recording nothing", async () => {
    const before = (await db().select({ n: count() }).from(dataRequests))[0]!.n;
    for (const email of [BUSINESS_DEFAULTS.email, "staff-admin@example.com"]) {
      const refused = await admin.admin["data-requests"].$post({ json: { email, channel: "phone" } });
      expect(refused.status).toBe(400);
      expect(await errorBody(refused)).toEqual({ message: SITE_ADDRESS, errors: { email: [SITE_ADDRESS] } });
    }
    expect((await db().select({ n: count() }).from(dataRequests))[0]!.n).toBe(before);
  });
});
