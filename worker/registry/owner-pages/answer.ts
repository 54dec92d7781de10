// A footage request's answer ("I may have footage" / "I have no footage") and "Remove me".
import { html } from "hono/html";

import { database } from "../../db/client";
import { SYSTEM_ACTORS } from "../../db/audit";
import { ownerRequest, recordAnswer } from "../../db/footage-requests";
import type { Incident } from "../../db/schema";
import { siteMoment } from "../../outbox/templates/email-layout";
import { FOOTAGE_LINK_LABELS, OWNER_PAGES } from "../../shared/registry";
import { generalArea, timeWindow } from "../../shared/request-wording";
import { removeFromRegistry } from "../removal";
import { actionForm, facts, ownerPage, paragraph } from "./layout";
import { OWNER_PAGE_TEXT as TEXT } from "./text";
import { type Ctx, closedPage, contact, openLink } from "./links";

const ANSWERS = ["may_have", "no_footage"] as const;
type Answer = (typeof ANSWERS)[number];

function requestFacts(incident: Incident) {
  const area = generalArea(incident.address);
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

function answeredPage(c: Ctx, token: string, answer: string, at: Date) {
  const label = answer in FOOTAGE_LINK_LABELS ? FOOTAGE_LINK_LABELS[answer as Answer] : answer;
  return ownerPage(
    c,
    TEXT.answeredTitle,
    html`${paragraph(TEXT.answered(label, siteMoment(at)))}${registrationByEmail(token)}${contact()}`,
  );
}

export async function answerRoute(c: Ctx, token: string, post: boolean) {
  const opened = await openLink(c, token, ANSWERS);
  if (opened instanceof Response) return opened;
  const { link: owner, registration } = opened;
  const db = database(c.env);
  const found = await ownerRequest(db, owner.incidentId!, registration.id);
  if (!found) return closedPage(c);
  const { request, incident } = found;
  const answer = owner.action as Answer;
  if (request.answer) return answeredPage(c, token, request.answer, request.answeredAt ?? request.createdAt);
  if (!post) {
    return ownerPage(
      c,
      TEXT.requestTitle,
      html`${requestFacts(incident)}${paragraph(answer === "may_have" ? TEXT.confirmMayHave : TEXT.confirmNoFootage)}
      ${actionForm(OWNER_PAGES.answer, token, FOOTAGE_LINK_LABELS[answer])}`,
    );
  }
  const now = new Date();
  if (!(await recordAnswer(db, request.id, answer, now))) {
    const again = await ownerRequest(db, incident.id, registration.id);
    return answeredPage(c, token, again?.request.answer ?? answer, again?.request.answeredAt ?? now);
  }
  return ownerPage(
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
    return ownerPage(
      c,
      TEXT.leaveTitle,
      html`${paragraph(TEXT.leaveExplain)}${actionForm(OWNER_PAGES.leave, token, TEXT.leaveButton, { danger: true })}`,
    );
  }
  await removeFromRegistry(c.env, opened.registration, {
    actor: SYSTEM_ACTORS.registryOwner,
    summary: "Owner left the registry through a footage request's link",
    fromIncident: opened.link.incidentId,
  });
  return ownerPage(c, TEXT.leftTitle, paragraph(TEXT.left));
}
