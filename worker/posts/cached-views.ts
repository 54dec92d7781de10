// Views of posts whose pages came from the edge's cache (decision 0053), counted together: a hit
// sends D1 nothing itself; its reader's view waits in the isolate a moment and goes with the other
// reads of that moment in one D1 statement. The first read of a moment carries the batch in its own
// `waitUntil`, so the views are written even when no request follows. A view is counted once per
// client, post and UTC day, as a rendered page counts it (decision 0036).
import type { Context } from "hono";

import { countPostViews, viewKey, type PostRead } from "../db/post-views";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { logError } from "../log";
import { clientKeys, type ClientKeys } from "../security/client-key";

/** How long the first read of a moment waits for others before the batch is written. */
export const READS_GATHERED_MS = 250;

/** Reads written per statement at most (about 160 bytes each in its JSON parameter). */
const READS_PER_STATEMENT = 200;

/** Reads this isolate has counted today (day, post and client), so a reader's next reads send D1 nothing. */
const countedReads = new Set<string>();
const COUNTED_READS_MAX = 10_000;

/** Whether this is the client's first read of the post today in this isolate (remembered either way). */
export function firstReadToday(slug: string, viewer: ClientKeys): boolean {
  const key = viewKey(slug, viewer);
  if (countedReads.has(key)) return false;
  if (countedReads.size >= COUNTED_READS_MAX) countedReads.clear();
  countedReads.add(key);
  return true;
}

let waiting: PostRead[] = [];

/** After a cached answer: its reader's view, written with the other reads of the moment. */
export function countCachedRead(c: Context<AppEnv>, slug: string): void {
  c.executionCtx.waitUntil(gather(c, slug).catch((error: unknown) => logError("post view", error)));
}

async function gather(c: Context<AppEnv>, slug: string): Promise<void> {
  const db = database(c.env);
  const at = new Date();
  const viewer = await clientKeys(c, db, at);
  if (!firstReadToday(slug, viewer)) return;
  waiting.push({ slug, at, viewer });
  if (waiting.length > 1) return; // a read before this one writes the batch
  await new Promise((resolve) => setTimeout(resolve, READS_GATHERED_MS));
  const reads = waiting;
  waiting = [];
  for (let start = 0; start < reads.length; start += READS_PER_STATEMENT) {
    await countPostViews(c.env, reads.slice(start, start + READS_PER_STATEMENT));
  }
}
