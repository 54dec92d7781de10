// Counting a navigation that ended in the not-found page, without ever slowing or breaking it:
// the write runs after the answer (waitUntil) and a failure is logged without the path.
import type { Context } from "hono";

import { database } from "../db/client";
import { recordNotFound } from "../db/not-found-log";
import type { AppEnv } from "../env";
import { logError } from "../log";
import { isBotUserAgent } from "../shared/bots";
import { isSitePath } from "../shared/pages";
import { redirectMatchKey } from "../shared/redirect-paths";
import { FROM_PATH_MAX_LENGTH } from "../shared/schemas/admin";

/**
 * Only what could become a redirect: a GET that is a navigation (a browser says so with
 * Sec-Fetch-Dest: document; bots send no such header, and are counted apart), on a path the
 * redirect form would accept. Never a HEAD, an API call or a missing image or script.
 */
function loggablePath(c: Context<AppEnv>): string | undefined {
  if (c.req.method !== "GET") return undefined;
  const destination = c.req.header("Sec-Fetch-Dest");
  if (destination !== undefined && destination !== "document") return undefined;
  const matchKey = redirectMatchKey(new URL(c.req.url).pathname);
  if (matchKey.length > FROM_PATH_MAX_LENGTH || isSitePath(matchKey)) return undefined;
  return matchKey;
}

export function logNotFound(c: Context<AppEnv>) {
  const path = loggablePath(c);
  if (path === undefined) return;
  const isBot = isBotUserAgent(c.req.header("User-Agent"));
  const write = recordNotFound(database(c.env), path, isBot).catch((error: unknown) => logError("not-found-log", error));
  try {
    c.executionCtx.waitUntil(write);
  } catch {
    // No execution context (a direct call of the app): the write still runs, unawaited.
  }
}
