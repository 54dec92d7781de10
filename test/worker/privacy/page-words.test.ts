// /your-data speaks as the rest of the site does (R18, decision 0065): every time in Baltimore
// time, every stored code in the site's words for it (the contact form's services, the
// dashboard's statuses, the footage request's buttons), in the site's own header and footer, and
// never the lead's internal note. The download keeps the stored values: it is for machines.
import { beforeAll, describe, expect, it } from "vitest";

import type { HeldRecords } from "../../../worker/privacy/held";
import { CONTACT_STATUS_LABELS, MESSAGE_STATUS_LABELS } from "../../../worker/shared/contact-status";
import { FOOTAGE_LINK_LABELS } from "../../../worker/shared/registry";
import { apiClient, type ApiClient } from "../api-client";
import { call } from "../helpers";
import { mainText } from "../registry/owner-fixtures";
import { asAdmin } from "../session-helpers";
import { askForLink, emailedLink, postForm, postPublicJson, tokenOf } from "./fixtures";
import { recordsFor } from "./held-fixtures";

let admin: ApiClient;
beforeAll(async () => {
  admin = apiClient({ cookie: await asAdmin() });
});

/** Each term of the page's lists with every value shown for it. */
function shownFacts(html: string): Map<string, string[]> {
  const facts = new Map<string, string[]>();
  for (const [, term, value] of html.matchAll(/<dt[^>]*>([^<]*)<\/dt>\s*<dd[^>]*>([^<]*)<\/dd>/g)) {
    facts.set(term!, [...(facts.get(term!) ?? []), value!.replace(/&#39;/g, "'").replace(/&amp;/g, "&")]);
  }
  return facts;
}

/** "Friday, November 27, 2026 at 11:50 PM EST" */
const BALTIMORE_MOMENT = /^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s[AP]M E[SD]T$/;
const STAFF_NOTE = "Prefers a call after six; asked about the Canton rebate twice";

describe("the page of a person's own data", () => {
  it("says every time in Baltimore time and every stored code in the site's words, and never the internal note", async () => {
    const mine = await recordsFor(admin, "words", 6400);
    const address = mine.who.contact.email;
    const assessment = await postPublicJson("/api/contact", { ...mine.who.contact, service: "security_assessment" });
    const worked = await admin.contacts[":id"].$patch({
      param: { id: String(assessment) },
      json: { status: "contacted", internalNote: STAFF_NOTE },
    });
    expect(worked.status).toBe(200);
    expect((await askForLink(address)).status).toBe(200);
    const path = await emailedLink(address);
    const html = await (await call(path)).text();
    const page = mainText(html);

    // No stored form of a time or a code anywhere on the page.
    expect(page).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    for (const code of ["may_have", "no_footage", "security_assessment", "contacted", "pending"]) expect(page).not.toContain(code);
    expect(page).not.toContain(STAFF_NOTE);

    const facts = shownFacts(html);
    const received = facts.get("Received") ?? [];
    expect(received.length).toBeGreaterThan(5);
    for (const time of [...received, ...(facts.get("Sent") ?? []), ...(facts.get("Emailed") ?? [])]) expect(time).toMatch(BALTIMORE_MOMENT);
    expect(facts.get("Service")?.sort()).toEqual(["Other", "Security Assessment"]);
    const statuses: string[] = [...Object.values(CONTACT_STATUS_LABELS), ...Object.values(MESSAGE_STATUS_LABELS)];
    for (const status of facts.get("Status") ?? []) expect(statuses).toContain(status);
    expect(facts.get("Status")).toEqual(expect.arrayContaining(["New", "Contacted", "Pending"]));
    expect(facts.get("Your answer")).toEqual([FOOTAGE_LINK_LABELS.may_have]);
    for (const day of facts.get("Incident day") ?? []) expect(day).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    for (const window of facts.get("Time window") ?? [])
      expect(window).toMatch(/^\d{1,2}:\d{2} [AP]M to \d{1,2}:\d{2} [AP]M.* \(Baltimore time\)$/);
    expect(facts.get("Incident day")).toHaveLength(2);

    // The download is for machines: the stored values, and no internal note there either.
    const download = await postForm("/your-data/download", { t: tokenOf(path) });
    const records = await download.json<HeldRecords>();
    expect(records.contactSubmissions.map((lead) => lead.service).sort()).toEqual(["other", "security_assessment"]);
    expect(records.contactSubmissions[0]!.receivedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(JSON.stringify(records)).not.toContain(STAFF_NOTE);
  });

  it("has the site's header and footer, on a link that works and on one that does not", async () => {
    for (const path of ["/your-data", "/your-data/view?t=not-a-token"]) {
      const html = await (await call(path)).text();
      expect(html).toMatch(/<nav aria-label="Main"[^>]*>/);
      for (const link of ['href="/services"', 'href="/contact"', 'href="/camera-registration"', 'href="/privacy-policy"'])
        expect(html).toContain(link);
      expect(html).toContain('<a href="#main"');
      // The menu of narrow screens opens without a script: the page runs none.
      expect(html).toContain("<summary");
      expect(html).not.toContain("<script");
    }
  });
});
