// A footage request's answer ("I may have footage" / "I have no footage"), changing it while the
// links work (a few times an hour at most, decision 0059), and "Remove me".
import { html } from "hono/html";

import { database } from "../../db/client";
import { SYSTEM_ACTORS } from "../../db/audit";
import { ownerRequest, recordAnswer } from "../../db/footage-requests";
import type { FootageRequest, Incident } from "../../db/schema";
import { footageAnswerMessages, mailSettings } from "../../outbox";
import { enqueueMessages } from "../../outbox";
import { siteMoment } from "../../outbox";
import { siteOrigin } from "../../site-origin";
import { distanceBand, FOOTAGE_LINK_LABELS, OWNER_PAGES } from "../../shared/registry";
import { generalArea, timeWindow } from "../../shared/request-wording";
import { isLimited, useOf, withinLinkLimits } from "../link-limits";
import { removeFromRegistry } from "../removal";
import { actionForm, facts, linkPage, paragraph } from "../../html/link-page";
import { OWNER_PAGE_TEXT as TEXT } from "./text";
import { type Ctx, closedPage, contact, limitedPage, openLink } from "./links";

const ANSWERS = ["may_have", "no_footage"] as const;
type Answer = (typeof ANSWERS)[number];

/** What the request's email said: the place as it was named then, whatever staff corrected since (decision 0041). */
function requestFacts(incident: Incident, request: FootageRequest) {
  const area = generalArea(request.toldAddress);
  return facts([
    [TEXT.requestWhen, TEXT.inBaltimoreTime(timeWindow(incident.occurredOn, incident.windowStart, incident.windowEnd))],
    [TEXT.requestWhere, area ? TEXT.nearArea(area) : TEXT.nearCamera(incident.radiusFeet)],
    [TEXT.requestKeep, TEXT.days(incident.keepFootageDays)],
  ]);
}

/**
 * The way to the registration from a footage request's page: a button that emails a manage link
 * to the address registered. A request's links are in an email that may be forwarded, so its
 * pages never show a manage link or anything about the registration (decision 0035).
 */
const registrationByEmail = (token: string) =>
  html`${paragraph(TEXT.manageByEmail)}${actionForm(OWNER_PAGES.manage, token, TEXT.manageByEmailButton, { intent: "renew" })}`;

const otherAnswer = (answer: Answer): Answer => (answer === "may_have" ? "no_footage" : "may_have");
const isAnswer = (value: string | null | undefined): value is Answer => ANSWERS.some((answer) => answer === value);

/** The answer already given, and a button to change it to the other one while the link works. */
function answeredPage(c: Ctx, token: string, answer: string, at: Date) {
  const given = isAnswer(answer) ? answer : undefined;
  const change = given
    ? html`${paragraph(TEXT.changeAnswer)}${actionForm(OWNER_PAGES.answer, token, TEXT.changeTo(FOOTAGE_LINK_LABELS[otherAnswer(given)]), {
        intent: otherAnswer(given),
      })}`
    : "";
  return linkPage(
    c,
    TEXT.answeredTitle,
    html`${paragraph(TEXT.answered(given ? FOOTAGE_LINK_LABELS[given] : answer, siteMoment(at)))}${change}${registrationByEmail(
      token,
    )}${contact()}`,
  );
}

/**
 * A footage request's answer page. A GET shows the request and a button; its POST records the
 * link's answer if none is recorded yet. Once answered, the page shows the answer and offers the
 * other one: that POST names it (`intent`) and changes the answer if it is still the one shown. A
 * press that would change nothing records nothing and tells staff nothing. "I may have footage",
 * first given or changed to, is emailed to staff in the batch that records it.
 */
export async function answerRoute(c: Ctx, token: string, post: false | { intent?: string }) {
  const opened = await openLink(c, token, ANSWERS);
  if (opened instanceof Response) return opened;
  const { link: owner, registration } = opened;
  const db = database(c.env);
  const found = await ownerRequest(db, owner.incidentId!, registration.id);
  if (!found) return closedPage(c);
  const { request, incident } = found;
  const answered = () => answeredPage(c, token, request.answer!, request.answeredAt ?? request.createdAt);
  if (!post) {
    if (request.answer) return answered();
    const answer = owner.action as Answer;
    return linkPage(
      c,
      TEXT.requestTitle,
      html`${requestFacts(incident, request)}${paragraph(answer === "may_have" ? TEXT.confirmMayHave : TEXT.confirmNoFootage)}
      ${actionForm(OWNER_PAGES.answer, token, FOOTAGE_LINK_LABELS[answer])}`,
    );
  }
  // A change names the answer it asks for; the first answer is the link's own.
  const answer = isAnswer(post.intent) ? post.intent : (owner.action as Answer);
  const replacing = isAnswer(request.answer) && isAnswer(post.intent) ? request.answer : null;
  if (request.answer !== null && (replacing === null || replacing === answer)) return answered();
  const now = new Date();
  const notices =
    answer === "may_have"
      ? footageAnswerMessages(await mailSettings(c.env), siteOrigin(c), {
          incidentId: incident.id,
          caseReference: incident.caseReference,
          band: distanceBand(request.distanceFeet),
          changed: replacing !== null,
        })
      : [];
  // The first answer and each change count against the request (decision 0059): staff hear of a few at most.
  const recorded = await withinLinkLimits(
    db,
    [useOf("answers", "request", request.id)],
    (counted) =>
      recordAnswer(db, {
        requestId: request.id,
        answer,
        replacing,
        now,
        notices: { messages: notices, registrationId: registration.id },
        counted,
      }),
    now,
  );
  if (isLimited(recorded)) return limitedPage(c, recorded);
  if (!recorded) {
    const again = await ownerRequest(db, incident.id, registration.id);
    return answeredPage(c, token, again?.request.answer ?? answer, again?.request.answeredAt ?? now);
  }
  await enqueueMessages(c.env, notices);
  return linkPage(
    c,
    TEXT.thanksTitle,
    html`${paragraph(answer === "may_have" ? TEXT.thanksMayHave(incident.keepFootageDays) : TEXT.thanksNoFootage)}${registrationByEmail(
      token,
    )}${contact()}`,
  );
}

// leaving ------------------------------------------------------------------------------------

export async function leaveRoute(c: Ctx, token: string, post: boolean) {
  const opened = await openLink(c, token, ["leave"]);
  if (opened instanceof Response) return opened;
  if (!post) {
    return linkPage(
      c,
      TEXT.leaveTitle,
      html`${paragraph(TEXT.leaveExplain)}${actionForm(OWNER_PAGES.leave, token, TEXT.leaveButton, { danger: true })}`,
    );
  }
  await removeFromRegistry(c.env, siteOrigin(c), opened.registration, {
    actor: SYSTEM_ACTORS.registryOwner,
    summary: "Owner left the registry through a footage request's link",
    fromIncident: opened.link.incidentId,
  });
  return linkPage(c, TEXT.leftTitle, paragraph(TEXT.left));
}
