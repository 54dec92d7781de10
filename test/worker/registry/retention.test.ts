// The registry's retention, run by the cron trigger on a fixed clock: incidents recorded longer
// ago than RETENTION_DAYS.incident go with their requests, answers and request emails; younger ones
// and every registration stay. The emails that told staff of an answer go sooner, as every
// message does (RETENTION_DAYS.message).
import { createScheduledController, env } from "cloudflare:test";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { auditLog, cameraRegistrations, footageRequests, incidents, outboxMessages } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { RETENTION_DAYS } from "../../../worker/shared/retention";
import { db } from "../helpers";
import { incidentAskedAt } from "./incident-fixtures";
import { registrationAt } from "./owner-fixtures";

const NOW = new Date("2027-06-01T12:00:00Z");
const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY_MS);

let cases = 0;

/** An incident recorded `age` days before NOW, with one answered request and its email. */
const incidentAged = (age: number) =>
  incidentAskedAt({ caseReference: `RET-${++cases}`, createdAt: daysBefore(age), answeredAt: daysBefore(age - 1) });

async function runCron() {
  await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "*/5 * * * *" }), env);
}

const stillThere = async (made: Awaited<ReturnType<typeof incidentAged>>) => ({
  incident: (await db().select().from(incidents).where(eq(incidents.id, made.incident.id))).length,
  requests: (await db().select().from(footageRequests).where(eq(footageRequests.incidentId, made.incident.id))).length,
  email: (await db().select().from(outboxMessages).where(eq(outboxMessages.id, made.messageId))).length,
  owner: (await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, made.owner.id))).length,
});

describe("the retention purge", () => {
  it("takes incidents older than a year with their requests, answers and emails, on the cron trigger", async () => {
    expect(RETENTION_DAYS.incident).toBe(365);
    const old = await incidentAged(366);
    const young = await incidentAged(364);
    await runCron();

    expect(await stillThere(old)).toEqual({ incident: 0, requests: 0, email: 0, owner: 1 });
    expect(await stillThere(young)).toEqual({ incident: 1, requests: 1, email: 1, owner: 1 });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entityId, [old.incident.id, young.incident.id]));
    expect(audit.map((row) => [row.userId, row.action, row.entity, row.entityId, row.summary, row.at.getTime()])).toEqual([
      [
        "system:retention",
        "delete",
        "incident",
        old.incident.id,
        "Purged with its footage requests after the 365-day retention period",
        NOW.getTime(),
      ],
    ]);

    // Run again: nothing more to do.
    await runCron();
    expect(await stillThere(young)).toEqual({ incident: 1, requests: 1, email: 1, owner: 1 });
  });

  it("takes the emails that told staff of an answer after the messages' period (R20), before their incident's", async () => {
    const owner = await registrationAt(null);
    const notice = async (age: number) => {
      const id = crypto.randomUUID();
      await db()
        .insert(outboxMessages)
        .values({
          id,
          channel: "email",
          kind: "footage-answer",
          cameraRegistrationId: owner.id,
          recipient: "hello@harborlight.example",
          textBody: "An owner may have footage",
          status: "sent",
          createdAt: daysBefore(age),
        });
      return id;
    };
    expect(RETENTION_DAYS.message).toBeLessThan(RETENTION_DAYS.incident);
    const old = await notice(RETENTION_DAYS.message + 1);
    const young = await notice(RETENTION_DAYS.message - 1);
    await runCron();
    const left = await db()
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.id, [old, young]));
    expect(left.map((row) => row.id)).toEqual([young]);
  });
});
