// The owners' pages (R14), opened from the signed links in their emails:
//   /registry/answer  "I may have footage" / "I have no footage" for one footage request, and a
//                     change to the other answer while the link works
//   /registry/leave   "Remove me from the registry", from a footage request
//   /registry/manage  see what is stored, change the email, phone, address and camera details,
//                     remove the registration (after asking once more), or (from any expired
//                     link) have a new manage link emailed
//   /registry/confirm-email  confirm a new email address, from the link sent to it
// A GET only shows a page with a button (mail scanners open links); the button's POST acts,
// once. A link that is tampered with, expired, or for a registration that is gone gets a plain
// page with a 4xx status and nothing about why beyond what its holder needs.
import { Hono } from "hono";
import { html } from "hono/html";
import { HTTPException } from "hono/http-exception";

import type { AppEnv } from "../../env";
import { isStorageFailure } from "../../db/errors";
import { logError } from "../../log";
import { limitBody } from "../../middleware/body-limit";
import { linkPage, paragraph } from "../../html/link-page";
import { OWNER_PAGE_TEXT as TEXT } from "./text";
import { answerRoute, leaveRoute } from "./answer";
import { confirmEmailRoute } from "./confirm-email";
import { contact, openLink, withForm } from "./links";
import { manageRoute } from "./manage";
import { managePage } from "./manage-page";

/** A form holds a token and at most the owner's details (about 2,600 characters): anything far bigger is not ours. */
const FORM_LIMIT_BYTES = 16 * 1024;

export const ownerPageRoutes = new Hono<AppEnv>()
  .use(limitBody<AppEnv>(FORM_LIMIT_BYTES, (c) => linkPage(c, TEXT.invalidTitle, html`${paragraph(TEXT.invalid)}${contact()}`, 413)))
  .get("/answer", (c) => answerRoute(c, c.req.query("t") ?? "", false))
  .post("/answer", (c) => withForm(c, (form) => answerRoute(c, form.t ?? "", { intent: form.intent })))
  .get("/leave", (c) => leaveRoute(c, c.req.query("t") ?? "", false))
  .post("/leave", (c) => withForm(c, (form) => leaveRoute(c, form.t ?? "", true)))
  .get("/manage", async (c) => {
    const token = c.req.query("t") ?? "";
    const opened = await openLink(c, token, ["manage"]);
    return opened instanceof Response ? opened : managePage(c, token, opened.registration);
  })
  .post("/manage", (c) => withForm(c, (form) => manageRoute(c, form)))
  .get("/confirm-email", (c) => confirmEmailRoute(c, c.req.query("t") ?? "", false))
  .post("/confirm-email", (c) => withForm(c, (form) => confirmEmailRoute(c, form.t ?? "", true)));

ownerPageRoutes.onError((error, c) => {
  // A missing SIGNING_SECRET says so in the log; the owner sees that the page is unavailable.
  logError("registry-owner-page", error, { method: c.req.method, status: error instanceof HTTPException ? error.status : 500 });
  const status = error instanceof HTTPException ? 500 : isStorageFailure(error) ? 503 : 500;
  return linkPage(c, TEXT.unavailableTitle, html`${paragraph(TEXT.unavailable)}${contact()}`, status);
});
