// Small server pages of the sign-in flow: an error a person can act on, the sign-out
// confirmation (a GET changes nothing; the button POSTs), and the step on to the provider's
// own sign-out.
import type { Context } from "hono";

import type { AppEnv } from "../env";
import { COMPANY } from "../shared/company";
import { escapeHtml } from "../pages/html";

function page(title: string, body: string, head = "") {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">${head}<title>${escapeHtml(title)} - ${escapeHtml(COMPANY.name)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
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

/**
 * After the sign-out form: on to the provider's sign-out. Not a 303, because the CSP's
 * `form-action 'self'` also governs where a form's answer redirects, and the provider is
 * another origin; a page that moves on by itself is not a form submission.
 */
export function providerSignOutPage(c: Context<AppEnv>, providerUrl: URL) {
  const href = escapeHtml(providerUrl.href);
  const body = `<p>You are signed out of the ${escapeHtml(COMPANY.name)} dashboard. Now signing out at ${escapeHtml(providerUrl.host)}…</p><p><a href="${href}">Continue</a></p>`;
  return c.html(page("Signing out", body, `<meta http-equiv="refresh" content="0; url=${href}">`), 200, { "Cache-Control": "no-store" });
}
