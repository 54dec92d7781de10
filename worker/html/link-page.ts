// The frame of the pages opened from the site's signed links (the registry owners' pages, a
// person's own data): server-rendered HTML in the site's look (its own built stylesheet, the
// site's header and footer as the build rendered them, no script), kept out of search engines and
// caches, and sending no referrer, since the address may hold a link's token. Long words wrap, so
// a page fits a phone (decision 0065). Every value is escaped by hono/html; the business details
// and the notice are filled in from the settings (R23).
import type { Context } from "hono";
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

import type { AppEnv } from "../env";
import { COMPANY } from "../shared/company";
import { LINK_FRAME_SLOT, PRERENDER_KEYS, prerenderedAsset } from "../shared/pages";
import { fillPage, servedSettings } from "../settings";
import { builtFile } from "./built-files";

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The site's stylesheets, as the built index.html links them (none when the build is missing). */
async function stylesheets(c: Context<AppEnv>): Promise<string[]> {
  const page = await builtFile(c.env.ASSETS, c.req.url, "/index.html");
  return [...(page ?? "").matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!);
}

/**
 * The site's header and footer, as the build rendered them from the app's own components
 * (web/prerender.tsx): the markup before and after the page's content; none when the build is missing.
 */
async function siteFrame(c: Context<AppEnv>): Promise<[before: string, after: string]> {
  const frame = (await builtFile(c.env.ASSETS, c.req.url, prerenderedAsset(PRERENDER_KEYS.linkFrame))) ?? "";
  const at = frame.indexOf(LINK_FRAME_SLOT);
  return at === -1 ? ["", ""] : [frame.slice(0, at), frame.slice(at + LINK_FRAME_SLOT.length)];
}

export type PageStatus = 200 | 400 | 410 | 413 | 429 | 500 | 503;

export async function linkPage(c: Context<AppEnv>, title: string, body: Markup, status: PageStatus = 200): Promise<Response> {
  const [styles, [before, after], served] = await Promise.all([stylesheets(c), siteFrame(c), servedSettings(c.env)]);
  const page = await html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="referrer" content="no-referrer" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        ${styles.map((href) => html`<link rel="stylesheet" href="${href}" />`)}
        <title>${title} - ${COMPANY.name}</title>
      </head>
      <body class="flex min-h-screen flex-col bg-slate-50">
        ${raw(before)}
        <main id="main" class="mx-auto w-full max-w-3xl flex-1 px-4 pt-24 pb-8 sm:px-6 sm:pt-28 sm:pb-12">
          <div class="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
            <h1 class="text-2xl font-bold wrap-anywhere text-navy-900 sm:text-3xl">${title}</h1>
            <div class="mt-4 space-y-4 text-base leading-relaxed wrap-anywhere text-slate-700">${body}</div>
          </div>
        </main>
        ${raw(after)}
      </body>
    </html>`;
  return c.html(fillPage(page, served), status, { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
}

// --- pieces -------------------------------------------------------------------------------------

export const paragraph = (text: string) => html`<p>${text}</p>`;

/** A notice that something happened (saved, sent): announced to assistive technology. */
export const notice = (text: string) =>
  html`<p role="status" class="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">${text}</p>`;

export const fieldError = (id: string, text: string) => html`<p id="${id}" class="text-sm font-medium text-red-700">${text}</p>`;

/** At least 44 px high, and the width of a phone's screen: easy to tap. */
const BUTTON = "inline-flex min-h-11 w-full items-center justify-center rounded-lg px-5 py-2.5 text-base font-semibold sm:w-auto";
export const PRIMARY_BUTTON = `${BUTTON} bg-navy-900 text-white hover:bg-navy-800`;
export const DANGER_BUTTON = `${BUTTON} bg-red-700 text-white hover:bg-red-800`;

/** A form that POSTs the link's token back with one intent: the only way these pages change anything. */
export function actionForm(
  action: string,
  token: string,
  label: string,
  { intent, danger = false }: { intent?: string; danger?: boolean } = {},
) {
  return html`<form method="post" action="${action}">
    <input type="hidden" name="t" value="${token}" />
    ${intent ? html`<input type="hidden" name="intent" value="${intent}" />` : ""}
    <button type="submit" class="${danger ? DANGER_BUTTON : PRIMARY_BUTTON}">${label}</button>
  </form>`;
}

/** Term and value pairs: beside each other from a tablet's width (every list's terms as wide), above each other on a phone. */
export function facts(rows: [term: string, value: string][]) {
  return html`<dl class="grid gap-x-6 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-y-2">
    ${rows.map(
      ([term, value]) =>
        html`<dt class="font-semibold text-slate-900">${term}</dt>
          <dd class="mb-3 min-w-0 wrap-anywhere whitespace-pre-wrap last:mb-0 sm:mb-0">${value}</dd>`,
    )}
  </dl>`;
}

export const link = (href: string, text: string) => html`<a href="${href}" class="font-semibold text-blue-800 underline">${text}</a>`;
