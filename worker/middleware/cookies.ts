// Cookie names and flags: HttpOnly and SameSite=Lax always; on https also Secure with the
// __Host- prefix (no Domain, Path=/), so no subdomain can set or read them.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";

import type { AppEnv } from "../env";

export type CookieKind = "session" | "signIn" | "bookmark";
const BASE_NAMES: Record<CookieKind, string> = { session: "hl_session", signIn: "hl_signin", bookmark: "hl_d1_bookmark" };

/** A request's address is absolute with its scheme in lower case (the runtime parsed it), so its start tells. */
export function isSecureRequest<E extends AppEnv>(c: Context<E>): boolean {
  return c.req.url.startsWith("https:");
}

export function cookieName<E extends AppEnv>(c: Context<E>, kind: CookieKind): string {
  return isSecureRequest(c) ? `__Host-${BASE_NAMES[kind]}` : BASE_NAMES[kind];
}

export function readCookie<E extends AppEnv>(c: Context<E>, kind: CookieKind): string | undefined {
  if (!c.req.raw.headers.has("Cookie")) return undefined; // most readers send none
  return getCookie(c, cookieName(c, kind));
}

export function writeCookie<E extends AppEnv>(c: Context<E>, kind: CookieKind, value: string, maxAgeSeconds: number) {
  setCookie(c, cookieName(c, kind), value, {
    httpOnly: true,
    sameSite: "Lax",
    secure: isSecureRequest(c),
    path: "/",
    maxAge: maxAgeSeconds,
  });
}

export function clearCookie<E extends AppEnv>(c: Context<E>, kind: CookieKind) {
  deleteCookie(c, cookieName(c, kind), { path: "/", secure: isSecureRequest(c) });
}

/** A random identifier of 256 bits, base64url. */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
