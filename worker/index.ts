// The Worker: the API, then pages, then edge redirects, then the not-found page (R8, R10).
// Built assets under /assets/* never reach it (wrangler.toml, run_worker_first).
import { Hono } from "hono";

import { api } from "./app";
import type { AppEnv } from "./env";
import { icalRoutes } from "./pages/ical";
import { seoRoutes } from "./pages/seo";
import { serveNotFound, servePage } from "./pages/serve";
import { followRedirect } from "./redirects";
import { withSecurityHeaders } from "./security/apply-headers";
import { isStorageFailure, logError } from "./log";
import { ERROR_MESSAGES } from "./shared/errors";

const worker = new Hono<AppEnv>()
  .use(withSecurityHeaders)
  .route("/api", api)
  .route("/", seoRoutes)
  .route("/", icalRoutes)
  .on(["GET", "HEAD"], "*", servePage)
  .on(["GET", "HEAD"], "*", followRedirect);

worker.notFound((c) =>
  c.req.path.startsWith("/api/") || c.req.path === "/api" ? c.json({ message: ERROR_MESSAGES.notFound }, 404) : serveNotFound(c),
);

/** A page that failed: a plain apology, never a stack trace; storage trouble is a 503 to retry. */
worker.onError((error, c) => {
  logError("page", error, { method: c.req.method });
  const status = isStorageFailure(error) ? 503 : 500;
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Please try again</title></head><body><main><h1>Something went wrong</h1><p>The site is having trouble right now. Please try again in a moment, or call us.</p><p><a href="/">Home page</a></p></main></body></html>`,
    status,
    status === 503 ? { "Retry-After": "30" } : {},
  );
});

export default worker;
