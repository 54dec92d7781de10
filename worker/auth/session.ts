// Sessions (R2, R25): the cookie's secret finds the session in KV, and its record in D1
// (db/session-records.ts) is read with the person on every request, so a session ended there,
// or a person's changed role, counts at the next request whatever KV still holds. A session
// ends after an idle period or an absolute lifetime, whichever comes first. A KV or D1 failure
// while reading reads as signed out, never as signed in.
import type { Context } from "hono";

import { database } from "../db/client";
import { endSessions, readOpenSession, recordSignIn, touchSessionRecord, type SessionRecord } from "../db/session-records";
import { deleteStoredSession, readStoredSession, writeStoredSession, type SessionData, type StoredSession } from "../db/sessions";
import type { User } from "../db/users";
import type { AppEnv } from "../env";
import { logError } from "../log";
import { clearCookie, randomId, readCookie, writeCookie } from "../middleware/cookies";
import { describeDevice } from "./device";

export const SESSION_IDLE_MS = 60 * 60 * 1000; // 1 hour without a request
export const SESSION_ABSOLUTE_MS = 8 * 60 * 60 * 1000; // 8 hours after sign-in
/** Activity refreshes the stored session at most this often (KV and D1 writes are not free). */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;
const KV_MIN_TTL_SECONDS = 60;

/** Who is signed in, and the session's record. */
export interface SignedIn {
  user: User;
  session: SessionRecord;
}

function expiryOf(sess: SessionData): number {
  return Math.min(sess.lastSeenAt + SESSION_IDLE_MS, sess.createdAt + SESSION_ABSOLUTE_MS);
}

async function store(env: AppEnv["Bindings"], id: string, sess: SessionData) {
  const expire = expiryOf(sess);
  const ttlSeconds = Math.max(KV_MIN_TTL_SECONDS, Math.ceil((expire - Date.now()) / 1000));
  await writeStoredSession(env, id, { sess, expire }, ttlSeconds);
}

const cookieSecret = <E extends AppEnv>(c: Context<E>) => {
  const id = readCookie(c, "session");
  return id && id.length <= 100 ? id : undefined;
};

export interface SignInProof {
  /** The provider's ID token, kept only for the provider's sign-out. */
  idToken?: string;
  /** When the provider last checked the person (its `auth_time`), else now. */
  authTime?: Date;
}

/**
 * Signs a person in with a new random session: its record (with the browser's device and the
 * sign-in's audit entry) in D1, its secret in KV and the cookie. A session the browser carried
 * is ended first.
 */
export async function startSession<E extends AppEnv>(c: Context<E>, user: Pick<User, "id" | "email">, proof: SignInProof = {}) {
  const previous = cookieSecret(c);
  if (previous) await endStoredSession(c.env, previous);
  const now = Date.now();
  const id = randomId();
  const recordId = randomId();
  const device = describeDevice(c.req.header("User-Agent"));
  await recordSignIn(database(c.env), { id: recordId, userId: user.id, device, authTime: proof.authTime ?? new Date(now) }, user);
  await store(c.env, id, { userId: user.id, recordId, createdAt: now, lastSeenAt: now, idToken: proof.idToken });
  writeCookie(c, "session", id, SESSION_ABSOLUTE_MS / 1000);
}

async function storedSession(env: AppEnv["Bindings"], id: string): Promise<StoredSession | null> {
  try {
    return await readStoredSession(env, id);
  } catch (error) {
    logError("session-read", error);
    return null;
  }
}

/** The person signed in and the session's record, if the request carries a session that is stored, open and not expired. */
export async function readSignedIn<E extends AppEnv>(c: Context<E>): Promise<SignedIn | null> {
  const id = cookieSecret(c);
  if (!id) return null;
  const stored = await storedSession(c.env, id);
  if (!stored?.sess?.recordId) return null;
  const now = Date.now();
  if (now >= stored.expire || now >= expiryOf(stored.sess)) {
    await deleteStoredSession(c.env, id).catch(() => undefined);
    return null;
  }
  const open = await readOpenSession(database(c.env), stored.sess.recordId).catch((error: unknown) => {
    logError("session-read", error);
    return undefined;
  });
  if (!open || open.user.id !== stored.sess.userId) return null;
  if (now - stored.sess.lastSeenAt > SESSION_TOUCH_MS) {
    const touched = { ...stored.sess, lastSeenAt: now };
    const touch = Promise.all([store(c.env, id, touched), touchSessionRecord(database(c.env), open.session.id, new Date(now))]);
    c.executionCtx.waitUntil(touch.catch((error) => logError("session-touch", error)));
  }
  return open;
}

/** Ends the session the browser carries (its record too); answers its ID token, if any, for the provider's sign-out. */
export async function endSession<E extends AppEnv>(c: Context<E>): Promise<string | undefined> {
  const id = cookieSecret(c);
  clearCookie(c, "session");
  return id ? endStoredSession(c.env, id) : undefined;
}

async function endStoredSession(env: AppEnv["Bindings"], id: string): Promise<string | undefined> {
  const stored = await readStoredSession(env, id).catch(() => null);
  await deleteStoredSession(env, id);
  const sess = stored?.sess;
  if (sess?.recordId) {
    const by = { id: sess.userId, email: null, sessionId: sess.recordId };
    await endSessions(database(env), sess.userId, { one: sess.recordId }, { by, summary: "Signed out" });
  }
  return sess?.idToken;
}
