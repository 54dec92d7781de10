// A write that changes what readers see on the pages kept at the edge (a post, an event, an
// image) says so beside its route with `changesPages`; once it has succeeded, those pages are
// renewed (worker/pages/content-changes.ts). A write that readers never see (a post's autosave)
// does not say so, and the pages stay cached.
import type { MiddlewareHandler } from "hono";

import type { AppEnv } from "../env";

export const changesPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("changesPages", true);
  await next();
};
