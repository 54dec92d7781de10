// How long analytics are kept (R22, R20): a visitor is the day's keyed hash of the client, the key
// is deleted once its day is over, a visit and its events go after RETENTION_DAYS.analyticsVisit
// once their day is added up for good, and the daily figures after RETENTION_DAYS.analyticsDay.
import { createScheduledController, env } from "cloudflare:test";
import type { Context } from "hono";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import type { AppEnv } from "../../../worker/env";
import worker from "../../../worker/index";
import { PURGES } from "../../../worker/retention";
import { STORED_MESSAGES_KEPT_DAYS } from "../../../worker/db/analytics";
import {
  analyticsDays,
  analyticsEvents,
  analyticsMessages,
  analyticsRollups,
  analyticsVisits,
  auditLog,
  clientSalts,
} from "../../../worker/db/schema";
import { clientHash, clientKeys, purgeEndedClientDays } from "../../../worker/security/client-key";
import { RETENTION_DAYS } from "../../../worker/shared/retention";
import { db } from "../helpers";
import { counted, deliverEvents } from "./helpers";

function requestFrom(headers: Record<string, string>) {
  return { req: { raw: new Request("http://localhost/"), header: (name: string) => headers[name] } } as unknown as Context<AppEnv>;
}

describe("the visitor hash", () => {
  it("is the same client within a day, another client for another address or agent, and a new one the next day", async () => {
    const day1 = new Date("2026-06-01T12:00:00Z");
    const day2 = new Date("2026-06-02T12:00:00Z");
    const phone = { "CF-Connecting-IP": "2001:db8:5:7::1", "User-Agent": "Phone/1.0" };
    const hash = async (headers: Record<string, string>, now: Date) => (await clientKeys(requestFrom(headers), db(), now)).client;

    const first = await hash(phone, day1);
    expect(await hash(phone, day1)).toBe(first);
    expect(await hash({ ...phone, "CF-Connecting-IP": "2001:db8:5:7::99" }, day1)).toBe(first); // the same /64
    expect(await hash({ ...phone, "CF-Connecting-IP": "2001:db8:5:8::1" }, day1)).not.toBe(first);
    expect(await hash({ ...phone, "User-Agent": "Phone/2.0" }, day1)).not.toBe(first);
    expect(await hash(phone, day2)).not.toBe(first);

    // A page view and a post view of one request are the same client (its hash made once).
    const request = requestFrom(phone);
    expect(await clientHash(request, db(), day1)).toBe(first);
    expect((await clientKeys(request, db(), day1)).client).toBe(first);

    // Once the day is over its key is deleted: nothing can compute its hashes again.
    await purgeEndedClientDays(env, day2);
    const keys = await db().select().from(clientSalts);
    expect(keys.map((key) => key.day)).toEqual(["2026-06-02"]);
    expect(JSON.stringify(keys)).not.toContain("2001:db8");
  });
});

describe("the purge", () => {
  it("deletes visits past their period once their day is final, keeps newer ones and days not yet added up, and old daily figures", async () => {
    const now = new Date("2026-06-20T12:00:00Z");
    await deliverEvents([
      counted("2026-06-01T15:00:00Z", { visitor: "1".repeat(32), utmCampaign: "old-final" }),
      counted("2026-06-02T15:00:00Z", { visitor: "2".repeat(32), utmCampaign: "old-pending" }),
      counted("2026-06-18T15:00:00Z", { visitor: "3".repeat(32), utmCampaign: "recent" }),
    ]);
    // June 1 is added up for good, June 2 not yet (its rollup failed, say).
    await db().update(analyticsDays).set({ final: true }).where(eq(analyticsDays.day, "2026-06-01"));
    await db()
      .insert(analyticsRollups)
      .values([
        {
          filterDimension: "",
          filterValue: "",
          day: "2021-06-19",
          dimension: "total",
          value: "",
          visitors: 5,
          visits: 5,
          hits: 9,
          durationMs: 0,
          durations: 0,
        },
        {
          filterDimension: "",
          filterValue: "",
          day: "2021-06-21",
          dimension: "total",
          value: "",
          visitors: 6,
          visits: 6,
          hits: 9,
          durationMs: 0,
          durations: 0,
        },
      ]);
    await db()
      .insert(analyticsDays)
      .values([
        { day: "2021-06-19", final: true },
        { day: "2021-06-21", final: true },
      ]);

    await PURGES.analytics(env, now);

    const campaigns = (await db().select().from(analyticsVisits)).map((visit) => visit.utmCampaign);
    expect(campaigns).not.toContain("old-final");
    expect(campaigns).toEqual(expect.arrayContaining(["old-pending", "recent"]));
    const events = await db().select().from(analyticsEvents).where(eq(analyticsEvents.day, "2026-06-01"));
    expect(events).toEqual([]);
    expect((await db().select().from(analyticsRollups)).map((row) => row.day)).not.toContain("2021-06-19");
    expect((await db().select().from(analyticsRollups)).map((row) => row.day)).toContain("2021-06-21");
    const entries = await db().select().from(auditLog).where(eq(auditLog.entity, "page visit"));
    expect(entries.map((entry) => entry.summary)).toContain(
      `Counted visits deleted after the ${RETENTION_DAYS.analyticsVisit}-day retention period: 1`,
    );
  });

  it("forgets the ids of stored queue messages once the queue could no longer hand them back", async () => {
    const now = new Date("2026-06-20T12:00:00Z");
    const at = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await db()
      .insert(analyticsMessages)
      .values([
        { id: "long-gone", storedAt: at(STORED_MESSAGES_KEPT_DAYS + 1) },
        { id: "still-possible", storedAt: at(STORED_MESSAGES_KEPT_DAYS - 1) },
      ]);
    await PURGES.analytics(env, now);
    const kept = (await db().select().from(analyticsMessages)).map((row) => row.id);
    expect(kept).toContain("still-possible");
    expect(kept).not.toContain("long-gone");
  });

  it("runs on the cron trigger after the days that are over are added up", async () => {
    await deliverEvents([counted("2026-07-01T15:00:00Z", { visitor: "4".repeat(32), utmCampaign: "cron" })]);
    await worker.scheduled(createScheduledController({ scheduledTime: new Date("2026-07-02T12:00:00Z"), cron: "*/5 * * * *" }), env);
    const [day] = await db().select().from(analyticsDays).where(eq(analyticsDays.day, "2026-07-01"));
    expect(day?.final).toBe(true);
    const rows = await db().select().from(analyticsRollups).where(eq(analyticsRollups.day, "2026-07-01"));
    expect(rows.find((row) => row.filterDimension === "" && row.dimension === "campaign")).toMatchObject({ value: "cron", visitors: 1 });
  });
});
