// Opening an owner's signed link, reading a posted form, and the pages that say why a link
// cannot be opened.
import type { Context } from "hono";
import { html } from "hono/html";

import { database } from "../../db/client";
import { registrationByReference, sentRecently as sentSince } from "../../db/registrations";
import type { AppEnv } from "../../env";
import type { MessageKind } from "../../outbox";
import { readFormText } from "../../middleware/form-body";
import { siteOrigin } from "../../site-origin";
import { OWNER_PAGES } from "../../shared/registry";
import { signingKey } from "../../security/signed-tokens";
import { ownerLinkUrl, readOwnerToken, type OwnerAction, type OwnerLink } from "../signed-links";
import { siteMoment } from "../../outbox";
import { actionForm, link, linkPage, paragraph } from "../../html/link-page";
import type { Limited } from "../link-limits";
import { OWNER_PAGE_TEXT as TEXT } from "./text";

export type Registration = NonNullable<Awaited<ReturnType<typeof registrationByReference>>>;
export type Ctx = Context<AppEnv>;

export const contact = () => paragraph(TEXT.contact);

export const invalidPage = (c: Ctx) => linkPage(c, TEXT.invalidTitle, html`${paragraph(TEXT.invalid)}${contact()}`, 400);

/** The registration is gone: for "Remove me" that is what was asked, so it is no error. */
export const gonePage = (c: Ctx, action: OwnerAction) =>
  linkPage(
    c,
    TEXT.goneTitle,
    html`${paragraph(TEXT.gone)}
      <p>${link("/camera-registration", TEXT.joinAgain)}</p>`,
    action === "leave" ? 200 : 410,
  );

/** A link that cannot act any more (expired, or sent to an address since replaced) can still have a new one emailed. */
const renewPage = (c: Ctx, token: string, title: string, why: string) =>
  linkPage(
    c,
    title,
    html`${paragraph(why)}${actionForm(OWNER_PAGES.manage, token, TEXT.renewButton, { intent: "renew" })}${contact()}`,
    410,
  );

/** Over a limit of decision 0059: nothing was done; 429 with the time it works again. */
export async function limitedPage(c: Ctx, { limitedUntil }: Limited) {
  const page = await linkPage(c, TEXT.limitedTitle, html`${paragraph(TEXT.limited(siteMoment(limitedUntil)))}${contact()}`, 429);
  page.headers.set("Retry-After", String(Math.max(1, Math.ceil((limitedUntil.getTime() - Date.now()) / 1000))));
  return page;
}

export const closedPage = (c: Ctx) => linkPage(c, TEXT.closedTitle, html`${paragraph(TEXT.closed)}${contact()}`, 410);

type Opened = { link: OwnerLink; registration: Registration; expired: boolean; replaced: boolean };

/**
 * A token's link and its registration, or the page that says why not. `expired: "allow"` is for
 * asking a new link, which any link we signed may do however old it is, and whatever address it
 * was sent to (the new link goes to the registration's address now).
 */
export async function openLink(
  c: Ctx,
  token: string,
  actions: readonly OwnerAction[],
  expired: "refuse" | "allow" = "refuse",
): Promise<Opened | Response> {
  const check = await readOwnerToken(signingKey(c.env, c.req.url), token);
  if (check.status === "invalid" || !actions.includes(check.link.action)) return invalidPage(c);
  const registration = await registrationByReference(database(c.env), check.link.registration);
  if (!registration) return gonePage(c, check.link.action);
  // Sent to an address the registration no longer has (decision 0059).
  const replaced = check.link.action !== "confirm-email" && (check.link.generation ?? 0) !== registration.linkGeneration;
  if (expired === "refuse") {
    if (check.status === "expired") return renewPage(c, token, TEXT.expiredTitle, TEXT.expired);
    if (replaced) return renewPage(c, token, TEXT.replacedTitle, TEXT.replaced);
  }
  return { link: check.link, registration, expired: check.status === "expired", replaced };
}

/** A POST's form handed to `act`, or a 400 page when the body cannot be read as one, or is not UTF-8 text. */
export async function withForm(c: Ctx, act: (form: Record<string, string>) => Promise<Response>) {
  const form = await readFormText(c);
  if ("fields" in form) return act(form.fields);
  const [title, why] = form.refused === "not-text" ? [TEXT.notTextTitle, TEXT.notText] : [TEXT.unreadableTitle, TEXT.unreadable];
  return linkPage(c, title, html`${paragraph(why)}${contact()}`, 400);
}

export async function manageUrl(c: Ctx, registration: Registration) {
  return ownerLinkUrl(siteOrigin(c), signingKey(c.env, c.req.url), {
    registration: registration.reference!,
    incidentId: null,
    action: "manage",
    generation: registration.linkGeneration,
  });
}

/** An email an owner asks for again (a manage link, an email change's confirmation) goes out at most this often. */
const OWNER_EMAIL_INTERVAL_MS = 15 * 60 * 1000;

/** Whether a `kind` email went to this registration within that interval, so asking again sends nothing. */
export function askedRecently(c: Ctx, registrationId: number, kind: MessageKind): Promise<boolean> {
  return sentSince(database(c.env), registrationId, kind, new Date(Date.now() - OWNER_EMAIL_INTERVAL_MS));
}
