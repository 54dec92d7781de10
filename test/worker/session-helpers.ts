import { env } from "cloudflare:test";

import { SESSION_ABSOLUTE_MS } from "../../worker/auth/session";
import { users } from "../../worker/db/schema";
import { call, db } from "./helpers";
import type { Role } from "../../worker/shared/roles";

/** `name=value` pairs of the Set-Cookie headers, by name. */
export function setCookies(response: Response): Map<string, { value: string; header: string }> {
  const cookies = new Map<string, { value: string; header: string }>();
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const eq = pair!.indexOf("=");
    cookies.set(pair!.slice(0, eq), { value: pair!.slice(eq + 1), header });
  }
  return cookies;
}

/** A user and a stored session for them, without going through the provider. */
export async function sessionFor(
  email: string,
  { role = null, createdAt = Date.now(), lastSeenAt = Date.now() }: { role?: Role | null; createdAt?: number; lastSeenAt?: number } = {},
): Promise<string> {
  const id = `sub-${email}`;
  await db()
    .insert(users)
    .values({ id, email, role })
    .onConflictDoUpdate({ target: users.id, set: { role, deactivatedAt: null } });
  const sessionId = crypto.randomUUID().replace(/-/g, "") + crypto.randomUUID().replace(/-/g, "");
  const expire = Math.min(lastSeenAt + 60 * 60 * 1000, createdAt + SESSION_ABSOLUTE_MS);
  await env.SESSIONS.put(`session:${sessionId}`, JSON.stringify({ sess: { userId: id, createdAt, lastSeenAt }, expire }));
  return `hl_session=${sessionId}`;
}

export const asAdmin = () => sessionFor("staff-admin@example.com", { role: "owner" });
export const asMember = () => sessionFor("member@example.com");

export function callWith(cookie: string, path: string, init: RequestInit = {}) {
  return call(path, { ...init, headers: { Cookie: cookie, ...init.headers } });
}
