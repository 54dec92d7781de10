// Counting a navigation that ended in the not-found page, without ever slowing or breaking it:
// the write runs after the answer (waitUntil) and a failure is logged without the path. One
// client adds at most NOT_FOUND_RECORDS_PER_CLIENT_PER_MINUTE hits (NOT_FOUND_RATE_LIMITER): past
// that it still gets its 404, and nothing is written (docs/decisions/0036).
import type { Context } from "hono";

import { database } from "../db/client";
import { forgetServedPaths, recordNotFound } from "../db/not-found-log";
import type { AppEnv, Env } from "../env";
import { logError } from "../log";
import { clientKeys } from "../security/client-key";
import { clientAddress, withinLimit } from "../security/rate-limit";
import { isBotUserAgent } from "../shared/bots";
import { isSitePath } from "../shared/pages";
import { shortLinkMatchKey } from "../shared/short-links";
import { FROM_PATH_MAX_LENGTH } from "../shared/schemas/admin";

/**
 * Only what could become a short link: a GET that is a navigation (a browser says so with
 * Sec-Fetch-Dest: document; bots send no such header, and are counted apart), on a path the
 * short-link form would accept. Never a HEAD, an API call or a missing image or script.
 */
function loggablePath(c: Context<AppEnv>): string | undefined {
  if (c.req.method !== "GET") return undefined;
  const destination = c.req.header("Sec-Fetch-Dest");
  if (destination !== undefined && destination !== "document") return undefined;
  const matchKey = shortLinkMatchKey(new URL(c.req.url).pathname);
  if (matchKey.length > FROM_PATH_MAX_LENGTH || isSitePath(matchKey)) return undefined;
  return matchKey;
}

/** The limit of NOT_FOUND_RATE_LIMITER in wrangler.toml (test/worker/short-links/not-found-flood.test.ts holds them together). */
export const NOT_FOUND_RECORDS_PER_CLIENT_PER_MINUTE = 10;

export function logNotFound(c: Context<AppEnv>) {
  const path = loggablePath(c);
  if (path === undefined) return;
  const write = recordMiss(c, path).catch((error: unknown) => logError("not-found-log", error));
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    // No execution context (a direct call of the app): the write still runs, unawaited.
  }
}

/** The client's hit, unless it has used its share of the minute. */
async function recordMiss(c: Context<AppEnv>, path: string) {
  if (!(await withinLimit(c.env.NOT_FOUND_RATE_LIMITER, `not-found:${clientAddress(c)}`))) return;
  const db = database(c.env);
  const now = new Date();
  // The address alone: a client can vary its user agent, not its address, to pass for many.
  const { address } = await clientKeys(c, db, now);
  await recordNotFound(db, path, isBotUserAgent(c.req.header("User-Agent")), address, now);
}

/** The cron trigger's turn: the paths the site now serves leave the log (a post gone live, a page added); a failure is logged. */
export async function forgetServedMisses(env: Env, now: Date) {
  try {
    await forgetServedPaths(database(env), now);
  } catch (error) {
    logError("not-found-log", error);
  }
}
