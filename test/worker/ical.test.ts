import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { communityEvents } from "../../worker/db/schema";
import { siteDateTimeToInstant } from "../../worker/shared/time";
import { call, db } from "./helpers";

beforeAll(async () => {
  await db()
    .insert(communityEvents)
    .values([
      {
        title: "Canton walk; bring a flashlight, please",
        description: "Meet at the square.\nWe walk for an hour.",
        eventDate: siteDateTimeToInstant("2026-12-05", "19:00"),
        eventTime: "19:00",
        location: "O'Donnell Square",
        neighborhood: "Canton",
        eventType: "Safety Walk",
        organizer: "Canton neighbors",
        contactEmail: "walks@example.org",
      },
      {
        title: "District council",
        description: "Monthly meeting.",
        eventDate: siteDateTimeToInstant("2026-07-10", "18:30"),
        eventTime: "18:30",
        location: "District station community room",
        neighborhood: "Fells Point",
        eventType: "BPD Meeting",
      },
    ]);
});

/** Unfolds continuation lines, then reads one property of each VEVENT. */
function events(ics: string) {
  const lines = ics.replace(/\r\n /g, "").split("\r\n");
  const result: Record<string, string>[] = [];
  let current: Record<string, string> | undefined;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      result.push(current);
      current = undefined;
    } else if (current) {
      const colon = line.indexOf(":");
      current[line.slice(0, colon).split(";")[0]!] = line.slice(colon + 1);
    }
  }
  return result;
}

describe("/calendar.ics", () => {
  it("is an iCalendar feed of every event, in UTC, with escaped text and CRLF lines", async () => {
    const response = await call("/calendar.ics");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const ics = await response.text();
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const [summer, winter] = events(ics);
    expect(summer).toMatchObject({ SUMMARY: "District council", DTSTART: "20260710T223000Z", DTEND: "20260710T233000Z" });
    expect(winter).toMatchObject({
      SUMMARY: "Canton walk\\; bring a flashlight\\, please",
      DESCRIPTION: "Meet at the square.\\nWe walk for an hour.",
      DTSTART: "20261206T000000Z", // 19:00 EST
      LOCATION: "O'Donnell Square",
    });
    expect(winter?.UID).toMatch(/^event-\d+@localhost$/);
  });

  it.each([
    ["?neighborhood=Canton", ["Canton walk\\; bring a flashlight\\, please"]],
    ["?eventType=BPD", ["District council"]],
    ["?eventType=Safety%20Walk&neighborhood=Fells%20Point", []],
  ])("honours the calendar's filters: %s", async (query, titles) => {
    const ics = await (await call(`/calendar.ics${query}`)).text();
    expect(events(ics).map((event) => event.SUMMARY)).toEqual(titles);
  });
});

describe("the calendar page's head", () => {
  // The Worker reads the clock in this isolate: fix it on either side of the two events.
  afterEach(() => vi.useRealTimers());

  async function eventNamesInHead(now: string) {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(now));
    const html = await (await call("/calendar")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as { "@type"?: string; name?: string },
    );
    return blocks.filter((block) => block["@type"] === "Event").map((block) => block.name);
  }

  it("describes each upcoming event as a schema.org Event, and no past one", async () => {
    expect(await eventNamesInHead("2026-06-01T12:00:00Z")).toEqual(["District council", "Canton walk; bring a flashlight, please"]);
    expect(await eventNamesInHead("2026-08-01T12:00:00Z")).toEqual(["Canton walk; bring a flashlight, please"]);
    expect(await eventNamesInHead("2026-12-07T12:00:00Z")).toEqual([]);
  });
});
