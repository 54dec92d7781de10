// Counting at the edge (R22): a served page is a view without any script, the app's beacon adds
// the views it makes itself and the goals it sees, a visitor is the day's keyed hash (never the
// address or the user agent), a browser that asks not to be tracked is counted without one, and
// bots are counted apart. Everything goes through the real Worker and the real analytics queue.
import { eq } from "drizzle-orm";
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";

import { analyticsDays, analyticsEvents, analyticsVisits } from "../../../worker/db/schema";
import { siteDayOf } from "../../../worker/shared/time";
import worker from "../../../worker/index";
import { analyticsMessageBody, type AnalyticsMessageBody } from "../../../worker/shared/queue-bodies";
import { call, db, everyTable, freshClientIp, ORIGIN } from "../helpers";
import { eventually } from "../outbox/helpers";

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

const tag = () => `c${crypto.randomUUID().slice(0, 8)}`;

function visit(path: string, headers: Record<string, string>) {
  return call(path, { headers });
}

function beacon(body: unknown, headers: Record<string, string>) {
  return call("/api/analytics/events", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "http://localhost", ...headers },
    body: JSON.stringify(body),
  });
}

const visitsOfCampaign = (campaign: string) => db().select().from(analyticsVisits).where(eq(analyticsVisits.utmCampaign, campaign));
const eventsOf = (visitId: string) =>
  db().select().from(analyticsEvents).where(eq(analyticsEvents.visitId, visitId)).orderBy(analyticsEvents.at);

async function campaignVisit(campaign: string, check: (events: (typeof analyticsEvents.$inferSelect)[]) => boolean = () => true) {
  const [found] = await eventually(
    () => visitsOfCampaign(campaign),
    (rows) => rows.length > 0,
  );
  const events = await eventually(() => eventsOf(found!.id), check);
  return { visit: (await visitsOfCampaign(campaign))[0]!, events };
}

describe("a page served by the Worker", () => {
  it("is a view of a visit, with its source, device and browser, and no address or user agent anywhere", async () => {
    const ip = freshClientIp();
    const campaign = tag();
    const headers = { "CF-Connecting-IP": ip, "CF-IPCountry": "CA", "User-Agent": CHROME, Referer: "https://www.google.com/" };
    const page = await visit(`/services?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`, headers);
    expect(page.status).toBe(200);

    const { visit: counted, events } = await campaignVisit(campaign);
    expect(counted).toMatchObject({
      entryPage: "/services",
      exitPage: "/services",
      source: "newsletter",
      referrer: "google.com",
      utmSource: "newsletter",
      utmMedium: "email",
      device: "Desktop",
      browser: "Chrome",
      country: "CA",
      day: siteDayOf(Date.now()),
    });
    expect(counted.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(events.map((event) => [event.kind, event.name])).toEqual([["view", "/services"]]);

    // The app's next page, reported by its beacon, continues the same visit.
    expect((await beacon({ kind: "view", path: "/about" }, headers)).status).toBe(204);
    const continued = await campaignVisit(campaign, (rows) => rows.length === 2);
    expect(continued.events.map((event) => event.name)).toEqual(["/services", "/about"]);
    expect(continued.visit.exitPage).toBe("/about");

    const stored = JSON.stringify(await everyTable());
    expect(stored).not.toContain(ip);
    expect(stored).not.toContain("Chrome/131");
  });

  it("counts a browser that sends Global Privacy Control or Do Not Track without a visitor hash, each view a visit of its own", async () => {
    for (const signal of [{ "Sec-GPC": "1" }, { DNT: "1" }] as Record<string, string>[]) {
      const campaign = tag();
      const headers = { "CF-Connecting-IP": freshClientIp(), "User-Agent": IPHONE, ...signal };
      await visit(`/about?utm_campaign=${campaign}`, headers);
      const { visit: counted } = await campaignVisit(campaign);
      expect(counted.visitor).toBeNull();
      expect(counted.device).toBe("Mobile");
    }
  });

  it.each([
    ["its own word (the isbot list)", { "User-Agent": GOOGLEBOT }],
    ["the platform's verified-bot header, whatever its user agent", { "User-Agent": CHROME, "cf-verified-bot": "true" }],
  ])("counts a bot apart, per day, and never as a visit, known by %s", async (_, bot) => {
    const today = siteDayOf(Date.now());
    const botViews = async () => (await db().select().from(analyticsDays).where(eq(analyticsDays.day, today)))[0]?.botViews ?? 0;
    const before = await botViews();
    const campaign = tag();
    await visit(`/services?utm_campaign=${campaign}`, { "CF-Connecting-IP": freshClientIp(), ...bot });
    await eventually(botViews, (views) => views === before + 1);
    expect(await visitsOfCampaign(campaign)).toEqual([]);
  });

  it("counts a browser the platform says is no verified bot as a visitor", async () => {
    const campaign = tag();
    await visit(`/services?utm_campaign=${campaign}`, {
      "CF-Connecting-IP": freshClientIp(),
      "User-Agent": CHROME,
      "cf-verified-bot": "false",
    });
    const { visit: counted } = await campaignVisit(campaign);
    expect(counted.visitor).toMatch(/^[0-9a-f]{32}$/);
  });

  it("hands views of requests that have already answered to the queue with the one that began the gathering, and stores each", async () => {
    // Through the Worker's own fetch with a queue that notes what it is handed, three requests at
    // once, each with its own execution context: whichever answers first begins the gathering and
    // hands it over, the others' views join it after their own requests are over.
    const sent: AnalyticsMessageBody[] = [];
    const queue = { send: (message: AnalyticsMessageBody) => (sent.push(message), env.ANALYTICS.send(message)) };
    const campaign = tag();
    const contexts = [0, 1, 2].map(() => createExecutionContext());
    const answers = await Promise.all(
      contexts.map(async (context) =>
        worker.fetch(
          new Request(`${ORIGIN}/about?utm_campaign=${campaign}`, {
            headers: { "CF-Connecting-IP": freshClientIp(), "User-Agent": CHROME },
          }),
          { ...env, ANALYTICS: queue },
          context,
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    await Promise.all(contexts.map((context) => waitOnExecutionContext(context)));

    const carrying = sent.flatMap((message) => {
      const read = analyticsMessageBody.parse(message);
      return "events" in read && read.events.some((event) => event.utmCampaign === campaign) ? [read.events] : [];
    });
    expect(carrying.flat().filter((event) => event.utmCampaign === campaign)).toHaveLength(3);
    expect(carrying.length).toBeLessThan(3);
    await eventually(
      () => visitsOfCampaign(campaign),
      (rows) => rows.length === 3,
    );
  });

  it("does not count the dashboard, a missing page, a HEAD, a prefetch, or a beacon naming no page of the site", async () => {
    const campaign = tag();
    const headers = { "CF-Connecting-IP": freshClientIp(), "User-Agent": CHROME };
    expect((await visit(`/admin?utm_campaign=${campaign}`, headers)).status).toBe(200);
    expect((await visit(`/no-such-page?utm_campaign=${campaign}`, headers)).status).toBe(404);
    await call(`/about?utm_campaign=${campaign}`, { method: "HEAD", headers });
    await visit(`/about?utm_campaign=${campaign}`, { ...headers, "Sec-Purpose": "prefetch" });
    expect((await beacon({ kind: "view", path: "/no-such-page" }, headers)).status).toBe(204);
    expect((await beacon({ kind: "view", path: "/admin/settings" }, headers)).status).toBe(204);
    expect((await beacon({ kind: "goal", goal: "contact", path: "/contact" }, headers)).status).toBe(400);

    // A page counted afterwards arrives: everything before it would have too.
    const marker = tag();
    await visit(`/about?utm_campaign=${marker}`, headers);
    await campaignVisit(marker);
    expect(await visitsOfCampaign(campaign)).toEqual([]);
    const pages = await db().select({ name: analyticsEvents.name }).from(analyticsEvents);
    expect(pages.map((row) => row.name)).not.toContain("/no-such-page");
    expect(pages.map((row) => row.name)).not.toContain("/admin/settings");
  });

  it("answers a beacon that is not one with 400 and counts nothing", async () => {
    const headers = { "CF-Connecting-IP": freshClientIp(), "User-Agent": CHROME };
    for (const body of [
      {},
      { kind: "view" },
      { kind: "view", path: "about" },
      { kind: "goal", goal: "phone" },
      { kind: "view", path: `/${"a".repeat(400)}` },
    ]) {
      expect((await beacon(body, headers)).status).toBe(400);
    }
    expect(
      (await call("/api/analytics/events", { method: "POST", headers: { ...headers, Origin: "http://localhost" }, body: "{" })).status,
    ).toBeGreaterThanOrEqual(400);
  });
});
