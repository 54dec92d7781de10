import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { EventsSection } from "../../web/admin/sections/events";
import { groupByMonth, pageItems, sortEvents } from "../../web/admin/sections/events/list";
import { QueryProvider } from "../../web/components/query-provider";
import { json, requestUrl, stubApi } from "./render";

const pad = (n: number) => String(n).padStart(2, "0");

/** An event as the API returns it: both vocabularies of R4. */
function event(id: number, overrides: Record<string, unknown> = {}) {
  // Four days apart from January 2 2026: January, February and March.
  const day = new Date(Date.UTC(2026, 0, 2 + (id - 1) * 4));
  const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  return {
    id,
    title: `Event ${pad(id)}`,
    description: "A neighborhood gathering about cameras.",
    location: `Hall ${id}`,
    neighborhood: id % 2 === 0 ? "Canton" : "Hampden",
    eventType: id % 3 === 0 ? "BPD Meeting" : "Safety Walk",
    organizer: `Organizer ${id}`,
    isRecurring: false,
    createdAt: "2026-01-01T00:00:00.000Z",
    eventDate: `${date}T23:00:00.000Z`,
    eventTime: "18:00",
    contactInfo: null,
    date,
    time: "18:00",
    contactEmail: null,
    contactPhone: null,
    registrationUrl: null,
    endTime: null,
    repeat: "none",
    repeatInterval: 1,
    repeatUntil: "",
    recurrence: null,
    recurrenceText: null,
    cancelledDates: [],
    occurrences: [{ date, start: `${date}T23:00:00.000Z`, end: `${date}T23:59:00.000Z`, cancelled: false }],
    path: `/calendar/${id}-event-${pad(id)}`,
    ...overrides,
  };
}

const many = Array.from({ length: 23 }, (_, i) => event(i + 1));

// The list opens on upcoming events: the clock stands before all of these (January to March 2026).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-12-01T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderSection(events: unknown[] = many) {
  const fetchMock = stubApi({ "/api/events": () => json(events) });
  render(
    <QueryProvider>
      <EventsSection />
    </QueryProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

/** The JSON bodies the section sent with a given method, with their URLs. */
function sent(fetchMock: ReturnType<typeof stubApi>, method: string) {
  return fetchMock.mock.calls
    .map((call) => call as unknown as [RequestInfo | URL, RequestInit | undefined])
    .filter(([, init]) => init?.method?.toUpperCase() === method)
    .map(([input, init]) => ({
      url: requestUrl(input),
      body: init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : undefined,
    }));
}

const rowTitles = () =>
  screen.queryAllByRole("button", { name: /^Edit / }).map((button) => button.getAttribute("aria-label")!.replace(/^Edit /, ""));
const pagination = () => screen.getByRole("navigation", { name: "Pagination" });
const currentPage = () => within(pagination()).getByRole("button", { current: "page" });

describe("pageItems", () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 5, [1, 2, "ellipsis", 5]],
    [1, 20, [1, 2, "ellipsis", 20]],
    [10, 20, [1, "ellipsis", 9, 10, 11, "ellipsis", 20]],
    [4, 20, [1, "ellipsis", 3, 4, 5, "ellipsis", 20]],
    [3, 20, [1, 2, 3, 4, "ellipsis", 20]],
    [19, 20, [1, "ellipsis", 18, 19, 20]],
    [20, 20, [1, "ellipsis", 19, 20]],
    [25, 20, [1, "ellipsis", 19, 20]],
    [1, 0, []],
  ] as const)("page %i of %i", (current, total, expected) => {
    expect(pageItems(current, total)).toEqual(expected);
  });
});

describe("month groups", () => {
  it("heads each month with its name and year, read from the admin date", () => {
    // 02:30 UTC on April 1 is still March 31 in Baltimore: the admin date says so.
    const late = event(1, { date: "2026-03-31", eventDate: "2026-04-01T02:30:00.000Z", time: "22:30" });
    const groups = groupByMonth(sortEvents([event(2, { date: "2026-04-02" }), late], "date"));
    expect(groups.map((g) => [g.heading, g.events.map((e) => e.id)])).toEqual([
      ["March 2026", [1]],
      ["April 2026", [2]],
    ]);
  });

  it("sorts by title within each month", () => {
    const events = [
      event(1, { title: "Zoning walk", date: "2026-03-02" }),
      event(2, { title: "alley lights", date: "2026-03-20" }),
      event(3, { title: "Block party", date: "2026-02-27" }),
    ];
    expect(sortEvents(events, "title").map((e) => e.title)).toEqual(["Block party", "alley lights", "Zoning walk"]);
    expect(sortEvents(events, "date").map((e) => e.title)).toEqual(["Block party", "Zoning walk", "alley lights"]);
  });
});

describe("admin events section", () => {
  it("shows 10 events per page under month headings, with first, last and neighbouring pages", async () => {
    const { user } = renderSection();
    expect(await screen.findByRole("button", { name: "Edit Event 01" })).toBeInTheDocument();
    expect(rowTitles()).toHaveLength(10);
    expect(rowTitles()[0]).toBe("Event 01");
    expect(screen.getByRole("heading", { name: "January 2026" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "February 2026" })).toBeInTheDocument();
    expect(currentPage()).toHaveTextContent("1");
    expect(within(pagination()).getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(within(pagination()).getByRole("button", { name: "Page 3" }));
    expect(rowTitles()).toEqual(["Event 21", "Event 22", "Event 23"]);
    expect(screen.getByRole("heading", { name: "March 2026" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "January 2026" })).not.toBeInTheDocument();
    expect(currentPage()).toHaveTextContent("3");
    expect(within(pagination()).getByRole("button", { name: "Next" })).toBeDisabled();

    await user.click(within(pagination()).getByRole("button", { name: "Previous" }));
    expect(currentPage()).toHaveTextContent("2");
    expect(rowTitles()[0]).toBe("Event 11");
  });

  it("shows each row's type badge in the calendar's colour, neighborhood, date, time, location and organizer", async () => {
    renderSection([event(3)]);
    const row = (await screen.findByRole("button", { name: "Edit Event 03" })).closest("li")!;
    expect(within(row).getByText("BPD Meeting")).toHaveAttribute("data-badge-color", "blue");
    expect(within(row).getByText("Hampden")).toBeInTheDocument();
    expect(within(row).getByText("Saturday, January 10, 2026")).toBeInTheDocument();
    expect(within(row).getByText("6:00 PM")).toBeInTheDocument();
    expect(within(row).getByText("Hall 3")).toBeInTheDocument();
    expect(within(row).getByText("Organizer 3")).toBeInTheDocument();
  });

  it("goes back to page 1 when the search, a filter or the sort changes", async () => {
    const { user } = renderSection();
    await screen.findByRole("button", { name: "Edit Event 01" });
    const toPage3 = () => user.click(within(pagination()).getByRole("button", { name: "Page 3" }));

    await toPage3();
    await user.type(screen.getByLabelText("Search events"), "gathering");
    expect(currentPage()).toHaveTextContent("1");
    expect(rowTitles()[0]).toBe("Event 01");

    await toPage3();
    await user.selectOptions(screen.getByLabelText("Filter by neighborhood"), "Hampden");
    // 12 odd-numbered events in Hampden: two pages.
    expect(currentPage()).toHaveTextContent("1");
    expect(rowTitles()).toHaveLength(10);
    expect(rowTitles().every((title) => Number(title.slice(-2)) % 2 === 1)).toBe(true);

    await user.click(within(pagination()).getByRole("button", { name: "Page 2" }));
    await user.click(screen.getByRole("button", { name: "Title" }));
    expect(screen.getByRole("button", { name: "Title" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Date" })).toHaveAttribute("aria-pressed", "false");
    expect(currentPage()).toHaveTextContent("1");

    await user.click(within(pagination()).getByRole("button", { name: "Page 2" }));
    await user.selectOptions(screen.getByLabelText("Filter by event type"), "BPD Meeting");
    // Hampden and BPD Meeting: events 3, 9, 15, 21, on one page.
    expect(rowTitles()).toEqual(["Event 03", "Event 09", "Event 15", "Event 21"]);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
  });

  it("searches title, description, location and organizer", async () => {
    const { user } = renderSection();
    await screen.findByRole("button", { name: "Edit Event 01" });
    const search = screen.getByLabelText("Search events");
    await user.type(search, "organizer 7");
    expect(rowTitles()).toEqual(["Event 07"]);
    await user.clear(search);
    await user.type(search, "HALL 22");
    expect(rowTitles()).toEqual(["Event 22"]);
  });

  it("says when filters leave no events, and when there are none at all", async () => {
    const { user } = renderSection();
    await screen.findByRole("button", { name: "Edit Event 01" });
    await user.type(screen.getByLabelText("Search events"), "no such event");
    expect(screen.getByText("No events match your filters.")).toBeInTheDocument();
    expect(screen.queryByText("No events created yet.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(rowTitles()).toHaveLength(10);
  });

  it("shows the empty state when no events exist", async () => {
    renderSection([]);
    expect(await screen.findByText("No events created yet.")).toBeInTheDocument();
  });

  it("starts the form on the default type 'Community Meeting' and shows every required message on an empty submit", async () => {
    const { fetchMock, user } = renderSection([]);
    await screen.findByText("No events created yet.");
    expect(screen.getByRole("heading", { name: "Create Event" })).toBeInTheDocument();
    expect(screen.getByLabelText("Event Type")).toHaveValue("Community Meeting");

    await user.click(screen.getByRole("button", { name: "Create Event" }));
    for (const label of ["Title", "Date", "Time", "Location", "Neighborhood", "Description", "Organizer"]) {
      expect(await screen.findByText(`${label} is required`)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(sent(fetchMock, "POST")).toHaveLength(0);
  });

  it("offers the spec's neighborhoods and event types in the form (R4: plus the public neighborhoods and the default type)", async () => {
    renderSection([]);
    await screen.findByText("No events created yet.");
    const choices = (label: string) =>
      within(screen.getByLabelText(label))
        .getAllByRole("option")
        .map((option) => option.textContent)
        .slice(1); // the placeholder
    expect(choices("Neighborhood")).toEqual([
      "Canton",
      "Fells Point",
      "Federal Hill",
      "Mount Vernon",
      "Hampden",
      "Charles Village",
      "Roland Park",
      "Bolton Hill",
      "Inner Harbor",
      "Little Italy",
      "Highlandtown",
      "Patterson Park",
      "Locust Point",
      "Riverside",
      "Pigtown",
      "Remington",
      "Brewers Hill",
      "Greektown",
      "Upper Fells Point",
    ]);
    expect(choices("Event Type")).toEqual([
      "Neighborhood Meeting",
      "BPD Meeting",
      "Safety Walk",
      "Community Event",
      "Town Hall",
      "Workshop",
      "Social Gathering",
      "Community Meeting",
    ]);
  });

  it("creates an event in the admin vocabulary and refetches the list", async () => {
    const { fetchMock, user } = renderSection([]);
    await screen.findByText("No events created yet.");
    await user.type(screen.getByLabelText("Title"), "Canton camera night");
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-04-02" } });
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "18:30" } });
    await user.type(screen.getByLabelText("Location"), "Library");
    await user.selectOptions(screen.getByLabelText("Neighborhood"), "Canton");
    await user.type(screen.getByLabelText("Description"), "Bring questions.");
    await user.type(screen.getByLabelText("Organizer"), "Canton neighbors");
    await user.type(screen.getByLabelText("Contact Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(await screen.findByText("Must be a valid email")).toBeInTheDocument();

    await user.clear(screen.getByLabelText("Contact Email"));
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    await waitFor(() => expect(sent(fetchMock, "POST")).toHaveLength(1));
    expect(sent(fetchMock, "POST")[0]!.body).toEqual({
      title: "Canton camera night",
      date: "2026-04-02",
      time: "18:30",
      location: "Library",
      neighborhood: "Canton",
      description: "Bring questions.",
      eventType: "Community Meeting",
      organizer: "Canton neighbors",
      contactEmail: "",
      contactPhone: "",
      registrationUrl: "",
      endTime: "",
      repeat: "none",
      repeatInterval: 1,
      repeatUntil: "",
    });
    // The list is read again and the form is empty once more.
    await waitFor(() => expect(sent(fetchMock, "GET").length).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue(""));
  });

  it("edits an event, cancels back to create mode, and deletes after confirmation", async () => {
    const { fetchMock, user } = renderSection([event(2, { contactEmail: "a@example.com" })]);
    await user.click(await screen.findByRole("button", { name: "Edit Event 02" }));
    expect(screen.getByRole("heading", { name: "Edit Event" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Event 02");
    expect(screen.getByLabelText("Date")).toHaveValue("2026-01-06");
    expect(screen.getByLabelText("Neighborhood")).toHaveValue("Canton");
    expect(screen.getByLabelText("Contact Email")).toHaveValue("a@example.com");

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { name: "Create Event" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("");

    await user.click(screen.getByRole("button", { name: "Edit Event 02" }));
    await user.clear(screen.getByLabelText("Title"));
    await user.type(screen.getByLabelText("Title"), "Renamed");
    await user.click(screen.getByRole("button", { name: "Update Event" }));
    await waitFor(() => expect(sent(fetchMock, "PATCH")).toHaveLength(1));
    expect(sent(fetchMock, "PATCH")[0]!.url).toContain("/api/events/2");
    expect(sent(fetchMock, "PATCH")[0]!.body).toMatchObject({ title: "Renamed", contactEmail: "a@example.com" });
    await waitFor(() => expect(screen.getByRole("heading", { name: "Create Event" })).toBeInTheDocument());

    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await user.click(screen.getByRole("button", { name: "Delete Event 02" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this event?");
    expect(sent(fetchMock, "DELETE")).toHaveLength(0);
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole("button", { name: "Delete Event 02" }));
    await waitFor(() => expect(sent(fetchMock, "DELETE")).toHaveLength(1));
    expect(sent(fetchMock, "DELETE")[0]!.url).toContain("/api/events/2");
  });

  it("lists an event whose stored dates cannot be shown under both tabs, flagged, and deletes it", async () => {
    const broken = event(40, {
      title: "Weekly since 999",
      date: "0999-12-25",
      eventDate: "0999-12-26T00:00:00.000Z",
      repeat: "weekly",
      recurrence: "FREQ=WEEKLY;BYDAY=WE",
      isRecurring: true,
      occurrences: [],
      needsFixing: true,
    });
    const { fetchMock, user } = renderSection([event(1), broken]);
    const row = (await screen.findByText("Weekly since 999")).closest("li")!;
    expect(within(row).getByText("Needs fixing")).toBeInTheDocument();
    expect(within(row).getByText("Its dates cannot be shown on the calendar: edit its dates, or delete it.")).toBeInTheDocument();
    expect(within(row).getByText("Wednesday, December 25, 0999")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "December 0999" })).toBeInTheDocument();
    expect(within(screen.getByText("Event 01").closest("li")!).queryByText("Needs fixing")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Past" }));
    expect(screen.getByText("Weekly since 999")).toBeInTheDocument();

    // Opened in the form, its date gets the rule's message before anything is sent.
    await user.click(screen.getByRole("button", { name: "Edit Weekly since 999" }));
    await user.click(screen.getByRole("button", { name: "Update Event" }));
    expect(await screen.findByText("Use a date from 1900 to 2100")).toBeInTheDocument();
    expect(sent(fetchMock, "PATCH")).toHaveLength(0);

    vi.stubGlobal(
      "confirm",
      vi.fn(() => true),
    );
    await user.click(screen.getByRole("button", { name: "Delete Weekly since 999" }));
    await waitFor(() => expect(sent(fetchMock, "DELETE")).toHaveLength(1));
    expect(sent(fetchMock, "DELETE")[0]!.url).toContain("/api/events/40");
    expect(requestUrl(fetchMock.mock.calls[0]![0])).toContain("/api/events/admin");
  });

  it("refuses a date outside 1900 to 2100 and a series over five years before sending, in the API's words", async () => {
    const { fetchMock, user } = renderSection([]);
    await screen.findByText("No events created yet.");
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2101-01-04" } });
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(await screen.findByText("Use a date from 1900 to 2100")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-01-06" } });
    // The schedule is judged once every field is valid.
    await user.type(screen.getByLabelText("Title"), "Weekly walk");
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "19:00" } });
    await user.type(screen.getByLabelText("Location"), "Library");
    await user.selectOptions(screen.getByLabelText("Neighborhood"), "Canton");
    await user.type(screen.getByLabelText("Description"), "Weekly.");
    await user.type(screen.getByLabelText("Organizer"), "Board");
    await user.selectOptions(screen.getByLabelText("Repeats"), "Weekly on Tuesday");
    fireEvent.change(screen.getByLabelText("Until"), { target: { value: "2031-01-07" } });
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(await screen.findByText("The last date must be at most 5 years after the first date")).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText("Until"), { target: { value: "9999-12-31" } });
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(await screen.findByText("Use a date from 1900 to 2100")).toBeInTheDocument();
    expect(sent(fetchMock, "POST")).toHaveLength(0);
  });

  it("offers the repeat choices of the chosen date and sends them with the end time", async () => {
    const { fetchMock, user } = renderSection([]);
    await screen.findByText("No events created yet.");
    const repeatOptions = () =>
      within(screen.getByLabelText("Repeats"))
        .getAllByRole("option")
        .map((option) => option.textContent);
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-03-03" } }); // the first Tuesday
    expect(repeatOptions()).toEqual(["Does not repeat", "Weekly on Tuesday", "Monthly on the first Tuesday"]);
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-03-31" } }); // the fifth and last Tuesday
    expect(repeatOptions()).toEqual([
      "Does not repeat",
      "Weekly on Tuesday",
      "Monthly on the fifth Tuesday",
      "Monthly on the last Tuesday",
    ]);
    expect(screen.queryByLabelText("Until")).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Repeats"), "Monthly on the last Tuesday");
    fireEvent.change(screen.getByLabelText("Until"), { target: { value: "2026-12-31" } });
    await user.type(screen.getByLabelText("Title"), "Last-Tuesday meeting");
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "19:00" } });
    fireEvent.change(screen.getByLabelText("Ends at"), { target: { value: "18:00" } });
    await user.type(screen.getByLabelText("Location"), "Library");
    await user.selectOptions(screen.getByLabelText("Neighborhood"), "Canton");
    await user.type(screen.getByLabelText("Description"), "Monthly.");
    await user.type(screen.getByLabelText("Organizer"), "Board");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    expect(await screen.findByText("The end time must be after the start time")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Ends at"), { target: { value: "20:30" } });
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    await waitFor(() => expect(sent(fetchMock, "POST")).toHaveLength(1));
    expect(sent(fetchMock, "POST")[0]!.body).toMatchObject({ endTime: "20:30", repeat: "monthly-last", repeatUntil: "2026-12-31" });
  });

  it("lists a series' next dates while editing it, to cancel one and restore another", async () => {
    const series = event(30, {
      eventDate: "2026-01-07T00:00:00.000Z",
      date: "2026-01-06",
      time: "19:00",
      repeat: "monthly",
      recurrence: "FREQ=MONTHLY;BYDAY=1TU",
      recurrenceText: "Repeats on the first Tuesday of every month",
      cancelledDates: ["2026-02-03"],
      occurrences: [
        { date: "2026-01-06", start: "2026-01-07T00:00:00.000Z", end: "2026-01-07T02:00:00.000Z", cancelled: false },
        { date: "2026-02-03", start: "2026-02-04T00:00:00.000Z", end: "2026-02-04T02:00:00.000Z", cancelled: true },
      ],
    });
    const { fetchMock, user } = renderSection([series]);
    await user.click(await screen.findByRole("button", { name: "Edit Event 30" }));
    expect(screen.getByLabelText("Repeats")).toHaveValue("monthly");
    const dates = within(screen.getByRole("region", { name: "Next dates" }));
    vi.stubGlobal("confirm", () => true); // asked once (test/web/admin-event-dates.test.tsx)
    await user.click(dates.getByRole("button", { name: "Cancel this date: Tuesday, January 6, 2026" }));
    await waitFor(() => expect(sent(fetchMock, "POST")).toHaveLength(1));
    expect(sent(fetchMock, "POST")[0]).toEqual({
      url: expect.stringContaining("/api/events/30/cancellations"),
      body: { date: "2026-01-06" },
    });
    await user.click(dates.getByRole("button", { name: "Restore Tuesday, February 3, 2026" }));
    await waitFor(() => expect(sent(fetchMock, "DELETE")).toHaveLength(1));
    expect(sent(fetchMock, "DELETE")[0]!.url).toContain("/api/events/30/cancellations/2026-02-03");
  });

  it("shows each event's start and end time, how it repeats and a link to its public page", async () => {
    const series = event(30, {
      title: "Block captains",
      time: "19:00",
      eventTime: "19:00",
      endTime: "20:30",
      repeat: "weekly",
      repeatInterval: 2,
      recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR;UNTIL=20260401T035959Z",
      isRecurring: true,
      path: "/calendar/30-block-captains",
    });
    const broken = event(40, { title: "Weekly since 999", date: "0999-12-25", occurrences: [], needsFixing: true });
    renderSection([event(1), series, broken]);
    const row = (await screen.findByText("Block captains")).closest("li")!;
    expect(within(row).getByText("7:00 PM – 8:30 PM")).toBeInTheDocument();
    expect(within(row).getByText("Repeats every other Friday until March 31, 2026")).toBeInTheDocument();
    const link = within(row).getByRole("link", { name: "View event page: Block captains (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "/calendar/30-block-captains");
    expect(link).toHaveAttribute("target", "_blank");

    // A one-time event: its start time alone, no rule, and its page.
    const single = screen.getByText("Event 01").closest("li")!;
    expect(within(single).getByText("6:00 PM")).toBeInTheDocument();
    expect(within(single).queryByText(/^Repeats/)).not.toBeInTheDocument();
    expect(within(single).getByRole("link", { name: /^View event page/ })).toHaveAttribute("href", "/calendar/1-event-01");
    // One the public pages cannot show has no page to link to.
    expect(within(screen.getByText("Weekly since 999").closest("li")!).queryByRole("link")).not.toBeInTheDocument();
  });

  it("offers every few weeks beside a weekly choice, names it in the choice and sends it", async () => {
    const { fetchMock, user } = renderSection([]);
    await screen.findByText("No events created yet.");
    fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-03-03" } });
    expect(screen.queryByLabelText("Every")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Repeats"), "Weekly on Tuesday");
    const every = screen.getByLabelText("Every");
    expect(
      within(every)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["week", "2 weeks", "3 weeks", "4 weeks", "5 weeks", "6 weeks", "7 weeks", "8 weeks"]);
    await user.selectOptions(every, "2 weeks");
    expect(within(screen.getByLabelText("Repeats")).getByRole("option", { name: "Every 2 weeks on Tuesday" })).toBeInTheDocument();

    await user.type(screen.getByLabelText("Title"), "Block captains");
    fireEvent.change(screen.getByLabelText("Time"), { target: { value: "19:00" } });
    await user.type(screen.getByLabelText("Location"), "Library");
    await user.selectOptions(screen.getByLabelText("Neighborhood"), "Canton");
    await user.type(screen.getByLabelText("Description"), "Every other Tuesday.");
    await user.type(screen.getByLabelText("Organizer"), "Board");
    await user.click(screen.getByRole("button", { name: "Create Event" }));
    await waitFor(() => expect(sent(fetchMock, "POST")).toHaveLength(1));
    expect(sent(fetchMock, "POST")[0]!.body).toMatchObject({ repeat: "weekly", repeatInterval: 2 });
  });

  it("a monthly choice after a few weeks sends no weeks between, and an edited series shows its own", async () => {
    const series = event(31, {
      date: "2026-01-06",
      time: "19:00",
      repeat: "weekly",
      repeatInterval: 3,
      recurrence: "FREQ=WEEKLY;INTERVAL=3;BYDAY=TU",
      isRecurring: true,
    });
    const { fetchMock, user } = renderSection([series]);
    await user.click(await screen.findByRole("button", { name: "Edit Event 31" }));
    expect(screen.getByLabelText("Repeats")).toHaveValue("weekly");
    expect(screen.getByLabelText("Every")).toHaveValue("3");
    expect(within(screen.getByLabelText("Repeats")).getByRole("option", { name: "Every 3 weeks on Tuesday" })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText("Repeats"), "Monthly on the first Tuesday");
    expect(screen.queryByLabelText("Every")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Update Event" }));
    await waitFor(() => expect(sent(fetchMock, "PATCH")).toHaveLength(1));
    expect(sent(fetchMock, "PATCH")[0]!.body).toMatchObject({ repeat: "monthly", repeatInterval: 1 });
  });

  it("shows a long series' first 12 next dates in the form, and all of them on asking", async () => {
    const days = Array.from({ length: 20 }, (_, i) => new Date(Date.UTC(2026, 0, 6 + 14 * i)).toISOString().slice(0, 10));
    const series = event(32, {
      date: days[0],
      repeat: "weekly",
      repeatInterval: 2,
      recurrence: "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20260930T035959Z",
      isRecurring: true,
      occurrences: days.map((date) => ({ date, start: `${date}T23:00:00.000Z`, end: `${date}T23:59:00.000Z`, cancelled: false })),
    });
    const { user } = renderSection([series]);
    await user.click(await screen.findByRole("button", { name: "Edit Event 32" }));
    const dates = within(screen.getByRole("region", { name: "Next dates" }));
    expect(dates.getAllByRole("listitem")).toHaveLength(12);
    await user.click(dates.getByRole("button", { name: "Show all 20 dates" }));
    expect(dates.getAllByRole("listitem")).toHaveLength(20);
    expect(dates.getByText("Tuesday, September 29, 2026")).toBeInTheDocument();
    expect(dates.queryByRole("button", { name: /^Show all/ })).not.toBeInTheDocument();
  });
});
