// The one place a staff change reaches the cached pages (docs/decisions/0053): after a write that
// declared it changes them (middleware/page-changes.ts) has succeeded, the content version is
// replaced, so the blog, its posts, the calendar and its events are rendered anew at their next read.
import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "../env";
import { logError } from "../log";
import { bumpContentVersion } from "./page-cache";

export const contentChanges: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!c.get("changesPages") || c.res.status >= 400) return;
  // The change is made: a failure here leaves pages as they were (until they expire), never fails it.
  await bumpContentVersion(c.env).catch((error: unknown) => logError("content version", error, { method: c.req.method }));
};
