// The manage page's buttons: save the changed details (changes.ts), remove the registration
// (which asks once more first), and a new link by email, at most once in 15 minutes per
// registration and a few a day per address (decision 0059).
import { html } from "hono/html";

import { database } from "../../db/client";
import { SYSTEM_ACTORS } from "../../db/audit";
import { insertOwnerMessage } from "../../db/registrations";
import { mailSettings, manageLinkMessage } from "../../outbox";
import { enqueueMessages } from "../../outbox";
import { signingKey } from "../../security/signed-tokens";
import { isLimited, useTo, withinLinkLimits } from "../link-limits";
import { removeFromRegistry } from "../removal";
import { linkPage, paragraph } from "../../html/link-page";
import { OWNER_PAGE_TEXT as TEXT } from "./text";
import { applyOwnerChanges } from "./changes";
import { askedRecently, type Ctx, contact, gonePage, invalidPage, limitedPage, manageUrl, openLink } from "./links";
import { managePage, removeConfirmPage } from "./manage-page";
import { siteOrigin } from "../../site-origin";

async function renew(c: Ctx, token: string) {
  const opened = await openLink(c, token, ["may_have", "no_footage", "leave", "manage", "confirm-email"], "allow");
  if (opened instanceof Response) return opened;
  const { registration, expired, replaced } = opened;
  const db = database(c.env);
  if (!(await askedRecently(c, registration.id, "registry-manage-link"))) {
    const reason = expired ? "expired" : replaced ? "replaced" : "asked";
    const message = manageLinkMessage(await mailSettings(c.env), registration.email, await manageUrl(c, registration), reason);
    const uses = [await useTo("manageLinksTo", signingKey(c.env, c.req.url), registration.email)];
    const sent = await withinLinkLimits(db, uses, (counted) => db.batch([insertOwnerMessage(db, registration.id, message), ...counted]));
    if (isLimited(sent)) return limitedPage(c, sent);
    await enqueueMessages(c.env, [message]);
  }
  return linkPage(c, TEXT.renewedTitle, html`${paragraph(TEXT.renewed)}${contact()}`);
}

export async function manageRoute(c: Ctx, form: Record<string, string>) {
  const token = form.t ?? "";
  if (form.intent === "renew") return renew(c, token);
  const opened = await openLink(c, token, ["manage"]);
  if (opened instanceof Response) return opened;
  const { registration } = opened;
  if (form.intent === "details") {
    const outcome = await applyOwnerChanges(c, registration, form);
    if (isLimited(outcome)) return limitedPage(c, outcome);
    if ("gone" in outcome) return gonePage(c, "manage");
    if ("refused" in outcome) return managePage(c, token, registration, { refused: outcome.refused });
    return managePage(c, token, outcome.registration, { saved: outcome.saved });
  }
  // Removing asks once more; only the second page's button deletes.
  if (form.intent === "remove") return removeConfirmPage(c, token);
  if (form.intent === "remove-confirmed") {
    await removeFromRegistry(c.env, siteOrigin(c), registration, {
      actor: SYSTEM_ACTORS.registryOwner,
      summary: "Owner removed the registration through its manage link",
    });
    return linkPage(c, TEXT.removedTitle, paragraph(TEXT.left));
  }
  return invalidPage(c);
}
