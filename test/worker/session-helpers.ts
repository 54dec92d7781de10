import { env } from "cloudflare:test";

import { SESSION_ABSOLUTE_MS } from "../../worker/auth/session";
import { sessions, users } from "../../worker/db/schema";
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

interface SessionOptions {
  role?: Role | null;
  createdAt?: number;
  lastSeenAt?: number;
  /** When the provider last checked the person: the sign-in itself unless given. */
  authTime?: number;
  device?: string;
}

/** A user and a stored session for them (KV and its D1 record), without going through the provider. */
export async function sessionFor(email: string, options: SessionOptions = {}): Promise<string> {
  return (await signedInAs(email, options)).cookie;
}

/** As sessionFor, with the session's record id and the person's id. */
export async function signedInAs(
  email: string,
  { role = null, createdAt = Date.now(), lastSeenAt = Date.now(), authTime = createdAt, device = "Firefox on Linux" }: SessionOptions = {},
) {
  const userId = `sub-${email}`;
  await db()
    .insert(users)
    .values({ id: userId, email, role })
    .onConflictDoUpdate({ target: users.id, set: { role, deactivatedAt: null } });
  const secret = crypto.randomUUID().replace(/-/g, "") + crypto.randomUUID().replace(/-/g, "");
  const recordId = crypto.randomUUID();
  await db()
    .insert(sessions)
    .values({
      id: recordId,
      userId,
      device,
      startedAt: new Date(createdAt),
      lastSeenAt: new Date(lastSeenAt),
      authTime: new Date(authTime),
    });
  const expire = Math.min(lastSeenAt + 60 * 60 * 1000, createdAt + SESSION_ABSOLUTE_MS);
  await env.SESSIONS.put(`session:${secret}`, JSON.stringify({ sess: { userId, recordId, createdAt, lastSeenAt }, expire }));
  return { cookie: `hl_session=${secret}`, recordId, userId };
}

export const asAdmin = () => sessionFor("staff-admin@example.com", { role: "owner" });
export const asMember = () => sessionFor("member@example.com");

export function callWith(cookie: string, path: string, init: RequestInit = {}) {
  return call(path, { ...init, headers: { Cookie: cookie, ...init.headers } });
}
