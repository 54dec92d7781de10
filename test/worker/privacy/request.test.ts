// Asking for a link on /your-data (R18): the same status, words and time whatever the address;
// a link is emailed only to an address something is held for; limits per client and per address.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { dataRequests, outboxMessages } from "../../../worker/db/schema";
import { mainText } from "../registry/owner-fixtures";
import { call, db, freshClientIp, insideOneWindow, ORIGIN } from "../helpers";
import { askForLink, emailedLink, linkEmails, person, postPublicJson } from "./fixtures";

const SENT_WORDS =
  "Check your email If we hold any personal data for that address, a link to it is on its way there. It works for 24 hours. If nothing arrives, we hold nothing for that address.";

/** The answer without what legitimately differs between any two answers (nothing, today). */
const answerOf = async (response: Response) => ({ status: response.status, body: await response.text() });

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe("the /your-data form", () => {
  it("asks for an email address", async () => {
    const response = await call("/your-data");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = mainText(await response.text());
    expect(text).toContain("Your data");
    expect(text).toContain(
      "Enter your email address. If we hold anything for it, we email a link to that address; the link works for 24 hours.",
    );
    expect(text).toContain("Email me a link");
  });

  it("is linked from every page's footer and from the privacy policy, which says what a deletion removes and keeps", async () => {
    const policy = await (await call("/privacy-policy")).text();
    expect(policy).toMatch(/<a[^>]*href="\/your-data"[^>]*>See, download or delete your data<\/a>/);
    expect(policy).toContain(
      "Our audit trail keeps only that a deletion was made and when; the record of your request keeps its dates but not your address.",
    );
    expect(await (await call("/")).text()).toMatch(/<a[^>]*href="\/your-data"[^>]*>Your Data<\/a>/);
  });

  it("answers an 8 MB body with 413 and a page saying it is too large, on every form of the pages, storing nothing", async () => {
    const before = await db().select({ n: count() }).from(dataRequests);
    const huge = new URLSearchParams({ email: "big.sender@example.org", t: "x".repeat(8 * 1024 * 1024) }).toString();
    for (const path of ["/your-data", "/your-data/download", "/your-data/delete"]) {
      const response = await call(path, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": freshClientIp() },
        body: huge,
      });
      expect({ path, status: response.status }).toEqual({ path, status: 413 });
      expect(mainText(await response.text())).toContain(
        "What was sent is too large This page's form sends an email address or the code of a link, and what arrived was far bigger. Open the page again and use its button.",
      );
    }
    expect(await db().select({ n: count() }).from(dataRequests)).toEqual(before);
  });

  it("refuses what is not an email address with 400 and its message, storing nothing", async () => {
    const before = await db().select({ n: count() }).from(dataRequests);
    const response = await askForLink("not-an-address");
    expect(response.status).toBe(400);
    expect(mainText(await response.text())).toContain("Please enter a valid email address");
    expect(await db().select({ n: count() }).from(dataRequests)).toEqual(before);
  });
});

describe("the answer to a request", () => {
  it("is the same status and page for an address with records and one without, and only the first gets a link", async () => {
    const known = person("answer");
    await postPublicJson("/api/contact", known.contact);
    const unknown = "nobody.here.at.all@example.org";

    const knownAnswer = await answerOf(await askForLink(known.contact.email));
    const unknownAnswer = await answerOf(await askForLink(unknown));
    expect(knownAnswer).toEqual(unknownAnswer);
    expect(knownAnswer.status).toBe(200);
    expect(mainText(knownAnswer.body)).toContain(SENT_WORDS);

    expect(await linkEmails(known.contact.email)).toHaveLength(1);
    expect(await linkEmails(unknown)).toHaveLength(0);
    // Nothing held: the request is recorded without the address.
    const rows = await db().select().from(dataRequests);
    expect(rows.filter((row) => row.linkSentAt === null).every((row) => row.email === null && row.emailDigest === null)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(unknown);
    // The email carries the link and none of what was stored.
    const [email] = await linkEmails(known.contact.email);
    expect(email!.subject).toBe("Your data at Harborlight Security");
    expect(email!.textBody).toContain("See my data: http://localhost/your-data/view?t=");
    for (const trace of ["Ottoline", "Vandersloot", "555-0164"]) expect(email!.textBody).not.toContain(trace);
  });

  it("takes as long for an address with records as for one without (medians within 250 ms)", async () => {
    const known = person("timing");
    await postPublicJson("/api/contact", known.contact);
    await postPublicJson("/api/register-camera", known.camera);
    const timed = async (address: string) => {
      const started = performance.now();
      expect((await askForLink(address)).status).toBe(200);
      return performance.now() - started;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    // Interleaved, so a busy moment of the machine falls on both; 3 each stays within the per-address limit.
    for (let round = 0; round < 3; round++) {
      unknownTimes.push(await timed(`nobody.${round}.timing@example.org`));
      knownTimes.push(await timed(known.contact.email));
    }
    expect(Math.abs(median(knownTimes) - median(unknownTimes))).toBeLessThan(250);
  });

  it("sends one link to an address asked for again within ten minutes", async () => {
    const known = person("again");
    await postPublicJson("/api/contact", known.contact);
    expect((await askForLink(known.contact.email)).status).toBe(200);
    expect((await askForLink(known.contact.email.toUpperCase())).status).toBe(200);
    expect(await linkEmails(known.contact.email)).toHaveLength(1);
    expect(await emailedLink(known.contact.email)).toMatch(/^\/your-data\/view\?t=/);
  });
});

describe("limits", () => {
  it("answers 429 to a sixth request within a minute from one client, whatever the addresses", async () => {
    await insideOneWindow();
    const ip = freshClientIp();
    for (let n = 0; n < 5; n++) expect((await askForLink(`client.limit.${n}@example.org`, ip)).status).toBe(200);
    const refused = await askForLink("client.limit.last@example.org", ip);
    expect(refused.status).toBe(429);
    expect(mainText(await refused.text())).toContain("Too many requests Please wait a minute and try again.");
  });

  it("answers 429 to a sixth request within a minute for one address, whichever clients ask", async () => {
    await insideOneWindow();
    const known = person("limit");
    await postPublicJson("/api/contact", known.contact);
    for (let n = 0; n < 5; n++) expect((await askForLink(known.contact.email)).status).toBe(200);
    expect((await askForLink(known.contact.email)).status).toBe(429);
    // For an address nothing is held for, the same.
    for (let n = 0; n < 5; n++) expect((await askForLink("nobody.limit@example.org")).status).toBe(200);
    expect((await askForLink("nobody.limit@example.org")).status).toBe(429);
    const sent = await db().select().from(outboxMessages).where(eq(outboxMessages.kind, "your-data-link"));
    expect(sent.filter((message) => message.recipient === known.contact.email)).toHaveLength(1);
  });
});
