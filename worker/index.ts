// The Worker: the API, then pages, then edge redirects, then the not-found page (R8, R10);
// the queues' consumers, and the cron trigger (R13).
// Built assets under /assets/* never reach it (wrangler.toml, run_worker_first).
import { Hono } from "hono";

import type { MessageBatch, ScheduledController } from "@cloudflare/workers-types";

import { api } from "./app";
import { countPageViews, rollUpAnalytics, sendWeeklySummary } from "./analytics";
import type { AppEnv, Env } from "./env";
import { sweepOutbox } from "./outbox";
import { serveMedia } from "./media";
import { consumeQueue } from "./queue-consumers";
import { sweepGeocoding } from "./registry";
import { ownerPageRoutes } from "./registry";
import { yourDataRoutes } from "./privacy";
import { purgeExpired } from "./retention";
import { icalRoutes } from "./events";
import { seoRoutes } from "./pages/seo";
import { failedPage } from "./html/plain-page";
import { serveNotFound, servePage } from "./pages/serve";
import { followShortLink } from "./short-links";
import { readUnreadBody } from "./middleware/body-limit";
import { d1Session } from "./middleware/d1-session";
import { withSecurityHeaders } from "./security/apply-headers";
import { forgetServedMisses, logNotFound } from "./short-links";
import { isStorageFailure } from "./db/errors";
import { logError } from "./log";
import { ERROR_TEXTS } from "./shared/errors";
import { YOUR_DATA_PATH } from "./shared/privacy";

const worker = new Hono<AppEnv>()
  // Every body is read to its end before its answer leaves (an early 413, 401 or 415 included).
  .use(readUnreadBody)
  .use(withSecurityHeaders)
  .use(d1Session)
  .route("/api", api)
  .route("/", seoRoutes)
  .route("/", icalRoutes)
  // The camera owners' signed-link pages: before pages and redirects, so no short link can take /registry/ (R8).
  .route("/registry", ownerPageRoutes)
  // A person's own data (R18): before pages and redirects, so no short link can take /your-data.
  .route(YOUR_DATA_PATH, yourDataRoutes)
  // Uploaded images: before pages and redirects, so no short link can take /media/ (R8).
  .on(["GET", "HEAD"], "/media/*", async (c) => (await serveMedia(c)) ?? serveNotFound(c))
  // Each public page served is counted as a view after its answer (R22); a short link's 302 is not a page.
  .on(["GET", "HEAD"], "*", countPageViews, servePage)
  .on(["GET", "HEAD"], "*", followShortLink);

worker.notFound((c) => {
  if (c.req.path.startsWith("/api/") || c.req.path === "/api") return c.json({ message: ERROR_TEXTS.notFound }, 404);
  logNotFound(c); // counted after the answer, for the dashboard's 404 log
  return serveNotFound(c);
});

/** A page that failed: a plain apology, never a stack trace; storage trouble is a 503 to retry. */
worker.onError((error, c) => {
  logError("page", error, { method: c.req.method });
  const status = isStorageFailure(error) ? 503 : 500;
  return c.html(failedPage(), status, status === 503 ? { "Retry-After": "30" } : {});
});

export default {
  fetch: worker.fetch,
  /** The email, webhook, geocoding and click queues, and their dead-letter queues (worker/queue-consumers.ts). */
  queue: (batch: MessageBatch<unknown>, env: Env) => consumeQueue(batch, env),
  /** The cron trigger: re-enqueue what is stuck and the lookups that are due; purge whatever is past its retention period (R20). */
  scheduled: async (controller: ScheduledController, env: Env) => {
    const now = new Date(controller.scheduledTime);
    await sweepOutbox(env, now);
    await sweepGeocoding(env, now);
    await rollUpAnalytics(env, now);
    await sendWeeklySummary(env, now);
    await purgeExpired(env, now);
    await forgetServedMisses(env, now);
  },
};
