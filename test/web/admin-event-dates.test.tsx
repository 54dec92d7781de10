// A series' dates in the dashboard (decision 0064): "Cancel this date" asks once and says it is
// applied; "Move this date" opens a labelled form of its own, sends the new day and times and says
// so, shows the server's refusal on its field; a moved date says where it went and is put back;
// and the Upcoming list places each series by its next date, not its first.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { EventsSection } from "../../web/admin/sections/events";
import { SERIES_DATES_TEXT } from "../../web/admin/sections/events/text";
import { MOVE_TEXTS } from "../../worker/shared/schemas/events";
import { expectToast, json, renderWithToasts, requestUrl, stubApi } from "./render";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2025-12-01T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const HOUR = 60 * 60 * 1000;
/** A date as the API lists it: 7 PM EST is midnight UTC of the next day. */
const at = (day: string, hours: number) => new Date(Date.parse(`${day}T00:00:00Z`) + hours * HOUR).toISOString();
const date = (day: string, extra: Record<string, unknown> = {}) => ({
  date: day,
  start: at(day, 24),
  end: at(day, 26),
  cancelled: false,
  ...extra,
});

function series(overrides: Record<string, unknown> = {}) {
  return {
    id: 30,
    title: "Canton board",
    description: "The board's meeting.",
    location: "Canton Library",
    neighborhood: "Canton",
    eventType: "Neighborhood Meeting",
    organizer: "Canton board",
    isRecurring: true,
    createdAt: "2025-01-01T00:00:00.000Z",
    eventDate: "2025-06-04T00:00:00.000Z",
    eventTime: "19:00",
    contactInfo: null,
    date: "2025-06-03", // the first Tuesday of June 2025: long before the clock
    time: "19:00",
    contactEmail: null,
    contactPhone: null,
    registrationUrl: null,
    endTime: null,
    repeat: "monthly",
    repeatInterval: 1,
    repeatUntil: "",
    recurrence: "FREQ=MONTHLY;BYDAY=1TU",
    recurrenceText: "Repeats on the first Tuesday of every month",
    cancelledDates: [],
    occurrences: [
      date("2025-11-04"),
      date("2026-01-06"),
      date("2026-02-03", {
        start: "2026-02-04T23:00:00.000Z",
        end: "2026-02-05T00:00:00.000Z",
        movedTo: { date: "2026-02-04", time: "18:00", endTime: "19:00" },
      }),
      date("2026-03-03"),
    ],
    path: "/calendar/30-canton-board",
    ...overrides,
  };
}

function renderSection(events: unknown[], moves: (init: RequestInit | undefined) => Response = () => json(series(), 201)) {
  const fetchMock = stubApi({ "/api/events/30/moves": moves, "/api/events": () => json(events) });
  renderWithToasts(<EventsSection />);
  return { fetchMock, user: userEvent.setup() };
}

function sent(fetchMock: ReturnType<typeof stubApi>, method: string) {
  return fetchMock.mock.calls
    .map((call) => call as unknown as [RequestInfo | URL, RequestInit | undefined])
    .filter(([, init]) => init?.method?.toUpperCase() === method)
    .map(([input, init]) => ({ url: requestUrl(input), body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined }));
}

async function openDates(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("button", { name: "Edit Canton board" }));
  return within(screen.getByRole("region", { name: SERIES_DATES_TEXT.heading }));
}

describe("a series' dates in the dashboard", () => {
  it("Cancel this date asks once, sends nothing when declined, and says it is applied", async () => {
    const { fetchMock, user } = renderSection([series()]);
    const dates = await openDates(user);
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    const cancel = dates.getByRole("button", { name: "Cancel this date: Tuesday, January 6, 2026" });
    await user.click(cancel);
    expect(confirm).toHaveBeenCalledExactlyOnceWith(
      "Cancel Tuesday, January 6, 2026? The calendar, the event's page and subscribed calendars will show it as cancelled.",
    );
    expect(sent(fetchMock, "POST")).toHaveLength(0);

    confirm.mockReturnValue(true);
    await user.click(cancel);
    expect(confirm).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(sent(fetchMock, "POST")).toHaveLength(1));
    expect(sent(fetchMock, "POST")[0]).toEqual({
      url: expect.stringContaining("/api/events/30/cancellations"),
      body: { date: "2026-01-06" },
    });
    await expectToast({
      title: "Success",
      description: "Tuesday, January 6, 2026 is cancelled on the calendar, the event's page and its feed.",
    });
  });

  it("Move this date opens a labelled form, sends the new day and times, and says it is applied", async () => {
    const { fetchMock, user } = renderSection([series()]);
    const dates = await openDates(user);
    const open = dates.getByRole("button", { name: "Move this date: Tuesday, January 6, 2026" });
    expect(open).toHaveAttribute("aria-expanded", "false");
    await user.click(open);
    expect(open).toHaveAttribute("aria-expanded", "true");
    const form = within(screen.getByRole("form", { name: "Move Tuesday, January 6, 2026" }));
    // It starts at the date's own day and times.
    expect(form.getByLabelText("New date")).toHaveValue("2026-01-06");
    expect(form.getByLabelText("New time")).toHaveValue("19:00");
    expect(form.getByLabelText("Ends at")).toHaveValue("");
    await user.clear(form.getByLabelText("New date"));
    await user.type(form.getByLabelText("New date"), "2026-01-07");
    await user.clear(form.getByLabelText("New time"));
    await user.type(form.getByLabelText("New time"), "18:00");
    await user.type(form.getByLabelText("Ends at"), "19:30");
    await user.click(form.getByRole("button", { name: "Move date" }));
    await waitFor(() => expect(sent(fetchMock, "POST")).toHaveLength(1));
    expect(sent(fetchMock, "POST")[0]).toEqual({
      url: expect.stringContaining("/api/events/30/moves"),
      body: { date: "2026-01-06", newDate: "2026-01-07", newTime: "18:00", newEndTime: "19:30" },
    });
    await expectToast({
      title: "Success",
      description:
        "Tuesday, January 6, 2026 is moved to Wednesday, January 7, 2026, 6:00 PM – 7:30 PM on the calendar, the event's page and its feed.",
    });
    expect(screen.queryByRole("form", { name: "Move Tuesday, January 6, 2026" })).not.toBeInTheDocument();
  });

  it("shows the form's own messages and the server's refusal on their fields", async () => {
    const refusal = () => json({ message: MOVE_TEXTS.collides, errors: { newDate: [MOVE_TEXTS.collides] } }, 400);
    const { fetchMock, user } = renderSection([series()], refusal);
    const dates = await openDates(user);
    await user.click(dates.getByRole("button", { name: "Move this date: Tuesday, January 6, 2026" }));
    const form = within(screen.getByRole("form", { name: "Move Tuesday, January 6, 2026" }));
    await user.type(form.getByLabelText("Ends at"), "18:00");
    await user.click(form.getByRole("button", { name: "Move date" }));
    expect(await form.findByText("The end time must be after the start time")).toBeInTheDocument();
    expect(sent(fetchMock, "POST")).toHaveLength(0);

    await user.clear(form.getByLabelText("Ends at"));
    await user.clear(form.getByLabelText("New date"));
    await user.type(form.getByLabelText("New date"), "2026-02-03");
    await user.click(form.getByRole("button", { name: "Move date" }));
    expect(await form.findByText(MOVE_TEXTS.collides, { selector: "p" })).toBeInTheDocument();
    expect(form.getByLabelText("New date")).toHaveAttribute("aria-invalid", "true");
  });

  it("a moved date says where it went, and Undo move puts it back and says so", async () => {
    const { fetchMock, user } = renderSection([series()]);
    const dates = await openDates(user);
    expect(dates.getByText("Moved to Wednesday, February 4, 2026, 6:00 PM – 7:00 PM")).toBeInTheDocument();
    expect(dates.queryByRole("button", { name: "Undo move: Tuesday, January 6, 2026" })).not.toBeInTheDocument();
    await user.click(dates.getByRole("button", { name: "Undo move: Tuesday, February 3, 2026" }));
    await waitFor(() => expect(sent(fetchMock, "DELETE")).toHaveLength(1));
    expect(sent(fetchMock, "DELETE")[0]!.url).toContain("/api/events/30/moves/2026-02-03");
    await expectToast({ title: "Success", description: "Tuesday, February 3, 2026 is back at its own day and time." });
  });

  it("lists a series under Upcoming by its next date, not its first", async () => {
    const once = {
      ...series({ id: 31, title: "Town hall", recurrence: null, recurrenceText: null, repeat: "none", isRecurring: false }),
      date: "2025-12-20",
      eventDate: "2025-12-20T23:00:00.000Z",
      occurrences: [date("2025-12-20")],
    };
    renderSection([series({ occurrences: [date("2025-11-04"), date("2026-01-06", { cancelled: true }), date("2026-02-03")] }), once]);
    await screen.findByRole("button", { name: "Edit Canton board" });
    const headings = screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(["December 2025", "February 2026"]);
    const february = screen.getByRole("region", { name: "February 2026" });
    expect(within(february).getByRole("button", { name: "Edit Canton board" })).toBeInTheDocument();
    expect(within(february).getByText("Tuesday, February 3, 2026")).toBeInTheDocument();
  });
});
