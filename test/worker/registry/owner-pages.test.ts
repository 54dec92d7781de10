// The owners' pages against real D1 and the real queue, followed from the links in the emails
// the Worker composed: a GET only shows a button, the POST records once, a second press shows the
// answer already given; tampered, expired and orphaned links get a plain page and change nothing.
import { createExecutionContext, env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { auditLog, cameraRegistrations, footageRequests, outboxMessages } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { OWNER_PAGE_TEXT } from "../../../worker/registry/owner-pages/text";
import { FOOTAGE_LINK_LIFETIME_DAYS, readOwnerToken } from "../../../worker/registry/signed-links";
import { signingKey } from "../../../worker/security/signed-tokens";
import { adminApi, apiClient, errorBody, successBody, type ApiClient } from "../api-client";
import { call, db, ORIGIN } from "../helpers";
import {
  createIncident,
  emailOwners,
  formToken,
  freshCenter,
  incidentDetail,
  linksIn,
  mainText,
  OWNER,
  pathOf,
  postForm,
  registrationAt,
  requestEmail,
  tokenFor,
} from "./owner-fixtures";
import { pointAt } from "./points";

let admin: ApiClient;
beforeAll(async () => {
  admin = await adminApi();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** An owner 40 ft from a fresh incident, emailed through the API: the owner, the incident and the email's links. */
async function askedOwner(fields: Partial<typeof cameraRegistrations.$inferInsert> = {}) {
  const center = freshCenter();
  const owner = await registrationAt(pointAt(center, 0, 40), fields);
  const incident = await createIncident(admin, center);
  expect((await emailOwners(admin, incident.id)).status).toBe(201);
  const email = await requestEmail(incident.id, owner.id);
  const links = linksIn(email.textBody);
  const [mayHave, noFootage] = links.answer as [string, string];
  return { owner, incident, mayHave, noFootage, leave: links.leave[0]!, center };
}

const requestRow = async (incidentId: number) =>
  (await db().select().from(footageRequests).where(eq(footageRequests.incidentId, incidentId)))[0];

const registrationRow = async (id: number) => (await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id)))[0];

const tokenIn = (url: string) => new URL(url).searchParams.get("t")!;

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
/** The token with its signature's last character one place further along the alphabet: the same bytes to a lenient decoder. */
const lastCharacterMoved = (token: string) => `${token.slice(0, -1)}${BASE64URL[(BASE64URL.indexOf(token.at(-1)!) + 1) % 64]}`;

async function page(response: Response) {
  const html = await response.text();
  return { status: response.status, html, text: mainText(html), title: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.trim() };
}

const open = async (url: string) => page(await call(pathOf(url)));
const press = async (path: string, fields: Record<string, string>) => page(await postForm(path, fields));

describe("a footage request's answer", () => {
  it("shows the request and a button on GET, changes nothing until pressed, then records it once", async () => {
    const { owner, incident, mayHave } = await askedOwner();
    const response = await call(pathOf(mayHave));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(response.headers.get("Content-Security-Policy")).toContain("form-action 'self'");
    const shown = await page(response);
    expect(shown.title).toBe("A request for camera footage");
    expect(shown.text).toContain("When Saturday, March 14, 2026, between 10:30 PM and 1:15 AM on Sunday, March 15, 2026 (Baltimore time)");
    expect(shown.text).toContain("Where Near the 2900 block of O'Donnell St");
    expect(shown.text).toContain("Please keep footage for 30 days");
    expect(shown.text).toContain(
      'Press the button to tell us: "I may have footage". We will then contact you about sharing it; what you share stays your choice.',
    );
    expect(shown.html).toMatch(/<form method="post" action="\/registry\/answer">/);
    expect(shown.html).toContain('<meta name="referrer" content="no-referrer" />');
    expect(formToken(shown.html)).toBe(tokenIn(mayHave));
    // Opened twice, as a mail scanner would: still no answer.
    await open(mayHave);
    expect(await requestRow(incident.id)).toMatchObject({ answer: null, answeredAt: null });

    const thanks = await press("/registry/answer", { t: tokenIn(mayHave) });
    expect(thanks.status).toBe(200);
    expect(thanks.title).toBe("Thank you");
    expect(thanks.text).toContain(
      "We have noted that you may have footage. Please keep the recording from that time for 30 days; we will contact you about sharing it. You decide what to share.",
    );
    const answered = await requestRow(incident.id);
    expect(answered).toMatchObject({ answer: "may_have", cameraRegistrationId: owner.id });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "footage request"), eq(auditLog.entityId, answered!.id)));
    expect(audit.map((row) => [row.userId, row.userEmail, row.action, row.summary])).toEqual([
      ["system:registry-owner", null, "update", "Owner answered: may have footage"],
    ]);

    // Pressed again, or the page opened again: the answer already given, unchanged.
    const replay = await press("/registry/answer", { t: tokenIn(mayHave) });
    expect(replay.status).toBe(200);
    expect(replay.title).toBe("You have already answered");
    expect(replay.text).toMatch(/You answered "I may have footage" on \w+day, \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M E[SD]T\./);
    expect((await open(mayHave)).title).toBe("You have already answered");
    expect((await requestRow(incident.id))!.answeredAt).toEqual(answered!.answeredAt);
    expect(await db().select().from(auditLog).where(eq(auditLog.entity, "footage request"))).toHaveLength(1);

    // Staff see it in the incident.
    const detail = await incidentDetail(admin, incident.id);
    expect(detail.nearby[0]!.request).toMatchObject({ answer: "may_have", answeredAt: answered!.answeredAt!.toISOString() });
    expect(detail.incident.answerCount).toBe(1);
  });

  it("records 'I have no footage' the same way, and the other link then shows that answer", async () => {
    const { incident, mayHave, noFootage } = await askedOwner();
    expect((await open(noFootage)).text).toContain('Press the button to tell us: "I have no footage".');
    const thanks = await press("/registry/answer", { t: tokenIn(noFootage) });
    expect(thanks.text).toContain("We have noted that you have no footage. There is nothing more to do.");
    expect((await requestRow(incident.id))!.answer).toBe("no_footage");

    const other = await press("/registry/answer", { t: tokenIn(mayHave) });
    expect(other.title).toBe("You have already answered");
    expect(other.text).toContain('You answered "I have no footage"');
    expect((await requestRow(incident.id))!.answer).toBe("no_footage");
  });

  it("names no place for an incident given as a point, only the distance", async () => {
    const center = freshCenter();
    const owner = await registrationAt(pointAt(center, 0, 40));
    const incident = await createIncident(admin, center, { address: "", keepFootageDays: 7 });
    await emailOwners(admin, incident.id);
    const [mayHave] = linksIn((await requestEmail(incident.id, owner.id)).textBody).answer;
    const shown = await open(mayHave!);
    expect(shown.text).toContain("Where Within 150 ft of your camera");
    expect(shown.text).toContain("Please keep footage for 7 days");
  });

  it("says a request is closed once its incident is gone", async () => {
    const { incident, mayHave } = await askedOwner();
    expect((await admin.incidents[":id"].$delete({ param: { id: String(incident.id) } })).status).toBe(204);
    const closed = await open(mayHave);
    expect(closed.status).toBe(410);
    expect(closed.title).toBe("This request is closed");
    expect(closed.text).toContain(OWNER_PAGE_TEXT.closed);
    expect((await press("/registry/answer", { t: tokenIn(mayHave) })).status).toBe(410);
  });
});

describe("a footage request's pages never hand out the registration", () => {
  const key = () => signingKey(env, ORIGIN);
  /** Every JWT-shaped text in a page. */
  const tokensIn = (html: string) => [...html.matchAll(/[\w-]{10,}\.[\w-]{10,}\.[\w-]{20,}/g)].map((match) => match[0]);
  /** What a page shows of the owner: it should be nothing. */
  const ownerDetailsIn = (html: string) =>
    [OWNER.name, OWNER.email, OWNER.phone, OWNER.address, OWNER.address.replace(/'/g, "&#39;"), OWNER.cameraDetails, "2911"].filter(
      (detail) => html.includes(detail),
    );
  const manageEmails = (registrationId: number) =>
    db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.cameraRegistrationId, registrationId), eq(outboxMessages.kind, "registry-manage-link")));

  it("however often an answered link is opened or pressed: no manage link, no owner details, only the link's own token", async () => {
    const { owner, incident, mayHave, noFootage, leave } = await askedOwner();
    const expired = await tokenFor(
      { registration: owner.reference!, incidentId: incident.id, action: "may_have" },
      new Date(Date.now() - (FOOTAGE_LINK_LIFETIME_DAYS + 1) * DAY_MS),
    );
    const pages = [
      await open(mayHave),
      await press("/registry/answer", { t: tokenIn(mayHave) }),
      await open(mayHave),
      await open(mayHave),
      await open(mayHave),
      await press("/registry/answer", { t: tokenIn(mayHave) }),
      await open(noFootage),
      await press("/registry/answer", { t: tokenIn(noFootage) }),
      await open(leave),
      await open(`${ORIGIN}/registry/answer?t=${expired}`),
    ];
    expect(pages.map((shown) => shown.title)).toEqual([
      "A request for camera footage",
      "Thank you",
      ...Array<string>(6).fill("You have already answered"),
      "Leave the camera registry",
      "This link has expired",
    ]);
    const ownTokens = new Set([tokenIn(mayHave), tokenIn(noFootage), tokenIn(leave), expired]);
    for (const shown of pages) {
      expect(shown.html).not.toContain("/registry/manage?");
      expect(ownerDetailsIn(shown.html)).toEqual([]);
      for (const token of tokensIn(shown.html)) {
        expect(ownTokens.has(token)).toBe(true);
        const check = await readOwnerToken(key(), token);
        expect(check.status === "invalid" ? "invalid" : check.link.action).not.toBe("manage");
      }
    }
    // Opening and answering sent the owner nothing.
    expect(await manageEmails(owner.id)).toEqual([]);
  });

  it("offers to email a manage link to the address registered, at most once in a while, and shows none", async () => {
    const { owner, mayHave } = await askedOwner();
    const thanks = await press("/registry/answer", { t: tokenIn(mayHave) });
    expect(thanks.text).toContain(OWNER_PAGE_TEXT.manageByEmail);
    const answered = await open(mayHave);
    expect(answered.text).toContain(OWNER_PAGE_TEXT.manageByEmail);
    expect(answered.html).toContain(`<input type="hidden" name="intent" value="renew" />`);
    expect(answered.html).toContain("Email me a link to my registration</button>");

    const sent = await press("/registry/manage", { t: formToken(answered.html)!, intent: "renew" });
    expect(sent.status).toBe(200);
    expect(sent.title).toBe("A new link is on its way");
    expect(sent.html).not.toContain("/registry/manage?");
    expect(ownerDetailsIn(sent.html)).toEqual([]);
    await press("/registry/manage", { t: tokenIn(mayHave), intent: "renew" });

    const emails = await manageEmails(owner.id);
    expect(emails.map((message) => message.recipient)).toEqual([OWNER.email]);
    expect(emails[0]!.textBody).toContain("You asked for a link to your registration from the page of one of our footage requests.");
    const manage = await open(linksIn(emails[0]!.textBody).manage[0]!);
    expect(manage.title).toBe("Your camera registration");
  });
});

describe("a link that cannot be used", () => {
  it.each([
    ["changed in its claims", (token: string) => token.replace(/\.(.)/, (_all, c: string) => `.${c === "e" ? "f" : "e"}`)],
    ["changed in its signature", (token: string) => `${token.slice(0, -3)}${token.endsWith("A") ? "BBB" : "AAA"}`],
    ["cut short", (token: string) => token.slice(0, 40)],
    ["with its signature's last character moved by one", lastCharacterMoved],
    ["with = after its signature", (token: string) => `${token}=`],
    ["with == after its signature", (token: string) => `${token}==`],
    ["missing", () => ""],
  ])("%s: a 400 page that says it does not work, and nothing changes", async (_case, spoil) => {
    const { incident, mayHave } = await askedOwner();
    const bad = spoil(tokenIn(mayHave));
    for (const shown of [
      await open(`${ORIGIN}/registry/answer?t=${encodeURIComponent(bad)}`),
      await press("/registry/answer", { t: bad }),
    ]) {
      expect(shown.status).toBe(400);
      expect(shown.title).toBe("This link does not work");
      expect(shown.text).toContain(OWNER_PAGE_TEXT.invalid);
      expect(shown.html).not.toContain("<form");
    }
    expect(await requestRow(incident.id)).toMatchObject({ answer: null });
  });

  it("opened on another owner page than its own: refused as not working", async () => {
    const { owner, incident, mayHave, leave } = await askedOwner();
    expect((await press("/registry/leave", { t: tokenIn(mayHave) })).status).toBe(400);
    expect((await press("/registry/answer", { t: tokenIn(leave) })).status).toBe(400);
    expect((await press("/registry/manage", { t: tokenIn(leave), intent: "remove" })).status).toBe(400);
    const manage = await tokenFor({ registration: owner.reference!, incidentId: null, action: "manage" });
    expect((await press("/registry/answer", { t: manage })).status).toBe(400);
    expect(await registrationRow(owner.id)).toBeDefined();
    expect(await requestRow(incident.id)).toMatchObject({ answer: null });
  });

  it("expired: a 410 page offering a new link by email, and no answer is taken", async () => {
    const { owner, incident } = await askedOwner();
    const issued = new Date(Date.now() - (FOOTAGE_LINK_LIFETIME_DAYS + 1) * DAY_MS);
    const expired = await tokenFor({ registration: owner.reference!, incidentId: incident.id, action: "may_have" }, issued);
    const shown = await open(`${ORIGIN}/registry/answer?t=${expired}`);
    expect(shown.status).toBe(410);
    expect(shown.title).toBe("This link has expired");
    expect(shown.text).toContain(
      "Links in our emails work for a limited time. We can email a new link to the address you registered with.",
    );
    expect(shown.text).toContain("Email me a new link");
    expect((await press("/registry/answer", { t: expired })).status).toBe(410);
    expect(await requestRow(incident.id)).toMatchObject({ answer: null });

    // "Email me a new link": a manage link, to the address registered, at most once in a while.
    const renewed = await press("/registry/manage", { t: formToken(shown.html)!, intent: "renew" });
    expect(renewed.status).toBe(200);
    expect(renewed.title).toBe("A new link is on its way");
    await press("/registry/manage", { t: expired, intent: "renew" });
    const sent = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.cameraRegistrationId, owner.id), eq(outboxMessages.kind, "registry-manage-link")));
    expect(sent.map((m) => m.recipient)).toEqual([OWNER.email]);
    expect(sent[0]!.textBody).toContain("You asked for a new link because an older one had expired.");
    const manage = await open(linksIn(sent[0]!.textBody).manage[0]!);
    expect(manage.status).toBe(200);
    expect(manage.title).toBe("Your camera registration");
  });

  it("a key that is not ours, however well formed: refused; and no page works on a public host without SIGNING_SECRET", async () => {
    const { owner, incident, mayHave } = await askedOwner();
    const secret = "s".repeat(40);
    const atHost = (path: string, settings: Partial<typeof env>) =>
      worker.fetch(new Request(`http://harborlight.example${path}`), { ...env, ...settings }, createExecutionContext());
    const unconfigured = await page(await atHost(pathOf(mayHave), { SIGNING_SECRET: undefined }));
    expect(unconfigured.status).toBe(500);
    expect(unconfigured.title).toBe("This page is not available right now");
    // Signed with the development key, opened where the secret is set: not ours.
    expect((await atHost(pathOf(mayHave), { SIGNING_SECRET: secret })).status).toBe(400);
    expect(await requestRow(incident.id)).toMatchObject({ answer: null });
    expect(await registrationRow(owner.id)).toBeDefined();
  });

  it("a form far larger than ours: 413, nothing read", async () => {
    const { incident, mayHave } = await askedOwner();
    const shown = await press("/registry/answer", { t: tokenIn(mayHave), padding: "x".repeat(20_000) });
    expect(shown.status).toBe(413);
    expect(await requestRow(incident.id)).toMatchObject({ answer: null });
  });
});

describe("leaving the registry from a footage request", () => {
  it("asks on GET, and on POST deletes the registration, its unanswered requests and its emails, keeping answered ones", async () => {
    const { owner, incident, leave, center } = await askedOwner();
    // Two more incidents around the same owner: one answered, one still waiting.
    const answered = await createIncident(admin, pointAt(center, 90, 10), { caseReference: "ANSWERED" });
    const waiting = await createIncident(admin, pointAt(center, 270, 10), { caseReference: "WAITING" });
    await emailOwners(admin, answered.id);
    await emailOwners(admin, waiting.id);
    const answeredLink = linksIn((await requestEmail(answered.id, owner.id)).textBody).answer[0]!;
    await press("/registry/answer", { t: tokenIn(answeredLink) });

    const asked = await open(leave);
    expect(asked.status).toBe(200);
    expect(asked.title).toBe("Leave the camera registry");
    expect(asked.text).toContain(
      "We will delete your name, email, phone, address and camera details at once, and we will not email you about incidents again. Requests you have already answered are kept for our records, without any of your details.",
    );
    expect(asked.text).toContain("Remove me from the registry");
    expect(await registrationRow(owner.id)).toBeDefined();

    const left = await press("/registry/leave", { t: tokenIn(leave) });
    expect(left.status).toBe(200);
    expect(left.title).toBe("You have left the registry");
    expect(left.text).toContain("Your registration and your details are deleted. Thank you for helping your neighborhood.");
    expect(await registrationRow(owner.id)).toBeUndefined();
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.cameraRegistrationId, owner.id))).toEqual([]);
    // The request it left from says so; the answered one keeps its answer; the waiting one is gone.
    expect(await requestRow(incident.id)).toMatchObject({ answer: "removed", cameraRegistrationId: null, outboxMessageId: null });
    expect(await requestRow(answered.id)).toMatchObject({ answer: "may_have", cameraRegistrationId: null, outboxMessageId: null });
    expect(await requestRow(waiting.id)).toBeUndefined();
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "camera registration"), eq(auditLog.entityId, owner.id)));
    expect(audit.map((row) => [row.userId, row.userEmail, row.action, row.summary])).toEqual([
      ["system:registry-owner", null, "delete", "Owner left the registry through a footage request's link"],
    ]);
    // Staff see the request among the former owners', without anyone named.
    const detail = await incidentDetail(admin, incident.id);
    expect(detail.nearby).toEqual([]);
    expect(detail.formerOwners).toEqual([expect.objectContaining({ answer: "removed", messageStatus: null })]);

    // Every link of the owner's now meets a registration that is gone.
    const again = await press("/registry/leave", { t: tokenIn(leave) });
    expect(again.status).toBe(200);
    expect(again.title).toBe("You are not in the registry");
    const answer = await open(answeredLink);
    expect(answer.status).toBe(410);
    expect(answer.title).toBe("You are not in the registry");
    expect(answer.text).toContain(OWNER_PAGE_TEXT.gone);
    const manage = await tokenFor({ registration: owner.reference!, incidentId: null, action: "manage" });
    expect((await open(`${ORIGIN}/registry/manage?t=${manage}`)).status).toBe(410);
    expect((await press("/registry/manage", { t: manage, intent: "renew" })).status).toBe(410);
  });
});

describe("managing a registration from its confirmation email", () => {
  const registration = { ...OWNER, name: "Rosa Aldana", email: "rosa.aldana@example.com", terms: true as const };

  async function registered() {
    const response = await apiClient()["register-camera"].$post({ json: registration });
    expect(response.status).toBe(201);
    const { id } = await successBody(response);
    const [confirmation] = await db()
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.cameraRegistrationId, id), eq(outboxMessages.kind, "registry-confirmation")));
    return { id, confirmation: confirmation!, manage: linksIn(confirmation!.textBody).manage[0]! };
  }

  it("is emailed at registration with a signed manage link and nothing the owner typed", async () => {
    const { id, confirmation, manage } = await registered();
    expect(confirmation).toMatchObject({
      channel: "email",
      recipient: registration.email,
      subject: "Your camera is registered - Harborlight Security",
    });
    expect(confirmation.textBody).toContain(
      "If an incident is reported within 150 ft of your address, we will email you to ask whether you are willing to share footage.",
    );
    expect(confirmation.textBody).toContain("See or change my registration:");
    for (const body of [confirmation.textBody, confirmation.htmlBody!]) {
      expect(body).not.toContain("Rosa");
      expect(body).not.toContain("2911");
      expect(body).not.toContain(registration.phone);
    }
    const check = await readOwnerToken(signingKey(env, ORIGIN), tokenIn(manage));
    expect(check).toEqual({
      status: "valid",
      link: { registration: (await registrationRow(id))!.reference, incidentId: null, action: "manage" },
    });
  });

  it("shows everything stored but the point, and saves new camera details", async () => {
    const { id, manage } = await registered();
    await db()
      .update(cameraRegistrations)
      .set({ latitude: 39.27851, longitude: -76.57312, locationStatus: "located" })
      .where(eq(cameraRegistrations.id, id));
    const shown = await open(manage);
    expect(shown.status).toBe(200);
    expect(shown.title).toBe("Your camera registration");
    for (const text of [
      "This is everything we keep about your registration.",
      "Name Rosa Aldana",
      "Email rosa.aldana@example.com",
      "Phone (410) 555-0177",
    ]) {
      expect(shown.text).toContain(text);
    }
    expect(shown.text).toContain("Address 2911 O'Donnell St, Baltimore, MD 21224");
    expect(shown.text).toContain(`Camera details ${OWNER.cameraDetails}`);
    expect(shown.text).toContain("On our map Yes: your address was found on the map");
    expect(shown.html).not.toMatch(/39\.27|76\.57/);

    const saved = await press("/registry/manage", {
      t: tokenIn(manage),
      intent: "details",
      cameraDetails: "Three cameras now: porch, alley and garage.",
    });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain("Your changes are saved.");
    expect(saved.text).toContain("Camera details Three cameras now: porch, alley and garage.");
    expect((await registrationRow(id))!.cameraDetails).toBe("Three cameras now: porch, alley and garage.");
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "camera registration"), eq(auditLog.entityId, id)));
    expect(audit.map((row) => [row.userId, row.summary])).toEqual([["system:registry-owner", "Camera details changed by the owner"]]);
  });

  it("refuses camera details the form would refuse, keeping what was typed", async () => {
    const { id, manage } = await registered();
    const refused = await press("/registry/manage", { t: tokenIn(manage), intent: "details", cameraDetails: "Short <b>" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Camera details must be at least 10 characters");
    expect(refused.html).toContain("Short &lt;b&gt;</textarea");
    expect(refused.html).toContain('aria-invalid="true"');
    expect((await registrationRow(id))!.cameraDetails).toBe(OWNER.cameraDetails);
    expect((await press("/registry/manage", { t: tokenIn(manage), intent: "something-else" })).status).toBe(400);
  });

  it("removes the registration on its button, once asked again, and says so", async () => {
    const { id, manage } = await registered();
    expect((await press("/registry/manage", { t: tokenIn(manage), intent: "remove" })).title).toBe("Remove your registration?");
    expect(await registrationRow(id)).toBeDefined();
    const removed = await press("/registry/manage", { t: tokenIn(manage), intent: "remove-confirmed" });
    expect(removed.status).toBe(200);
    expect(removed.title).toBe("Your registration is removed");
    expect(await registrationRow(id)).toBeUndefined();
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.cameraRegistrationId, id))).toEqual([]);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "camera registration"), eq(auditLog.entityId, id)));
    expect(audit.map((row) => [row.userId, row.action, row.summary])).toEqual([
      ["system:registry-owner", "delete", "Owner removed the registration through its manage link"],
    ]);
    const after = await open(manage);
    expect(after.status).toBe(410);
    expect(after.title).toBe("You are not in the registry");
  });
});

describe("the /registry prefix", () => {
  it.each(["/registry/answer", "/registry/manage", "/Registry/Leave", "/registry"])(
    "is never taken by a short link: %s",
    async (fromPath) => {
      const response = await admin.redirects.$post({ json: { fromPath, toUrl: "https://example.org" } });
      expect(response.status).toBe(400);
      expect((await errorBody(response)).message).toBe("This path is used by the site");
    },
  );

  it("answers other methods and other paths with the not-found page", async () => {
    expect((await call("/registry/answer", { method: "DELETE" })).status).toBe(404);
    expect((await call("/registry/elsewhere")).status).toBe(404);
  });
});
