// What a day's visits add up to (R22, docs/decisions/0072-first-party-analytics.md). One SELECT,
// written once here, adds up a day's events per value of each dimension within the visits that
// match a filter: stored in analytics_rollups for every filter once the day is over (rollUpDay),
// and asked directly for the one filter a reader wants while the day goes on (liveDay). The
// section reads ranges from the stored rows by their primary key, so a year costs the same
// whatever the traffic was.
import { and, asc, between, eq, lt, ne, sql, type SQL } from "drizzle-orm";

import { DIMENSION_IDS, type AnalyticsFilter, type Dimension } from "../shared/analytics";
import type { Database } from "./client";
import { analyticsDays, analyticsRollups, analyticsVisits } from "./schema";

/** A dimension that is one value per visit, and the SQL of that value over the visit `v`. */
const VISIT_VALUES = {
  entry: "v.entry_page",
  exit: "v.exit_page",
  source: "v.source",
  medium: "v.utm_medium",
  campaign: "v.utm_campaign",
  country: "coalesce(v.country, 'Unknown')",
  device: "v.device",
  browser: "v.browser",
} as const satisfies Partial<Record<Dimension, string>>;

/** A dimension that is one value per event: pages are views' names, goals are goals'. */
const EVENT_KINDS = { page: "view", goal: "goal" } as const satisfies Partial<Record<Dimension, string>>;

const isVisitValue = (dimension: Dimension): dimension is keyof typeof VISIT_VALUES => dimension in VISIT_VALUES;

/**
 * The day's visits that match a filter, as FROM and WHERE over `v` (a visit) and the filter's
 * value `f`: every visit begun on the day (`d`, the one-row table of the day asked and, when only
 * one value is asked, that value); those with the filter's value, for a dimension of the visit;
 * those with such an event (`fm`, materialized once per statement), for pages and goals. Only
 * schema names here, never input: the day and the value are bound in `d`.
 */
function matchingVisits(filter: Dimension | "", one: boolean): { tables: string; where: string; f: string } {
  const ofDay = "v.day = (select day from d)";
  if (filter === "") return { tables: "analytics_visits v", where: ofDay, f: "''" };
  if (isVisitValue(filter)) {
    const value = VISIT_VALUES[filter];
    return { tables: "analytics_visits v", where: `${ofDay} and ${value} ${one ? "= (select value from d)" : "is not null"}`, f: value };
  }
  return { tables: "fm cross join analytics_visits v on v.id = fm.visit_id", where: "true", f: "fm.f" };
}

/**
 * The day's visits with an event of the filter's kind, each with that event's name: only for page
 * and goal filters. A visit's events fall on the day it began or the next (the visitor's hash
 * changes every day); one value asked is found through the events' day index.
 */
function eventMatches(filter: Dimension | "", one: boolean): string {
  if (filter === "" || isVisitValue(filter)) return "select null as visit_id, null as f where false";
  const kind = `e.kind = '${EVENT_KINDS[filter]}'`;
  if (one) {
    return `select distinct e.visit_id, e.name as f from analytics_events e indexed by analytics_events_day_idx
      cross join analytics_visits v on v.id = e.visit_id
      where e.day between (select day from d) and date((select day from d), '+1 day') and ${kind} and e.name = (select value from d)
      and v.day = (select day from d)`;
  }
  return `select distinct e.visit_id, e.name as f from analytics_visits v cross join analytics_events e indexed by analytics_events_visit_idx
    on e.visit_id = v.id and ${kind} where v.day = (select day from d)`;
}

/**
 * One dimension's rows under one filter: f, dimension, value and the figures. A dimension of the
 * visit reads the visit's own counters (its views and times on page, kept by the consumer); pages
 * and goals read the visit's events by the visit's index.
 */
function dimensionRows(filter: Dimension | "", dimension: Dimension | "total", one: boolean): string {
  const { tables, where, f } = matchingVisits(filter, one);
  const visitFigures =
    "count(distinct v.visitor) as visitors, count(*) as visits, sum(v.views) as hits, sum(v.duration_ms) as duration_ms, sum(v.durations) as durations";
  if (dimension === "total")
    return `select ${f} as f, 'total' as dimension, '' as value, ${visitFigures} from ${tables} where ${where} group by 1`;
  if (isVisitValue(dimension)) {
    const value = VISIT_VALUES[dimension];
    return `select ${f} as f, '${dimension}' as dimension, ${value} as value, ${visitFigures} from ${tables} where ${where} and ${value} is not null group by 1, 3`;
  }
  return `select ${f} as f, '${dimension}' as dimension, e.name as value, count(distinct v.visitor) as visitors, count(distinct v.id) as visits,
    count(*) as hits, coalesce(sum(e.duration_ms), 0) as duration_ms, count(e.duration_ms) as durations
    from ${tables} cross join analytics_events e indexed by analytics_events_visit_idx on e.visit_id = v.id and e.kind = '${EVENT_KINDS[dimension]}'
    where ${where} group by 1, 3`;
}

/** The rows of `dimensions` for a day under a filter: every value of the filter, or the one `value` asked. */
function dayRows(day: string, filter: Dimension | "", dimensions: readonly (Dimension | "total")[], value?: string): SQL {
  const one = value !== undefined && filter !== "";
  const rows = sql.raw(dimensions.map((dimension) => dimensionRows(filter, dimension, one)).join(" union all "));
  return sql`with d(day, value) as (select ${day}, ${value ?? null}), fm as materialized (${sql.raw(eventMatches(filter, one))})
    select * from (${rows})`;
}

const ALL_DIMENSIONS: (Dimension | "total")[] = ["total", ...DIMENSION_IDS];

/** D1 allows at most 5 terms in a compound SELECT: the dimensions go in groups of that many, a statement each. */
const COMPOUND_TERMS = 5;
const DIMENSION_GROUPS = Array.from({ length: Math.ceil(ALL_DIMENSIONS.length / COMPOUND_TERMS) }, (_, index) =>
  ALL_DIMENSIONS.slice(index * COMPOUND_TERMS, (index + 1) * COMPOUND_TERMS),
);

/** The filters a day is rolled up for: none, and every dimension's values. */
const FILTERS: (Dimension | "")[] = ["", ...DIMENSION_IDS];

/**
 * Rolls a day up for every filter, in one transaction: its rows replaced, and the day marked
 * final when it is over (a day still going on is asked live instead, liveDay).
 */
export async function rollUpDay(db: Database, day: string, { final, now }: { final: boolean; now: Date }) {
  const inserts = FILTERS.flatMap((filter) =>
    DIMENSION_GROUPS.map((dimensions) =>
      db
        .insert(analyticsRollups)
        .select(
          sql`select ${filter}, f, ${day}, dimension, value, visitors, visits, hits, duration_ms, durations from (${dayRows(day, filter, dimensions)})`,
        ),
    ),
  );
  await db.batch([
    db.delete(analyticsRollups).where(eq(analyticsRollups.day, day)),
    ...inserts,
    db
      .insert(analyticsDays)
      .values({ day, final, rolledAt: now })
      .onConflictDoUpdate({ target: analyticsDays.day, set: { final, rolledAt: now } }),
  ]);
}

export interface RollupRow {
  dimension: Dimension | "total";
  value: string;
  visitors: number;
  visits: number;
  hits: number;
  durationMs: number;
  durations: number;
}

/** A day's rows for one filter, added up now from its visits and their events. */
export async function liveDay(db: Database, day: string, filter: AnalyticsFilter | null): Promise<RollupRow[]> {
  type Row = Omit<RollupRow, "durationMs"> & { duration_ms: number };
  const groups = await Promise.all(
    DIMENSION_GROUPS.map((dimensions) =>
      db.all<Row>(
        sql`select dimension, value, visitors, visits, hits, duration_ms, durations from (${dayRows(day, filter?.dimension ?? "", dimensions, filter?.value ?? "")})`,
      ),
    ),
  );
  const rows = groups.flat();
  return rows.map(({ duration_ms, ...row }) => ({ ...row, durationMs: duration_ms }));
}

const filterOf = (filter: AnalyticsFilter | null) =>
  and(eq(analyticsRollups.filterDimension, filter?.dimension ?? ""), eq(analyticsRollups.filterValue, filter?.value ?? ""));

/** The stored rows of a range for one filter, each dimension's values added up over the range's days. */
export async function storedRange(
  db: Database,
  from: string,
  to: string,
  filter: AnalyticsFilter | null,
  except?: string,
): Promise<RollupRow[]> {
  return db
    .select({
      dimension: sql<RollupRow["dimension"]>`${analyticsRollups.dimension}`,
      value: analyticsRollups.value,
      visitors: sql<number>`sum(${analyticsRollups.visitors})`,
      visits: sql<number>`sum(${analyticsRollups.visits})`,
      hits: sql<number>`sum(${analyticsRollups.hits})`,
      durationMs: sql<number>`sum(${analyticsRollups.durationMs})`,
      durations: sql<number>`sum(${analyticsRollups.durations})`,
    })
    .from(analyticsRollups)
    .where(
      and(filterOf(filter), between(analyticsRollups.day, from, to), except === undefined ? undefined : ne(analyticsRollups.day, except)),
    )
    .groupBy(analyticsRollups.dimension, analyticsRollups.value);
}

/** The stored totals of each day of a range for one filter. */
export async function storedDailyTotals(db: Database, from: string, to: string, filter: AnalyticsFilter | null) {
  return db
    .select({
      day: analyticsRollups.day,
      visitors: analyticsRollups.visitors,
      visits: analyticsRollups.visits,
      hits: analyticsRollups.hits,
      durationMs: analyticsRollups.durationMs,
      durations: analyticsRollups.durations,
    })
    .from(analyticsRollups)
    .where(and(filterOf(filter), between(analyticsRollups.day, from, to), eq(analyticsRollups.dimension, "total")));
}

/** The days of a range that were counted: whether each is final, and its bot views. */
export async function countedDays(db: Database, from: string, to: string) {
  return db
    .select()
    .from(analyticsDays)
    .where(between(analyticsDays.day, from, to));
}

/** How many visits began on a day. */
export async function visitsBegunOn(db: Database, day: string): Promise<number> {
  return db.$count(analyticsVisits, eq(analyticsVisits.day, day));
}

/** The days before `today` with events not yet rolled up for good, oldest first. */
export async function pendingDays(db: Database, today: string): Promise<string[]> {
  const rows = await db
    .select({ day: analyticsDays.day })
    .from(analyticsDays)
    .where(and(eq(analyticsDays.final, false), lt(analyticsDays.day, today)))
    .orderBy(asc(analyticsDays.day));
  return rows.map((row) => row.day);
}
