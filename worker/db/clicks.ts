// Short-link clicks as they are stored (table redirect_clicks, and the link's counter): one click
// written before its 302 on the direct path, or a queue batch's clicks at once on the queued path.
import type { D1Database } from "@cloudflare/workers-types";

import { isBotUserAgent } from "../shared/bots";
import type { QueuedClick } from "../shared/queue-bodies";

const IP_ADDRESS_MAX_LENGTH = 45;

export interface Click {
  userAgent: string | null;
  ipAddress: string | null;
  referer: string | null;
  country: string | null;
  /** The address's `src` tag, already checked (worker/shared/short-links.ts). */
  source: string | null;
}

/** Stored texts are bounded: a hostile client cannot fill the table with one request. */
const USER_AGENT_MAX_LENGTH = 512;
const REFERER_MAX_LENGTH = 2048;

/** A click as it is stored: texts bounded, the bot flag decided, the time taken. */
export interface ClickRow {
  clickedAt: number;
  userAgent: string | null;
  ipAddress: string | null;
  referer: string | null;
  country: string | null;
  isBot: boolean;
  source: string | null;
}

export function clickRow(click: Click, now = Date.now()): ClickRow {
  return {
    clickedAt: now,
    userAgent: click.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    ipAddress: click.ipAddress?.slice(0, IP_ADDRESS_MAX_LENGTH) ?? null,
    referer: click.referer?.slice(0, REFERER_MAX_LENGTH) ?? null,
    country: click.country?.slice(0, 2) ?? null,
    isBot: isBotUserAgent(click.userAgent),
    source: click.source,
  };
}

// A short link's click is the site's most frequent write, so its two statements are plain SQL
// written once (docs/decisions/0027-speed-and-clicks.md): no query is built per click. Both
// apply only while the link is still active under the same path (docs/decisions/0007).
const STILL_ACTIVE = "id = ? AND from_path = ? AND is_active = 1";
const INSERT_CLICK = `INSERT INTO redirect_clicks (redirect_id, clicked_at, user_agent, ip_address, referer, country, is_bot, source) SELECT id, ?, ?, ?, ?, ?, ?, ? FROM url_redirects WHERE ${STILL_ACTIVE}`;
const COUNT_CLICK = `UPDATE url_redirects SET click_count = click_count + 1, last_clicked_at = ? WHERE ${STILL_ACTIVE} RETURNING to_url`;

/**
 * One batch, one transaction: the click row, and the counter moved in SQL (never read and
 * written back), both only while the link is still active under the same path. Answers
 * the link's current target, or undefined when it no longer is (nothing was written).
 */
export async function recordClick(d1: D1Database, link: { id: number; fromPath: string }, click: Click): Promise<string | undefined> {
  const row = clickRow(click);
  const [, counted] = await d1.batch<{ to_url: string }>([
    d1
      .prepare(INSERT_CLICK)
      .bind(row.clickedAt, row.userAgent, row.ipAddress, row.referer, row.country, row.isBot ? 1 : 0, row.source, link.id, link.fromPath),
    d1.prepare(COUNT_CLICK).bind(row.clickedAt, link.id, link.fromPath),
  ]);
  return counted?.results[0]?.to_url;
}

// Clicks that went through the click queue (CLICK_PATH=queue), stored a queue batch at a time:
// one D1 batch, one transaction, two statements however many clicks and links the batch holds
// (docs/decisions/0027-speed-and-clicks.md). The clicks travel as one JSON parameter read with
// json_each, which keeps every statement within D1's 100 bound parameters.

/** A click of the batch (`j`) that is not stored yet. */
const IS_NEW = "NOT EXISTS (SELECT 1 FROM redirect_clicks AS c WHERE c.click_key = j.value ->> 'key')";
const FOR_LINK = "j.value ->> 'shortLinkId' = url_redirects.id";

/**
 * First each link's counter moves by the number of its clicks not stored yet (in SQL, never
 * read and written back), then exactly those clicks are stored, for links that still exist (a
 * deleted link's clicks went with it). Both statements see the same rows in one transaction,
 * so a batch delivered again changes nothing.
 */
const COUNT_NEW_CLICKS = `UPDATE url_redirects SET
  click_count = click_count + (SELECT count(*) FROM json_each(?1) AS j WHERE ${FOR_LINK} AND ${IS_NEW}),
  last_clicked_at = max(coalesce(last_clicked_at, 0), (SELECT max(j.value ->> 'clickedAt') FROM json_each(?1) AS j WHERE ${FOR_LINK} AND ${IS_NEW}))
WHERE id IN (SELECT j.value ->> 'shortLinkId' FROM json_each(?1) AS j WHERE ${IS_NEW})`;

const STORE_NEW_CLICKS = `INSERT INTO redirect_clicks (redirect_id, clicked_at, user_agent, ip_address, referer, country, is_bot, source, click_key)
SELECT r.id, j.value ->> 'clickedAt', j.value ->> 'userAgent', j.value ->> 'ipAddress', j.value ->> 'referer', j.value ->> 'country', j.value ->> 'isBot', j.value ->> 'source', j.value ->> 'key'
FROM json_each(?1) AS j JOIN url_redirects AS r ON r.id = j.value ->> 'shortLinkId'
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
