// The frame of the pages opened from the site's signed links (the registry owners' pages, a
// person's own data): server-rendered HTML in the site's look (its own built stylesheet, no
// script), kept out of search engines and caches, and sending no referrer, since the address may
// hold a link's token. Every value is escaped by hono/html.
import type { Context } from "hono";
import { html } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";

import type { AppEnv } from "../env";
import { COMPANY, telHref } from "../shared/company";

type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

/** The site's stylesheets, as the built index.html links them (none when the build is missing). */
async function stylesheets(c: Context<AppEnv>): Promise<string[]> {
  const response = await c.env.ASSETS.fetch(new URL("/index.html", c.req.url).href);
  if (!response.ok) return [];
  const page = await response.text();
  return [...page.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="(\/assets\/[^"]+\.css)"/g)].map((match) => match[1]!);
}

const SHIELD_PATH =
  "M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z";

export type PageStatus = 200 | 400 | 410 | 413 | 429 | 500 | 503;

export async function linkPage(c: Context<AppEnv>, title: string, body: Markup, status: PageStatus = 200): Promise<Response> {
  const styles = await stylesheets(c);
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
        <header class="bg-navy-900 text-white">
          <div class="mx-auto flex max-w-3xl items-center px-4 py-3 sm:px-6">
            <a href="/" class="flex items-center gap-2 text-lg font-bold">
              <svg
                aria-hidden="true"
                class="h-7 w-7 text-amber-brand"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                stroke-width="2"
                stroke-linecap="round"
                stroke-linejoin="round"
              >
                <path d="${SHIELD_PATH}" />
              </svg>
              ${COMPANY.name}
            </a>
          </div>
        </header>
        <main id="main" class="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
          <div class="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <h1 class="text-2xl font-bold text-navy-900 sm:text-3xl">${title}</h1>
            <div class="mt-4 space-y-4 text-base leading-relaxed text-slate-700">${body}</div>
          </div>
        </main>
        <footer class="bg-navy-950 text-sm text-slate-300">
          <div class="mx-auto flex max-w-3xl flex-wrap gap-x-4 gap-y-1 px-4 py-6 sm:px-6">
            <span class="font-semibold text-white">${COMPANY.name}</span>
            <a href="${telHref()}" class="hover:text-white">${COMPANY.phone}</a>
            <a href="mailto:${COMPANY.email}" class="break-all hover:text-white">${COMPANY.email}</a>
          </div>
        </footer>
      </body>
    </html>`;
  return c.html(page, status, { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
}

// --- pieces -------------------------------------------------------------------------------------

export const paragraph = (text: string) => html`<p>${text}</p>`;

/** A notice that something happened (saved, sent): announced to assistive technology. */
export const notice = (text: string) =>
  html`<p role="status" class="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">${text}</p>`;

export const fieldError = (id: string, text: string) => html`<p id="${id}" class="text-sm font-medium text-red-700">${text}</p>`;

const BUTTON = "inline-flex items-center justify-center rounded-lg px-5 py-2.5 text-base font-semibold";
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

/** Term and value pairs. */
export function facts(rows: [term: string, value: string][]) {
  return html`<dl class="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)]">
    ${rows.map(
      ([term, value]) =>
        html`<dt class="font-semibold text-slate-900">${term}</dt>
          <dd class="break-words whitespace-pre-line">${value}</dd>`,
    )}
  </dl>`;
}

export const link = (href: string, text: string) => html`<a href="${href}" class="font-semibold text-blue-800 underline">${text}</a>`;
