// Small server pages of the sign-in flow: an error a person can act on, and the sign-out
// confirmation (a GET changes nothing; the button POSTs).
import type { Context } from "hono";

import type { AppEnv } from "../env";
import { COMPANY } from "../shared/company";
import { escapeHtml } from "../pages/html";

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} - ${escapeHtml(COMPANY.name)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const ERROR_TITLES = { 400: "Sign-in failed", 429: "Too many sign-in attempts", 503: "Sign-in is unavailable" } as const;

export function signInErrorPage(c: Context<AppEnv>, status: keyof typeof ERROR_TITLES, message: string) {
  const body = `<p>${escapeHtml(message)}</p><p><a href="/admin/login">Try signing in again</a> or <a href="/">go to the home page</a>.</p>`;
  return c.html(page(ERROR_TITLES[status], body), status, { "Cache-Control": "no-store" });
}

export function signOutPage(c: Context<AppEnv>) {
  const body = `<p>Sign out of the ${escapeHtml(COMPANY.name)} dashboard on this browser?</p><form method="post" action="/api/logout"><button type="submit">Sign Out</button></form><p><a href="/admin">Back to the dashboard</a></p>`;
  return c.html(page("Sign out", body), 200, { "Cache-Control": "no-store" });
}
