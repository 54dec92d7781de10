// The figures of a range of days (R22): stored rollups for the days that are over, today's added up
// live (or, on a busy day, from the cron trigger's rollup of at most five minutes ago), the same
// number of days before for comparison, and each table's rows. A day that is over but not yet
// rolled up (the cron trigger had not come by) is rolled up first, so a reader never waits on the
// trigger and never sees a day counted twice.
import { countedDays, liveDay, storedDailyTotals, storedRange, visitsBegunOn, type RollupRow } from "../db/analytics-rollups";
import type { Database } from "../db/client";
import {
  DIMENSION_IDS,
  TABLE_ROWS_SHOWN,
  type AnalyticsFilter,
  type Dimension,
  type Figures,
  type FiguresQuery,
  type TableRow,
  type Totals,
} from "../shared/analytics";
import { addDays, daysInRange } from "../shared/calendar-day";
import { siteDayOf } from "../shared/time";
import { LIVE_VISITS, rollUpEndedDays } from "./rollup";

type Sums = Omit<RollupRow, "dimension" | "value">;

const ZERO: Sums = { visitors: 0, visits: 0, hits: 0, durationMs: 0, durations: 0 };

function add(a: Sums, b: Sums): Sums {
  return {
    visitors: a.visitors + b.visitors,
    visits: a.visits + b.visits,
    hits: a.hits + b.hits,
    durationMs: a.durationMs + b.durationMs,
    durations: a.durations + b.durations,
  };
}

const seconds = (sums: Sums) => (sums.durations === 0 ? 0 : Math.round(sums.durationMs / sums.durations / 1000));

function totalsOf(sums: Sums, botViews: number): Totals {
  return {
    visitors: sums.visitors,
    pageviews: sums.hits,
    visits: sums.visits,
    viewsPerVisit: sums.visits === 0 ? 0 : Math.round((sums.hits / sums.visits) * 100) / 100,
    timeOnPageSeconds: seconds(sums),
    botViews,
  };
}

/**
 * How the figures read today: added up live from its visits (`day`, and its rows per filter,
 * asked once per answer), or, once it has LIVE_VISITS visits, from the cron trigger's rollup like
 * any other day (none: no day is read live).
 */
export interface LiveToday {
  day: string;
  rows: (filter: AnalyticsFilter | null) => Promise<RollupRow[]>;
}

async function liveToday(db: Database, today: string): Promise<LiveToday | null> {
  const [counted] = await countedDays(db, today, today);
  if (counted?.rolledAt && (await visitsBegunOn(db, today)) >= LIVE_VISITS) return null;
  const asked = new Map<string, Promise<RollupRow[]>>();
  return {
    day: today,
    rows: (filter) => {
      const key = filter ? `${filter.dimension}:${filter.value}` : "";
      if (!asked.has(key)) asked.set(key, liveDay(db, today, filter));
      return asked.get(key)!;
    },
  };
}

const within = (live: LiveToday | null, from: string, to: string): live is LiveToday => live !== null && from <= live.day && live.day <= to;

/** Rows of a range: the stored ones and today's live ones, added together per dimension and value. */
async function rangeRows(db: Database, from: string, to: string, filter: AnalyticsFilter | null, live: LiveToday | null) {
  const rows = await storedRange(db, from, to, filter, live?.day);
  if (within(live, from, to)) rows.push(...(await live.rows(filter)));
  const merged = new Map<string, RollupRow>();
  for (const row of rows) {
    const key = `${row.dimension}\n${row.value}`;
    const known = merged.get(key);
    merged.set(key, known ? { ...known, ...add(known, row) } : row);
  }
  return [...merged.values()];
}

/** Each day's totals of a range, a day without visits as zeros. */
async function dailyTotals(db: Database, from: string, to: string, filter: AnalyticsFilter | null, live: LiveToday | null) {
  const byDay = new Map<string, Sums>();
  for (const { day, ...sums } of await storedDailyTotals(db, from, to, filter)) byDay.set(day, sums);
  if (within(live, from, to)) {
    const total = (await live.rows(filter)).find((row) => row.dimension === "total");
    byDay.set(live.day, total ?? ZERO);
  }
  return Array.from({ length: daysInRange(from, to) }, (_, index) => {
    const day = addDays(from, index);
    return { day, ...(byDay.get(day) ?? ZERO) };
  });
}

function tableRow(row: RollupRow, reachedBy?: Map<string, number>): TableRow {
  const shown: TableRow = {
    value: row.value,
    visitors: row.visitors,
    visits: row.visits,
    pageviews: row.hits,
    timeOnPageSeconds: seconds(row),
  };
  if (reachedBy) {
    const all = reachedBy.get(`${row.dimension}\n${row.value}`) ?? 0;
    shown.conversionRate = all === 0 ? 0 : Math.round((row.visitors / all) * 1000) / 10;
  }
  return shown;
}

const byVisitors = (a: TableRow, b: TableRow) => b.visitors - a.visitors || b.pageviews - a.pageviews || a.value.localeCompare(b.value);

/** Each dimension's rows, most visitors first; with a goal filter, each row's conversion rate against all of its visitors. */
export async function tableRows(
  db: Database,
  query: FiguresQuery,
  now: Date,
  live?: LiveToday | null,
): Promise<Record<Dimension, TableRow[]>> {
  const today = live === undefined ? await liveToday(db, siteDayOf(now.getTime())) : live;
  const filter = query.filter ?? null;
  const rows = await rangeRows(db, query.from, query.to, filter, today);
  let reachedBy: Map<string, number> | undefined;
  if (filter?.dimension === "goal") {
    const all = await rangeRows(db, query.from, query.to, null, today);
    reachedBy = new Map(all.map((row) => [`${row.dimension}\n${row.value}`, row.visitors]));
  }
  const tables = Object.fromEntries(DIMENSION_IDS.map((dimension) => [dimension, [] as TableRow[]])) as Record<Dimension, TableRow[]>;
  for (const row of rows) if (row.dimension !== "total") tables[row.dimension].push(tableRow(row, reachedBy));
  for (const dimension of DIMENSION_IDS) tables[dimension].sort(byVisitors);
  return tables;
}

/** The figures of a range and of the period before it. */
export async function figuresOf(db: Database, query: FiguresQuery, now: Date): Promise<Figures> {
  const length = daysInRange(query.from, query.to);
  const previous = { from: addDays(query.from, -length), to: addDays(query.from, -1) };
  await rollUpEndedDays(db, now);
  const live = await liveToday(db, siteDayOf(now.getTime()));
  const filter = query.filter ?? null;
  const [series, previousSeries, tables, days] = await Promise.all([
    dailyTotals(db, query.from, query.to, filter, live),
    dailyTotals(db, previous.from, previous.to, filter, live),
    tableRows(db, query, now, live),
    countedDays(db, previous.from, query.to),
  ]);
  const bots = (from: string, to: string) =>
    days.filter((day) => day.day >= from && day.day <= to).reduce((sum, day) => sum + day.botViews, 0);
  const sum = (list: Sums[]) => list.reduce(add, ZERO);
  return {
    from: query.from,
    to: query.to,
    filter,
    totals: totalsOf(sum(series), bots(query.from, query.to)),
    previous: { ...previous, totals: totalsOf(sum(previousSeries), bots(previous.from, previous.to)) },
    series: series.map(({ day, visitors, hits }) => ({ day, visitors, pageviews: hits })),
    previousSeries: previousSeries.map(({ day, visitors, hits }) => ({ day, visitors, pageviews: hits })),
    tables: Object.fromEntries(
      DIMENSION_IDS.map((dimension) => [
        dimension,
        { rows: tables[dimension].slice(0, TABLE_ROWS_SHOWN), total: tables[dimension].length },
      ]),
    ) as Figures["tables"],
  };
}
