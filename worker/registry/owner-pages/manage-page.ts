// The manage page as the owner sees it: what is stored, the form to change the email, phone,
// address and camera details (each field labelled, its error tied to it, the first error
// focused), and the way to remove the registration, which asks once more (removeConfirmPage).
import { html } from "hono/html";

import { siteMoment } from "../../outbox";
import { OWNER_PAGES } from "../../shared/registry";
import { DANGER_BUTTON, facts, fieldError, link, notice, linkPage, paragraph, PRIMARY_BUTTON } from "../../html/link-page";
import { OWNER_PAGE_TEXT as TEXT } from "./text";
import type { Ctx, Registration } from "./links";

/** The fields an owner may change, in the form's order. */
export const EDITABLE_FIELDS = ["email", "phone", "address", "cameraDetails"] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];
export type FieldValues = Record<EditableField, string>;

export interface ManageState {
  /** What was saved just now: the notices to show. */
  saved?: { relocating: boolean; emailPending: boolean } | "nothing";
  /** What the owner typed, sent back with the reasons it was refused (by field). */
  refused?: { typed: FieldValues; errors: Partial<Record<EditableField, string>> };
}

const INPUT =
  "block w-full rounded-lg border border-slate-300 p-3 text-base text-slate-900 aria-invalid:border-2 aria-invalid:border-red-600";

interface FieldShape {
  hint?: string;
  type?: "email" | "tel" | "text";
  autocomplete?: string;
  maxlength: number;
  multiline?: boolean;
}

const SHAPES: Record<EditableField, FieldShape> = {
  email: { hint: TEXT.emailHint, type: "email", autocomplete: "email", maxlength: 254 },
  phone: { type: "tel", autocomplete: "tel", maxlength: 30 },
  address: { hint: TEXT.addressHint, type: "text", autocomplete: "street-address", maxlength: 300 },
  cameraDetails: { hint: TEXT.detailsHint, maxlength: 2000, multiline: true },
};

function formField(name: EditableField, value: string, error: string | undefined, focus: boolean) {
  const shape = SHAPES[name];
  const describedBy = [shape.hint ? `${name}-hint` : "", error ? `${name}-error` : ""].filter(Boolean).join(" ");
  const common = html`id="${name}" name="${name}" maxlength="${shape.maxlength}" required
  ${describedBy ? html`aria-describedby="${describedBy}"` : ""} aria-invalid="${error ? "true" : "false"}" ${focus ? html`autofocus` : ""}
  class="${INPUT}"`;
  return html`<div class="space-y-1">
    <label for="${name}" class="block font-semibold text-slate-900">${TEXT.fields[name]}</label>
    ${shape.hint ? html`<p id="${name}-hint" class="text-sm text-slate-600">${shape.hint}</p>` : ""}
    ${error ? fieldError(`${name}-error`, error) : ""}
    ${shape.multiline
      ? html`<textarea rows="4" ${common}>${value}</textarea>`
      : html`<input type="${shape.type}" autocomplete="${shape.autocomplete}" value="${value}" ${common} />`}
  </div>`;
}

function savedNotices(registration: Registration, saved: ManageState["saved"]) {
  if (!saved) return "";
  if (saved === "nothing") return notice(TEXT.nothingChanged);
  return html`${notice(TEXT.changesSaved)}${saved.relocating ? notice(TEXT.relocating) : ""}${saved.emailPending &&
  registration.pendingEmail
    ? notice(TEXT.emailPending(registration.pendingEmail, registration.email))
    : ""}`;
}

export function managePage(c: Ctx, token: string, registration: Registration, { saved, refused }: ManageState = {}) {
  const errors = refused?.errors ?? {};
  const firstError = EDITABLE_FIELDS.find((name) => errors[name]);
  const values: FieldValues = refused?.typed ?? {
    email: registration.email,
    phone: registration.phone,
    address: registration.address,
    cameraDetails: registration.cameraDetails,
  };
  const stored: [string, string][] = [
    [TEXT.fields.name, registration.name],
    [TEXT.fields.email, registration.email],
    ...(registration.pendingEmail ? [[TEXT.pendingEmail, registration.pendingEmail] as [string, string]] : []),
    [TEXT.fields.phone, registration.phone],
    [TEXT.fields.address, registration.address],
    [TEXT.fields.cameraDetails, registration.cameraDetails],
    [TEXT.fields.registered, siteMoment(registration.createdAt)],
    [TEXT.fields.location, registration.locationStatus === "located" ? TEXT.located : TEXT.notLocated],
  ];
  return linkPage(
    c,
    TEXT.manageTitle,
    html`${savedNotices(registration, saved)}${paragraph(TEXT.manageIntro)} ${facts(stored)}
      <section aria-labelledby="change-heading" class="space-y-3 border-t border-slate-200 pt-4">
        <h2 id="change-heading" class="text-lg font-semibold text-slate-900">${TEXT.changeHeading}</h2>
        <p class="text-sm text-slate-600">${TEXT.changeIntro} ${TEXT.otherChanges}</p>
        <form method="post" action="${OWNER_PAGES.manage}" class="space-y-4" novalidate>
          <input type="hidden" name="t" value="${token}" />
          <input type="hidden" name="intent" value="details" />
          ${EDITABLE_FIELDS.map((name) => formField(name, values[name], errors[name], name === firstError))}
          <button type="submit" class="${PRIMARY_BUTTON}">${TEXT.saveChanges}</button>
        </form>
      </section>
      <section aria-labelledby="remove-heading" class="space-y-3 border-t border-slate-200 pt-4">
        <h2 id="remove-heading" class="text-lg font-semibold text-slate-900">${TEXT.removeHeading}</h2>
        ${paragraph(TEXT.leaveExplain)}
        <form method="post" action="${OWNER_PAGES.manage}">
          <input type="hidden" name="t" value="${token}" />
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" class="${DANGER_BUTTON}">${TEXT.removeButton}</button>
        </form>
      </section>`,
    firstError ? 400 : 200,
  );
}

/** The second step of removing: nothing is deleted until its danger button is pressed. */
export function removeConfirmPage(c: Ctx, token: string) {
  const back = `${OWNER_PAGES.manage}?t=${encodeURIComponent(token)}`;
  return linkPage(
    c,
    TEXT.removeConfirmTitle,
    html`${paragraph(TEXT.leaveExplain)}
      <form method="post" action="${OWNER_PAGES.manage}">
        <input type="hidden" name="t" value="${token}" />
        <input type="hidden" name="intent" value="remove-confirmed" />
        <button type="submit" class="${DANGER_BUTTON}">${TEXT.removeConfirmButton}</button>
      </form>
      <p>${link(back, TEXT.keepRegistration)}</p>`,
  );
}
