// Visits from counted events (R22): the day each event falls on in Baltimore (daylight saving
// included), the 30-minute gap, a visit's source from its first event, a short link's visit taking
// its landing page's campaign tags, events handed over late, a batch of gathered messages whatever
// its size, a message handed over twice, and a batch that D1 cannot take coming back whole.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import type { VisitRow } from "../../../worker/db/analytics";
import { countBatch } from "../../../worker/analytics/ingest";
import { insertRows } from "../../../worker/db/bound-lists";
import { analyticsDays, analyticsEvents, analyticsVisits, contactSubmissions } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { QUEUE_NAMES } from "../../../worker/queues";
import { DIRECT_SOURCE, VISIT_GAP_MS, type VisitSource } from "../../../worker/shared/analytics";
import type { AnalyticsEventBody } from "../../../worker/shared/queue-bodies";
import { instantToSiteDateTime, siteDayOf } from "../../../worker/shared/time";
import { db } from "../helpers";
import { counted, deliverEvents, deliverMessages, deliverWithIds, NO_SOURCE } from "./helpers";

afterEach(() => vi.restoreAllMocks());

describe("the day an event falls on", () => {
  it.each([
    ["2026-03-08T04:59:59Z", "2026-03-07"], // 23:59:59 EST
    ["2026-03-08T05:00:00Z", "2026-03-08"], // midnight EST
    ["2026-03-09T03:59:59Z", "2026-03-08"], // 23:59:59 EDT, the day clocks went forward
    ["2026-03-09T04:00:00Z", "2026-03-09"],
    ["2026-11-01T03:59:59Z", "2026-10-31"], // 23:59:59 EDT
    ["2026-11-01T04:00:00Z", "2026-11-01"], // midnight EDT, the day clocks go back
    ["2026-11-02T04:59:59Z", "2026-11-01"], // 23:59:59 EST
    ["2026-11-02T05:00:00Z", "2026-11-02"],
  ])("%s is %s in Baltimore", (at, day) => {
    expect(siteDayOf(Date.parse(at))).toBe(day);
    const [row] = countBatch([counted(at)], new Map()).events;
    expect(row?.day).toBe(day);
  });

  it("is read once an hour and still right at every hour's first and last instant around both clock changes", () => {
    const hour = 3_600_000;
    const hours = [Date.parse("2026-03-07T00:00:00Z"), Date.parse("2026-10-30T00:00:00Z")].flatMap((start) =>
      Array.from({ length: 96 }, (_, index) => start + index * hour),
    );
    // Each hour's two ends one after the other (the second answered from the hour kept), latest first, then earliest first.
    const instants = hours.flatMap((start) => [start, start + hour - 1]).reverse();
    for (const at of [...instants, ...instants.reverse()]) {
      expect(siteDayOf(at), new Date(at).toISOString()).toBe(instantToSiteDateTime(new Date(at)).date);
    }
  });
});

describe("visits", () => {
  const start = "2026-05-05T14:00:00Z";
  const later = (ms: number) => new Date(Date.parse(start) + ms).toISOString();

  it("go on while no two events are more than 30 minutes apart, whatever order the batch holds them in", () => {
    const batch = countBatch(
      [counted(later(VISIT_GAP_MS), { path: "/b" }), counted(start, { path: "/a" }), counted(later(2 * VISIT_GAP_MS + 1), { path: "/c" })],
      new Map(),
    );
    expect(batch.visits).toHaveLength(2);
    const [first, second] = batch.visits;
    expect([first!.entryPage, first!.exitPage, second!.entryPage]).toEqual(["/a", "/b", "/c"]);
    expect(batch.events.map((event) => event.visitId)).toEqual([first!.id, first!.id, second!.id]);
  });

  it("continue a visit stored by an earlier batch, and begin a new one past the gap", () => {
    const open: VisitRow = {
      ...countBatch([counted(start, { referrer: "google.com" })], new Map()).visits[0]!,
    };
    const next = countBatch([counted(later(60_000), { path: "/services", referrer: null })], new Map([[open.visitor!, open]]));
    expect(next.visits).toEqual([
      {
        ...open,
        lastAt: new Date(later(60_000)),
        exitPage: "/services",
        views: 2,
        lastViewAt: new Date(later(60_000)),
        durationMs: 60_000,
        durations: 1,
      },
    ]);
    // The view stored before ends when this one comes: its time on page is written then.
    expect(next.followed).toEqual([{ visitId: open.id, at: new Date(later(60_000)) }]);
    expect(next.visits[0]!.source).toBe("google.com");
    const gone = countBatch([counted(later(VISIT_GAP_MS + 1), { path: "/services" })], new Map([[open.visitor!, open]]));
    expect(gone.visits[0]!.id).not.toBe(open.id);
  });

  describe("handed over late (a batch retried after a later one was stored)", () => {
    // A stored visit: views of /b at 14:05 and /c at 14:10, from a search.
    const stored = (): VisitRow => {
      const first = countBatch([counted(later(5 * 60_000), { path: "/b", referrer: "bing.com" })], new Map()).visits[0]!;
      return countBatch([counted(later(10 * 60_000), { path: "/c" })], new Map([[first.visitor!, first]])).visits[0]!;
    };

    it("an event from before the visit's first begins it: its day, entry page and source", () => {
      const visit = stored();
      const batch = countBatch(
        [counted(start, { path: "/a", utmSource: "newsletter", utmCampaign: "june" })],
        new Map([[visit.visitor!, visit]]),
      );
      expect(batch.visits).toEqual([
        {
          ...visit,
          startedAt: new Date(start),
          entryPage: "/a",
          views: 3,
          referrer: null,
          utmSource: "newsletter",
          utmCampaign: "june",
          source: "newsletter",
        },
      ]);
      expect(batch.followed).toEqual([]);
    });

    it("a short link followed before it keeps the campaign tags of the page it landed on", () => {
      const landed = countBatch([counted(later(60_000), { path: "/services", utmSource: "print", utmCampaign: "spring" })], new Map())
        .visits[0]!;
      const batch = countBatch(
        [counted(start, { kind: "goal", goal: "short-link", path: "/services", shortLink: "/flyer", qrSource: "poster" })],
        new Map([[landed.visitor!, landed]]),
      );
      expect(batch.visits[0]).toMatchObject({
        id: landed.id,
        shortLink: "/flyer",
        qrSource: "poster",
        utmSource: "print",
        source: "print",
      });
    });

    it("a view from between two counted ones is counted, and the visit's last page stays its last", () => {
      const visit = stored();
      const batch = countBatch([counted(later(7 * 60_000), { path: "/middle" })], new Map([[visit.visitor!, visit]]));
      expect(batch.visits).toEqual([{ ...visit, views: 3 }]);
      expect(batch.followed).toEqual([]);
    });

    it("an event further before the visit than the gap is a visit of its own", () => {
      const visit = stored();
      const early = countBatch([counted(later(5 * 60_000 - VISIT_GAP_MS - 1), { path: "/early" })], new Map([[visit.visitor!, visit]]));
      expect(early.visits[0]!.id).not.toBe(visit.id);
    });
  });

  it("never join events without a visitor hash: each is a visit of its own", () => {
    const batch = countBatch([counted(start, { visitor: null }), counted(later(1000), { visitor: null })], new Map());
    expect(batch.visits.map((visit) => visit.visitor)).toEqual([null, null]);
    expect(new Set(batch.visits.map((visit) => visit.id)).size).toBe(2);
  });

  it.each<[string, Partial<AnalyticsEventBody>, string]>([
    ["a campaign first", { utmSource: "newsletter", referrer: "google.com", shortLink: "/flyer" }, "newsletter"],
    ["then a printed QR code", { shortLink: "/flyer", qrSource: "door-hanger", referrer: "google.com" }, "QR code /flyer (door-hanger)"],
    ["then a short link", { shortLink: "/flyer", referrer: "google.com" }, "Short link /flyer"],
    ["then the referring site", { referrer: "google.com" }, "google.com"],
    ["else direct", {}, DIRECT_SOURCE],
  ])("name their source: %s", (_case, fields, source) => {
    expect(countBatch([counted(start, fields)], new Map()).visits[0]!.source).toBe(source);
  });

  it("begun by a short link take the campaign tags of the page it landed on", () => {
    const batch = countBatch(
      [
        counted(start, { kind: "goal", goal: "short-link", path: "/services", shortLink: "/flyer", qrSource: "poster" }),
        counted(later(300), { path: "/services", utmSource: "print", utmMedium: "qr", utmCampaign: "spring" }),
      ],
      new Map(),
    );
    expect(batch.visits).toHaveLength(1);
    expect(batch.visits[0]).toMatchObject({
      entryPage: "/services",
      shortLink: "/flyer",
      qrSource: "poster",
      utmCampaign: "spring",
      source: "print",
    });
  });

  it("count bots per day and nothing else of them", () => {
    const batch = countBatch(
      [counted("2026-03-08T04:59:00Z", { kind: "bot" }), counted("2026-03-08T05:01:00Z", { kind: "bot" })],
      new Map(),
    );
    expect(batch.visits).toEqual([]);
    expect([...batch.botViews]).toEqual([
      ["2026-03-07", 1],
      ["2026-03-08", 1],
    ]);
  });
});

describe("a batch of gathered messages", () => {
  const start = Date.parse("2026-06-10T14:00:00Z");
  const visitsOf = (campaign: string) => db().select().from(analyticsVisits).where(eq(analyticsVisits.utmCampaign, campaign));

  it.each([101, 1_000])("stores %i visitors' views at once, and the next batch ends each one's time on page", async (count) => {
    const campaign = `gathered-${count}`;
    const first = Array.from({ length: count }, (_, index) =>
      counted(new Date(start + index).toISOString(), { visitor: `${campaign}-${index}`, utmCampaign: campaign, path: "/a" }),
    );
    // Messages of several sizes, one of them a single event as messages were once written.
    const [alone, ...rest] = first;
    expect((await deliverMessages([alone!, { events: rest.slice(0, 50) }, { events: rest.slice(50) }])).retryMessages).toEqual([]);
    expect(await visitsOf(campaign)).toHaveLength(count);

    await deliverEvents(first.map((event) => ({ ...event, at: event.at + 60_000, path: "/b", utmCampaign: null })));
    const visits = await visitsOf(campaign);
    expect(visits).toHaveLength(count);
    expect(visits.filter((visit) => visit.views === 2 && visit.exitPage === "/b" && visit.durationMs === 60_000)).toHaveLength(count);
    const events = await db()
      .select({ name: analyticsEvents.name, durationMs: analyticsEvents.durationMs })
      .from(analyticsEvents)
      .innerJoin(analyticsVisits, eq(analyticsVisits.id, analyticsEvents.visitId))
      .where(eq(analyticsVisits.utmCampaign, campaign));
    expect(events.filter((event) => event.name === "/a" && event.durationMs === 60_000)).toHaveLength(count);
    expect(events.filter((event) => event.name === "/b" && event.durationMs === null)).toHaveLength(count);
  });

  it("writes the source of each of 101 leads it made, and none over a source already written", async () => {
    const campaign = "lead-sources";
    const leads = await insertRows(
      db(),
      contactSubmissions,
      Array.from({ length: 101 }, (_, index) => ({
        firstName: "Lead",
        lastName: `${index}`,
        email: `lead-${index}@example.com`,
        phone: "4105550100",
        service: "Consultation",
        message: "",
        smsConsentAt: new Date(start),
        smsConsentVersion: "v1",
      })),
    ).returning({ id: contactSubmissions.id });
    const kept: VisitSource = { ...NO_SOURCE, source: "google.com", referrer: "google.com", entryPage: "/" };
    await db().update(contactSubmissions).set({ visitSource: kept }).where(eq(contactSubmissions.id, leads[0]!.id));

    await deliverEvents(
      leads.map(({ id }, index) =>
        counted(new Date(start + index).toISOString(), {
          kind: "goal",
          goal: "contact",
          path: "/contact",
          visitor: `${campaign}-${index}`,
          utmSource: "flyer",
          utmCampaign: campaign,
          record: { kind: "lead", id },
        }),
      ),
    );
    const stored = await db()
      .select({ id: contactSubmissions.id, visitSource: contactSubmissions.visitSource })
      .from(contactSubmissions)
      .where(eq(contactSubmissions.firstName, "Lead"));
    expect(stored).toHaveLength(101);
    const byId = new Map(stored.map((lead) => [lead.id, lead.visitSource]));
    expect(byId.get(leads[0]!.id)).toEqual(kept);
    for (const { id } of leads.slice(1)) {
      expect(byId.get(id)).toEqual({ ...NO_SOURCE, source: "flyer", utmSource: "flyer", utmCampaign: campaign });
    }
  });
});

describe("a batch handed over late", () => {
  it("stores the visit as begun by its earliest event: its start, entry page and source", async () => {
    const visitor = `late-${crypto.randomUUID().slice(0, 8)}`;
    await deliverEvents([counted("2026-06-13T14:05:00Z", { visitor, path: "/b", referrer: "bing.com" })]);
    await deliverEvents([counted("2026-06-13T14:00:00Z", { visitor, path: "/a", utmSource: "newsletter", utmCampaign: visitor })]);
    const visits = await db().select().from(analyticsVisits).where(eq(analyticsVisits.visitor, visitor));
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({
      startedAt: new Date("2026-06-13T14:00:00Z"),
      entryPage: "/a",
      exitPage: "/b",
      views: 2,
      referrer: null,
      utmSource: "newsletter",
      utmCampaign: visitor,
      source: "newsletter",
    });
  });
});

describe("a message the queue hands over again", () => {
  it("is counted once, its bots too, while a new message beside it is counted", async () => {
    const day = "2026-06-12";
    const campaign = `again-${crypto.randomUUID().slice(0, 8)}`;
    const botViews = async () => (await db().select().from(analyticsDays).where(eq(analyticsDays.day, day)))[0]?.botViews ?? 0;
    const once = {
      id: `message-${campaign}`,
      body: {
        events: [
          counted(`${day}T14:00:00Z`, { visitor: `${campaign}-1`, utmCampaign: campaign }),
          counted(`${day}T14:00:01Z`, { kind: "bot", visitor: null }),
        ],
      },
    };
    const bots = await botViews();
    expect((await deliverWithIds([once])).explicitAcks).toEqual([once.id]);
    const next = {
      id: `${once.id}-next`,
      body: { events: [counted(`${day}T14:02:00Z`, { visitor: `${campaign}-2`, utmCampaign: campaign })] },
    };
    const again = await deliverWithIds([once, next]);
    expect(again.explicitAcks.sort()).toEqual([once.id, next.id].sort());

    const visits = await db().select().from(analyticsVisits).where(eq(analyticsVisits.utmCampaign, campaign));
    expect(visits.map((visit) => [visit.visitor, visit.views]).sort()).toEqual([
      [`${campaign}-1`, 1],
      [`${campaign}-2`, 1],
    ]);
    expect(await botViews()).toBe(bots + 1);
    // Handed over a third time alone: nothing is written at all.
    expect((await deliverWithIds([once])).retryMessages).toEqual([]);
    expect(await db().select().from(analyticsVisits).where(eq(analyticsVisits.utmCampaign, campaign))).toHaveLength(2);
  });
});

describe("a batch D1 cannot take", () => {
  it("comes back whole, and nothing of it is stored", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    vi.spyOn(env.DB, "batch").mockRejectedValue(new Error("D1_ERROR: overloaded"));
    const batch = createMessageBatch<AnalyticsEventBody>(QUEUE_NAMES.analytics, [
      { id: "a-1", timestamp: new Date(), attempts: 1, body: counted("2026-05-06T10:00:00Z", { utmCampaign: "lost-not" }) },
      { id: "a-2", timestamp: new Date(), attempts: 1, body: counted("2026-05-06T10:01:00Z", { utmCampaign: "lost-not" }) },
    ]);
    const ctx = createExecutionContext();
    await worker.queue(batch, env);
    const result = await getQueueResult(batch, ctx);
    expect(result.explicitAcks).toEqual([]);
    expect(result.retryMessages.map((message) => message.msgId).sort()).toEqual(["a-1", "a-2"]);
    vi.restoreAllMocks();
    expect((await db().select().from(analyticsVisits)).filter((visit) => visit.utmCampaign === "lost-not")).toEqual([]);
  });
});
