// Which D1 session a request reads in (docs/decisions/0054-d1-sessions.md). Public requests take
// any replica ("first-unconstrained"); a signed-in request's write starts at the primary
// ("first-primary"), and its session's bookmark is handed back in a short-lived cookie, so the
// same browser's next requests read a copy at least as new as that write. A bookmark D1 does not
// take is dropped and the request starts at the primary, never failing on it.
import type { MiddlewareHandler } from "hono";

import { readCookie, writeCookie } from "./cookies";
import { requestSession, withRequestSession, type SessionStart } from "../db/client";
import type { AppEnv } from "../env";

/** How long a write's bookmark is sent back: replicas catch up in far less. */
export const BOOKMARK_MAX_AGE_SECONDS = 300;

/** D1's bookmarks are four groups of hex digits (8-8-8-32); anything else in the cookie is ignored. */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

const isWrite = (method: string) => method !== "GET" && method !== "HEAD";

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const signedIn = readCookie(c, "session") !== undefined;
  const bookmark = signedIn ? readCookie(c, "bookmark") : undefined;
  const start: SessionStart =
    bookmark && BOOKMARK.test(bookmark) ? { bookmark } : signedIn && isWrite(c.req.method) ? "first-primary" : "first-unconstrained";
  await withRequestSession(start, async () => {
    await next();
    const session = requestSession();
    if (session) c.res.headers.append("Server-Timing", `d1;desc="${session.statements} statements"`);
    if (signedIn && isWrite(c.req.method) && session?.bookmark) writeCookie(c, "bookmark", session.bookmark, BOOKMARK_MAX_AGE_SECONDS);
  });
};
