// Confirming a registration's new email address from the link sent to it (R14): the GET shows a
// button, its POST swaps the address in and clears pending_email. The link names the keyed digest
// of the address it was sent for, so a link for an address the owner has since replaced by another
// confirms nothing; one for the address already confirmed says so. Once confirmed, the old address
// is told, the links sent to it stop working, and a new manage link goes to the new one (decision
// 0059).
import { html } from "hono/html";

import { database } from "../../db/client";
import { confirmPendingEmail } from "../../db/owner-changes";
import { registrationByReference } from "../../db/registrations";
import { emailChangedMessage, mailSettings, manageLinkMessage } from "../../outbox";
import { enqueueMessages } from "../../outbox";
import { signingKey } from "../../security/signed-tokens";
import { OWNER_PAGES } from "../../shared/registry";
import { isLimited, useOf, withinLinkLimits } from "../link-limits";
import { emailDigest } from "../signed-links";
import { actionForm, linkPage, paragraph } from "../../html/link-page";
import { OWNER_PAGE_TEXT as TEXT } from "./text";
import { type Ctx, type Registration, contact, gonePage, limitedPage, manageUrl, openLink } from "./links";

/** What the link's address is to the registration now. */
async function linkState(key: string, registration: Registration, digest: string | undefined) {
  if (registration.pendingEmail && digest === (await emailDigest(key, registration.pendingEmail))) return "pending";
  if (digest === (await emailDigest(key, registration.email))) return "confirmed";
  return "stale";
}

const confirmedPage = (c: Ctx, address: string, linksEnded = false) =>
  linkPage(
    c,
    TEXT.emailConfirmedTitle,
    html`${paragraph(TEXT.emailConfirmed(address))}${linksEnded ? paragraph(TEXT.oldLinksEnded) : ""}${contact()}`,
  );

const stalePage = (c: Ctx) => linkPage(c, TEXT.staleEmailTitle, html`${paragraph(TEXT.staleEmail)}${contact()}`, 410);

/** The swap, with the notice to the old address and a manage link (of the next generation) to the new one. */
async function confirm(c: Ctx, registration: Registration, address: string) {
  const db = database(c.env);
  const manage = await manageUrl(c, { ...registration, linkGeneration: registration.linkGeneration + 1 });
  const settings = await mailSettings(c.env);
  const messages = [
    emailChangedMessage(settings, registration.email, address),
    manageLinkMessage(settings, address, manage, "email-changed"),
  ];
  // Per registration only: each confirmation needs one sent to the new address, counted per recipient then.
  const uses = [useOf("emailConfirmations", "registration", registration.id)];
  const swapped = await withinLinkLimits(db, uses, (counted) => confirmPendingEmail(db, registration.id, address, { messages, counted }));
  if (swapped === true) await enqueueMessages(c.env, messages);
  return swapped;
}

export async function confirmEmailRoute(c: Ctx, token: string, post: boolean) {
  const opened = await openLink(c, token, ["confirm-email"]);
  if (opened instanceof Response) return opened;
  const { link, registration } = opened;
  const key = signingKey(c.env, c.req.url);
  const state = await linkState(key, registration, link.email);
  if (state === "confirmed") return confirmedPage(c, registration.email);
  if (state === "stale") return stalePage(c);
  const address = registration.pendingEmail!;
  if (!post) {
    return linkPage(
      c,
      TEXT.confirmEmailTitle,
      html`${paragraph(TEXT.confirmEmail(address))}${actionForm(OWNER_PAGES.confirmEmail, token, TEXT.confirmEmailButton)}`,
    );
  }
  const swapped = await confirm(c, registration, address);
  if (isLimited(swapped)) return limitedPage(c, swapped);
  if (swapped) return confirmedPage(c, address, true);
  // Changed meanwhile (confirmed by another press, replaced, or removed): say what holds now.
  const now = await registrationByReference(database(c.env), link.registration);
  if (!now) return gonePage(c, "confirm-email");
  return (await linkState(key, now, link.email)) === "confirmed" ? confirmedPage(c, now.email) : stalePage(c);
}
