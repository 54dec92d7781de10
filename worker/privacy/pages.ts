// The /your-data pages (R18), server-rendered in the frame of the site's signed-link pages (the
// site's header and footer), each value in words (decision 0065).
import type { Context } from "hono";
import { html } from "hono/html";

import type { AppEnv } from "../env";
import {
  actionForm,
  DANGER_BUTTON,
  facts,
  fieldError,
  link,
  linkPage,
  paragraph,
  PRIMARY_BUTTON,
  type PageStatus,
} from "../html/link-page";
import { YOUR_DATA_PATH } from "../shared/privacy";
import type { HeldRecords } from "./held";
import { YOUR_DATA_PAGES } from "./links";
import { shownValue } from "./shown";
import { FIELD_LABELS, YOUR_DATA_TEXT as TEXT } from "./text";

type Ctx = Context<AppEnv>;

const contact = () => paragraph(TEXT.contact);

/** What is counted of every visit (R22): never tied to an address, so said on the page rather than listed. */
const pageViewsNote = () =>
  html`<section class="space-y-2">
    <h2 class="text-xl font-bold text-navy-900">${TEXT.pageViewsHeading}</h2>
    ${paragraph(TEXT.pageViews)}
  </section>`;

export function formPage(c: Ctx, { value = "", error }: { value?: string; error?: string } = {}, status: PageStatus = 200) {
  return linkPage(
    c,
    TEXT.formTitle,
    html`${paragraph(TEXT.formIntro)}${paragraph(TEXT.formHow)}
      <form method="post" action="${YOUR_DATA_PATH}" class="space-y-3" novalidate>
        <label for="email" class="block font-semibold text-slate-900">${TEXT.emailLabel}</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="email"
          required
          value="${value}"
          class="w-full rounded-lg border border-slate-300 px-3 py-2"
          ${error ? html`aria-invalid="true" aria-describedby="email-error"` : ""}
        />
        ${error ? fieldError("email-error", error) : ""}
        <button type="submit" class="${PRIMARY_BUTTON}">${TEXT.submit}</button>
      </form>
      ${pageViewsNote()}`,
    status,
  );
}

export const sentPage = (c: Ctx) => linkPage(c, TEXT.sentTitle, html`${paragraph(TEXT.sent)}${contact()}`);

export const tooManyPage = (c: Ctx) => linkPage(c, TEXT.tooManyTitle, paragraph(TEXT.tooMany), 429);

/** A page saying why a link or a form cannot be used, with the way to ask for a new link. */
const askAgainPage = (c: Ctx, title: string, text: string, status: PageStatus) =>
  linkPage(
    c,
    title,
    html`${paragraph(text)}
      <p>${link(YOUR_DATA_PATH, TEXT.askAgain)}</p>`,
    status,
  );

export const invalidPage = (c: Ctx) => askAgainPage(c, TEXT.invalidTitle, TEXT.invalid, 400);

export const expiredPage = (c: Ctx) => askAgainPage(c, TEXT.expiredTitle, TEXT.expired, 410);

export const usedPage = (c: Ctx) => askAgainPage(c, TEXT.usedTitle, TEXT.used, 410);

export const tooLargePage = (c: Ctx) => askAgainPage(c, TEXT.tooLargeTitle, TEXT.tooLarge, 413);

export const unreadablePage = (c: Ctx) => linkPage(c, TEXT.unreadableTitle, html`${paragraph(TEXT.unreadable)}${contact()}`, 400);

export const unavailablePage = (c: Ctx, status: 500 | 503) =>
  linkPage(c, TEXT.unavailableTitle, html`${paragraph(TEXT.unavailable)}${contact()}`, status);

type Fields = Record<string, unknown>;

/** A record's plain fields as term and value pairs, in words (lists inside it are shown on their own). */
function recordFacts(record: Fields) {
  const rows = Object.entries(record)
    .filter(([, value]) => value !== null && value !== "" && !Array.isArray(value))
    .map(([key, value]): [string, string] => [FIELD_LABELS[key] ?? key, shownValue(key, value)]);
  return facts(rows);
}

function section(heading: string, records: Fields[], { inner, intro }: { inner?: (record: Fields) => unknown; intro?: string } = {}) {
  if (records.length === 0) return "";
  return html`<section class="space-y-3">
    <h2 class="text-xl font-bold text-navy-900">${heading}</h2>
    ${intro ? paragraph(intro) : ""}
    ${records.map(
      (record) =>
        html`<article class="rounded-lg border border-slate-200 p-3 sm:p-4">${recordFacts(record)}${inner ? inner(record) : ""}</article>`,
    )}
  </section>`;
}

export function viewPage(c: Ctx, token: string, deleteToken: string, address: string, records: HeldRecords) {
  const { dataRequests, ...personal } = records;
  const empty = Object.values(personal).every((value) => !Array.isArray(value) || value.length === 0);
  const footage = (registration: Fields) => section(TEXT.footageHeading, (registration.footageRequests as Fields[] | undefined) ?? []);
  return linkPage(
    c,
    TEXT.viewTitle,
    html`${paragraph(TEXT.viewIntro(address))}${empty ? paragraph(TEXT.nothingHeld) : ""}
      ${section(TEXT.contactsHeading, records.contactSubmissions)}
      ${section(TEXT.registrationsHeading, records.cameraRegistrations, { inner: footage })}
      ${section(TEXT.pendingEmailHeading, records.pendingEmailChanges)} ${section(TEXT.messagesHeading, records.messages)}
      ${section(TEXT.messagesToOthersHeading, records.messagesToOthers, { intro: TEXT.messagesToOthersIntro })}
      ${section(TEXT.accountHeading, records.signInAccounts, { intro: TEXT.accountIntro })}
      ${section(TEXT.sessionsHeading, records.signInSessions)} ${section(TEXT.requestsHeading, dataRequests)} ${pageViewsNote()}
      ${paragraph(TEXT.correctHint)}
      <div class="space-y-2">${actionForm(YOUR_DATA_PAGES.download, token, TEXT.downloadButton)}${paragraph(TEXT.downloadHint)}</div>
      <div class="space-y-2">
        <p><a href="${YOUR_DATA_PAGES.delete}?t=${deleteToken}" class="${DANGER_BUTTON}">${TEXT.deleteButton}</a></p>
        ${paragraph(TEXT.deleteHint)}
      </div>`,
  );
}

export const confirmPage = (c: Ctx, deleteToken: string, seeToken: string, address: string) =>
  linkPage(
    c,
    TEXT.confirmTitle,
    html`${paragraph(TEXT.confirm(address))}${actionForm(YOUR_DATA_PAGES.delete, deleteToken, TEXT.confirmButton, { danger: true })}
      <p>${link(`${YOUR_DATA_PAGES.see}?t=${seeToken}`, TEXT.keepButton)}</p>`,
  );

/** After a deletion; a sign-in account is not the person's to delete here, and the page says it stays. */
export const deletedPage = (c: Ctx, { accountKept }: { accountKept: boolean }) =>
  linkPage(c, TEXT.deletedTitle, html`${paragraph(TEXT.deleted)}${accountKept ? paragraph(TEXT.accountKept) : ""}${contact()}`);
