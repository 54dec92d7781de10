// "Email N owners" and "Followed up" against real D1 and the real queue: one request and one email
// per located owner within the radius, never twice for an incident, written whole or not at all;
// the email speaks of the incident in general terms only and carries three signed links.
import { createExecutionContext, env } from "cloudflare:test";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { auditLog, cameraRegistrations, footageRequests, outboxMessages } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { FOOTAGE_LINK_LIFETIME_DAYS, readOwnerToken } from "../../../worker/registry/signed-links";
import { signingKey } from "../../../worker/security/signed-tokens";
import { FOOTAGE_LINK_LABELS } from "../../../worker/shared/registry";
import { REGISTRY_TEXTS } from "../../../worker/shared/schemas/registry";
import { db, ORIGIN } from "../helpers";
import { eventually } from "../outbox/helpers";
import { apiClient, read, successBody, type ApiClient } from "../api-client";
import { asAdmin, asMember, callWith } from "../session-helpers";
import {
  createIncident,
  emailOwners,
  freshCenter,
  incidentDetail,
  INCIDENT,
  linksIn,
  OWNER,
  registrationAt,
  requestEmail,
  previewRequest,
  requestsOf,
  send,
  sendRequests,
} from "./owner-fixtures";
import { pointAt } from "./points";

let adminCookie: string;
let admin: ApiClient;
beforeAll(async () => {
  adminCookie = await asAdmin();
  admin = apiClient({ cookie: adminCookie });
});

const detailOf = (id: number) => incidentDetail(admin, id);
const incidentAudit = (id: number) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "incident"), eq(auditLog.entityId, id)));
const emailsTo = (registrationId: number) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.cameraRegistrationId, registrationId), eq(outboxMessages.kind, "footage-request")));

describe("emailing the owners around an incident", () => {
  it("asks each located owner within the radius once, and a later owner on the next press", async () => {
    const center = freshCenter();
    const near = await registrationAt(pointAt(center, 0, 40), { email: "near@example.com" });
    const edge = await registrationAt(pointAt(center, 90, 149), { email: "edge@example.com" });
    const outside = await registrationAt(pointAt(center, 180, 151), { email: "outside@example.com" });
    const unlocated = await registrationAt(null, { email: "unlocated@example.com" });
    const incident = await createIncident(admin, center);

    const first = await emailOwners(admin, incident.id);
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ queued: 2 });
    const requests = await requestsOf(incident.id);
    // Each request keeps its owner's 50 ft band, never the exact distance.
    expect(requests.map((r) => [r.cameraRegistrationId, r.distanceFeet])).toEqual([
      [near.id, 0],
      [edge.id, 100],
    ]);
    expect((await emailsTo(near.id)).map((m) => m.recipient)).toEqual(["near@example.com"]);
    expect((await emailsTo(edge.id)).map((m) => m.recipient)).toEqual(["edge@example.com"]);
    expect(await emailsTo(outside.id)).toEqual([]);
    expect(await emailsTo(unlocated.id)).toEqual([]);
    expect((await incidentAudit(incident.id)).map((row) => row.summary)).toContain(
      "Emailed 2 owners a footage request for case 25-CASE-0042",
    );

    // Pressed again: nobody is asked twice.
    const again = await emailOwners(admin, incident.id);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ queued: 0 });
    expect(await requestsOf(incident.id)).toHaveLength(2);
    expect(await emailsTo(near.id)).toHaveLength(1);

    // An owner who registers later is asked on the next press, alone.
    const later = await registrationAt(pointAt(center, 270, 100), { email: "later@example.com" });
    expect(await (await emailOwners(admin, incident.id)).json()).toEqual({ queued: 1 });
    expect(await emailsTo(later.id)).toHaveLength(1);
    expect(await emailsTo(near.id)).toHaveLength(1);
  });

  it("shows each request in the incident, emailed once the real queue has sent it", async () => {
    const center = freshCenter();
    const owner = await registrationAt(pointAt(center, 45, 60));
    const incident = await createIncident(admin, center);
    expect((await detailOf(incident.id)).nearby[0]!.request).toBeNull();
    await emailOwners(admin, incident.id);

    const detail = await eventually(
      () => detailOf(incident.id),
      (d) => d.nearby[0]?.request?.messageStatus === "sent" && d.nearby[0].request.emailedAt !== null,
    );
    const [camera] = detail.nearby;
    expect(camera!.registrationId).toBe(owner.id);
    expect(camera!.request).toMatchObject({
      answer: null,
      answeredAt: null,
      followedUpAt: null,
      messageStatus: "sent",
      messageLoggedOnly: false,
    });
    // The request keeps the 50 ft band only; the exact distance is the camera's, from its point.
    expect(camera!.request!.distanceBand).toEqual({ fromFeet: 50, toFeet: 100 });
    expect(camera!.distanceFeet).toBeCloseTo(60, 3);
    expect(detail.incident).toMatchObject({ requestCount: 1, answerCount: 0 });
    const email = await requestEmail(incident.id, owner.id);
    expect(camera!.request!.emailedAt).toBe(email.sentAt!.toISOString());
    // Where no email binding is configured the email is only written to the log: the view says so.
    await db().update(outboxMessages).set({ loggedOnly: true }).where(eq(outboxMessages.id, email.id));
    expect((await detailOf(incident.id)).nearby[0]!.request).toMatchObject({ messageStatus: "sent", messageLoggedOnly: true });
  });

  it("says when, where in general terms and for how long, with three signed links, and nothing of the case", async () => {
    const center = freshCenter();
    const owner = await registrationAt(pointAt(center, 0, 30), {
      name: "Ana <b>Ruiz</b>",
      address: "2915 O'Donnell St, Baltimore, MD 21224",
    });
    const incident = await createIncident(admin, center, { keepFootageDays: 21 });
    await emailOwners(admin, incident.id);
    const email = await requestEmail(incident.id, owner.id);

    expect(email).toMatchObject({
      channel: "email",
      kind: "footage-request",
      recipient: OWNER.email,
      replyTo: "hello@harborlight.example",
    });
    expect(email.subject).toBe("Footage request: can your camera help? (Saturday, March 14, 2026)");
    expect(email.htmlBody).toContain("the 2900 block of O&#39;Donnell St"); // escaped in the HTML part
    for (const body of [email.textBody, email.htmlBody!.replace(/&#39;/g, "'")]) {
      expect(body).toContain("near the 2900 block of O'Donnell St, within 150 ft of the camera you registered");
      expect(body).toContain("Saturday, March 14, 2026, between 10:30 PM and 1:15 AM on Sunday, March 15, 2026");
      expect(body).toContain("keep the recording for 21 days");
      expect(body).toContain("I may have footage");
      expect(body).toContain("I have no footage");
      expect(body).toContain("Remove me from the registry");
      // Never the incident's details, its case, or the owner's own words.
      expect(body).not.toContain(INCIDENT.caseReference);
      expect(body).not.toContain(INCIDENT.footageSought);
      expect(body).not.toContain("2909");
      expect(body).not.toContain("Ruiz");
      expect(body).not.toContain("2915");
    }
    expect(FOOTAGE_LINK_LABELS).toEqual({
      may_have: "I may have footage",
      no_footage: "I have no footage",
      leave: "Remove me from the registry",
    });

    const links = linksIn(email.textBody);
    expect(links.answer).toHaveLength(2);
    expect(links.leave).toHaveLength(1);
    expect(linksIn(email.htmlBody!.replace(/&amp;/g, "&"))).toEqual(links);
    const key = signingKey(env, ORIGIN);
    const read = await Promise.all(
      [...links.answer, ...links.leave].map((url) => readOwnerToken(key, new URL(url).searchParams.get("t")!)),
    );
    expect(read.map((check) => check.status === "valid" && check.link)).toEqual([
      { registration: owner.reference, incidentId: incident.id, action: "may_have" },
      { registration: owner.reference, incidentId: incident.id, action: "no_footage" },
      { registration: owner.reference, incidentId: incident.id, action: "leave" },
    ]);
    expect(links.answer[0]).toMatch(new RegExp(`^${ORIGIN}/registry/answer\\?t=`));
    // The links work for FOOTAGE_LINK_LIFETIME_DAYS, and the email says until when.
    expect(FOOTAGE_LINK_LIFETIME_DAYS).toBe(60);
    expect(email.textBody).toMatch(/The links below work until \w+day, \w+ \d{1,2}, \d{4}\./);
  });

  it("names no block for an incident placed by a point alone", async () => {
    const center = freshCenter();
    const owner = await registrationAt(pointAt(center, 0, 30));
    const incident = await createIncident(admin, center, { address: "" });
    await emailOwners(admin, incident.id);
    const email = await requestEmail(incident.id, owner.id);
    expect(email.textBody).toContain(
      "An incident was reported within 150 ft of the camera you registered with our community camera registry.",
    );
    expect(email.textBody).not.toContain("block");
  });

  it("gives a registration stored before references existed one, and signs its links with it", async () => {
    const center = freshCenter();
    const owner = await registrationAt(pointAt(center, 0, 30), { reference: null });
    const incident = await createIncident(admin, center);
    expect(await (await emailOwners(admin, incident.id)).json()).toEqual({ queued: 1 });
    const [stored] = await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, owner.id));
    expect(stored!.reference).toMatch(/^[0-9a-f-]{36}$/);
    const email = await requestEmail(incident.id, owner.id);
    const token = new URL(linksIn(email.textBody).leave[0]!).searchParams.get("t")!;
    expect(await readOwnerToken(signingKey(env, ORIGIN), token)).toMatchObject({
      status: "valid",
      link: { registration: stored!.reference },
    });
  });

  it("writes every request and email or none: a failure half way leaves nothing, and a second press then works", async () => {
    const center = freshCenter();
    const first = await registrationAt(pointAt(center, 0, 20));
    const second = await registrationAt(pointAt(center, 0, 90));
    const incident = await createIncident(admin, center);
    // The second owner's request cannot be written: storage fails half way through the batch.
    await env.DB.exec(
      `CREATE TRIGGER fail_second_request BEFORE INSERT ON footage_requests WHEN NEW.camera_registration_id = ${second.id} BEGIN SELECT RAISE(ABORT, 'disk I/O error'); END`,
    );
    try {
      const failed = await emailOwners(admin, incident.id);
      expect(failed.status).toBe(503);
      expect(await failed.json()).toEqual({ message: "The service is temporarily unavailable. Please try again later." });
      expect(await requestsOf(incident.id)).toEqual([]);
      expect(await emailsTo(first.id)).toEqual([]);
      expect(await emailsTo(second.id)).toEqual([]);
      expect(await incidentAudit(incident.id)).toHaveLength(1); // only its creation
    } finally {
      await env.DB.exec("DROP TRIGGER fail_second_request");
    }
    expect(await (await emailOwners(admin, incident.id)).json()).toEqual({ queued: 2 });
  });

  it("is kept from asking an owner twice by the database itself", async () => {
    const center = freshCenter();
    const owner = await registrationAt(pointAt(center, 0, 20));
    const incident = await createIncident(admin, center);
    const request = { incidentId: incident.id, cameraRegistrationId: owner.id, distanceFeet: 20 };
    await db().insert(footageRequests).values(request);
    const refused = await db()
      .insert(footageRequests)
      .values(request)
      .then(
        () => "stored",
        (error: Error) => String(error.cause),
      );
    expect(refused).toMatch(/UNIQUE constraint failed: footage_requests.incident_id, footage_requests.camera_registration_id/);
  });

  it("is refused while the incident's place is not located, and for an unknown incident", async () => {
    const { id } = await read(admin.incidents.$post({ json: { ...INCIDENT, address: "3100 Elliott St, Baltimore, MD 21224" } }));
    const refused = await emailOwners(admin, id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "The incident's place is not located yet." });
    expect(REGISTRY_TEXTS.notLocated).toBe("The incident's place is not located yet.");
    expect(await requestsOf(id)).toEqual([]);

    expect((await emailOwners(admin, 999_999)).status).toBe(404);
    expect(await (await emailOwners(admin, 999_999)).json()).toEqual({ message: "Not found" });
  });

  it("answers 401 without a session, 403 for a non-admin, 400 for a body without the previewed owners' ids, 415 without JSON", async () => {
    const center = freshCenter();
    const owner = await registrationAt(pointAt(center, 0, 20));
    const incident = await createIncident(admin, center);
    const path = `/api/incidents/${incident.id}/footage-requests`;
    const body = { registrationIds: [owner.id] };
    expect((await sendRequests(apiClient(), incident.id, body.registrationIds)).status).toBe(401);
    expect(await (await sendRequests(apiClient(), incident.id, body.registrationIds)).json()).toEqual({ message: "Unauthorized" });
    const member = apiClient({ cookie: await asMember() });
    expect((await sendRequests(member, incident.id, body.registrationIds)).status).toBe(403);
    expect((await previewRequest(apiClient(), incident.id)).status).toBe(401);
    expect((await previewRequest(member, incident.id)).status).toBe(403);
    const message = "Send registrationIds: the registration ids of the owners the preview listed";
    expect(REGISTRY_TEXTS.registrationIds).toBe(message);
    // Raw: bodies and a content type the types forbid.
    for (const bad of [
      {},
      { registrationIds: "1" },
      { registrationIds: ["1"] },
      { registrationIds: [0] },
      { ...body, extra: true },
      "[]",
    ]) {
      expect((await send(adminCookie, "POST", path, bad)).status).toBe(400);
    }
    expect(await (await send(adminCookie, "POST", path, {})).json()).toEqual({ message, errors: { registrationIds: [message] } });
    expect((await admin.incidents[":id"]["footage-requests"].$post({ param: { id: "abc" }, json: body })).status).toBe(400);
    const noJson = await callWith(adminCookie, path, { method: "POST", headers: { Origin: ORIGIN } });
    expect(noJson.status).toBe(415);
    expect(await requestsOf(incident.id)).toEqual([]);
  });

  it("refuses with a clear server error on a public host without SIGNING_SECRET, and writes nothing", async () => {
    const center = freshCenter();
    const owner = await registrationAt(pointAt(center, 0, 20));
    const incident = await createIncident(admin, center);
    const origin = "http://harborlight.example";
    const request = () =>
      new Request(`${origin}/api/incidents/${incident.id}/footage-requests`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: origin, Cookie: adminCookie },
        body: JSON.stringify({ registrationIds: [owner.id] }),
      });
    const response = await worker.fetch(request(), { ...env, SITE_URL: origin, SIGNING_SECRET: undefined }, createExecutionContext());
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: "Signed links are not configured: set SIGNING_SECRET (32 or more characters)" });
    expect(await requestsOf(incident.id)).toEqual([]);
    expect(await emailsTo(owner.id)).toEqual([]);

    // With the secret set, the same host signs with it.
    const secret = "s".repeat(40);
    const signed = await worker.fetch(request(), { ...env, SITE_URL: origin, SIGNING_SECRET: secret }, createExecutionContext());
    expect(signed.status).toBe(201);
    const token = new URL(linksIn((await requestEmail(incident.id, owner.id)).textBody).answer[0]!).searchParams.get("t")!;
    expect((await readOwnerToken(secret, token)).status).toBe("valid");
    expect((await readOwnerToken(signingKey(env, ORIGIN), token)).status).toBe("invalid");
  });
});

describe("marking a request followed up", () => {
  const followUp = (client: ApiClient, id: number, followedUp: boolean) =>
    client["footage-requests"][":id"]["follow-up"].$put({ param: { id: String(id) }, json: { followedUp } });

  async function askedRequest() {
    const center = freshCenter();
    await registrationAt(pointAt(center, 0, 20));
    const incident = await createIncident(admin, center);
    await emailOwners(admin, incident.id);
    return (await requestsOf(incident.id))[0]!;
  }

  it("stamps it, and takes the stamp back, audited", async () => {
    const request = await askedRequest();
    const marked = await followUp(admin, request.id, true);
    expect(marked.status).toBe(200);
    const view = await successBody(marked);
    expect(view).toMatchObject({ id: request.id, answer: null });
    expect(Date.parse(view.followedUpAt!)).toBeGreaterThan(Date.now() - 60_000);

    const cleared = await read(followUp(admin, request.id, false));
    expect(cleared.followedUpAt).toBeNull();
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "footage request"), eq(auditLog.entityId, request.id)));
    expect(audit.map((row) => [row.userEmail, row.summary])).toEqual([
      ["staff-admin@example.com", "Marked followed up"],
      ["staff-admin@example.com", "Follow-up mark removed"],
    ]);
  });

  it("answers 401, 403, 404 and 400 as every admin write does", async () => {
    const request = await askedRequest();
    const path = `/api/footage-requests/${request.id}/follow-up`;
    expect((await followUp(apiClient(), request.id, true)).status).toBe(401);
    expect((await followUp(apiClient({ cookie: await asMember() }), request.id, true)).status).toBe(403);
    expect((await followUp(admin, 999999, true)).status).toBe(404);
    // Raw: bodies the types forbid.
    const invalid = await send(adminCookie, "PUT", path, { followedUp: "yes" });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: "followedUp must be true or false",
      errors: { followedUp: ["followedUp must be true or false"] },
    });
    expect((await send(adminCookie, "PUT", path, {})).status).toBe(400);
    const [unchanged] = await db().select().from(footageRequests).where(eq(footageRequests.id, request.id));
    expect(unchanged!.followedUpAt).toBeNull();
  });
});
