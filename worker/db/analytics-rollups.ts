// What a day's visits add up to (R22, docs/decisions/0072-first-party-analytics.md). One SELECT,
// written once here, adds up a day's events per value of each dimension within the visits that
// match a filter: stored in analytics_rollups for every filter once the day is over (rollUpDay),
// and asked directly for the one filter a reader wants while the day goes on (liveDay). The
// section reads ranges from the stored rows by their primary key, so a year costs the same
// whatever the traffic was.
import { and, asc, between, eq, lt, sql, type SQL } from "drizzle-orm";

import { DIMENSION_IDS, type AnalyticsFilter, type Dimension } from "../shared/analytics";
import type { Database } from "./client";
import { analyticsDays, analyticsRollups } from "./schema";

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

/** The visits that match a filter dimension, each with its value `f` ("" for no filter). Only schema names, never input. */
function matchingVisits(filter: Dimension | ""): string {
  if (filter === "") return "select v.id as visit_id, '' as f from vis v";
  if (isVisitValue(filter))
    return `select v.id as visit_id, ${VISIT_VALUES[filter]} as f from vis v where ${VISIT_VALUES[filter]} is not null`;
  return `select distinct visit_id, name as f from ev where kind = '${EVENT_KINDS[filter]}'`;
}

const FIGURES = "count(distinct v.visitor) as visitors, count(distinct v.id) as visits";

/** One dimension's rows: f, dimension, value and the figures. */
function dimensionRows(dimension: Dimension | "total"): string {
  const from = "from fm join vis v on v.id = fm.visit_id";
  const views = "left join ev e on e.visit_id = v.id and e.kind = 'view'";
  const viewFigures = "count(e.visit_id) as hits, coalesce(sum(e.duration), 0) as duration_ms, count(e.duration) as durations";
  if (dimension === "total")
    return `select fm.f, 'total' as dimension, '' as value, ${FIGURES}, ${viewFigures} ${from} ${views} group by fm.f`;
  if (isVisitValue(dimension)) {
    const value = VISIT_VALUES[dimension];
    return `select fm.f, '${dimension}' as dimension, ${value} as value, ${FIGURES}, ${viewFigures} ${from} ${views} where ${value} is not null group by fm.f, ${value}`;
  }
  const events = `join ev e on e.visit_id = v.id and e.kind = '${EVENT_KINDS[dimension]}'`;
  return `select fm.f, '${dimension}' as dimension, e.name as value, ${FIGURES}, ${viewFigures} ${from} ${events} group by fm.f, e.name`;
}

/** The day's events (each view with its time on page: until the visit's next view) and their visits, then the filter's visits. */
function dayTables(day: string, filter: Dimension | "", value?: string): SQL {
  const only = value === undefined ? sql`` : sql` where f = ${value}`;
  return sql`with ev as (
    select visit_id, kind, name, case when kind = 'view' then lead(at) over (partition by visit_id, kind order by at) - at end as duration
    from analytics_events where day = ${day}
  ),
  vis as (select * from analytics_visits where id in (select visit_id from ev)),
  fm as (select * from (${sql.raw(matchingVisits(filter))})${only}) `;
}

const ALL_DIMENSIONS: (Dimension | "total")[] = ["total", ...DIMENSION_IDS];

/** D1 allows at most 5 terms in a compound SELECT: the dimensions go in groups of that many, a statement each. */
const COMPOUND_TERMS = 5;
const DIMENSION_GROUPS = Array.from({ length: Math.ceil(ALL_DIMENSIONS.length / COMPOUND_TERMS) }, (_, index) =>
  sql.raw(
    ALL_DIMENSIONS.slice(index * COMPOUND_TERMS, (index + 1) * COMPOUND_TERMS)
      .map(dimensionRows)
      .join(" union all "),
  ),
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
          sql`${dayTables(day, filter)} select ${filter}, f, ${day}, dimension, value, visitors, visits, hits, duration_ms, durations from (${dimensions})`,
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

/** A day's rows for one filter, added up now from its events. */
export async function liveDay(db: Database, day: string, filter: AnalyticsFilter | null): Promise<RollupRow[]> {
  type Row = Omit<RollupRow, "durationMs"> & { duration_ms: number };
  const tables = dayTables(day, filter?.dimension ?? "", filter?.value ?? "");
  const groups = await Promise.all(
    DIMENSION_GROUPS.map((dimensions) =>
      db.all<Row>(sql`${tables} select dimension, value, visitors, visits, hits, duration_ms, durations from (${dimensions})`),
    ),
  );
  const rows = groups.flat();
  return rows.map(({ duration_ms, ...row }) => ({ ...row, durationMs: duration_ms }));
}

const filterOf = (filter: AnalyticsFilter | null) =>
  and(eq(analyticsRollups.filterDimension, filter?.dimension ?? ""), eq(analyticsRollups.filterValue, filter?.value ?? ""));

/** The stored rows of a range for one filter, each dimension's values added up over the range's days. */
export async function storedRange(db: Database, from: string, to: string, filter: AnalyticsFilter | null): Promise<RollupRow[]> {
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
    .where(and(filterOf(filter), between(analyticsRollups.day, from, to)))
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

/** The days before `today` with events not yet rolled up for good, oldest first. */
export async function pendingDays(db: Database, today: string): Promise<string[]> {
  const rows = await db
    .select({ day: analyticsDays.day })
    .from(analyticsDays)
    .where(and(eq(analyticsDays.final, false), lt(analyticsDays.day, today)))
    .orderBy(asc(analyticsDays.day));
  return rows.map((row) => row.day);
}
