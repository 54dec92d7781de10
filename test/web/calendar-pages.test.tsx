// The calendar as a calendar: its dates under a heading for each Baltimore month, at most a
// page of them at a time, and plain links on to the later (or, for past events, the earlier)
// pages that keep the filters. Cards are light: their facts' terms written out, no icons.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CALENDAR_PAGE_SIZE } from "../../worker/shared/events";
import { renderRoute, stubApi } from "./render";
import { calendarAnswer } from "./calendar-api";

/** A one-time 7 PM (EDT) event on a Baltimore day. */
const oneTime = (id: number, date: string) => {
  const start = new Date(`${date}T23:00:00.000Z`).toISOString();
  return {
    id,
    title: `Meeting ${id}`,
    description: "A neighborhood meeting.",
    eventDate: start,
    eventTime: "19:00",
    location: "Library",
    neighborhood: "Canton",
    eventType: "Neighborhood Meeting",
    organizer: "Canton neighbors",
    contactInfo: null,
    isRecurring: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    date,
    time: "19:00",
    contactEmail: null,
    contactPhone: null,
    registrationUrl: null,
    endTime: null,
    repeat: "none",
    repeatUntil: "",
    recurrence: null,
    recurrenceText: null,
    cancelledDates: [],
    occurrences: [{ date, start, end: new Date(Date.parse(start) + 2 * 3600_000).toISOString(), cancelled: false }],
    path: `/calendar/${id}-meeting-${id}`,
  };
};

// Five dates in each of June, July and August, two in September; and three past ones.
const UPCOMING_DAYS = [
  ...["06-03", "06-08", "06-12", "06-19", "06-26"],
  ...["07-02", "07-09", "07-14", "07-21", "07-28"],
  ...["08-04", "08-11", "08-18", "08-25", "08-30"],
  ...["09-08", "09-15"],
].map((day) => `2026-${day}`);
const PAST_DAYS = ["2026-04-14", "2026-05-05", "2026-05-20"];
const events = [...PAST_DAYS, ...UPCOMING_DAYS].map((date, index) => oneTime(index + 1, date));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-01T12:00:00Z"));
  stubApi({ "/api/events": calendarAnswer(events) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const monthHeadings = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const cardDates = () => screen.getAllByRole("article").map((card) => within(card).getByText(/^\w+day, /).textContent);
const pageLinks = () => within(screen.getByRole("navigation", { name: "More events" })).getAllByRole("link");

describe("/calendar's pages", () => {
  it("lists the first page's dates under their months, in order, with a link to the later ones", async () => {
    await renderRoute("/calendar");
    await screen.findAllByRole("article");
    expect(CALENDAR_PAGE_SIZE).toBe(12);
    expect(monthHeadings()).toEqual(["June 2026", "July 2026", "August 2026"]);
    expect(screen.getAllByRole("article")).toHaveLength(12);
    expect(cardDates().at(0)).toBe("Wednesday, June 3, 2026");
    expect(cardDates().at(-1)).toBe("Tuesday, August 11, 2026");
    expect(pageLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Later events", "/calendar?page=2#events-heading"],
    ]);
  });

  it("shows the next dates on page 2, the month the first page ended in headed again, with a link back", async () => {
    const { router } = await renderRoute("/calendar");
    await userEvent.click(await screen.findByRole("link", { name: "Later events" }));
    expect(router.state.location.search).toEqual({ page: 2 });
    await vi.waitFor(() => expect(monthHeadings()).toEqual(["August 2026", "September 2026"]));
    expect(cardDates()).toEqual([
      "Tuesday, August 18, 2026",
      "Tuesday, August 25, 2026",
      "Sunday, August 30, 2026",
      "Tuesday, September 8, 2026",
      "Tuesday, September 15, 2026",
    ]);
    expect(pageLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Earlier events", "/calendar#events-heading"],
    ]);
    expect(pageLinks()[0]).not.toHaveAttribute("aria-current");
  });

  it("keeps the filters in the links between pages", async () => {
    await renderRoute("/calendar?neighborhood=Canton&eventType=Association&page=2");
    await screen.findAllByRole("article");
    expect(screen.getByRole("link", { name: "Earlier events" })).toHaveAttribute(
      "href",
      "/calendar?neighborhood=Canton&eventType=Association#events-heading",
    );
  });

  it("goes back in time on the past list: the latest first, Earlier events leading on", async () => {
    const many = Array.from({ length: CALENDAR_PAGE_SIZE + 1 }, (_, index) =>
      oneTime(100 + index, `2026-0${3 + (index % 3)}-1${index % 9}`),
    );
    stubApi({ "/api/events": calendarAnswer(many) });
    await renderRoute("/calendar?when=past&neighborhood=Canton");
    await screen.findAllByRole("article");
    expect(monthHeadings()).toEqual(["May 2026", "April 2026", "March 2026"]);
    expect(screen.getAllByRole("article")).toHaveLength(CALENDAR_PAGE_SIZE);
    expect(pageLinks().map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Earlier events", "/calendar?neighborhood=Canton&when=past&page=2#events-heading"],
    ]);
  });

  it("starts a newly chosen filter at its first page", async () => {
    const { router } = await renderRoute("/calendar?page=2");
    await screen.findAllByRole("article");
    await userEvent.selectOptions(screen.getByLabelText("Event Type"), "BPD");
    await vi.waitFor(() => expect(router.state.location.search).toEqual({ eventType: "BPD" }));
  });

  it("has no page links when every date fits on one page", async () => {
    stubApi({ "/api/events": calendarAnswer(events.slice(0, 5)) });
    await renderRoute("/calendar");
    await screen.findAllByRole("article");
    expect(screen.queryByRole("navigation", { name: "More events" })).toBeNull();
  });

  it("shows a card's facts with their terms written out and no icons", async () => {
    await renderRoute("/calendar");
    const [card] = await screen.findAllByRole("article");
    const terms = [...card!.querySelectorAll("dt")].map((term) => term.textContent);
    expect(terms).toEqual(["Date", "Time", "Location", "Organizer"]);
    expect(card!.querySelector("svg")).toBeNull();
    expect(within(card!).getByRole("heading", { level: 4, name: "Meeting 4" })).toBeInTheDocument();
  });
});
