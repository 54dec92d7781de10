// The owners' pages (R14), opened from the signed links in their emails:
//   /registry/answer  "I may have footage" / "I have no footage" for one footage request
//   /registry/leave   "Remove me from the registry", from a footage request
//   /registry/manage  see what is stored, change the camera details, remove the registration,
//                     or (from any expired link) have a new manage link emailed
// A GET only shows a page with a button (mail scanners open links); the button's POST acts,
// once. A link that is tampered with, expired, or for a registration that is gone gets a plain
// page with a 4xx status and nothing about why beyond what its holder needs.
import type { Context } from "hono";
import { Hono } from "hono";
import { html } from "hono/html";
import { HTTPException } from "hono/http-exception";

import { database } from "../../db/client";
import { SYSTEM_ACTORS } from "../../db/audit";
import { ownerRequest, recordAnswer } from "../../db/footage-requests";
import { insertOwnerMessage, registrationByReference, sentRecently, updateCameraDetails } from "../../db/registrations";
import type { Incident } from "../../db/schema";
import type { AppEnv } from "../../env";
import { isStorageFailure } from "../../db/errors";
import { logError } from "../../log";
import { limitBody } from "../../middleware/body-limit";
import { readForm } from "../../middleware/form-body";
import { manageLinkMessage } from "../../outbox/compose";
import { enqueueMessages } from "../../outbox/enqueue";
import { siteMoment } from "../../outbox/templates/email-layout";
import { siteOrigin } from "../../site-origin";
import { cameraRegistrationSchema } from "../../shared/schemas/camera";
import { FOOTAGE_LINK_LABELS, OWNER_PAGES } from "../../shared/registry";
import { generalArea, timeWindow } from "../../shared/request-wording";
import { removeFromRegistry } from "../removal";
import { ownerLinkUrl, readOwnerToken, signingKey, type OwnerAction, type OwnerLink } from "../signed-links";
import { actionForm, DANGER_BUTTON, facts, fieldError, link, notice, ownerPage, paragraph, PRIMARY_BUTTON } from "./layout";
import { OWNER_PAGE_TEXT as TEXT } from "./text";

/** A form holds a token and at most the camera details (2,000 characters): anything far bigger is not ours. */
const FORM_LIMIT_BYTES = 16 * 1024;
/** A new manage link is emailed at most this often, however often it is asked for. */
const RENEW_INTERVAL_MS = 15 * 60 * 1000;

type Registration = NonNullable<Awaited<ReturnType<typeof registrationByReference>>>;
type Ctx = Context<AppEnv>;

const contact = () => paragraph(TEXT.contact);

const invalidPage = (c: Ctx) => ownerPage(c, TEXT.invalidTitle, html`${paragraph(TEXT.invalid)}${contact()}`, 400);

/** The registration is gone: for "Remove me" that is what was asked, so it is no error. */
const gonePage = (c: Ctx, action: OwnerAction) =>
  ownerPage(
    c,
    TEXT.goneTitle,
    html`${paragraph(TEXT.gone)}
      <p>${link("/camera-registration", TEXT.joinAgain)}</p>`,
    action === "leave" ? 200 : 410,
  );

const expiredPage = (c: Ctx, token: string) =>
  ownerPage(
    c,
    TEXT.expiredTitle,
    html`${paragraph(TEXT.expired)}${actionForm(OWNER_PAGES.manage, token, TEXT.renewButton, { intent: "renew" })}${contact()}`,
    410,
  );

const closedPage = (c: Ctx) => ownerPage(c, TEXT.closedTitle, html`${paragraph(TEXT.closed)}${contact()}`, 410);

type Opened = { link: OwnerLink; registration: Registration; expired: boolean };

/**
 * A token's link and its registration, or the page that says why not. `expired: "allow"` is for
 * asking a new link, which any link we signed may do however old it is.
 */
async function openLink(
  c: Ctx,
  token: string,
  actions: readonly OwnerAction[],
  expired: "refuse" | "allow" = "refuse",
): Promise<Opened | Response> {
  const check = await readOwnerToken(signingKey(c.env, c.req.url), token);
  if (check.status === "invalid" || !actions.includes(check.link.action)) return invalidPage(c);
  const registration = await registrationByReference(database(c.env), check.link.registration);
  if (!registration) return gonePage(c, check.link.action);
  if (check.status === "expired" && expired === "refuse") return expiredPage(c, token);
  return { link: check.link, registration, expired: check.status === "expired" };
}

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** The posted form's fields as text, or undefined when the body is no form that can be read. */
async function formOf(c: Ctx): Promise<Record<string, string> | undefined> {
  const form = await readForm(c);
  return form && Object.fromEntries(Array.from(form, ([name, value]) => [name, textOf(value)]));
}

/** A POST's form handed to `act`, or a 400 page when the body cannot be read as one. */
async function withForm(c: Ctx, act: (form: Record<string, string>) => Promise<Response>) {
  const form = await formOf(c);
  return form ? act(form) : ownerPage(c, TEXT.unreadableTitle, html`${paragraph(TEXT.unreadable)}${contact()}`, 400);
}

async function manageUrl(c: Ctx, registration: Registration) {
  return ownerLinkUrl(siteOrigin(c), signingKey(c.env, c.req.url), {
    registration: registration.reference!,
    incidentId: null,
    action: "manage",
  });
}

// --- a footage request's answer -------------------------------------------------------------------

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

async function answerRoute(c: Ctx, token: string, post: boolean) {
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

// --- leaving ------------------------------------------------------------------------------------

async function leaveRoute(c: Ctx, token: string, post: boolean) {
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

// --- managing -----------------------------------------------------------------------------------

interface ManageState {
  saved?: boolean;
  /** What the owner typed, sent back with the reason it was refused. */
  refused?: { typed: string; error: string };
}

function managePage(c: Ctx, token: string, registration: Registration, { saved = false, refused }: ManageState = {}) {
  const error = refused?.error;
  return ownerPage(
    c,
    TEXT.manageTitle,
    html`${saved ? notice(TEXT.detailsSaved) : ""}${paragraph(TEXT.manageIntro)}
      ${facts([
        [TEXT.fields.name, registration.name],
        [TEXT.fields.email, registration.email],
        [TEXT.fields.phone, registration.phone],
        [TEXT.fields.address, registration.address],
        [TEXT.fields.cameraDetails, registration.cameraDetails],
        [TEXT.fields.registered, siteMoment(registration.createdAt)],
        [TEXT.fields.location, registration.locationStatus === "located" ? TEXT.located : TEXT.notLocated],
      ])}
      <form method="post" action="${OWNER_PAGES.manage}" class="space-y-2 border-t border-slate-200 pt-4" novalidate>
        <input type="hidden" name="t" value="${token}" />
        <input type="hidden" name="intent" value="details" />
        <label for="cameraDetails" class="block font-semibold text-slate-900">${TEXT.detailsLabel}</label>
        <p id="cameraDetails-hint" class="text-sm text-slate-600">${TEXT.detailsHint}</p>
        ${error ? fieldError("cameraDetails-error", error) : ""}
        <textarea
          id="cameraDetails"
          name="cameraDetails"
          rows="4"
          maxlength="2000"
          required
          aria-describedby="${error ? "cameraDetails-hint cameraDetails-error" : "cameraDetails-hint"}"
          aria-invalid="${error ? "true" : "false"}"
          ${error ? html`autofocus` : ""}
          class="block w-full rounded-lg border border-slate-300 p-3 text-base text-slate-900 aria-invalid:border-2 aria-invalid:border-red-600"
        >
${refused?.typed ?? registration.cameraDetails}</textarea
        >
        <button type="submit" class="${PRIMARY_BUTTON}">${TEXT.saveDetails}</button>
      </form>
      <p class="text-sm text-slate-600">${TEXT.otherChanges}</p>
      <section aria-labelledby="remove-heading" class="space-y-3 border-t border-slate-200 pt-4">
        <h2 id="remove-heading" class="text-lg font-semibold text-slate-900">${TEXT.removeHeading}</h2>
        ${paragraph(TEXT.leaveExplain)}
        <form method="post" action="${OWNER_PAGES.manage}">
          <input type="hidden" name="t" value="${token}" />
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" class="${DANGER_BUTTON}">${TEXT.removeButton}</button>
        </form>
      </section>`,
    error ? 400 : 200,
  );
}

async function renew(c: Ctx, token: string) {
  const opened = await openLink(c, token, ["may_have", "no_footage", "leave", "manage"], "allow");
  if (opened instanceof Response) return opened;
  const { registration, expired } = opened;
  const db = database(c.env);
  const now = new Date();
  if (!(await sentRecently(db, registration.id, "registry-manage-link", new Date(now.getTime() - RENEW_INTERVAL_MS)))) {
    const message = manageLinkMessage(c.env, registration.email, await manageUrl(c, registration), expired ? "expired" : "asked");
    await insertOwnerMessage(db, registration.id, message);
    await enqueueMessages(c.env, [message]);
  }
  return ownerPage(c, TEXT.renewedTitle, html`${paragraph(TEXT.renewed)}${contact()}`);
}

const cameraDetailsRule = cameraRegistrationSchema.shape.cameraDetails;

async function manageRoute(c: Ctx, form: Record<string, string>) {
  const token = form.t ?? "";
  if (form.intent === "renew") return renew(c, token);
  const opened = await openLink(c, token, ["manage"]);
  if (opened instanceof Response) return opened;
  const { registration } = opened;
  const db = database(c.env);
  if (form.intent === "details") {
    const parsed = cameraDetailsRule.safeParse(form.cameraDetails ?? "");
    if (!parsed.success) {
      return managePage(c, token, registration, { refused: { typed: form.cameraDetails ?? "", error: parsed.error.issues[0]!.message } });
    }
    await updateCameraDetails(db, registration.id, parsed.data);
    return managePage(c, token, { ...registration, cameraDetails: parsed.data }, { saved: true });
  }
  if (form.intent === "remove") {
    await removeFromRegistry(c.env, registration, {
      actor: SYSTEM_ACTORS.registryOwner,
      summary: "Owner removed the registration through its manage link",
    });
    return ownerPage(c, TEXT.removedTitle, paragraph(TEXT.left));
  }
  return invalidPage(c);
}

// --- the routes ---------------------------------------------------------------------------------

export const ownerPageRoutes = new Hono<AppEnv>()
  .use(limitBody<AppEnv>(FORM_LIMIT_BYTES, (c) => ownerPage(c, TEXT.invalidTitle, html`${paragraph(TEXT.invalid)}${contact()}`, 413)))
  .get("/answer", (c) => answerRoute(c, c.req.query("t") ?? "", false))
  .post("/answer", (c) => withForm(c, (form) => answerRoute(c, form.t ?? "", true)))
  .get("/leave", (c) => leaveRoute(c, c.req.query("t") ?? "", false))
  .post("/leave", (c) => withForm(c, (form) => leaveRoute(c, form.t ?? "", true)))
  .get("/manage", async (c) => {
    const token = c.req.query("t") ?? "";
    const opened = await openLink(c, token, ["manage"]);
    return opened instanceof Response ? opened : managePage(c, token, opened.registration);
  })
  .post("/manage", (c) => withForm(c, (form) => manageRoute(c, form)));

ownerPageRoutes.onError((error, c) => {
  // A missing SIGNING_SECRET says so in the log; the owner sees that the page is unavailable.
  logError("registry-owner-page", error, { method: c.req.method, status: error instanceof HTTPException ? error.status : 500 });
  const status = error instanceof HTTPException ? 500 : isStorageFailure(error) ? 503 : 500;
  return ownerPage(c, TEXT.unavailableTitle, html`${paragraph(TEXT.unavailable)}${contact()}`, status);
});
