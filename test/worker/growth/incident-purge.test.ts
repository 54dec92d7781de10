// The incident retention purge with more incidents due at once than one statement binds values
// for (R24, R20): 101 and 1,000 incidents older than RETENTION_DAYS.incident go, with their
// requests and request emails, each with its audit line. With a value bound per incident and
// audit line, every run failed once 15 were due, so incidents outlived the promised period.
import { createScheduledController, env } from "cloudflare:test";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { auditLog, footageRequests, incidents, outboxMessages } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { PURGE_LIMIT } from "../../../worker/registry/retention";
import { RETENTION_DAYS } from "../../../worker/shared/retention";
import { db } from "../helpers";
import { incidentAskedAt } from "../registry/incident-fixtures";
import { copies, GROWN_SIZES } from "./at-scale";

const NOW = new Date("2027-06-01T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

/** An incident recorded `age` days before NOW, with one owner asked by email. */
const incidentAged = (age: number, caseReference: string) => incidentAskedAt({ caseReference, createdAt: daysBefore(age) });

const runCron = () => worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "*/5 * * * *" }), env);

const countOf = async (table: typeof incidents | typeof auditLog, where: ReturnType<typeof eq>) =>
  (
    await db()
      .select({ count: sql<number>`count(*)` })
      .from(table)
      .where(where)
  )[0]!.count;

describe.each(GROWN_SIZES)("%i incidents past their period at once", (size) => {
  it("go in the runs of the cron trigger, each with its requests, emails and audit line; a younger one stays", async () => {
    const prefix = `GROW-${size}`;
    const due = await incidentAged(RETENTION_DAYS.incident + 2, `${prefix}-1`);
    await copies("incidents", due.incident.id, size - 1, { case_reference: `'${prefix}-c' || counter.n` });
    const young = await incidentAged(RETENTION_DAYS.incident - 2, `${prefix}-young`);
    const ofSize = sql`${incidents.caseReference} like ${`${prefix}-%`}`;
    expect(await countOf(incidents, ofSize)).toBe(size + 1);

    for (let run = 0; run < Math.ceil(size / PURGE_LIMIT); run++) await runCron();

    const left = await db().select({ caseReference: incidents.caseReference }).from(incidents).where(ofSize);
    expect(left).toEqual([{ caseReference: `${prefix}-young` }]);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.id, due.messageId))).toEqual([]);
    expect(await db().select().from(footageRequests).where(eq(footageRequests.incidentId, due.incident.id))).toEqual([]);
    expect(await db().select().from(footageRequests).where(eq(footageRequests.incidentId, young.incident.id))).toHaveLength(1);
    const lines = await countOf(auditLog, and(eq(auditLog.entity, "incident"), eq(auditLog.userId, "system:retention"))!);
    expect(lines).toBeGreaterThanOrEqual(size);
  });
});
