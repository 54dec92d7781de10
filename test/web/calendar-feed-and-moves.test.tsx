// The calendar's "Copy link" beside its webcal subscription (the feed's own address, for Google
// Calendar's "From URL"), and a moved date's card (decision 0064): at its new day and time, in
// that day's month, saying where it was.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CALENDAR_TEXT } from "../../web/components/events/text";
import { renderRoute, stubApi } from "./render";
import { calendarAnswer } from "./calendar-api";

/** A monthly series on first Tuesdays at 7 PM, its October 6 date moved to Thursday, October 1 at 6 PM. */
const series = {
  id: 2,
  title: "Canton Association Meeting",
  description: "Committee reports.",
  eventDate: "2026-09-02T23:00:00.000Z",
  eventTime: "19:00",
  location: "Canton Library",
  neighborhood: "Canton",
  eventType: "Neighborhood Meeting",
  organizer: "Canton Community Association",
  contactInfo: null,
  isRecurring: true,
  createdAt: "2026-01-01T00:00:00.000Z",
  date: "2026-09-01",
  time: "19:00",
  contactEmail: null,
  contactPhone: null,
  registrationUrl: null,
  endTime: "20:30",
  repeat: "monthly",
  repeatInterval: 1,
  repeatUntil: "",
  recurrence: "FREQ=MONTHLY;BYDAY=1TU",
  recurrenceText: "Repeats on the first Tuesday of every month",
  cancelledDates: [],
  occurrences: [
    { date: "2026-09-01", start: "2026-09-01T23:00:00.000Z", end: "2026-09-02T00:30:00.000Z", cancelled: false },
    {
      date: "2026-10-06",
      start: "2026-10-01T22:00:00.000Z",
      end: "2026-10-02T00:00:00.000Z",
      cancelled: false,
      movedTo: { date: "2026-10-01", time: "18:00", endTime: null },
    },
    { date: "2026-11-03", start: "2026-11-04T00:00:00.000Z", end: "2026-11-04T01:30:00.000Z", cancelled: false },
  ],
  path: "/calendar/2-canton-association-meeting",
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-08-15T12:00:00Z"));
  stubApi({ "/api/events": calendarAnswer([series]) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the calendar's feed address", () => {
  it("shows the feed's own address as text, and Copy link copies it and says so", async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await renderRoute("/calendar?neighborhood=Canton");
    const address = `${window.location.origin}/calendar.ics?neighborhood=Canton`;
    expect(await screen.findByRole("textbox", { name: CALENDAR_TEXT.feedAddress })).toHaveValue(address);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(await screen.findByText("Link copied: paste it into Google Calendar's From URL.")).toHaveAttribute("role", "status");
  });

  it("says how to copy it by hand when the browser refuses", async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) }, configurable: true });
    await renderRoute("/calendar");
    await user.click(await screen.findByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("The link could not be copied: select the address and copy it.")).toHaveAttribute("role", "status");
  });
});

describe("a moved date on the calendar", () => {
  it("is carded at its new day and time, under that day's month, saying where it was", async () => {
    await renderRoute("/calendar");
    const october = await screen.findByRole("heading", { name: "October 2026" });
    const card = within(october.nextElementSibling as HTMLElement).getByRole("article");
    expect(card).toHaveTextContent("Thursday, October 1, 2026");
    expect(card).toHaveTextContent("6:00 PM");
    expect(card).not.toHaveTextContent("8:30 PM");
    expect(within(card).getByText("Moved from Tuesday, October 6, 2026")).toBeInTheDocument();
    expect(screen.getAllByRole("article")).toHaveLength(3);
  });
});
