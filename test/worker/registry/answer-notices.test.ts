// Owners' answers reaching staff, against real D1 and the real queue: "I may have footage" emails
// staff once per answer (written with it, tied to the registration, nothing of the owner in it);
// a repeated press, "I have no footage" and "Remove me" email no one; an owner may change the
// answer while the link works, and a change to "I may have footage" is one more email. Staff see
// the answers they have not seen counted, until they open the incident or follow the request up.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { auditLog, footageRequests, outboxMessages } from "../../../worker/db/schema";
import { OWNER_PAGE_TEXT } from "../../../worker/registry/owner-pages/text";
import { FOOTAGE_LINK_LIFETIME_DAYS } from "../../../worker/registry/signed-links";
import { STAFF_EMAIL_KIND_IDS } from "../../../worker/shared/settings";
import { read, successBody } from "../api-client";
import { call, db, ORIGIN } from "../helpers";
import { eventually } from "../outbox/helpers";
import { signedInAdmin } from "../record-fixtures";
import { changeSettings } from "../settings-helpers";
import {
  createIncident,
  emailOwners,
  freshCenter,
  incidentDetail,
  linksIn,
  mainText,
  OWNER,
  postForm,
  registrationAt,
  requestEmail,
  tokenFor,
} from "./owner-fixtures";
import { pointAt } from "./points";

const everyKind = (to: string[]) => Object.fromEntries(STAFF_EMAIL_KIND_IDS.map((kind) => [kind, to]));

const staff = signedInAdmin();
const answersSeen = (incidentId: number) => staff.api().incidents[":id"]["answers-seen"].$post({ param: { id: String(incidentId) } });
const followUp = (requestId: number, followedUp: boolean) =>
  staff.api()["footage-requests"][":id"]["follow-up"].$put({ param: { id: String(requestId) }, json: { followedUp } });

/** An owner 70 ft from a fresh incident, emailed through the API, with the tokens of the email's links. */
async function askedOwner() {
  const center = freshCenter();
  const owner = await registrationAt(pointAt(center, 0, 70));
  const incident = await createIncident(staff.api(), center, { caseReference: `CASE-${owner.id}` });
  expect((await emailOwners(staff.api(), incident.id)).status).toBe(201);
  const links = linksIn((await requestEmail(incident.id, owner.id)).textBody);
  const token = (url: string) => new URL(url).searchParams.get("t")!;
  return { owner, incident, mayHave: token(links.answer[0]!), noFootage: token(links.answer[1]!), leave: token(links.leave[0]!) };
}

const notices = async (registrationId: number) =>
  db()
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "footage-answer"), eq(outboxMessages.cameraRegistrationId, registrationId)));

const allNotices = () => db().select().from(outboxMessages).where(eq(outboxMessages.kind, "footage-answer"));

async function press(fields: Record<string, string>) {
  const response = await postForm("/registry/answer", fields);
  const html = await response.text();
  return { status: response.status, text: mainText(html), title: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]?.trim(), html };
}

const requestOf = async (incidentId: number) =>
  (await db().select().from(footageRequests).where(eq(footageRequests.incidentId, incidentId)))[0]!;

describe("staff hear about an owner who may have footage", () => {
  it("emails staff once, in the batch that records the answer, with the case, the band and the way to the incident, and nothing of the owner", async () => {
    const { owner, incident, mayHave } = await askedOwner();
    // Opening the link (a mail scanner does) tells no one.
    await call(`/registry/answer?t=${mayHave}`);
    expect(await notices(owner.id)).toEqual([]);

    expect((await press({ t: mayHave })).title).toBe("Thank you");
    const [notice, ...more] = await notices(owner.id);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      channel: "email",
      recipient: "hello@harborlight.example",
      replyTo: "hello@harborlight.example",
      subject: `An owner may have footage: case CASE-${owner.id}`,
    });
    const link = `${ORIGIN}/admin?section=cameras&tab=incidents&incident=${incident.id}`;
    expect(notice!.textBody).toBe(
      [
        "An owner may have footage",
        "",
        `An owner answered "I may have footage" to the footage request for case CASE-${owner.id}.`,
        "",
        "Who they are and how to reach them is in the dashboard, where the answer is marked new until you open the incident.",
        "",
        `Case: CASE-${owner.id}`,
        "Camera's distance: 50–100 ft",
        "",
        `Open the incident in the dashboard: ${link}`,
        "",
        "--",
        "Harborlight Security · (410) 555-0142 · Greater Baltimore Region",
      ].join("\n"),
    );
    expect(notice!.htmlBody).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
    for (const body of [notice!.textBody, notice!.htmlBody!, notice!.subject!]) {
      for (const detail of [OWNER.name, OWNER.email, OWNER.phone, "O'Donnell", "O&#39;Donnell", OWNER.cameraDetails, owner.reference!]) {
        expect(body).not.toContain(detail);
      }
    }
    // The real queue sends it.
    await eventually(
      () => notices(owner.id),
      ([sent]) => sent?.status === "sent",
    );

    // Pressed again, from either link, or opened again: the answer is recorded once, staff told once.
    expect((await press({ t: mayHave })).title).toBe("You have already answered");
    expect((await press({ t: mayHave, intent: "may_have" })).title).toBe("You have already answered");
    await call(`/registry/answer?t=${mayHave}`);
    expect(await notices(owner.id)).toHaveLength(1);
  });

  it("emails every recipient the Notifications name for owners' answers (R23), one message each", async () => {
    const before = await changeSettings("notifications", {
      recipients: {
        ...everyKind(["hello@harborlight.example"]),
        ownerAnswer: ["registry@harborlight.example", "owner@harborlight.example"],
      },
    });
    const { owner, mayHave } = await askedOwner();
    expect((await press({ t: mayHave })).title).toBe("Thank you");
    await changeSettings("notifications", before);
    expect((await notices(owner.id)).map((notice) => notice.recipient).sort()).toEqual([
      "owner@harborlight.example",
      "registry@harborlight.example",
    ]);
  });

  it("emails no one for 'I have no footage' or 'Remove me', which staff see in the incident", async () => {
    const before = (await allNotices()).length;
    const noFootage = await askedOwner();
    expect((await press({ t: noFootage.noFootage })).title).toBe("Thank you");
    const leaving = await askedOwner();
    expect((await postForm("/registry/leave", { t: leaving.leave })).status).toBe(200);
    expect(await allNotices()).toHaveLength(before);

    const detail = await incidentDetail(staff.api(), noFootage.incident.id);
    expect(detail.nearby[0]!.request).toMatchObject({ answer: "no_footage", newAnswer: true });
    const left = await incidentDetail(staff.api(), leaving.incident.id);
    expect(left.formerOwners).toEqual([expect.objectContaining({ answer: "removed", newAnswer: true })]);
    expect(left.incident.newAnswerCount).toBe(1);
  });

  it("is deleted with the registration", async () => {
    const { owner, mayHave, leave } = await askedOwner();
    await press({ t: mayHave });
    expect(await notices(owner.id)).toHaveLength(1);
    await postForm("/registry/leave", { t: leave });
    expect(await notices(owner.id)).toEqual([]);
  });
});

describe("an owner changes their answer while the link works", () => {
  it("offers the other answer once answered; a change is a new answer, and a change to 'I may have footage' tells staff once", async () => {
    const { owner, incident, mayHave, noFootage } = await askedOwner();
    await press({ t: noFootage });
    const answered = await press({ t: noFootage });
    expect(answered.title).toBe("You have already answered");
    expect(answered.text).toContain(
      'Changed your mind? You can change your answer while the links in our email work. Change my answer to "I may have footage"',
    );
    expect(answered.html).toContain('<input type="hidden" name="intent" value="may_have" />');
    expect(OWNER_PAGE_TEXT.changeTo("I may have footage")).toBe('Change my answer to "I may have footage"');

    // Seen by staff, then changed: new again.
    await answersSeen(incident.id);
    expect((await requestOf(incident.id)).answerSeenAt).not.toBeNull();
    const changed = await press({ t: noFootage, intent: "may_have" });
    expect(changed.title).toBe("Thank you");
    expect(changed.text).toContain("We have noted that you may have footage.");
    expect(await requestOf(incident.id)).toMatchObject({ answer: "may_have", answerSeenAt: null });
    const [notice] = await notices(owner.id);
    expect(notice!.textBody).toContain(
      `An owner who had answered "I have no footage" changed their answer to "I may have footage" for case CASE-${owner.id}.`,
    );

    // The same answer again, from any link: nothing changes, no one is told.
    expect((await press({ t: mayHave, intent: "may_have" })).title).toBe("You have already answered");
    expect((await press({ t: noFootage })).title).toBe("You have already answered");
    expect(await notices(owner.id)).toHaveLength(1);

    // Back to no footage (no email), then to may have footage again: one more email.
    expect((await press({ t: mayHave, intent: "no_footage" })).text).toContain("We have noted that you have no footage.");
    expect(await notices(owner.id)).toHaveLength(1);
    await press({ t: mayHave, intent: "may_have" });
    expect(await notices(owner.id)).toHaveLength(2);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "footage request"), eq(auditLog.entityId, (await requestOf(incident.id)).id)));
    expect(audit.map((row) => [row.userId, row.summary])).toEqual([
      ["system:registry-owner", "Owner answered: no footage"],
      ["system:registry-owner", "Owner changed the answer to: may have footage"],
      ["system:registry-owner", "Owner changed the answer to: no footage"],
      ["system:registry-owner", "Owner changed the answer to: may have footage"],
    ]);
  });

  it("cannot once the link has expired", async () => {
    const { owner, incident, noFootage } = await askedOwner();
    await press({ t: noFootage });
    const expired = await tokenFor(
      { registration: owner.reference!, incidentId: incident.id, action: "no_footage" },
      new Date(Date.now() - (FOOTAGE_LINK_LIFETIME_DAYS + 1) * 24 * 60 * 60 * 1000),
    );
    const refused = await press({ t: expired, intent: "may_have" });
    expect(refused.status).toBe(410);
    expect(refused.title).toBe("This link has expired");
    expect((await requestOf(incident.id)).answer).toBe("no_footage");
    expect(await notices(owner.id)).toEqual([]);
  });
});

describe("answers staff have not seen", () => {
  const incidentsList = () => read(staff.api().incidents.$get({ query: {} }));
  const summaryOf = async (id: number) => (await incidentsList()).find((incident) => incident.id === id)!;

  it("are counted in the list and marked in the incident until staff open it, which its GET alone does not do", async () => {
    const { incident, mayHave } = await askedOwner();
    expect(await summaryOf(incident.id)).toMatchObject({ answerCount: 0, newAnswerCount: 0 });
    await press({ t: mayHave });
    expect(await summaryOf(incident.id)).toMatchObject({ answerCount: 1, newAnswerCount: 1 });
    const detail = await incidentDetail(staff.api(), incident.id);
    expect(detail.incident.newAnswerCount).toBe(1);
    expect(detail.nearby[0]!.request!.newAnswer).toBe(true);
    expect((await summaryOf(incident.id)).newAnswerCount).toBe(1);

    const seen = await answersSeen(incident.id);
    expect(seen.status).toBe(200);
    expect(await seen.json()).toEqual({ seen: 1 });
    expect(await summaryOf(incident.id)).toMatchObject({ answerCount: 1, newAnswerCount: 0 });
    const after = await incidentDetail(staff.api(), incident.id);
    expect(after.nearby[0]!.request!.newAnswer).toBe(false);

    // Opened again with nothing new: nothing changes, and the audit trail has the one entry.
    expect(await successBody(await answersSeen(incident.id))).toEqual({ seen: 0 });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "incident"), eq(auditLog.entityId, incident.id), eq(auditLog.summary, "New answers seen")));
    expect(audit.map((row) => row.userEmail)).toEqual(["staff-admin@example.com"]);

    expect((await answersSeen(999999)).status).toBe(404);
  });

  it("are cleared by following the request up", async () => {
    const { incident, noFootage } = await askedOwner();
    await press({ t: noFootage });
    expect((await summaryOf(incident.id)).newAnswerCount).toBe(1);
    const request = await requestOf(incident.id);
    await followUp(request.id, true);
    expect((await summaryOf(incident.id)).newAnswerCount).toBe(0);
    // Taking the mark back does not make a seen answer new again.
    await followUp(request.id, false);
    expect((await summaryOf(incident.id)).newAnswerCount).toBe(0);
  });
});
