import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { json, renderRoute, requestUrl, stubApi } from "./render";
import { calendarAnswer } from "./calendar-api";

const upcoming = {
  id: 1,
  title: "Canton safety walk",
  description: "Evening walk along O'Donnell Square.",
  eventDate: "2026-07-05T00:00:00.000Z",
  eventTime: "20:00",
  location: "O'Donnell Square",
  neighborhood: "Canton",
  eventType: "Safety Walk",
  organizer: "Canton neighbors",
  contactInfo: null,
  isRecurring: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  date: "2026-07-04",
  time: "20:00",
  contactEmail: null,
  contactPhone: null,
  registrationUrl: null,
  endTime: null,
  repeat: "none",
  repeatUntil: "",
  recurrence: null,
  recurrenceText: null,
  cancelledDates: [],
  occurrences: [{ date: "2026-07-04", start: "2026-07-05T00:00:00.000Z", end: "2026-07-05T02:00:00.000Z", cancelled: false }],
  path: "/calendar/1-canton-safety-walk",
};

/** A monthly series on first Tuesdays at 7 PM (EDT), its May date cancelled. */
const series = {
  ...upcoming,
  id: 2,
  title: "Canton Association Meeting",
  eventType: "Neighborhood Meeting",
  eventDate: "2026-04-07T23:00:00.000Z",
  eventTime: "19:00",
  endTime: "20:30",
  repeat: "monthly",
  recurrence: "FREQ=MONTHLY;BYDAY=1TU",
  recurrenceText: "Repeats on the first Tuesday of every month",
  isRecurring: true,
  cancelledDates: ["2026-05-05"],
  occurrences: [
    { date: "2026-04-07", start: "2026-04-07T23:00:00.000Z", end: "2026-04-08T00:30:00.000Z", cancelled: false },
    { date: "2026-05-05", start: "2026-05-05T23:00:00.000Z", end: "2026-05-06T00:30:00.000Z", cancelled: true },
    { date: "2026-06-02", start: "2026-06-02T23:00:00.000Z", end: "2026-06-03T00:30:00.000Z", cancelled: false },
    { date: "2026-07-07", start: "2026-07-07T23:00:00.000Z", end: "2026-07-08T00:30:00.000Z", cancelled: false },
    { date: "2026-08-04", start: "2026-08-04T23:00:00.000Z", end: "2026-08-05T00:30:00.000Z", cancelled: false },
  ],
  path: "/calendar/2-canton-association-meeting",
};

// The page splits upcoming from past by the clock: fix it a month before the event.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("/calendar", () => {
  it("shows events read from the API with the date in Baltimore's time zone", async () => {
    stubApi({ "/api/events": calendarAnswer([upcoming]) });
    await renderRoute("/calendar");
    expect(await screen.findByRole("heading", { name: "Canton safety walk" })).toBeInTheDocument();
    // 00:00 UTC on July 5 is still July 4 in Baltimore.
    expect(screen.getByText("Saturday, July 4, 2026")).toBeInTheDocument();
    expect(screen.getByText("8:00 PM")).toBeInTheDocument();
    // Safety Walk belongs to the orange group of R4.
    expect(screen.getByText("Safety Walk", { selector: "[data-badge-color]" })).toHaveAttribute("data-badge-color", "orange");
    const google = screen.getByRole("link", { name: /Add to Google Calendar/ });
    // No end time: the default two hours.
    expect(google.getAttribute("href")).toContain("dates=20260705T000000Z%2F20260705T020000Z");
    expect(screen.getByRole("link", { name: "Canton safety walk" })).toHaveAttribute("href", "/calendar/1-canton-safety-walk");
  });

  it("asks the API for the chosen filters and offers the same filters as a calendar feed", async () => {
    const fetchMock = stubApi({ "/api/events": calendarAnswer([{ ...upcoming, eventType: "BPD Meeting" }]) });
    await renderRoute("/calendar?neighborhood=Canton&eventType=BPD");
    await screen.findByRole("heading", { name: "Canton safety walk" });
    const urls = fetchMock.mock.calls.map(([input]) => requestUrl(input));
    expect(urls.some((url) => url.includes("neighborhood=Canton") && url.includes("eventType=BPD"))).toBe(true);
    expect(screen.getByRole("link", { name: "Download these events (.ics)" })).toHaveAttribute(
      "href",
      "/calendar.ics?neighborhood=Canton&eventType=BPD",
    );
    expect(screen.getByLabelText("Neighborhood")).toHaveValue("Canton");
  });

  it("links the contact's email and phone, the phone dialled as +1 and digits, kept on one line", async () => {
    stubApi({
      "/api/events": calendarAnswer([
        {
          ...upcoming,
          contactInfo: "council@southeast.example.org, (410) 555-0117",
          contactEmail: "council@southeast.example.org",
          contactPhone: "(410) 555-0117",
        },
      ]),
    });
    await renderRoute("/calendar");
    const email = await screen.findByRole("link", { name: "council@southeast.example.org" });
    expect(email).toHaveAttribute("href", "mailto:council@southeast.example.org");
    const phone = screen.getByRole("link", { name: "(410) 555-0117" });
    expect(phone).toHaveAttribute("href", "tel:+14105550117");
    expect(phone).toHaveClass("whitespace-nowrap");
  });

  it("shows an older event's free-text contact as given", async () => {
    stubApi({ "/api/events": calendarAnswer([{ ...upcoming, contactInfo: "Ask at the front desk" }]) });
    await renderRoute("/calendar");
    expect(await screen.findByText("Ask at the front desk")).toBeInTheDocument();
  });

  it("offers the spec's event types, after 'All Events'", async () => {
    stubApi({ "/api/events": calendarAnswer([upcoming]) });
    await renderRoute("/calendar");
    await screen.findByRole("heading", { name: "Canton safety walk" });
    const types = within(screen.getByLabelText("Event Type"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(types).toEqual(["All Events", "BPD", "Community", "Safety Walk", "Association"]);
  });

  it("shows the spec's error text when the read fails", async () => {
    stubApi({ "/api/events": () => json({ message: "The service is temporarily unavailable." }, 503) });
    await renderRoute("/calendar");
    expect(await screen.findByText("Error loading events. Please try again later.")).toBeInTheDocument();
  });

  it("shows the empty state when nothing is upcoming", async () => {
    vi.setSystemTime(new Date("2026-07-05T01:00:00Z")); // the walk has just ended
    stubApi({ "/api/events": calendarAnswer([upcoming]) });
    await renderRoute("/calendar");
    expect(await screen.findByText("No Events Found")).toBeInTheDocument();
  });

  it("shows each upcoming date of a series as its own card, marked as repeating, cancelled dates left out", async () => {
    stubApi({ "/api/events": calendarAnswer([series]) });
    await renderRoute("/calendar");
    const cards = await screen.findAllByRole("heading", { name: "Canton Association Meeting" });
    // From June 1 on: June 2, July 7, August 4 (May 5 is cancelled and past anyway; April 7 is past).
    expect(cards).toHaveLength(3);
    for (const date of ["Tuesday, June 2, 2026", "Tuesday, July 7, 2026", "Tuesday, August 4, 2026"]) {
      expect(screen.getByText(date)).toBeInTheDocument();
    }
    expect(screen.getAllByText("Repeats on the first Tuesday of every month")).toHaveLength(3);
    expect(screen.getAllByText("7:00 PM – 8:30 PM")).toHaveLength(3);
    for (const link of screen.getAllByRole("link", { name: "Canton Association Meeting" })) {
      expect(link).toHaveAttribute("href", "/calendar/2-canton-association-meeting");
    }
  });

  it("lists a series' past dates under Past, the most recent first", async () => {
    stubApi({ "/api/events": calendarAnswer([series]) });
    await renderRoute("/calendar?when=past");
    await screen.findAllByRole("heading", { name: "Canton Association Meeting" });
    expect(screen.getAllByText(/^Tuesday, /).map((node) => node.textContent)).toEqual(["Tuesday, April 7, 2026"]);
  });

  it.each([
    ["", ""],
    ["?neighborhood=Canton", "?neighborhood=Canton"],
    ["?eventType=BPD", "?eventType=BPD"],
    ["?neighborhood=Fells%20Point&eventType=Safety%20Walk", "?neighborhood=Fells+Point&eventType=Safety+Walk"],
    ["?neighborhood=Canton&when=past", "?neighborhood=Canton"],
  ])("offers a webcal:// subscription to the feed of the filters in %j", async (search, feedQuery) => {
    stubApi({ "/api/events": calendarAnswer([upcoming]) });
    await renderRoute(`/calendar${search}`);
    const subscribe = await screen.findByRole("link", { name: "Subscribe in your calendar app" });
    expect(subscribe).toHaveAttribute("href", `webcal://${window.location.host}/calendar.ics${feedQuery}`);
  });
});
