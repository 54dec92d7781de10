// The calendar's served HTML reads as a calendar without any JavaScript: its dates under a
// heading for each month (Baltimore's months), at most a page of them, and a plain link to the
// later ones that keeps the filters; each page past the first is its own canonical address.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { communityEvents } from "../../../worker/db/schema";
import { CALENDAR_PAGE_SIZE } from "../../../worker/shared/events";
import { siteDateTimeToInstant } from "../../../worker/shared/time";
import { call, db } from "../helpers";

const NOW = Date.parse("2030-11-20T17:00:00.000Z");

const event = (title: string, date: string, time = "19:00", neighborhood = "Canton") => ({
  title,
  eventDate: siteDateTimeToInstant(date, time),
  eventTime: time,
  location: "Library",
  neighborhood,
  eventType: "Neighborhood Meeting",
  organizer: "Neighbors",
});

// Fourteen Canton dates from November 2030 to March 2031 (one at 11:30 PM on New Year's Eve,
// already January 1 in UTC), two in Fells Point, and one Canton meeting that is over.
const CANTON_DAYS = [
  "2030-11-25",
  "2030-12-02",
  "2030-12-09",
  "2030-12-16",
  "2031-01-06",
  "2031-01-13",
  "2031-01-20",
  "2031-01-27",
  "2031-02-03",
  "2031-02-10",
  "2031-02-17",
  "2031-02-24",
  "2031-03-03",
];

beforeAll(async () => {
  // One statement each: D1 binds at most 100 values to a statement.
  const [first, ...rest] = [
    ...CANTON_DAYS.map((day) => event(`Canton meeting ${day}`, day)),
    event("Canton New Year's Eve watch", "2030-12-31", "23:30"),
    event("Fells Point walk 2030-12-05", "2030-12-05", "19:00", "Fells Point"),
    event("Fells Point walk 2031-01-08", "2031-01-08", "19:00", "Fells Point"),
    event("Canton meeting that is over", "2030-11-01"),
  ].map((row) => db().insert(communityEvents).values(row));
  await db().batch([first!, ...rest]);
});

afterEach(() => vi.useRealTimers());

/** The served page's root markup, what a reader without JavaScript gets, as of NOW. */
async function served(path: string) {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(NOW));
  const response = await call(path);
  const html = await response.text();
  const root = html
    .slice(html.indexOf('<div id="root">'), html.lastIndexOf("</div>"))
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'");
  return { response, html, root };
}

const monthHeadings = (root: string) => [...root.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((match) => match[1]);
const cardTitles = (root: string) => [...root.matchAll(/<h4[^>]*><a[^>]*>([^<]+)<\/a><\/h4>/g)].map((match) => match[1]);
/** The links between pages: each an `<a href>`, its text and address. */
const pageLinks = (root: string) =>
  [...root.matchAll(/<a [^>]*href="(\/calendar[^"]*)"[^>]*>(Later events|Earlier events)<\/a>/g)].map((match) => [match[2], match[1]]);

describe("the calendar's first page", () => {
  it("lists the first dates under their months, in order, at most a page of them, with Later events linking on", async () => {
    const { response, root } = await served("/calendar");
    expect(response.status).toBe(200);
    expect(CALENDAR_PAGE_SIZE).toBe(12);
    expect(monthHeadings(root)).toEqual(["November 2030", "December 2030", "January 2031", "February 2031"]);
    expect(cardTitles(root)).toEqual([
      "Canton meeting 2030-11-25",
      "Canton meeting 2030-12-02",
      "Fells Point walk 2030-12-05",
      "Canton meeting 2030-12-09",
      "Canton meeting 2030-12-16",
      "Canton New Year's Eve watch",
      "Canton meeting 2031-01-06",
      "Fells Point walk 2031-01-08",
      "Canton meeting 2031-01-13",
      "Canton meeting 2031-01-20",
      "Canton meeting 2031-01-27",
      "Canton meeting 2031-02-03",
    ]);
    expect(root.match(/<article/g)).toHaveLength(12);
    expect(root).not.toContain("Canton meeting 2031-02-10");
    expect(root).not.toContain("Canton meeting that is over");
    expect(pageLinks(root)).toEqual([["Later events", "/calendar?page=2#events-heading"]]);
  });

  it("heads a date by its month in Baltimore: 11:30 PM on December 31 is December's", async () => {
    const { root } = await served("/calendar");
    const at = (text: string) => root.indexOf(text);
    expect(at("December 2030")).toBeGreaterThan(0);
    expect(at("December 2030")).toBeLessThan(at("Canton New Year's Eve watch"));
    expect(at("Canton New Year's Eve watch")).toBeLessThan(at("January 2031"));
    expect(root).toContain("Tuesday, December 31, 2030");
  });

  it("is its own canonical address, and page 2 is page 2's", async () => {
    const first = await served("/calendar");
    expect(first.html).toContain('<link rel="canonical" href="http://localhost/calendar">');
    const second = await served("/calendar?page=2");
    expect(second.html).toContain('<link rel="canonical" href="http://localhost/calendar?page=2">');
  });
});

describe("the calendar's later pages", () => {
  it("page 2 goes on from the first page's last date, its month headed again, with Earlier events back and no Later events", async () => {
    const { response, root } = await served("/calendar?page=2");
    expect(response.status).toBe(200);
    expect(monthHeadings(root)).toEqual(["February 2031", "March 2031"]);
    expect(cardTitles(root)).toEqual([
      "Canton meeting 2031-02-10",
      "Canton meeting 2031-02-17",
      "Canton meeting 2031-02-24",
      "Canton meeting 2031-03-03",
    ]);
    expect(pageLinks(root)).toEqual([["Earlier events", "/calendar#events-heading"]]);
  });

  it("keeps the filters in the link, and the filtered page 2 holds only what they match", async () => {
    const first = await served("/calendar?neighborhood=Canton");
    expect(cardTitles(first.root)).toHaveLength(12);
    expect(first.root).not.toContain("Fells Point walk");
    expect(pageLinks(first.root)).toEqual([["Later events", "/calendar?neighborhood=Canton&page=2#events-heading"]]);

    const second = await served("/calendar?neighborhood=Canton&page=2");
    expect(cardTitles(second.root)).toEqual(["Canton meeting 2031-02-24", "Canton meeting 2031-03-03"]);
    expect(pageLinks(second.root)).toEqual([["Earlier events", "/calendar?neighborhood=Canton#events-heading"]]);
    // The filters and the subscription stay as they are on every page.
    expect(second.root).toContain('href="webcal://localhost/calendar.ics?neighborhood=Canton"');
    expect(second.root).toContain('<option value="Canton" selected="">');
  });

  it("has no page links when a filter's dates fit on one page", async () => {
    const { root } = await served("/calendar?neighborhood=Fells+Point");
    expect(cardTitles(root)).toEqual(["Fells Point walk 2030-12-05", "Fells Point walk 2031-01-08"]);
    expect(monthHeadings(root)).toEqual(["December 2030", "January 2031"]);
    expect(pageLinks(root)).toEqual([]);
    expect(root).not.toContain('aria-label="More events"');
  });

  it("shows the past under its months, the latest first", async () => {
    const { root } = await served("/calendar?when=past");
    expect(monthHeadings(root)).toEqual(["November 2030"]);
    expect(cardTitles(root)).toEqual(["Canton meeting that is over"]);
    expect(pageLinks(root)).toEqual([]);
  });

  it.each([
    ["/calendar?page=1", "/calendar"],
    ["/calendar?page=0&neighborhood=Canton", "/calendar?neighborhood=Canton"],
    ["/calendar?page=next", "/calendar"],
  ])("%s redirects to %s", async (from, to) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(NOW));
    const response = await call(from, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(to);
  });
});
