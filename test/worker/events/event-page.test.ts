// Each event's own page: its head tags and Event JSON-LD in the served HTML, a 301 from any
// other slug, the not-found page for an unknown id, and a place in the sitemap.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { communityEvents } from "../../../worker/db/schema";
import { COMPANY } from "../../../worker/shared/company";
import { QUERY_STATE_ID } from "../../../worker/shared/pages";
import { buildRule } from "../../../worker/shared/recurrence";
import { siteDateTimeToInstant } from "../../../worker/shared/time";
import { apiClient } from "../api-client";
import { call, db, ORIGIN } from "../helpers";

let meetingId = 0;
let walkId = 0;

beforeAll(async () => {
  const rows = await db()
    .insert(communityEvents)
    .values([
      {
        title: "Canton Association: Monthly Meeting",
        description: "Committee reports & a safety update.",
        eventDate: siteDateTimeToInstant("2026-01-06", "19:00"),
        eventTime: "19:00",
        endTime: "20:30",
        recurrence: buildRule("monthly", "2026-01-06", null),
        isRecurring: true,
        location: "Canton Library",
        neighborhood: "Canton",
        eventType: "Neighborhood Meeting",
        organizer: "Canton Community Association",
        contactEmail: "board@example.org",
      },
      {
        title: "Night walk",
        eventDate: siteDateTimeToInstant("2026-07-04", "20:00"),
        eventTime: "20:00",
        location: "Broadway Square",
        neighborhood: "Fells Point",
        eventType: "Safety Walk",
      },
    ])
    .returning({ id: communityEvents.id });
  [meetingId, walkId] = rows.map((row) => row.id) as [number, number];
});

// The page leads with the series' next date: fix the clock.
afterEach(() => vi.useRealTimers());
const at = (iso: string) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(iso));
};

const meta = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&").replace(/&#39;/g, "'");

function jsonLd(html: string) {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

describe("an event's page", () => {
  it("is served with its own title, description, canonical address and og tags", async () => {
    at("2026-03-10T12:00:00Z");
    const path = `/calendar/${meetingId}-canton-association-monthly-meeting`;
    const response = await call(path);
    expect(response.status).toBe(200);
    const html = await response.text();
    const title = `Canton Association: Monthly Meeting - ${COMPANY.name}`;
    const description = "Repeats on the first Tuesday of every month. Canton Library, Canton. Committee reports & a safety update.";
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, "&")).toBe(title);
    expect(meta(html, "name", "description")).toBe(description);
    expect(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]).toBe(`${ORIGIN}${path}`);
    expect(meta(html, "property", "og:title")).toBe(title);
    expect(meta(html, "property", "og:description")).toBe(description);
    expect(meta(html, "property", "og:url")).toBe(`${ORIGIN}${path}`);
  });

  it("arrives with its details in the HTML, and the data the app starts from beside them", async () => {
    at("2026-03-10T12:00:00Z");
    const html = await (await call(`/calendar/${meetingId}-canton-association-monthly-meeting`)).text();
    const body = html.slice(html.indexOf("<body"));
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(body)?.[1]?.replace(/&amp;/g, "&")).toBe("Canton Association: Monthly Meeting");
    expect(body).toContain("Canton Library");
    expect(body).toContain("Next dates");
    expect(body).toContain("April 7, 2026");
    const state = new RegExp(`<script type="application/json" id="${QUERY_STATE_ID}">([^<]*)</script>`).exec(html)?.[1];
    expect(state).toContain(`"queryKey":["events","one",${meetingId}]`);
  });

  it("describes a series as one Event at its next date, with Baltimore offsets and its schedule", async () => {
    at("2026-03-10T12:00:00Z");
    const html = await (await call(`/calendar/${meetingId}-canton-association-monthly-meeting`)).text();
    const [event] = jsonLd(html);
    expect(event).toMatchObject({
      "@type": "Event",
      name: "Canton Association: Monthly Meeting",
      startDate: "2026-04-07T19:00:00-04:00",
      endDate: "2026-04-07T20:30:00-04:00",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Canton Library" },
      organizer: { "@type": "Organization", name: "Canton Community Association" },
      url: `${ORIGIN}/calendar/${meetingId}-canton-association-monthly-meeting`,
      eventSchedule: {
        "@type": "Schedule",
        repeatFrequency: "P1M",
        byDay: "https://schema.org/Tuesday",
        byMonthWeek: 1,
        startDate: "2026-01-06",
        startTime: "19:00:00",
        endTime: "20:30:00",
        scheduleTimezone: "America/New_York",
      },
    });
  });

  it("gives a one-time event its own date with the default length, in winter's or summer's offset", async () => {
    at("2026-03-10T12:00:00Z");
    const [event] = jsonLd(await (await call(`/calendar/${walkId}-night-walk`)).text());
    expect(event).toMatchObject({ startDate: "2026-07-04T20:00:00-04:00", endDate: "2026-07-04T22:00:00-04:00" });
    expect(event).not.toHaveProperty("eventSchedule");
  });

  it.each([
    ["a wrong slug", (id: number) => `/calendar/${id}-old-title?ref=flyer`],
    ["no slug", (id: number) => `/calendar/${id}?ref=flyer`],
  ])("answers %s with a 301 to its own address", async (_name, pathOf) => {
    const response = await call(pathOf(walkId), { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(`/calendar/${walkId}-night-walk?ref=flyer`);
  });

  it.each(["/calendar/987654-nothing", "/calendar/0-zero", "/calendar/abc"])("%s is the not-found page, 404", async (path) => {
    const response = await call(path);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<title>Page Not Found");
  });

  it("is listed in the sitemap", async () => {
    const xml = await (await call("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${ORIGIN}/calendar/${meetingId}-canton-association-monthly-meeting</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/calendar/${walkId}-night-walk</loc>`);
  });

  it("reads as JSON for the page's client at /api/events/<id>, 404 for an unknown one", async () => {
    const response = await apiClient().events[":id"].$get({ param: { id: String(walkId) } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: walkId,
      path: `/calendar/${walkId}-night-walk`,
      occurrences: [{ date: "2026-07-04" }],
    });
    expect((await apiClient().events[":id"].$get({ param: { id: "987654" } })).status).toBe(404);
  });
});
