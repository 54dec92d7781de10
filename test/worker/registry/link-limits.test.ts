// No owner's link sends mail, or has addresses looked up, without limit (decision 0059): per link
// (its registration, its footage request) and per recipient, each use counted in the batch that
// acts. Over a limit the page answers 429 and nothing is written, sent or queued.
import { env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { auditLog, cameraRegistrations } from "../../../worker/db/schema";
import { db } from "../helpers";
import { signedInAdmin } from "../record-fixtures";
import {
  createIncident,
  emailOwners,
  freshCenter,
  linksIn,
  mainText,
  ownerEmails,
  postForm,
  registrationAt,
  requestEmail,
  tokenFor,
} from "./owner-fixtures";
import { pointAt } from "./points";

afterEach(() => vi.restoreAllMocks());

const staff = signedInAdmin();

async function press(path: string, fields: Record<string, string>) {
  const response = await postForm(path, fields);
  const html = await response.text();
  const title = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.trim();
  return { status: response.status, title, text: mainText(html), retryAfter: response.headers.get("Retry-After") };
}

/** An owner of their own, and the token of a manage link to their registration. */
async function owner(email: string) {
  const row = await registrationAt(null, { email });
  return { row, token: await tokenFor({ registration: row.reference!, incidentId: null, action: "manage" }) };
}

const save = (token: string, fields: Record<string, string>) => press("/registry/manage", { t: token, intent: "details", ...fields });

const stored = async (id: number) => (await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, id)))[0]!;

const LIMITED =
  "This link has been used as often as we allow for now, so that nobody can use it to flood an inbox or our staff. Nothing was changed or sent this time. Please try again after";

describe("a manage link", () => {
  it("sends at most 3 confirmations of a new email address an hour, then answers 429 and stores nothing", async () => {
    const { row, token } = await owner("flood.owner@example.com");
    const pages = [];
    for (let n = 1; n <= 30; n++) pages.push(await save(token, { email: `flood.target.${n}@example.org` }));
    expect(pages.slice(0, 3).map((page) => page.status)).toEqual([200, 200, 200]);
    expect(new Set(pages.slice(3).map((page) => page.status))).toEqual(new Set([429]));
    expect(pages[3]!.title).toBe("Please try again later");
    expect(pages[3]!.text).toContain(LIMITED);
    expect(Number(pages[3]!.retryAfter)).toBeGreaterThan(0);
    expect(Number(pages[3]!.retryAfter)).toBeLessThanOrEqual(3600);
    const sent = await ownerEmails(row.id, "registry-email-change");
    expect(sent.map((message) => message.recipient)).toEqual([1, 2, 3].map((n) => `flood.target.${n}@example.org`));
    expect((await stored(row.id)).pendingEmail).toBe("flood.target.3@example.org");
  });

  it("saves at most 10 changes an hour, so at most 10 new addresses are looked up; then 429 with nothing saved or queued", async () => {
    const lookups = vi.spyOn(env.GEOCODING_QUEUE, "sendBatch").mockResolvedValue({} as never);
    const { row, token } = await owner("moving.owner@example.com");
    const statuses = [];
    for (let n = 1; n <= 30; n++) statuses.push((await save(token, { address: `${2900 + n} O'Donnell St, Baltimore, MD 21224` })).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);
    expect(lookups).toHaveBeenCalledTimes(10);
    expect((await stored(row.id)).address).toBe("2910 O'Donnell St, Baltimore, MD 21224");
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "camera registration"), eq(auditLog.entityId, row.id)));
    expect(audit).toHaveLength(10);
  });

  it("sends one address at most 3 confirmations a day, whichever registrations ask for it", async () => {
    const target = "shared.target@example.org";
    const a = await owner("first.owner@example.com");
    const b = await owner("second.owner@example.com");
    expect((await save(a.token, { email: target })).status).toBe(200);
    expect((await save(b.token, { email: target })).status).toBe(200);
    expect((await save(a.token, { email: "first.elsewhere@example.org" })).status).toBe(200);
    expect((await save(a.token, { email: target })).status).toBe(200);
    expect((await save(b.token, { email: "second.elsewhere@example.org" })).status).toBe(200);
    // B's own limit is not reached (its third this hour); the address's is.
    const refused = await save(b.token, { email: target });
    expect(refused.status).toBe(429);
    expect(refused.text).toContain(LIMITED);
    const toTarget = [
      ...(await ownerEmails(a.row.id, "registry-email-change")),
      ...(await ownerEmails(b.row.id, "registry-email-change")),
    ].filter((message) => message.recipient === target);
    expect(toTarget).toHaveLength(3);
    expect((await stored(b.row.id)).pendingEmail).toBe("second.elsewhere@example.org");
  });
});

describe("a footage request's answer", () => {
  it("toggled 20 times records 5 answers an hour and emails staff at most 3 times", async () => {
    const center = freshCenter();
    const asked = await registrationAt(pointAt(center, 0, 70));
    const incident = await createIncident(staff.api(), center, { caseReference: `TOGGLE-${asked.id}` });
    expect((await emailOwners(staff.api(), incident.id)).status).toBe(201);
    const [mayHave] = linksIn((await requestEmail(incident.id, asked.id)).textBody).answer;
    const token = new URL(mayHave!).searchParams.get("t")!;
    const statuses = [(await press("/registry/answer", { t: token })).status];
    for (let n = 1; n < 20; n++) {
      statuses.push((await press("/registry/answer", { t: token, intent: n % 2 === 1 ? "no_footage" : "may_have" })).status);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    // From the sixth, each press for the other answer is refused; one for the answer kept changes nothing and says so.
    expect(statuses.slice(5)).toEqual(Array.from({ length: 15 }, (_, n) => (n % 2 === 0 ? 429 : 200)));
    expect(await ownerEmails(asked.id, "footage-answer")).toHaveLength(3);
    const answers = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "footage request"), eq(auditLog.userId, "system:registry-owner")));
    expect(answers.filter((entry) => /^Owner (answered|changed the answer)/.test(entry.summary ?? ""))).toHaveLength(5);
  });
});
