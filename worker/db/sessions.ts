// What the SESSIONS KV namespace holds, under which keys (R2): sessions, `session:<id>`
// with { sess, expire } and a matching TTL (each with its record in D1, session-records.ts), and sign-ins under way, `signin:<id>`, used once
// (and the served pages' `content-version`: content-version.ts).
// When a session ends and how it is refreshed is worker/auth/session.ts's business.
import type { Env } from "../env";

type Sessions = Pick<Env, "SESSIONS">;

export interface SessionData {
  userId: string;
  /** The session's record in D1 (sessions.id), read on every request: ended there, ended everywhere. */
  recordId: string;
  createdAt: number;
  lastSeenAt: number;
  /** The provider's ID token, kept only to end the provider's session at sign-out. */
  idToken?: string;
}

export interface StoredSession {
  sess: SessionData;
  /** When the session ends (ms since the epoch): the earlier of idle and absolute expiry. */
  expire: number;
}

const sessionKey = (id: string) => `session:${id}`;
const signInKey = (id: string) => `signin:${id}`;

/** The stored session, or null; a KV failure is thrown for the caller to weigh. */
export function readStoredSession(env: Sessions, id: string): Promise<StoredSession | null> {
  return env.SESSIONS.get<StoredSession>(sessionKey(id), "json");
}

export async function writeStoredSession(env: Sessions, id: string, stored: StoredSession, ttlSeconds: number): Promise<void> {
  await env.SESSIONS.put(sessionKey(id), JSON.stringify(stored), { expirationTtl: ttlSeconds });
}

export async function deleteStoredSession(env: Sessions, id: string): Promise<void> {
  await env.SESSIONS.delete(sessionKey(id));
}

/** A sign-in under way, kept until the provider sends the browser back (or the TTL runs out). */
export async function saveSignIn(env: Sessions, id: string, transaction: unknown, ttlSeconds: number): Promise<void> {
  await env.SESSIONS.put(signInKey(id), JSON.stringify(transaction), { expirationTtl: ttlSeconds });
}

/** The sign-in under way, read once and deleted whatever happens next; null when it is gone or KV fails. */
export async function takeSignIn<Transaction>(env: Sessions, id: string): Promise<Transaction | null> {
  const transaction = await env.SESSIONS.get<Transaction>(signInKey(id), "json").catch(() => null);
  await env.SESSIONS.delete(signInKey(id)).catch(() => undefined);
  return transaction;
}
