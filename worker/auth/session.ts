// Sessions (R2), stored in KV by worker/db/sessions.ts. A session ends after an idle period or
// an absolute lifetime, whichever comes first. A KV failure while reading reads as signed out,
// never as signed in.
import type { Context } from "hono";

import { deleteStoredSession, readStoredSession, writeStoredSession, type SessionData, type StoredSession } from "../db/sessions";
import type { AppEnv } from "../env";
import { logError } from "../log";
import { clearCookie, randomId, readCookie, writeCookie } from "../middleware/cookies";

export const SESSION_IDLE_MS = 60 * 60 * 1000; // 1 hour without a request
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000; // 8 hours after sign-in
/** Activity refreshes the stored session at most this often (KV writes are not free). */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;
const KV_MIN_TTL_SECONDS = 60;

function expiryOf(sess: SessionData): number {
  return Math.min(sess.lastSeenAt + SESSION_IDLE_MS, sess.createdAt + SESSION_ABSOLUTE_MS);
}

async function store(env: AppEnv["Bindings"], id: string, sess: SessionData) {
  const expire = expiryOf(sess);
  const ttlSeconds = Math.max(KV_MIN_TTL_SECONDS, Math.ceil((expire - Date.now()) / 1000));
  await writeStoredSession(env, id, { sess, expire }, ttlSeconds);
}

/** Signs a user in with a new random session id; any session the browser carried is deleted first. */
export async function startSession<E extends AppEnv>(c: Context<E>, userId: string, idToken?: string) {
  const previous = readCookie(c, "session");
  if (previous) await deleteStoredSession(c.env, previous);
  const now = Date.now();
  const id = randomId();
  await store(c.env, id, { userId, createdAt: now, lastSeenAt: now, idToken });
  writeCookie(c, "session", id, SESSION_ABSOLUTE_MS / 1000);
}

/** The session the request carries, if it is stored and not expired. */
export async function readSession<E extends AppEnv>(c: Context<E>): Promise<SessionData | null> {
  const id = readCookie(c, "session");
  if (!id || id.length > 100) return null;
  let stored: StoredSession | null;
  try {
    stored = await readStoredSession(c.env, id);
  } catch (error) {
    logError("session-read", error);
    return null;
  }
  if (!stored?.sess) return null;
  const now = Date.now();
  if (now >= stored.expire || now >= expiryOf(stored.sess)) {
    await deleteStoredSession(c.env, id).catch(() => undefined);
    return null;
  }
  if (now - stored.sess.lastSeenAt > SESSION_TOUCH_MS) {
    const touched = { ...stored.sess, lastSeenAt: now };
    c.executionCtx.waitUntil(store(c.env, id, touched).catch((error) => logError("session-touch", error)));
  }
  return stored.sess;
}

/** Ends the session the browser carries; answers its ID token, if any, for the provider's sign-out. */
export async function endSession<E extends AppEnv>(c: Context<E>): Promise<string | undefined> {
  const id = readCookie(c, "session");
  clearCookie(c, "session");
  if (!id || id.length > 100) return undefined;
  const stored = await readStoredSession(c.env, id).catch(() => null);
  await deleteStoredSession(c.env, id);
  return stored?.sess?.idToken;
}
