// Click analytics of one short link (as link managers offer): clicks per day over the last 30
// days, top referrers and countries, the source tags of its printed QR codes, the last click,
// with bots counted apart. Aggregated in SQL by hour, then read into Baltimore's calendar days
// (every offset America/New_York has used is a whole number of hours, so an hour never
// straddles two local days, across daylight-saving changes too).
import { and, count, desc, eq, gte, sql } from "drizzle-orm";

import { instantToSiteDateTime } from "../shared/time";
import type { Database } from "./client";
import { redirectClicks } from "./schema";

export const ANALYTICS_DAYS = 30;
export const TOP_LIST_SIZE = 5;
/** Source tags are few and chosen by staff: list more of them than of referrers. */
export const SOURCE_LIST_SIZE = 10;
/** Clicks on the bare address, without a source tag. */
export const UNTAGGED_SOURCE = "(none)";
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The site-zone dates of the last `days` days, oldest first, ending today. Counted on the
 * calendar, not in steps of 24 hours: the night clocks fall back has 25 hours, and stepping
 * back from late evening across it lands twice on one date and skips another.
 */
export function lastDays(now: Date, days = ANALYTICS_DAYS): string[] {
  const [year, month, day] = instantToSiteDateTime(now).date.split("-").map(Number) as [number, number, number];
  return Array.from({ length: days }, (_, index) =>
    new Date(Date.UTC(year, month - 1, day - (days - 1 - index))).toISOString().slice(0, 10),
  );
}

export async function clickAnalytics(db: Database, redirectId: number, now = new Date()) {
  const days = lastDays(now);
  const since = new Date(now.getTime() - (ANALYTICS_DAYS + 1) * DAY_MS);
  const recent = and(eq(redirectClicks.redirectId, redirectId), gte(redirectClicks.clickedAt, since));
  const hourOf = sql<number>`${redirectClicks.clickedAt} / ${HOUR_MS}`;
  const notBot = eq(redirectClicks.isBot, false);

  const [hourly, referrers, countries, sources, totals] = await db.batch([
    db
      .select({ hour: hourOf, clicks: count(), bots: sql<number>`sum(${redirectClicks.isBot})` })
      .from(redirectClicks)
      .where(recent)
      .groupBy(hourOf),
    db
      .select({ referer: redirectClicks.referer, clicks: count() })
      .from(redirectClicks)
      .where(and(eq(redirectClicks.redirectId, redirectId), notBot))
      .groupBy(redirectClicks.referer)
      .orderBy(desc(count()))
      .limit(TOP_LIST_SIZE),
    db
      .select({ country: redirectClicks.country, clicks: count() })
      .from(redirectClicks)
      .where(and(eq(redirectClicks.redirectId, redirectId), notBot))
      .groupBy(redirectClicks.country)
      .orderBy(desc(count()))
      .limit(TOP_LIST_SIZE),
    db
      .select({ source: redirectClicks.source, clicks: count() })
      .from(redirectClicks)
      .where(and(eq(redirectClicks.redirectId, redirectId), notBot))
      .groupBy(redirectClicks.source)
      // Most clicks first; a tie by name, the untagged last.
      .orderBy(desc(count()), sql`${redirectClicks.source} is null`, redirectClicks.source)
      .limit(SOURCE_LIST_SIZE),
    db
      .select({
        clicks: count(),
        bots: sql<number>`coalesce(sum(${redirectClicks.isBot}), 0)`,
        last: sql<number | null>`max(${redirectClicks.clickedAt})`,
      })
      .from(redirectClicks)
      .where(eq(redirectClicks.redirectId, redirectId)),
  ]);

  const perDay = new Map(days.map((date) => [date, { date, clicks: 0, bots: 0 }]));
  for (const bucket of hourly) {
    const day = perDay.get(instantToSiteDateTime(new Date(Number(bucket.hour) * HOUR_MS)).date);
    if (!day) continue;
    day.bots += Number(bucket.bots);
    day.clicks += Number(bucket.clicks) - Number(bucket.bots);
  }
  const total = totals[0] ?? { clicks: 0, bots: 0, last: null };
  return {
    perDay: [...perDay.values()],
    topReferrers: referrers.map((row) => ({ referer: row.referer ?? "Direct", clicks: row.clicks })),
    topCountries: countries.map((row) => ({ country: row.country ?? "Unknown", clicks: row.clicks })),
    sources: sources.map((row) => ({ source: row.source ?? UNTAGGED_SOURCE, clicks: row.clicks })),
    humanClicks: Number(total.clicks) - Number(total.bots),
    botClicks: Number(total.bots),
    lastClickedAt: total.last === null ? null : new Date(Number(total.last)).toISOString(),
  };
}
