// The Monday email (R22): from 8 AM on Monday in Baltimore, the cron trigger sums up the week
// before (Monday to Sunday) against the week before that, and writes one email to each recipient
// Notifications names for the weekly summary, through the outbox. The week's row and its emails
// are written in one batch, so a week is summed up once however often the trigger comes by.
import { eq, sql } from "drizzle-orm";

import { insertRows } from "../db/bound-lists";
import { database, type Database } from "../db/client";
import { analyticsWeeklySummaries, contactSubmissions, outboxMessages } from "../db/schema";
import type { Env } from "../env";
import { logError } from "../log";
import { enqueueMessages, mailSettings, weeklySummaryEmails, type WeeklySummary } from "../outbox";
import { ANALYTICS_TEXTS, changePercent, DIMENSIONS, GOALS, type Figures, type Goal, type TableRow } from "../shared/analytics";
import { addDays, formatDay, utcDay } from "../shared/calendar-day";
import { instantToSiteDateTime, siteDateTimeToInstant } from "../shared/time";
import { figuresOf } from "./figures";

/** The hour of Monday, in Baltimore, from which last week's summary is due. */
export const SUMMARY_HOUR = 8;

/** The rows each list of the summary shows. */
const LIST_ROWS = 5;

/** The week whose summary is due at `now`: the Monday-to-Sunday before this one, once Monday's SUMMARY_HOUR has come. */
export function weekDue(now: Date): { from: string; to: string } | null {
  const { date, time } = instantToSiteDateTime(now);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(utcDay(year, month, day)).getUTCDay();
  const sinceMonday = (weekday + 6) % 7;
  if (sinceMonday === 0 && Number(time.slice(0, 2)) < SUMMARY_HOUR) return null;
  const monday = addDays(date, -sinceMonday);
  return { from: addDays(monday, -7), to: addDays(monday, -1) };
}

/** The leads received in a range of site days, by the source of their visit. */
async function leadsBySource(db: Database, from: string, to: string) {
  const start = siteDateTimeToInstant(from, "00:00");
  const end = siteDateTimeToInstant(addDays(to, 1), "00:00");
  const source = sql<string>`coalesce(json_extract(${contactSubmissions.visitSource}, '$.source'), ${ANALYTICS_TEXTS.sourceUnknown})`;
  return db
    .select({ source, leads: sql<number>`count(*)` })
    .from(contactSubmissions)
    .where(sql`${contactSubmissions.createdAt} >= ${start.getTime()} and ${contactSubmissions.createdAt} < ${end.getTime()}`)
    .groupBy(source)
    .orderBy(sql`count(*) desc`);
}

const changeText = (now: number, before: number) => {
  const change = changePercent(now, before);
  return change === null ? null : `${change > 0 ? "+" : ""}${change}%`;
};

const rowLines = (rows: TableRow[], line: (row: TableRow) => string) => rows.slice(0, LIST_ROWS).map(line);

/** The summary of a week from its figures and its leads. */
export function summaryOf(figures: Figures, leads: { source: string; leads: number }[]): WeeklySummary {
  const { totals, previous } = figures;
  const total = (label: string, now: number, before: number) => ({
    label,
    value: String(now),
    before: String(before),
    change: changeText(now, before),
  });
  const goalName = (value: string) => GOALS[value as Goal] ?? value;
  return {
    from: figures.from,
    to: figures.to,
    weekLabel: `${formatDay(figures.from)} – ${formatDay(figures.to)}`,
    totals: [
      total(ANALYTICS_TEXTS.visitors, totals.visitors, previous.totals.visitors),
      total(ANALYTICS_TEXTS.visits, totals.visits, previous.totals.visits),
      total(ANALYTICS_TEXTS.pageviews, totals.pageviews, previous.totals.pageviews),
    ],
    lists: [
      {
        heading: DIMENSIONS.page,
        lines: rowLines(figures.tables.page.rows, (row) => `${row.value}: visitors ${row.visitors}, page views ${row.pageviews}`),
      },
      { heading: DIMENSIONS.source, lines: rowLines(figures.tables.source.rows, (row) => `${row.value}: visitors ${row.visitors}`) },
      {
        heading: DIMENSIONS.goal,
        lines: rowLines(
          figures.tables.goal.rows,
          (row) => `${goalName(row.value)}: completions ${row.pageviews}, visitors ${row.visitors}`,
        ),
      },
      { heading: "Leads by source", lines: leads.slice(0, LIST_ROWS).map((row) => `${row.source}: leads ${row.leads}`) },
    ],
  };
}

/** The cron trigger's turn: writes the week's summary once, when it is due; a failure is logged and tried again next run. */
export async function sendWeeklySummary(env: Env, now: Date): Promise<void> {
  try {
    await writeWeeklySummary(env, now);
  } catch (error) {
    logError("weekly-summary", error);
  }
}

async function writeWeeklySummary(env: Env, now: Date): Promise<void> {
  const week = weekDue(now);
  if (!week) return;
  const db = database(env);
  const monday = addDays(week.to, 1);
  const [done] = await db.select().from(analyticsWeeklySummaries).where(eq(analyticsWeeklySummaries.week, monday));
  if (done) return;
  const [figures, leads] = await Promise.all([figuresOf(db, week, now), leadsBySource(db, week.from, week.to)]);
  const origin = env.SITE_URL ? new URL(env.SITE_URL).origin : undefined;
  const messages = weeklySummaryEmails(await mailSettings(env), origin, summaryOf(figures, leads));
  const [written] = await db.batch([
    db
      .insert(analyticsWeeklySummaries)
      .values({ week: monday, writtenAt: now })
      .onConflictDoNothing()
      .returning({ week: analyticsWeeklySummaries.week }),
    // Written only when this run wrote the week's row (the statement before changed a row).
    insertRows(db, outboxMessages, messages, () => sql`changes() > 0`),
  ]);
  // Another run wrote this week's summary between the read and the batch: its emails, not these, go.
  if (written.length > 0) await enqueueMessages(env, messages);
}
