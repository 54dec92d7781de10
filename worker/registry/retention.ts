// The registry's retention (R14): the cron trigger deletes incidents recorded longer ago than
// REGISTRY_RETENTION_DAYS, and with each its footage requests and owners' answers (ON DELETE
// CASCADE) and the request emails it caused. The audit trail keeps one line per incident purged.
// The emails that told staff of an answer go once they are as old: an answer comes after its
// incident, so none outlives the incident by more than the period.
// Registrations are not purged by age: they stay until their owner or staff remove them
// (docs/decisions/0020-footage-requests-and-owner-links.md).
import { database } from "../db/client";
import { purgeIncidents } from "../db/incidents";
import { deleteMessagesBefore } from "../db/outbox";
import type { Env } from "../env";
import { logError } from "../log";
import type { MessageKind } from "../outbox/kinds";
import { REGISTRY_RETENTION_DEFAULT_DAYS } from "../shared/registry";

const ANSWER_NOTICE: MessageKind = "footage-answer";

export const DEFAULT_RETENTION_DAYS = REGISTRY_RETENTION_DEFAULT_DAYS;
/** The most incidents one cron run purges; the next run takes the rest. */
export const PURGE_LIMIT = 50;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The setting as a whole number of days; anything else is the default (and logged), never "purge everything". */
export function retentionDays(env: Pick<Env, "REGISTRY_RETENTION_DAYS">): number {
  const setting = env.REGISTRY_RETENTION_DAYS?.trim();
  if (!setting) return DEFAULT_RETENTION_DAYS;
  if (/^\d{1,5}$/.test(setting) && Number(setting) >= 1) return Number(setting);
  logError("registry-retention", new Error("The registry retention setting is not a whole number of days from 1; using the default"), {
    days: DEFAULT_RETENTION_DAYS,
  });
  return DEFAULT_RETENTION_DAYS;
}

/** Answers how many incidents it purged. */
export async function purgeExpiredIncidents(env: Pick<Env, "DB" | "REGISTRY_RETENTION_DAYS">, now: Date): Promise<number> {
  const days = retentionDays(env);
  const db = database(env);
  const cutoff = new Date(now.getTime() - days * DAY_MS);
  const purged = await purgeIncidents(db, {
    cutoff,
    limit: PURGE_LIMIT,
    summary: `Purged with its footage requests after the ${days}-day retention period`,
    now,
  });
  await deleteMessagesBefore(db, ANSWER_NOTICE, cutoff);
  return purged;
}
