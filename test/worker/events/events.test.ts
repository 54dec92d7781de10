import { describe, expect, it, beforeAll } from "vitest";

import { communityEvents } from "../../../worker/db/schema";
import { siteDateTimeToInstant } from "../../../worker/shared/time";
import { apiClient, read, successBody } from "../api-client";
import { db } from "../helpers";

const api = apiClient();

const event = (title: string, neighborhood: string, eventType: string, date: string, time = "18:30") => ({
  title,
  description: `${title} description`,
  eventDate: siteDateTimeToInstant(date, time),
  eventTime: time,
  location: "Library meeting room",
  neighborhood,
  eventType,
  organizer: "Association board",
  contactEmail: "board@example.org",
  contactPhone: "(410) 555-0100",
  contactInfo: "board@example.org · (410) 555-0100",
});

beforeAll(async () => {
  await db()
    .insert(communityEvents)
    .values([
      event("Police council", "Canton", "BPD Meeting", "2026-03-10"),
      event("Town hall", "Canton", "Town Hall", "2026-01-05"),
      event("Night walk", "Fells Point", "Safety Walk", "2026-07-04", "20:00"),
      event("Board meeting", "Hampden", "Neighborhood Meeting", "2026-02-01"),
      event("Default type", "Canton", "Community Meeting", "2026-04-01"),
    ]);
});

async function titles(query: { neighborhood?: string; eventType?: string }) {
  const response = await api.events.$get({ query });
  expect(response.status).toBe(200);
  return (await successBody(response)).map((e) => e.title);
}

describe("GET /api/events", () => {
  it("lists every event by start time", async () => {
    expect(await titles({})).toEqual(["Town hall", "Board meeting", "Police council", "Default type", "Night walk"]);
  });

  it("carries both vocabularies of R4, with the start read in America/New_York", async () => {
    const [first] = await read(api.events.$get({ query: { neighborhood: "Fells Point" } }));
    expect(first).toMatchObject({
      eventDate: "2026-07-05T00:00:00.000Z", // 20:00 EDT
      eventTime: "20:00",
      contactInfo: "board@example.org · (410) 555-0100",
      date: "2026-07-04",
      time: "20:00",
      contactEmail: "board@example.org",
      contactPhone: "(410) 555-0100",
      registrationUrl: null,
    });
  });

  it.each([
    ["public filter BPD", { eventType: "BPD" }, ["Police council"]],
    ["public filter Community", { eventType: "Community" }, ["Town hall", "Default type"]],
    ["public filter Association", { eventType: "Association" }, ["Board meeting"]],
    ["exact admin type", { eventType: "Town Hall" }, ["Town hall"]],
    ["neighborhood", { neighborhood: "Canton" }, ["Town hall", "Police council", "Default type"]],
    ["both filters", { neighborhood: "Canton", eventType: "BPD" }, ["Police council"]],
    [
      "empty filters mean none",
      { neighborhood: "", eventType: "" },
      ["Town hall", "Board meeting", "Police council", "Default type", "Night walk"],
    ],
    ["a type nobody uses", { eventType: "Picnic" }, []],
  ])("filters by %s", async (_name, query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });

  it("rejects an absurd filter with a JSON 400", async () => {
    const response = await api.events.$get({ query: { neighborhood: "x".repeat(101) } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String), errors: { neighborhood: expect.any(Array) } });
  });
});
