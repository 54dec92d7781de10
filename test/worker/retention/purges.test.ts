// Retention for every record (R20), on a fixed clock: each purge at its boundary (a record written
// at the cutoff is kept, one a millisecond earlier goes), bounded per run, with nothing left to do
// when run again, and one audit entry per run that changed something, as `system:retention` and
// without personal data. Leads go as staff deletion takes them: their messages with them, and the
// CRM told through the outbox. The cron trigger runs every purge.
import { createScheduledController, env } from "cloudflare:test";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { PURGE_BATCH } from "../../../worker/db/retention";
import {
  analyticsDays,
  analyticsVisits,
  auditLog,
  cameraRegistrations,
  clientSalts,
  contactSubmissions,
  dataRequests,
  footageRequests,
  incidents,
  invitations,
  notFoundPaths,
  outboxMessages,
  sessions,
  shortLinkClicks,
  users,
} from "../../../worker/db/schema";
import type { Env } from "../../../worker/env";
import worker from "../../../worker/index";
import { purgeExpiredLeads } from "../../../worker/contacts/retention";
import { CONFIRM_EMAIL_LINK_LIFETIME_DAYS } from "../../../worker/registry/signed-links";
import { PURGES } from "../../../worker/retention";
import { DAY_MS } from "../../../worker/shared/calendar-day";
import { RETENTION_DAYS, retentionCutoff } from "../../../worker/shared/retention";
import { db } from "../helpers";
import { newContact, newLink, newMessage, newRegistration, signedInAdmin } from "../record-fixtures";
import { CRM_WEBHOOK, setCrmWebhook } from "../settings-helpers";

const NOW = new Date("2027-06-01T12:00:00Z");
/** The first instant kept for a period of `days`: the start of NOW's UTC day less the period. */
const cutoff = (days: number) => retentionCutoff(NOW, days).getTime();
const kept = (days: number) => new Date(cutoff(days));
const past = (days: number) => new Date(cutoff(days) - 1);

/** The queue hand-overs, instead of the real queues' (whose consumers would try to deliver). */
let queued: string[] = [];
const recordingQueue = {
  sendBatch: (messages: Iterable<{ body: { messageId: string } }>) => {
    queued.push(...[...messages].map((message) => message.body.messageId));
    return Promise.resolve({ metadata: { metrics: { backlogCount: 0, backlogBytes: 0 } } });
  },
} as unknown as Env["WEBHOOK_QUEUE"];
const SETTINGS = {
  ...env,
  LEAD_WEBHOOK_URL: "https://crm.example.test/hooks/lead",
  LEAD_WEBHOOK_SECRET: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
  EMAIL_QUEUE: recordingQueue,
  WEBHOOK_QUEUE: recordingQueue,
  GEOCODING_QUEUE: recordingQueue as unknown as Env["GEOCODING_QUEUE"],
} as Env;

let auditMark = 0;
beforeEach(async () => {
  queued = [];
  const [row] = await db()
    .select({ id: sql<number>`coalesce(max(${auditLog.id}), 0)` })
    .from(auditLog);
  auditMark = Number(row!.id);
});
/** The audit entries written since the test began, as [who, action, entity, id, summary, at]. */
const newAudit = async () =>
  (await db().select().from(auditLog).where(gt(auditLog.id, auditMark)).orderBy(auditLog.id)).map((row) => [
    row.userId,
    row.userEmail,
    row.action,
    row.entity,
    row.entityId,
    row.summary,
    row.at.getTime(),
  ]);
const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

describe("leads", () => {
  // The CRM webhook on, at a CRM's address (the settings' Integrations, R23).
  beforeAll(() => setCrmWebhook({ ...CRM_WEBHOOK, newSecret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" }));

  const leadsLeft = async (wanted: number[]) =>
    ids(await db().select({ id: contactSubmissions.id }).from(contactSubmissions).where(inArray(contactSubmissions.id, wanted)));

  it("go 730 days after they were closed, or 1095 days after they came if never closed, with their messages; the CRM is told", async () => {
    expect([RETENTION_DAYS.closedLead, RETENTION_DAYS.openLead]).toEqual([730, 1095]);
    const longAgo = past(RETENTION_DAYS.openLead);
    const closedPast = await newContact({ status: "closed", closedAt: past(730), createdAt: longAgo });
    const closedKept = await newContact({ status: "closed", closedAt: kept(730), createdAt: longAgo });
    const openPast = await newContact({ status: "contacted", createdAt: past(1095) });
    const openKept = await newContact({ status: "new", createdAt: kept(1095) });
    // Closed before closing times were recorded: counted as never closed.
    const closedUntimed = await newContact({ status: "closed", closedAt: null, createdAt: past(1095) });
    const noReference = await newContact({ reference: null, status: "closed", closedAt: past(730) });
    const message = await newMessage({ contactSubmissionId: closedPast.id, createdAt: NOW });
    const all = [closedPast, closedKept, openPast, openKept, closedUntimed, noReference].map((lead) => lead.id);

    expect(await purgeExpiredLeads(SETTINGS, NOW)).toBe(4);

    expect(await leadsLeft(all)).toEqual([closedKept.id, openKept.id]);
    expect(await db().select().from(outboxMessages).where(eq(outboxMessages.id, message.id))).toEqual([]);
    const summary = "Deleted with its messages after the retention period (730 days after closing, 1095 after it came if never closed)";
    expect(await newAudit()).toEqual(
      [closedPast, openPast, closedUntimed, noReference].map((lead) => [
        "system:retention",
        null,
        "delete",
        "contact submission",
        lead.id,
        summary,
        NOW.getTime(),
      ]),
    );
    // One contact.deleted event per lead that had a reference, naming it by that alone, and queued.
    const events = (await db().select().from(outboxMessages).where(eq(outboxMessages.kind, "lead-webhook"))).filter((event) =>
      event.textBody.includes('"contact.deleted"'),
    );
    const references = events.map((event) => (JSON.parse(event.textBody) as { data: { reference: string } }).data.reference);
    expect(references.sort()).toEqual([closedPast.reference, openPast.reference, closedUntimed.reference].sort());
    expect(events.every((event) => event.contactSubmissionId === null && !event.textBody.includes("Okafor"))).toBe(true);
    expect(queued.sort()).toEqual(events.map((event) => event.id).sort());

    // Run again: nothing more to do, nothing more written.
    queued = [];
    expect(await purgeExpiredLeads(SETTINGS, NOW)).toBe(0);
    expect(queued).toEqual([]);
    expect(await newAudit()).toHaveLength(4);
  });

  it("sends no CRM event while the CRM webhook is off in the settings (R23)", async () => {
    const lead = await newContact({ status: "closed", closedAt: past(730) });
    await setCrmWebhook({ ...CRM_WEBHOOK, enabled: false });
    expect(await purgeExpiredLeads(SETTINGS, NOW)).toBe(1);
    await setCrmWebhook(CRM_WEBHOOK);
    expect(await leadsLeft([lead.id])).toEqual([]);
    expect(queued).toEqual([]);
  });
});

describe("a lead's closing time", () => {
  const closedAtOf = async (id: number) =>
    (await db().select({ closedAt: contactSubmissions.closedAt }).from(contactSubmissions).where(eq(contactSubmissions.id, id)))[0]!
      .closedAt;

  const { api } = signedInAdmin();
  const patch = async (id: number, json: { status?: "new" | "contacted" | "closed"; internalNote?: string }) => {
    const response = await api().contacts[":id"].$patch({ param: { id: String(id) }, json });
    expect(response.status).toBe(200);
  };

  it("is recorded when staff close it, kept when they close it again, and cleared when they reopen it", async () => {
    const lead = await newContact();
    expect(await closedAtOf(lead.id)).toBeNull();
    const before = Date.now();
    await patch(lead.id, { status: "closed" });
    const closedAt = await closedAtOf(lead.id);
    expect(closedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(closedAt!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    await patch(lead.id, { internalNote: "Quote sent." });
    await patch(lead.id, { status: "closed" });
    expect(await closedAtOf(lead.id)).toEqual(closedAt);
    await patch(lead.id, { status: "contacted" });
    expect(await closedAtOf(lead.id)).toBeNull();
  });
});

describe("messages", () => {
  it("go 180 days after they were written once sent or failed; a pending one and a footage request's email stay", async () => {
    expect(RETENTION_DAYS.message).toBe(180);
    const sentPast = await newMessage({ status: "sent", createdAt: past(180) });
    const failedPast = await newMessage({ status: "failed", createdAt: past(180) });
    const sentKept = await newMessage({ status: "sent", createdAt: kept(180) });
    const pendingPast = await newMessage({ status: "pending", createdAt: past(180) });
    const owner = await newRegistration();
    const request = await newMessage({ kind: "footage-request", status: "sent", cameraRegistrationId: owner.id, createdAt: past(180) });
    const [incident] = await db()
      .insert(incidents)
      .values({ caseReference: "KEEP-1", occurredOn: "2027-01-02", windowStart: "20:00", windowEnd: "21:00", footageSought: "Street" })
      .returning();
    await db()
      .insert(footageRequests)
      .values({ incidentId: incident!.id, cameraRegistrationId: owner.id, distanceFeet: 50, outboxMessageId: request.id });
    const all = [sentPast, failedPast, sentKept, pendingPast, request].map((message) => message.id);

    await PURGES.messages(env, NOW);
    const left = await db().select({ id: outboxMessages.id }).from(outboxMessages).where(inArray(outboxMessages.id, all));
    expect(left.map((row) => row.id).sort()).toEqual([sentKept.id, pendingPast.id, request.id].sort());
    expect(await newAudit()).toEqual([
      [
        "system:retention",
        null,
        "delete",
        "outbox message",
        0,
        "Sent and failed messages deleted after the 180-day retention period: 2",
        NOW.getTime(),
      ],
    ]);

    await PURGES.messages(env, NOW);
    expect(await newAudit()).toHaveLength(1);
  });
});

describe("click addresses", () => {
  it("are cut to their network 30 days after the click; the click stays for the statistics", async () => {
    expect(RETENTION_DAYS.clickAddress).toBe(30);
    const link = await newLink(`/retention-${crypto.randomUUID().slice(0, 8)}`);
    const click = async (ipAddress: string | null, clickedAt: Date) =>
      (
        await db()
          .insert(shortLinkClicks)
          .values({ shortLinkId: link, ipAddress, clickedAt, userAgent: "Mozilla/5.0", country: "US" })
          .returning()
      )[0]!.id;
    const made = {
      v4Past: await click("203.0.113.57", past(30)),
      v6Past: await click("2001:db8:abcd:12::5", past(30)),
      junkPast: await click("not an address", past(30)),
      nonePast: await click(null, past(30)),
      v4Kept: await click("198.51.100.9", kept(30)),
    };

    await PURGES.clickAddresses(env, NOW);
    const rows = await db().select().from(shortLinkClicks).where(eq(shortLinkClicks.shortLinkId, link));
    const addressOf = (id: number) => rows.find((row) => row.id === id)?.ipAddress;
    expect(rows).toHaveLength(5);
    expect(Object.fromEntries(Object.entries(made).map(([name, id]) => [name, addressOf(id)]))).toEqual({
      v4Past: "203.0.113.0/24",
      v6Past: "2001:db8:abcd::/48",
      junkPast: null,
      nonePast: null,
      v4Kept: "198.51.100.9",
    });
    expect(rows.every((row) => row.userAgent === "Mozilla/5.0" && row.country === "US")).toBe(true);
    expect(await newAudit()).toEqual([
      [
        "system:retention",
        null,
        "delete",
        "click",
        0,
        "Click addresses cut to their network after the 30-day retention period: 3",
        NOW.getTime(),
      ],
    ]);

    await PURGES.clickAddresses(env, NOW);
    expect(await newAudit()).toHaveLength(1);
  });
});

describe("the 404 log", () => {
  it("forgets a missing page 90 days after it was last asked for, at most a batch a run", async () => {
    expect(RETENTION_DAYS.missedPage).toBe(90);
    await db().delete(notFoundPaths);
    // PURGE_BATCH + 1 pages past the period, written in one statement, and one just inside it.
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i <= ?)
       INSERT INTO not_found_paths (path, human_hits, last_seen_at) SELECT '/old-' || i, 1, ? FROM n`,
    )
      .bind(PURGE_BATCH, past(90).getTime())
      .run();
    await db()
      .insert(notFoundPaths)
      .values({ path: "/recent", humanHits: 1, lastSeenAt: kept(90) });

    await PURGES.missedPages(env, NOW);
    expect(await db().$count(notFoundPaths)).toBe(2);
    await PURGES.missedPages(env, NOW);
    expect((await db().select({ path: notFoundPaths.path }).from(notFoundPaths)).map((row) => row.path)).toEqual(["/recent"]);
    await PURGES.missedPages(env, NOW);
    const summary = "Missing pages not asked for again deleted after the 90-day retention period";
    expect(await newAudit()).toEqual([
      ["system:retention", null, "delete", "missed page", 0, `${summary}: ${PURGE_BATCH}`, NOW.getTime()],
      ["system:retention", null, "delete", "missed page", 0, `${summary}: 1`, NOW.getTime()],
    ]);
  });
});

describe("the team's sessions and invitations", () => {
  it("deletes session records 90 days after they were last seen, at most a batch a run", async () => {
    expect(RETENTION_DAYS.session).toBe(90);
    await db().delete(sessions);
    await db()
      .insert(users)
      .values({ id: "sub-purge-sessions", email: "purge-sessions@example.com", role: "editor" })
      .onConflictDoNothing();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i <= ?)
       INSERT INTO sessions (id, user_id, device, started_at, last_seen_at, auth_time) SELECT 'old-' || i, 'sub-purge-sessions', 'Firefox on Linux', ?1, ?2, ?2 FROM n`,
    )
      .bind(PURGE_BATCH, past(90).getTime())
      .run();
    const at = kept(90);
    await db()
      .insert(sessions)
      .values({ id: "recent", userId: "sub-purge-sessions", device: "Safari on iOS", startedAt: at, lastSeenAt: at, authTime: at });

    await PURGES.sessions(env, NOW);
    expect(await db().$count(sessions)).toBe(2);
    await PURGES.sessions(env, NOW);
    expect((await db().select({ id: sessions.id }).from(sessions)).map((row) => row.id)).toEqual(["recent"]);
    await PURGES.sessions(env, NOW);
    const summary = "Session records deleted after the 90-day retention period";
    expect(await newAudit()).toEqual([
      ["system:retention", null, "delete", "session", 0, `${summary}: ${PURGE_BATCH}`, NOW.getTime()],
      ["system:retention", null, "delete", "session", 0, `${summary}: 1`, NOW.getTime()],
    ]);
  });

  it("deletes invitations with their emails 90 days after they were last sent", async () => {
    expect(RETENTION_DAYS.invitation).toBe(90);
    const invite = (email: string, sentAt: Date) =>
      db()
        .insert(invitations)
        .values({ email, role: "editor", tokenHash: crypto.randomUUID(), sentAt, expiresAt: new Date(sentAt.getTime() + 7 * DAY_MS) })
        .returning({ id: invitations.id });
    const [[old], [recent]] = [await invite("old-invite@example.com", past(90)), await invite("recent-invite@example.com", kept(90))];
    for (const { id } of [old!, recent!])
      await newMessage({ kind: "team-invitation", recipient: `invite-${id}@example.com`, invitationId: id });

    await PURGES.invitations(env, NOW);
    const left = await db()
      .select({ id: invitations.id })
      .from(invitations)
      .where(inArray(invitations.id, [old!.id, recent!.id]));
    expect(left).toEqual([recent]);
    const emails = await db()
      .select({ invitationId: outboxMessages.invitationId })
      .from(outboxMessages)
      .where(inArray(outboxMessages.invitationId, [old!.id, recent!.id]));
    expect(emails).toEqual([{ invitationId: recent!.id }]);
  });
});

describe("data requests", () => {
  it("lose their address 45 days after they came; the request stays as proof", async () => {
    expect(RETENTION_DAYS.dataRequestAddress).toBe(45);
    const request = async (receivedAt: Date) =>
      (
        await db()
          .insert(dataRequests)
          .values({
            reference: crypto.randomUUID(),
            receivedAt,
            email: "mara.quill@example.net",
            emailDigest: "digest",
            heldRecords: 1,
            linkSentAt: receivedAt,
          })
          .returning()
      )[0]!;
    const old = await request(past(45));
    const young = await request(kept(45));

    await PURGES.dataRequestAddresses(env, NOW);
    const rows = await db()
      .select()
      .from(dataRequests)
      .where(inArray(dataRequests.id, [old.id, young.id]))
      .orderBy(dataRequests.id);
    expect(rows.map((row) => [row.reference, row.email, row.emailDigest, row.linkSentAt?.getTime()])).toEqual([
      [old.reference, null, null, past(45).getTime()],
      [young.reference, "mara.quill@example.net", "digest", kept(45).getTime()],
    ]);
    expect(await newAudit()).toEqual([
      [
        "system:retention",
        null,
        "delete",
        "data request",
        0,
        "Addresses removed from data requests after the 45-day retention period: 1",
        NOW.getTime(),
      ],
    ]);
  });
});

describe("a new email address waiting for confirmation", () => {
  it("is forgotten 7 days after the owner asked, when its confirmation link no longer works; the registration stays", async () => {
    expect(RETENTION_DAYS.pendingEmail).toBe(CONFIRM_EMAIL_LINK_LIFETIME_DAYS);
    const waiting = async (pendingEmailAt: Date) => {
      const registration = await newRegistration();
      await db()
        .update(cameraRegistrations)
        .set({ pendingEmail: "lou.new@example.net", pendingEmailAt })
        .where(eq(cameraRegistrations.id, registration.id));
      return registration.id;
    };
    const old = await waiting(past(7));
    const young = await waiting(kept(7));

    await PURGES.pendingEmails(env, NOW);
    const rows = await db()
      .select()
      .from(cameraRegistrations)
      .where(inArray(cameraRegistrations.id, [old, young]))
      .orderBy(cameraRegistrations.id);
    expect(rows.map((row) => [row.id, row.email, row.pendingEmail, row.pendingEmailAt?.getTime() ?? null])).toEqual([
      [old, "lou@example.com", null, null],
      [young, "lou@example.com", "lou.new@example.net", kept(7).getTime()],
    ]);
    expect(await newAudit()).toEqual([
      [
        "system:retention",
        null,
        "delete",
        "camera registration",
        0,
        "Unconfirmed new email addresses forgotten after the 7-day retention period: 1",
        NOW.getTime(),
      ],
    ]);
  });
});

describe("the cron trigger", () => {
  it("runs every purge", async () => {
    await db().delete(clientSalts);
    const lead = await newContact({ status: "closed", closedAt: past(730) });
    const message = await newMessage({ status: "sent", createdAt: past(180) });
    const link = await newLink(`/cron-${crypto.randomUUID().slice(0, 8)}`);
    const [clickRow] = await db()
      .insert(shortLinkClicks)
      .values({ shortLinkId: link, ipAddress: "192.0.2.44", clickedAt: past(30) })
      .returning();
    const [page] = await db()
      .insert(notFoundPaths)
      .values({ path: "/cron-missing", lastSeenAt: past(90) })
      .returning();
    const [request] = await db()
      .insert(dataRequests)
      .values({ reference: crypto.randomUUID(), receivedAt: past(45), email: "cron@example.net", emailDigest: "d" })
      .returning();
    const [incident] = await db()
      .insert(incidents)
      .values({
        caseReference: "CRON-1",
        occurredOn: "2026-01-02",
        windowStart: "20:00",
        windowEnd: "21:00",
        footageSought: "Street",
        createdAt: new Date(NOW.getTime() - (RETENTION_DAYS.incident + 1) * DAY_MS),
      })
      .returning();
    const owner = await newRegistration();
    await db()
      .update(cameraRegistrations)
      .set({ pendingEmail: "cron.new@example.net", pendingEmailAt: past(7) })
      .where(eq(cameraRegistrations.id, owner.id));
    await db()
      .insert(clientSalts)
      .values([
        { day: "2027-05-31", salt: "yesterday" },
        { day: "2027-06-01", salt: "today" },
      ]);
    await db().insert(users).values({ id: "sub-cron", email: "cron-staff@example.com", role: "leads" }).onConflictDoNothing();
    const seen = past(90);
    await db()
      .insert(sessions)
      .values({ id: "cron-session", userId: "sub-cron", device: "Edge on Windows", startedAt: seen, lastSeenAt: seen, authTime: seen });
    const [invitation] = await db()
      .insert(invitations)
      .values({
        email: "cron-invite@example.com",
        role: "leads",
        tokenHash: "cron",
        sentAt: seen,
        expiresAt: new Date(seen.getTime() + 7 * DAY_MS),
      })
      .returning();

    // A counted visit past its period, on a day already added up.
    await db().insert(analyticsDays).values({ day: "2027-05-20", final: true });
    await db()
      .insert(analyticsVisits)
      .values({
        id: "cron-visit",
        day: "2027-05-20",
        visitor: null,
        startedAt: past(12),
        lastAt: past(12),
        source: "Direct / None",
        device: "Desktop",
        browser: "Chrome",
      });

    await worker.scheduled(createScheduledController({ scheduledTime: NOW, cron: "*/5 * * * *" }), SETTINGS);

    expect(await db().$count(contactSubmissions, eq(contactSubmissions.id, lead.id))).toBe(0);
    expect(await db().$count(outboxMessages, eq(outboxMessages.id, message.id))).toBe(0);
    expect((await db().select().from(shortLinkClicks).where(eq(shortLinkClicks.id, clickRow!.id)))[0]!.ipAddress).toBe("192.0.2.0/24");
    expect(await db().$count(notFoundPaths, eq(notFoundPaths.id, page!.id))).toBe(0);
    expect((await db().select().from(dataRequests).where(eq(dataRequests.id, request!.id)))[0]!.email).toBeNull();
    expect((await db().select().from(cameraRegistrations).where(eq(cameraRegistrations.id, owner.id)))[0]!.pendingEmail).toBeNull();
    expect(await db().$count(incidents, eq(incidents.id, incident!.id))).toBe(0);
    expect(await db().$count(sessions, eq(sessions.id, "cron-session"))).toBe(0);
    expect(await db().$count(invitations, eq(invitations.id, invitation!.id))).toBe(0);
    expect(await db().$count(analyticsVisits, eq(analyticsVisits.id, "cron-visit"))).toBe(0);
    expect((await db().select({ day: clientSalts.day }).from(clientSalts)).map((row) => row.day)).toEqual(["2027-06-01"]);
    // One entry per purge that changed something, all by the retention actor.
    const entities = (await newAudit()).filter((row) => row[0] === "system:retention").map((row) => row[3]);
    expect(new Set(entities)).toEqual(
      new Set([
        "contact submission",
        "outbox message",
        "click",
        "missed page",
        "camera registration",
        "data request",
        "incident",
        "client key",
        "session",
        "invitation",
        "page visit",
      ]),
    );
    expect(Object.keys(PURGES)).toHaveLength(12);
    const clientKeyEntry = await db()
      .select()
      .from(auditLog)
      .where(and(gt(auditLog.id, auditMark), eq(auditLog.entity, "client key")));
    expect(clientKeyEntry.map((row) => row.summary)).toEqual(["Keys of the days that are over deleted, with their post views: 1"]);
  });
});
