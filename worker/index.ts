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
import { ERROR_MESSAGES } from "./shared/errors";

const worker = new Hono<AppEnv>()
  .use(withSecurityHeaders)
  .route("/api", api)
  .route("/", seoRoutes)
  .route("/", icalRoutes)
  .on(["GET", "HEAD"], "*", servePage)
  .on(["GET", "HEAD"], "*", followRedirect);

worker.notFound((c) =>
  c.req.path.startsWith("/api/") || c.req.path === "/api"
    ? c.json({ message: ERROR_MESSAGES.notFound }, 404)
    : serveNotFound(c),
);

export default worker;
