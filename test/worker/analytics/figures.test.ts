// The figures (R22): visits and their events added up per day of the site (America/New_York),
// the period before, each table, a filter by any row, goals' conversion rates, CSV, and who may
// read them. Events are handed to the real consumer at chosen times on days long over.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { analyticsDays, analyticsRollups } from "../../../worker/db/schema";
import { DIRECT_SOURCE, type Figures } from "../../../worker/shared/analytics";
import { siteDayOf } from "../../../worker/shared/time";
import { db } from "../helpers";
import { callWith, sessionFor } from "../session-helpers";
import { counted, deliverEvents, figures } from "./helpers";

const A = "a".repeat(32);
const B = "b".repeat(32);
const C = "c".repeat(32);

let owner: string;

beforeAll(async () => {
  owner = await sessionFor("figures-owner@example.com", { role: "owner" });
  await deliverEvents([
    // March 7 (EST, UTC-5): A from Google views two pages two minutes apart and sends the contact form.
    counted("2026-03-07T15:00:00Z", { visitor: A, path: "/", referrer: "google.com" }),
    counted("2026-03-07T15:02:00Z", { visitor: A, path: "/services", referrer: "google.com" }),
    counted("2026-03-07T15:03:00Z", { kind: "goal", visitor: A, path: "/contact", goal: "contact" }),
    // B, from the newsletter, one minute before midnight in Baltimore (04:59 UTC the next day), on a phone.
    counted("2026-03-08T04:59:00Z", {
      visitor: B,
      path: "/services",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      device: "Mobile",
      browser: "Safari",
      country: "CA",
    }),
    // A browser that asked not to be tracked, and a bot.
    counted("2026-03-07T18:00:00Z", { visitor: null, path: "/about" }),
    counted("2026-03-07T18:00:00Z", { kind: "bot", visitor: null, path: "/" }),
    // March 8 begins at 05:00 UTC: C's view is March 8's.
    counted("2026-03-08T05:00:00Z", { visitor: C, path: "/" }),
  ]);
});

const rowsOf = (result: Figures, table: keyof Figures["tables"]) =>
  Object.fromEntries(result.tables[table].rows.map((row) => [row.value, [row.visitors, row.visits, row.pageviews]]));

describe("the figures of a day", () => {
  it("add up its visitors, visits, views, time on page and bots, by the day in Baltimore", async () => {
    const day = await figures(owner, "from=2026-03-07&to=2026-03-07");
    expect(day.totals).toEqual({ visitors: 2, visits: 3, pageviews: 4, viewsPerVisit: 1.33, timeOnPageSeconds: 120, botViews: 1 });
    expect(day.previous).toEqual({
      from: "2026-03-06",
      to: "2026-03-06",
      totals: { visitors: 0, visits: 0, pageviews: 0, viewsPerVisit: 0, timeOnPageSeconds: 0, botViews: 0 },
    });
    expect(rowsOf(day, "page")).toEqual({ "/services": [2, 2, 2], "/": [1, 1, 1], "/about": [0, 1, 1] });
    expect(rowsOf(day, "entry")).toEqual({ "/": [1, 1, 2], "/services": [1, 1, 1], "/about": [0, 1, 1] });
    expect(rowsOf(day, "exit")).toEqual({ "/services": [2, 2, 3], "/about": [0, 1, 1] });
    expect(rowsOf(day, "source")).toEqual({ "google.com": [1, 1, 2], newsletter: [1, 1, 1], [DIRECT_SOURCE]: [0, 1, 1] });
    expect(rowsOf(day, "medium")).toEqual({ email: [1, 1, 1] });
    expect(rowsOf(day, "campaign")).toEqual({ spring: [1, 1, 1] });
    expect(rowsOf(day, "country")).toEqual({ US: [1, 2, 3], CA: [1, 1, 1] });
    expect(rowsOf(day, "device")).toEqual({ Desktop: [1, 2, 3], Mobile: [1, 1, 1] });
    expect(rowsOf(day, "browser")).toEqual({ Chrome: [1, 2, 3], Safari: [1, 1, 1] });
    expect(rowsOf(day, "goal")).toEqual({ contact: [1, 1, 1] });
    expect(day.tables.page.rows.find((row) => row.value === "/")?.timeOnPageSeconds).toBe(120);
  });

  it("roll the day up for good on first reading, and answer the same from the stored rows", async () => {
    const first = await figures(owner, "from=2026-03-07&to=2026-03-08");
    const [march7] = await db().select().from(analyticsDays).where(eq(analyticsDays.day, "2026-03-07"));
    expect(march7?.final).toBe(true);
    expect((await db().select().from(analyticsRollups).where(eq(analyticsRollups.day, "2026-03-07"))).length).toBeGreaterThan(20);
    expect(await figures(owner, "from=2026-03-07&to=2026-03-08")).toEqual(first);
    expect(first.totals.visitors).toBe(3);
    expect(first.series).toEqual([
      { day: "2026-03-07", visitors: 2, pageviews: 4 },
      { day: "2026-03-08", visitors: 1, pageviews: 1 },
    ]);
    expect(first.previous.from).toBe("2026-03-05");
  });

  it("roll a day up again when an event for it arrives late", async () => {
    await figures(owner, "from=2026-03-07&to=2026-03-07");
    await deliverEvents([counted("2026-03-07T20:00:00Z", { visitor: "d".repeat(32), path: "/projects" })]);
    const [march7] = await db().select().from(analyticsDays).where(eq(analyticsDays.day, "2026-03-07"));
    expect(march7?.final).toBe(false);
    const again = await figures(owner, "from=2026-03-07&to=2026-03-07");
    expect(again.totals.visitors).toBe(3);
    expect(rowsOf(again, "page")["/projects"]).toEqual([1, 1, 1]);
  });
});

describe("a filter", () => {
  it("narrows every table to the visits that match a row: a source, a page, a country", async () => {
    const google = await figures(owner, `from=2026-03-01&to=2026-03-07&filter=${encodeURIComponent("source:google.com")}`);
    expect(google.filter).toEqual({ dimension: "source", value: "google.com" });
    expect(google.totals).toMatchObject({ visitors: 1, visits: 1, pageviews: 2 });
    expect(rowsOf(google, "page")).toEqual({ "/": [1, 1, 1], "/services": [1, 1, 1] });
    expect(google.series.find((day) => day.day === "2026-03-07")).toEqual({ day: "2026-03-07", visitors: 1, pageviews: 2 });

    const services = await figures(owner, `from=2026-03-07&to=2026-03-07&filter=${encodeURIComponent("page:/services")}`);
    expect(services.totals).toMatchObject({ visitors: 2, visits: 2, pageviews: 3 });
    expect(rowsOf(services, "source")).toEqual({ "google.com": [1, 1, 2], newsletter: [1, 1, 1] });

    const canada = await figures(owner, "from=2026-03-07&to=2026-03-07&filter=country:CA");
    expect(canada.totals).toMatchObject({ visitors: 1, pageviews: 1 });
    expect(rowsOf(canada, "campaign")).toEqual({ spring: [1, 1, 1] });
  });

  it("by a goal gives each row its conversion rate: the row's visitors who reached it, of all its visitors", async () => {
    const contact = await figures(owner, "from=2026-03-07&to=2026-03-07&filter=goal:contact");
    const rate = (table: keyof Figures["tables"], value: string) =>
      contact.tables[table].rows.find((row) => row.value === value)?.conversionRate;
    expect(rate("source", "google.com")).toBe(100);
    expect(rate("page", "/services")).toBe(50);
    expect(rate("page", "/")).toBe(100);
    expect(contact.tables.source.rows.map((row) => row.value)).toEqual(["google.com"]);
  });
});

describe("today", () => {
  it("is added up live from its events, without waiting for a rollup", async () => {
    const now = new Date();
    const today = siteDayOf(now.getTime());
    const before = await figures(owner, `from=${today}&to=${today}`);
    await deliverEvents([counted(now.toISOString(), { visitor: "e".repeat(32), path: "/contact", referrer: "bing.com" })]);
    const after = await figures(owner, `from=${today}&to=${today}`);
    expect(after.totals.visitors).toBe(before.totals.visitors + 1);
    expect(rowsOf(after, "source")["bing.com"]).toEqual([1, 1, 1]);
    const [row] = await db().select().from(analyticsDays).where(eq(analyticsDays.day, today));
    expect(row?.final).toBe(false);
  });
});

describe("the CSV export", () => {
  it("has every row of a table, with the figures named as the API names them", async () => {
    const response = await callWith(owner, "/api/analytics/export.csv?from=2026-03-07&to=2026-03-07&table=source");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="analytics-source-2026-03-07-to-2026-03-07.csv"');
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe('"Source","visitors","visits","pageviews","time_on_page_seconds"');
    expect(lines).toContain('"google.com","1","1","2","120"');
    expect(lines).toHaveLength(4);

    const goals = await callWith(owner, "/api/analytics/export.csv?from=2026-03-07&to=2026-03-07&table=source&filter=goal:contact");
    const goalLines = (await goals.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(goalLines[0]).toContain('"conversion_rate_percent"');
    expect(goalLines[1]).toBe('"google.com","1","1","2","120","100"');
  });
});

describe("asking", () => {
  it("refuses a range backwards, too long, or a filter by no table, with a clear message", async () => {
    const backwards = await callWith(owner, "/api/analytics?from=2026-03-08&to=2026-03-07");
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(await backwards.json())).toContain("The range must end on or after its first day");
    expect((await callWith(owner, "/api/analytics?from=2000-01-01&to=2026-03-07")).status).toBe(400);
    expect((await callWith(owner, "/api/analytics?from=2026-03-07&to=2026-03-07&filter=shoe:size")).status).toBe(400);
    expect((await callWith(owner, "/api/analytics?from=2026-02-30&to=2026-03-07")).status).toBe(400);
    expect((await callWith(owner, "/api/analytics?to=2026-03-07")).status).toBe(400);
  });

  it("is for the roles with the analytics permission: Owner, Administrator and Editor, not the others", async () => {
    const path = "/api/analytics?from=2026-03-07&to=2026-03-07";
    for (const role of ["administrator", "editor"] as const) {
      expect((await callWith(await sessionFor(`${role}-figures@example.com`, { role }), path)).status).toBe(200);
    }
    for (const role of ["leads", "registry-coordinator"] as const) {
      expect((await callWith(await sessionFor(`${role}-figures@example.com`, { role }), path)).status).toBe(403);
    }
    expect((await callWith("", path)).status).toBe(401);
  });
});
