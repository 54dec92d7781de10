// The one place a staff change reaches the cached pages (docs/decisions/0053): after any write to
// posts, events or images that succeeded, the content version is replaced, so the blog, its posts,
// the calendar and its events are rendered anew at their next read. Applied in app.ts to those
// resources' paths, new routes under them included.
import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "../env";
import { logError } from "../log";
import { bumpContentVersion } from "./page-cache";

export const contentChanges: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (c.req.method === "GET" || c.req.method === "HEAD" || c.res.status >= 400) return;
  // A post's autosave changes nothing readers see (decision 0050): the pages stay cached as they type.
  if (c.req.path.endsWith("/autosave")) return;
  // The change is made: a failure here leaves pages as they were (until they expire), never fails it.
  await bumpContentVersion(c.env).catch((error: unknown) => logError("content version", error, { method: c.req.method }));
};
