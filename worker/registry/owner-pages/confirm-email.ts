// Confirming a registration's new email address from the link sent to it (R14): the GET shows a
// button, its POST swaps the address in and clears pending_email. The link names the digest of
// the address it was sent for, so a link for an address the owner has since replaced by another
// confirms nothing; one for the address already confirmed says so.
import { html } from "hono/html";

import { database } from "../../db/client";
import { confirmPendingEmail } from "../../db/owner-changes";
import { registrationByReference } from "../../db/registrations";
import { OWNER_PAGES } from "../../shared/registry";
import { emailDigest } from "../signed-links";
import { actionForm, linkPage, paragraph } from "../../pages/link-page";
import { OWNER_PAGE_TEXT as TEXT } from "./text";
import { type Ctx, type Registration, contact, gonePage, openLink } from "./links";

/** What the link's address is to the registration now. */
async function linkState(registration: Registration, digest: string | undefined) {
  if (registration.pendingEmail && digest === (await emailDigest(registration.pendingEmail))) return "pending";
  if (digest === (await emailDigest(registration.email))) return "confirmed";
  return "stale";
}

const confirmedPage = (c: Ctx, address: string) =>
  linkPage(c, TEXT.emailConfirmedTitle, html`${paragraph(TEXT.emailConfirmed(address))}${contact()}`);

const stalePage = (c: Ctx) => linkPage(c, TEXT.staleEmailTitle, html`${paragraph(TEXT.staleEmail)}${contact()}`, 410);

export async function confirmEmailRoute(c: Ctx, token: string, post: boolean) {
  const opened = await openLink(c, token, ["confirm-email"]);
  if (opened instanceof Response) return opened;
  const { link, registration } = opened;
  const state = await linkState(registration, link.email);
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
  if (await confirmPendingEmail(database(c.env), registration.id, address)) return confirmedPage(c, address);
  // Changed meanwhile (confirmed by another press, replaced, or removed): say what holds now.
  const now = await registrationByReference(database(c.env), link.registration);
  if (!now) return gonePage(c, "confirm-email");
  return (await linkState(now, link.email)) === "confirmed" ? confirmedPage(c, now.email) : stalePage(c);
}
