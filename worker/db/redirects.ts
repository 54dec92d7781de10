import type { D1Database } from "@cloudflare/workers-types";
import { and, eq } from "drizzle-orm";

import { isBotUserAgent } from "../shared/bots";
import type { Database } from "./client";
import { urlRedirects } from "./schema";

const IP_ADDRESS_MAX_LENGTH = 45;

/** An active redirect as a lookup found it: which row, under which stored path, and where to. */
export interface RedirectMatch {
  id: number;
  fromPath: string;
  toUrl: string;
}

/** One indexed read (the unique match key): the active redirect for a request's match key, if any. */
export async function findActiveRedirect(db: Database, matchKey: string): Promise<RedirectMatch | undefined> {
  const [row] = await db
    .select({ id: urlRedirects.id, fromPath: urlRedirects.fromPath, toUrl: urlRedirects.toUrl })
    .from(urlRedirects)
    .where(and(eq(urlRedirects.matchKey, matchKey), eq(urlRedirects.isActive, true)))
    .limit(1);
  return row;
}

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
// apply only while the redirect is still active under the same path (docs/decisions/0007).
const STILL_ACTIVE = "id = ? AND from_path = ? AND is_active = 1";
const INSERT_CLICK = `INSERT INTO redirect_clicks (redirect_id, clicked_at, user_agent, ip_address, referer, country, is_bot, source) SELECT id, ?, ?, ?, ?, ?, ?, ? FROM url_redirects WHERE ${STILL_ACTIVE}`;
const COUNT_CLICK = `UPDATE url_redirects SET click_count = click_count + 1, last_clicked_at = ? WHERE ${STILL_ACTIVE} RETURNING to_url`;

/**
 * One batch, one transaction: the click row, and the counter moved in SQL (never read and
 * written back), both only while the redirect is still active under the same path. Answers
 * the redirect's current target, or undefined when it no longer is (nothing was written).
 */
export async function recordClick(
  d1: D1Database,
  redirect: Pick<RedirectMatch, "id" | "fromPath">,
  click: Click,
): Promise<string | undefined> {
  const row = clickRow(click);
  const [, counted] = await d1.batch<{ to_url: string }>([
    d1
      .prepare(INSERT_CLICK)
      .bind(
        row.clickedAt,
        row.userAgent,
        row.ipAddress,
        row.referer,
        row.country,
        row.isBot ? 1 : 0,
        row.source,
        redirect.id,
        redirect.fromPath,
      ),
    d1.prepare(COUNT_CLICK).bind(row.clickedAt, redirect.id, redirect.fromPath),
  ]);
  return counted?.results[0]?.to_url;
}
