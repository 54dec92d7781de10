// Adding up the days that are over (R22): every day before today with events not yet added up for
// good is rolled up, oldest first, so the section reads stored rows for it. The cron trigger runs
// it, and so does a reader who comes first. A day that fails is logged and tried again next time.
import { pendingDays, rollUpDay } from "../db/analytics-rollups";
import { database, type Database } from "../db/client";
import type { Env } from "../env";
import { logError } from "../log";
import { siteDayOf } from "../shared/time";

export async function rollUpEndedDays(db: Database, now: Date): Promise<void> {
  for (const day of await pendingDays(db, siteDayOf(now.getTime()))) {
    try {
      await rollUpDay(db, day, { final: true, now });
    } catch (error) {
      logError("analytics-rollup", error, { day });
    }
  }
}

/** The cron trigger's turn. */
export const rollUpAnalytics = (env: Pick<Env, "DB">, now: Date) => rollUpEndedDays(database(env), now);
