// A browser's sign-in through the fake provider (fake-provider.ts): /api/login, the provider,
// and the callback, as raw navigations.
import { expect } from "vitest";

import { call, freshClientIp } from "./helpers";
import { setCookies } from "./session-helpers";

/** Starts a sign-in, as a browser following /api/login would; `query` adds to its address (`fresh=1`, `invitation=…`). */
export async function startSignIn(returnTo = "/admin", cookie = "", query = "") {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshClientIp(), ...(cookie ? { Cookie: cookie } : {}) };
  const response = await call(`/api/login?returnTo=${encodeURIComponent(returnTo)}${query ? `&${query}` : ""}`, {
    redirect: "manual",
    headers,
  });
  expect(response.status).toBe(302);
  const signIn = setCookies(response).get("hl_signin");
  return {
    authorizeUrl: response.headers.get("Location")!,
    signInCookie: `hl_signin=${signIn?.value}`,
    signInHeader: signIn?.header ?? "",
  };
}

/** The browser arriving back at the callback the provider sent it to. */
export async function finish(callback: URL, cookie: string) {
  return call(`${callback.pathname}${callback.search}`, { redirect: "manual", headers: { Cookie: cookie } });
}
