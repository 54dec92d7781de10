// Click analytics of one short link (as link managers offer) over a window of Baltimore days
// (worker/shared/click-window.ts): clicks per day or week, people's referrers by host, device
// types, countries and the source tags of its printed QR codes, the last click, with bots
// counted apart (decision 0047). Aggregated in SQL by hour, then read into Baltimore's calendar
// days (every offset America/New_York has used is a whole number of hours, so an hour never
// straddles two local days, across daylight-saving changes too). Device types and referrer
// hosts are read from the stored agent and referer here, in code: SQLite parses neither.
import { and, asc, count, desc, eq, gte, sql, type SQL } from "drizzle-orm";

import { HOUR_MS } from "../shared/calendar-day";
import { bucketDates, bucketSizeOf, ALL_TIME_MIN_DAYS, referrerHostOf, type ClickWindow } from "../shared/click-window";
import { DEVICE_TYPES, deviceTypeOf } from "../shared/device-type";
import { instantToSiteDateTime, siteDateTimeToInstant } from "../shared/time";
import type { Database } from "./client";
import { shortLinkClicks } from "./schema";

export const ANALYTICS_DAYS = 30;
export const TOP_LIST_SIZE = 5;
/** Source tags are few and chosen by staff: list more of them than of referrers. */
export const SOURCE_LIST_SIZE = 10;
/** Clicks on the bare address, without a source tag. */
export const UNTAGGED_SOURCE = "(none)";
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

/** Whole days from one site date to another, both "YYYY-MM-DD". */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/**
 * The window's dates and the instant it starts: midnight in Baltimore of its first day. All
 * time runs from the first click's day (at least `ALL_TIME_MIN_DAYS`) and filters nothing.
 */
export async function clickWindowRange(db: Database, shortLinkId: number, window: ClickWindow, now: Date) {
  if (window !== "all") {
    const dates = lastDays(now, Number(window));
    return { dates, since: siteDateTimeToInstant(dates[0]!, "00:00") };
  }
  const [first] = await db
    .select({ at: sql<number | null>`min(${shortLinkClicks.clickedAt})` })
    .from(shortLinkClicks)
    .where(eq(shortLinkClicks.shortLinkId, shortLinkId));
  const today = instantToSiteDateTime(now).date;
  const firstDay = first?.at == null ? today : instantToSiteDateTime(new Date(Number(first.at))).date;
  return { dates: lastDays(now, Math.max(ALL_TIME_MIN_DAYS, daysBetween(firstDay, today) + 1)), since: null };
}

const inWindow = (shortLinkId: number, since: Date | null): SQL =>
  since
    ? and(eq(shortLinkClicks.shortLinkId, shortLinkId), gte(shortLinkClicks.clickedAt, since))!
    : eq(shortLinkClicks.shortLinkId, shortLinkId);

/** The `size` largest of counted labels, most first, a tie by label. */
function top(counts: Map<string, number>, size: number) {
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, size)
    .map(([label, clicks]) => ({ label, clicks }));
}

const add = (counts: Map<string, number>, label: string, clicks: number) => counts.set(label, (counts.get(label) ?? 0) + clicks);

export async function clickAnalytics(db: Database, shortLinkId: number, window: ClickWindow = "30", now = new Date()) {
  const { dates, since } = await clickWindowRange(db, shortLinkId, window, now);
  const recent = inWindow(shortLinkId, since);
  const people = and(recent, eq(shortLinkClicks.isBot, false));
  const hourOf = sql<number>`${shortLinkClicks.clickedAt} / ${HOUR_MS}`;

  const [hourly, referers, agents, countries, sources, totals, latest] = await db.batch([
    db
      .select({ hour: hourOf, clicks: count(), bots: sql<number>`sum(${shortLinkClicks.isBot})` })
      .from(shortLinkClicks)
      .where(recent)
      .groupBy(hourOf),
    db.select({ referer: shortLinkClicks.referer, clicks: count() }).from(shortLinkClicks).where(people).groupBy(shortLinkClicks.referer),
    db
      .select({ userAgent: shortLinkClicks.userAgent, isBot: shortLinkClicks.isBot, clicks: count() })
      .from(shortLinkClicks)
      .where(recent)
      .groupBy(shortLinkClicks.userAgent, shortLinkClicks.isBot),
    db
      .select({ country: shortLinkClicks.country, clicks: count() })
      .from(shortLinkClicks)
      .where(people)
      .groupBy(shortLinkClicks.country)
      .orderBy(desc(count()), sql`${shortLinkClicks.country} is null`, shortLinkClicks.country)
      .limit(TOP_LIST_SIZE),
    db
      .select({ source: shortLinkClicks.source, clicks: count() })
      .from(shortLinkClicks)
      .where(people)
      .groupBy(shortLinkClicks.source)
      // Most clicks first; a tie by name, the untagged last.
      .orderBy(desc(count()), sql`${shortLinkClicks.source} is null`, shortLinkClicks.source)
      .limit(SOURCE_LIST_SIZE),
    db
      .select({ clicks: count(), bots: sql<number>`coalesce(sum(${shortLinkClicks.isBot}), 0)` })
      .from(shortLinkClicks)
      .where(recent),
    // The last click ever, whatever the window.
    db
      .select({ at: sql<number | null>`max(${shortLinkClicks.clickedAt})` })
      .from(shortLinkClicks)
      .where(eq(shortLinkClicks.shortLinkId, shortLinkId)),
  ]);

  const perDay = new Map(dates.map((date) => [date, { clicks: 0, bots: 0 }]));
  for (const bucket of hourly) {
    const day = perDay.get(instantToSiteDateTime(new Date(Number(bucket.hour) * HOUR_MS)).date);
    if (!day) continue;
    day.bots += Number(bucket.bots);
    day.clicks += Number(bucket.clicks) - Number(bucket.bots);
  }
  const hosts = new Map<string, number>();
  for (const row of referers) add(hosts, referrerHostOf(row.referer), row.clicks);
  const devices = new Map<string, number>(DEVICE_TYPES.map((type) => [type, 0]));
  for (const row of agents) add(devices, deviceTypeOf(row.userAgent, row.isBot), row.clicks);
  const total = totals[0] ?? { clicks: 0, bots: 0 };
  const last = latest[0]?.at ?? null;
  return {
    window,
    buckets: bucketDates(dates, bucketSizeOf(window)).map((days) => ({
      start: days[0]!,
      end: days.at(-1)!,
      clicks: days.reduce((sum, date) => sum + perDay.get(date)!.clicks, 0),
      bots: days.reduce((sum, date) => sum + perDay.get(date)!.bots, 0),
    })),
    topReferrers: top(hosts, TOP_LIST_SIZE).map(({ label, clicks }) => ({ referer: label, clicks })),
    devices: DEVICE_TYPES.map((type) => ({ device: type, clicks: devices.get(type) ?? 0 })),
    topCountries: countries.map((row) => ({ country: row.country ?? "Unknown", clicks: row.clicks })),
    sources: sources.map((row) => ({ source: row.source ?? UNTAGGED_SOURCE, clicks: row.clicks })),
    humanClicks: Number(total.clicks) - Number(total.bots),
    botClicks: Number(total.bots),
    lastClickedAt: last === null ? null : new Date(Number(last)).toISOString(),
  };
}

/** A link's clicks in the window, oldest first, for its CSV export: no address and no agent leave this file. */
export async function clicksForExport(db: Database, shortLinkId: number, window: ClickWindow, now = new Date()) {
  const { since } = await clickWindowRange(db, shortLinkId, window, now);
  const rows = await db
    .select({
      clickedAt: shortLinkClicks.clickedAt,
      referer: shortLinkClicks.referer,
      country: shortLinkClicks.country,
      userAgent: shortLinkClicks.userAgent,
      isBot: shortLinkClicks.isBot,
      source: shortLinkClicks.source,
    })
    .from(shortLinkClicks)
    .where(inWindow(shortLinkId, since))
    .orderBy(asc(shortLinkClicks.clickedAt), asc(shortLinkClicks.id));
  return rows.map(({ userAgent, referer, ...row }) => ({
    ...row,
    referrerHost: referer ? referrerHostOf(referer) : null,
    device: deviceTypeOf(userAgent, row.isBot),
  }));
}
