// Adding up days (R22): every day before today with events not yet added up for good is rolled up,
// oldest first, so the section reads stored rows for it; the cron trigger runs it, and so does a
// reader who comes first. Today is added up live while it is small; once it has LIVE_VISITS visits,
// adding it up for each answer would take longer than reading rows, so the cron trigger rolls it up
// every run (five minutes) while new events come, and the section reads those rows. A day that
// fails is logged and tried again next time.
import { pendingDays, rollUpDay, visitsBegunOn, countedDays } from "../db/analytics-rollups";
import { database, type Database } from "../db/client";
import type { Env } from "../env";
import { logError } from "../log";
import { siteDayOf } from "../shared/time";

/** From this many visits today, today is read from the cron trigger's rollup instead of added up per answer (about 200 ms on this machine). */
export const LIVE_VISITS = 10_000;

async function rollUp(db: Database, day: string, final: boolean, now: Date) {
  try {
    await rollUpDay(db, day, { final, now });
  } catch (error) {
    logError("analytics-rollup", error, { day });
  }
}

export async function rollUpEndedDays(db: Database, now: Date): Promise<void> {
  for (const day of await pendingDays(db, siteDayOf(now.getTime()))) await rollUp(db, day, true, now);
}

/** Today, when it is busy and has events since its last rollup. */
async function rollUpBusyToday(db: Database, now: Date) {
  const today = siteDayOf(now.getTime());
  const [counted] = await countedDays(db, today, today);
  if (!counted || counted.final) return; // nothing counted today, or nothing new since its rollup
  if ((await visitsBegunOn(db, today)) >= LIVE_VISITS) await rollUp(db, today, true, now);
}

/** The cron trigger's turn. */
export async function rollUpAnalytics(env: Pick<Env, "DB">, now: Date) {
  const db = database(env);
  await rollUpEndedDays(db, now);
  await rollUpBusyToday(db, now);
}
