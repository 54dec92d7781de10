// Clicks that went through the click queue (CLICK_PATH=queue), stored a queue batch at a time:
// one D1 batch, one transaction, two statements however many clicks and links the batch holds
// (docs/decisions/0027-speed-and-clicks.md). The clicks travel as one JSON parameter read with
// json_each, which keeps every statement within D1's 100 bound parameters.
import type { D1Database } from "@cloudflare/workers-types";

import type { QueuedClick } from "../shared/queue-bodies";

/** A click of the batch (`j`) that is not stored yet. */
const IS_NEW = "NOT EXISTS (SELECT 1 FROM redirect_clicks AS c WHERE c.click_key = j.value ->> 'key')";
const FOR_LINK = "j.value ->> 'redirectId' = url_redirects.id";

/**
 * First each link's counter moves by the number of its clicks not stored yet (in SQL, never
 * read and written back), then exactly those clicks are stored, for links that still exist (a
 * deleted link's clicks went with it). Both statements see the same rows in one transaction,
 * so a batch delivered again changes nothing.
 */
const COUNT_NEW_CLICKS = `UPDATE url_redirects SET
  click_count = click_count + (SELECT count(*) FROM json_each(?1) AS j WHERE ${FOR_LINK} AND ${IS_NEW}),
  last_clicked_at = max(coalesce(last_clicked_at, 0), (SELECT max(j.value ->> 'clickedAt') FROM json_each(?1) AS j WHERE ${FOR_LINK} AND ${IS_NEW}))
WHERE id IN (SELECT j.value ->> 'redirectId' FROM json_each(?1) AS j WHERE ${IS_NEW})`;

const STORE_NEW_CLICKS = `INSERT INTO redirect_clicks (redirect_id, clicked_at, user_agent, ip_address, referer, country, is_bot, source, click_key)
SELECT r.id, j.value ->> 'clickedAt', j.value ->> 'userAgent', j.value ->> 'ipAddress', j.value ->> 'referer', j.value ->> 'country', j.value ->> 'isBot', j.value ->> 'source', j.value ->> 'key'
FROM json_each(?1) AS j JOIN url_redirects AS r ON r.id = j.value ->> 'redirectId'
WHERE ${IS_NEW}`;

/** The two statements of a queue batch, in their order; each takes the batch's clicks as its one parameter. */
export const QUEUED_CLICK_STATEMENTS = [COUNT_NEW_CLICKS, STORE_NEW_CLICKS] as const;

/** Stores a queue batch's clicks (each key once) and moves their links' counters, in one transaction. */
export async function storeQueuedClicks(d1: D1Database, clicks: QueuedClick[]): Promise<void> {
  const unique = [...new Map(clicks.map((click) => [click.key, { ...click, isBot: click.isBot ? 1 : 0 }])).values()];
  if (unique.length === 0) return;
  const json = JSON.stringify(unique);
  await d1.batch(QUEUED_CLICK_STATEMENTS.map((statement) => d1.prepare(statement).bind(json)));
}
