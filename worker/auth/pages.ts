// Small server pages of the sign-in flow: an error a person can act on, the sign-out
// confirmation (a GET changes nothing; the button POSTs), and the step on to the provider's
// own sign-out.
import type { Context } from "hono";
import { html } from "hono/html";

import type { AppEnv } from "../env";
import { plainPage } from "../html/plain-page";
import { COMPANY } from "../shared/company";

const NO_STORE = { "Cache-Control": "no-store" };

const ERROR_TITLES = { 400: "Sign-in failed", 429: "Too many sign-in attempts", 503: "Sign-in is unavailable" } as const;

export function signInErrorPage(c: Context<AppEnv>, status: keyof typeof ERROR_TITLES, message: string) {
  const body = html`<p>${message}</p>
    <p><a href="/admin/login">Try signing in again</a> or <a href="/">go to the home page</a>.</p>`;
  return c.html(plainPage(ERROR_TITLES[status], body), status, NO_STORE);
}

export function signOutPage(c: Context<AppEnv>) {
  const body = html`<p>Sign out of the ${COMPANY.name} dashboard on this browser?</p>
    <form method="post" action="/api/logout"><button type="submit">Sign Out</button></form>
    <p><a href="/admin">Back to the dashboard</a></p>`;
  return c.html(plainPage("Sign out", body), 200, NO_STORE);
}

/**
 * After the sign-out form: on to the provider's sign-out. Not a 303, because the CSP's
 * `form-action 'self'` also governs where a form's answer redirects, and the provider is
 * another origin; a page that moves on by itself is not a form submission.
 */
export function providerSignOutPage(c: Context<AppEnv>, providerUrl: URL) {
  const body = html`<p>You are signed out of the ${COMPANY.name} dashboard. Now signing out at ${providerUrl.host}…</p>
    <p><a href="${providerUrl.href}">Continue</a></p>`;
  const head = html`<meta http-equiv="refresh" content="0; url=${providerUrl.href}" />`;
  return c.html(plainPage("Signing out", body, head), 200, NO_STORE);
}
