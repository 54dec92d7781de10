// Retention for every record holding personal data (R20, docs/decisions/0057-retention.md): the
// cron trigger runs each purge in turn, every five minutes. The periods are the build-time
// constants of worker/shared/retention.ts, which the privacy page and /your-data state too. Each
// purge is bounded per run and finds nothing more to do when run again; one that fails is logged
// and the others still run (the next run tries it again).
import { purgeExpiredLeads } from "./contacts";
import { purgeAnalytics } from "./db/analytics";
import { database } from "./db/client";
import { purgeEndedUses } from "./db/link-uses";
import {
  clicksWithWholeAddress,
  forgetDataRequestAddresses,
  forgetPendingEmails,
  purgeMessages,
  purgeMissedPages,
  purgeOldInvitations,
  purgeOldSessions,
  PURGE_BATCH,
  storeCutAddresses,
} from "./db/retention";
import type { Env } from "./env";
import { logError } from "./log";
import { purgeExpiredIncidents } from "./registry";
import { purgeEndedClientDays } from "./security/client-key";
import { addDays } from "./shared/calendar-day";
import { RETENTION_DAYS, retentionCutoff, truncateClientAddress } from "./shared/retention";
import { siteDayOf } from "./shared/time";

type Purge = (env: Env, now: Date) => Promise<unknown>;

const periodOf = (days: number) => `after the ${days}-day retention period`;

/** The site's day `days` days before today's: the first kept of records kept `days` days by their site day. */
const siteDayBefore = (now: Date, days: number) => addDays(siteDayOf(now.getTime()), -days);

/** Every purge, by the name its failures are logged under. */
export const PURGES = {
  leads: purgeExpiredLeads,
  messages: (env, now) =>
    purgeMessages(database(env), retentionCutoff(now, RETENTION_DAYS.message), {
      summary: `Sent and failed messages deleted ${periodOf(RETENTION_DAYS.message)}`,
      now,
    }),
  clickAddresses: async (env, now) => {
    const db = database(env);
    const clicks = await clicksWithWholeAddress(db, retentionCutoff(now, RETENTION_DAYS.clickAddress));
    const cuts = clicks.map(({ id, ipAddress }) => ({ id, ipAddress: ipAddress === null ? null : truncateClientAddress(ipAddress) }));
    await storeCutAddresses(db, cuts, { summary: `Click addresses cut to their network ${periodOf(RETENTION_DAYS.clickAddress)}`, now });
  },
  missedPages: (env, now) =>
    purgeMissedPages(database(env), retentionCutoff(now, RETENTION_DAYS.missedPage), {
      summary: `Missing pages not asked for again deleted ${periodOf(RETENTION_DAYS.missedPage)}`,
      now,
    }),
  dataRequestAddresses: (env, now) =>
    forgetDataRequestAddresses(database(env), retentionCutoff(now, RETENTION_DAYS.dataRequestAddress), {
      summary: `Addresses removed from data requests ${periodOf(RETENTION_DAYS.dataRequestAddress)}`,
      now,
    }),
  pendingEmails: (env, now) =>
    forgetPendingEmails(database(env), retentionCutoff(now, RETENTION_DAYS.pendingEmail), {
      summary: `Unconfirmed new email addresses forgotten ${periodOf(RETENTION_DAYS.pendingEmail)}`,
      now,
    }),
  sessions: (env, now) =>
    purgeOldSessions(database(env), retentionCutoff(now, RETENTION_DAYS.session), {
      summary: `Session records deleted ${periodOf(RETENTION_DAYS.session)}`,
      now,
    }),
  invitations: (env, now) =>
    purgeOldInvitations(database(env), retentionCutoff(now, RETENTION_DAYS.invitation), {
      summary: `Invitations and their emails deleted ${periodOf(RETENTION_DAYS.invitation)}`,
      now,
    }),
  incidents: purgeExpiredIncidents,
  clientKeys: purgeEndedClientDays,
  analytics: (env, now) =>
    purgeAnalytics(
      database(env),
      { firstKept: siteDayBefore(now, RETENTION_DAYS.analyticsVisit), firstDayKept: siteDayBefore(now, RETENTION_DAYS.analyticsDay) },
      { summary: `Counted visits deleted ${periodOf(RETENTION_DAYS.analyticsVisit)}`, now },
    ),
  // A signed link's counts, once their window (a day at most) is over (decision 0059).
  linkUses: (env, now) => purgeEndedUses(database(env), retentionCutoff(now, 1), PURGE_BATCH),
} satisfies Record<string, Purge>;

export async function purgeExpired(env: Env, now: Date): Promise<void> {
  for (const [name, purge] of Object.entries<Purge>(PURGES)) {
    try {
      await purge(env, now);
    } catch (error) {
      logError("retention", error, { purge: name });
    }
  }
}
