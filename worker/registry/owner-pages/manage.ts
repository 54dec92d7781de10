// The manage page: what is stored, the camera details to change, removal, and a new link by email.
import { html } from "hono/html";

import { database } from "../../db/client";
import { SYSTEM_ACTORS } from "../../db/audit";
import { insertOwnerMessage, sentRecently, updateCameraDetails } from "../../db/registrations";
import { manageLinkMessage } from "../../outbox/compose";
import { enqueueMessages } from "../../outbox/enqueue";
import { siteMoment } from "../../outbox/templates/email-layout";
import { cameraRegistrationSchema } from "../../shared/schemas/camera";
import { OWNER_PAGES } from "../../shared/registry";
import { removeFromRegistry } from "../removal";
import { DANGER_BUTTON, facts, fieldError, notice, ownerPage, paragraph, PRIMARY_BUTTON } from "./layout";
import { OWNER_PAGE_TEXT as TEXT } from "./text";
import { type Ctx, type Registration, contact, invalidPage, manageUrl, openLink } from "./links";

/** A new manage link is emailed at most this often, however often it is asked for. */
const RENEW_INTERVAL_MS = 15 * 60 * 1000;

interface ManageState {
  saved?: boolean;
  /** What the owner typed, sent back with the reason it was refused. */
  refused?: { typed: string; error: string };
}

export function managePage(c: Ctx, token: string, registration: Registration, { saved = false, refused }: ManageState = {}) {
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

export async function manageRoute(c: Ctx, form: Record<string, string>) {
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
