// Impossible dates and times are refused (2026-02-31 was once stored as March 3), with the
// spec's "X is required" kept for an empty value.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { isCalendarDate, isClockTime } from "../../../worker/shared/time";
import { adminApi, apiClient, read } from "../api-client";

describe("isCalendarDate", () => {
  it.each([
    ["2028-02-29", true], // leap year
    ["2027-02-29", false],
    ["2100-02-29", false], // a century, not a leap year
    ["2000-02-29", true], // a fourth century is one
    ["2026-02-28", true],
    ["2026-02-31", false],
    ["2026-04-30", true],
    ["2026-04-31", false],
    ["2026-06-31", false],
    ["2026-12-31", true],
    ["2026-01-01", true],
    ["2026-13-01", false],
    ["2026-00-10", false],
    ["2026-01-00", false],
    ["2026-01-32", false],
    // Year 0 is a year of ISO 8601's calendar (a leap year); the plausible-dates rule refuses it, not this one.
    ["0000-01-01", true],
    ["0000-02-29", true],
    ["0099-02-29", false],
    ["2026-1-5", false],
    ["2026/01/05", false],
    ["2026-01-05T00:00", false],
    ["", false],
  ])("%s: %s", (text, expected) => {
    expect(isCalendarDate(text)).toBe(expected);
  });
});

describe("isClockTime", () => {
  it.each([
    ["00:00", true],
    ["09:05", true],
    ["12:59", true],
    ["23:59", true],
    ["24:00", false],
    ["24:30", false],
    ["12:60", false],
    ["12:99", false],
    ["9:05", false],
    ["09:05:00", false],
    ["-1:00", false],
    ["", false],
  ])("%s: %s", (text, expected) => {
    expect(isClockTime(text)).toBe(expected);
  });
});

describe("the admin event form's date and time", () => {
  const event = {
    title: "Date check",
    date: "2026-05-02",
    time: "18:30",
    location: "36th Street",
    neighborhood: "Hampden",
    description: "Evening safety walk.",
    eventType: "Community Meeting",
    organizer: "Hampden neighbors",
    contactEmail: "",
    contactPhone: "",
    registrationUrl: "",
  };
  let admin = apiClient();
  beforeAll(async () => {
    admin = await adminApi();
  });
  const events = async () => (await env.DB.prepare("SELECT count(*) AS n FROM community_events").first<{ n: number }>())?.n ?? 0;

  it.each([
    ["date", "2026-02-31", "This date does not exist"],
    ["date", "2027-02-29", "This date does not exist"],
    ["date", "2026-04-31", "This date does not exist"],
    ["date", "2026-13-01", "This date does not exist"],
    ["date", "03/14/2026", "Use the date picker (YYYY-MM-DD)"],
    ["date", "", "Date is required"],
    ["time", "24:30", "Use a time from 00:00 to 23:59"],
    ["time", "12:60", "Use a time from 00:00 to 23:59"],
    ["time", "6pm", "Use the time picker (HH:MM)"],
    ["time", "", "Time is required"],
  ])("refuses %s %j with '%s', writing nothing", async (field, value, message) => {
    const before = await events();
    const response = await admin.events.$post({ json: { ...event, [field]: value } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, errors: { [field]: [message] } });
    expect(await events()).toBe(before);
  });

  it("refuses an impossible date on an update too, keeping the stored one", async () => {
    const created = await read(admin.events.$post({ json: event }));
    const response = await admin.events[":id"].$patch({ param: { id: String(created.id) }, json: { ...event, date: "2026-02-31" } });
    expect(response.status).toBe(400);
    const row = await env.DB.prepare("SELECT event_date AS eventDate FROM community_events WHERE id = ?").bind(created.id).first<{
      eventDate: number;
    }>();
    expect(new Date(row!.eventDate).toISOString()).toBe(created.eventDate);
  });

  it.each([
    ["2028-02-29", "12:00", "2028-02-29T17:00:00.000Z"],
    ["2026-12-31", "23:59", "2027-01-01T04:59:00.000Z"],
    ["2026-01-01", "00:00", "2026-01-01T05:00:00.000Z"],
  ])("accepts %s %s", async (date, time, eventDate) => {
    const response = await admin.events.$post({ json: { ...event, date, time } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ date, time, eventDate });
  });
});
