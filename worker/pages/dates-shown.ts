// A calendar page's dates move with the clock: when an event's date starts, it leaves the
// upcoming list (and the page's structured data) for the past one. So a page that lists dates
// notes the first start still ahead of the moment it read them, and the edge's cache keeps the
// page until just past that start (page-cache.ts): each date moves on its minute, and between
// dates the page is not rendered again (docs/decisions/0053-served-pages-cached-at-the-edge.md).
import type { Context } from "hono";

import type { AppEnv } from "../env";

/**
 * After reading dates to show as of `now`: the page changes just after the first of them still to
 * start, noted as the request's `datesChangeAt` (ms since the epoch) for page-cache.ts.
 */
export function noteDatesShown(c: Context<AppEnv>, starts: Iterable<string>, now: Date): void {
  const read = now.toISOString();
  let changeAt = c.get("datesChangeAt") ?? Infinity;
  for (const start of starts) if (start >= read) changeAt = Math.min(changeAt, Date.parse(start) + 1);
  if (Number.isFinite(changeAt)) c.set("datesChangeAt", changeAt);
}
