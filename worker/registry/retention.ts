// The registry's retention (R14, R20): the cron trigger deletes incidents recorded longer ago than
// RETENTION_DAYS.incident (worker/shared/retention.ts), and with each its footage requests and
// owners' answers (ON DELETE CASCADE) and the request emails it caused. The audit trail keeps one
// line per incident purged. The emails that told staff of an answer go sooner, as every sent
// message does (RETENTION_DAYS.message, worker/retention.ts).
// Registrations are not purged by age: they stay until their owner or staff remove them
// (docs/decisions/0020-footage-requests-and-owner-links.md).
import { database } from "../db/client";
import { purgeIncidents } from "../db/incidents";
import { PURGE_BATCH } from "../db/retention";
import type { Env } from "../env";
import { RETENTION_DAYS, retentionCutoff } from "../shared/retention";

/** The most incidents one cron run purges, as for every purge of one statement; the next run takes the rest. */
export const PURGE_LIMIT = PURGE_BATCH;

/** Answers how many incidents it purged. */
export function purgeExpiredIncidents(env: Pick<Env, "DB">, now: Date): Promise<number> {
  const days = RETENTION_DAYS.incident;
  return purgeIncidents(database(env), {
    cutoff: retentionCutoff(now, days),
    limit: PURGE_LIMIT,
    summary: `Purged with its footage requests after the ${days}-day retention period`,
    now,
  });
}
