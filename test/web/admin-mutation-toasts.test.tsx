// The toasts of S8 for the dashboard's redirect, blog post and event writes, read
// as a person reads them: the section on screen, the API answering, the toast outlet showing.
import { fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BlogSection } from "../../web/admin/sections/blog";
import { EventsSection } from "../../web/admin/sections/events";
import { ShortLinksSection } from "../../web/admin/sections/short-links";
import { storedPost } from "./post-fixtures";
import { expectToast, json, NoResizeObserver, renderInRouter, stubApi } from "./render";

type User = ReturnType<typeof userEvent.setup>;
type Verb = "create" | "update" | "delete";

interface SectionCase {
  Section: () => React.JSX.Element;
  path: string;
  /** The one record the list shows (valid as it stands, so editing it can be saved at once). */
  record: Record<string, unknown>;
  /** The record's name in its row's Edit and Delete buttons. */
  rowName: string;
  /** The form's buttons: "Create <noun>", "Update <noun>". */
  noun: string;
  fillNew: (user: User) => Promise<void>;
}

const sections: Record<"redirect" | "blog post" | "event", SectionCase> = {
  redirect: {
    Section: ShortLinksSection,
    path: "/api/redirects",
    record: {
      id: 4,
      fromPath: "/flyer",
      toUrl: "https://example.org/flyer",
      isActive: true,
      clickCount: 0,
      lastClickedAt: null,
      createdAt: "2026-03-01T12:00:00.000Z",
      updatedAt: "2026-03-01T12:00:00.000Z",
    },
    rowName: "/flyer",
    noun: "Redirect",
    fillNew: async (user) => {
      await user.type(screen.getByLabelText("From Path"), "/spring");
      await user.type(screen.getByLabelText("To URL"), "https://example.org/spring");
    },
  },
  "blog post": {
    Section: BlogSection,
    path: "/api/blog/posts",
    record: storedPost({ viewCount: 0 }),

    rowName: "Camera Placement for Rowhouses",
    noun: "Post",
    fillNew: async (user) => {
      await user.type(screen.getByLabelText("Title"), "Winter Lighting Tips");
      await user.type(screen.getByLabelText("Excerpt"), "Light the alley.");
      // The body as HTML, in the editor's Source view (jsdom has no layout for the visual editor).
      await user.click(await screen.findByRole("button", { name: "Source" }));
      await user.type(screen.getByRole("textbox", { name: "Content" }), "<p>Use warm light.</p>");
    },
  },
  event: {
    Section: EventsSection,
    path: "/api/events",
    record: {
      id: 2,
      title: "Canton Safety Walk",
      description: "A walk along the alleys.",
      location: "Canton Square",
      neighborhood: "Canton",
      eventType: "Safety Walk",
      organizer: "Canton neighbors",
      isRecurring: false,
      createdAt: "2026-01-01T00:00:00.000Z",
      // Still to come, so the list (which opens on upcoming events) shows it.
      eventDate: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString(),
      eventTime: "18:30",
      contactInfo: null,
      date: "2026-04-02",
      time: "18:30",
      contactEmail: null,
      contactPhone: null,
      registrationUrl: null,
      endTime: null,
      repeat: "none",
      repeatUntil: "",
      recurrence: null,
      recurrenceText: null,
      cancelledDates: [],
      path: "/calendar/2-canton-safety-walk",
    },
    rowName: "Canton Safety Walk",
    noun: "Event",
    fillNew: async (user) => {
      await user.type(screen.getByLabelText("Title"), "Canton camera night");
      fireEvent.change(screen.getByLabelText("Date"), { target: { value: "2026-04-09" } });
      fireEvent.change(screen.getByLabelText("Time"), { target: { value: "18:30" } });
      await user.type(screen.getByLabelText("Location"), "Library");
      await user.selectOptions(screen.getByLabelText("Neighborhood"), "Canton");
      await user.type(screen.getByLabelText("Description"), "Bring questions.");
      await user.type(screen.getByLabelText("Organizer"), "Canton neighbors");
    },
  },
};
type Thing = keyof typeof sections;

/** Shows the section with its one record; every write is answered by `answerWrite`. */
async function renderSection(thing: Thing, answerWrite: () => Response) {
  const section = sections[thing];
  const fetchMock = stubApi({
    [section.path]: (init) => ((init?.method ?? "GET").toUpperCase() === "GET" ? json([section.record]) : answerWrite()),
  });
  await renderInRouter(<section.Section />);
  await screen.findByRole("button", { name: `Edit ${section.rowName}` });
  return { fetchMock, user: userEvent.setup() };
}

/** Creates a new record, saves the listed one unchanged, or deletes it after confirming. */
async function perform(thing: Thing, verb: Verb, user: User) {
  const { noun, rowName, fillNew } = sections[thing];
  if (verb === "create") {
    await fillNew(user);
    await user.click(screen.getByRole("button", { name: `Create ${noun}` }));
  } else if (verb === "update") {
    await user.click(screen.getByRole("button", { name: `Edit ${rowName}` }));
    await user.click(screen.getByRole("button", { name: `Update ${noun}` }));
  } else {
    vi.stubGlobal("confirm", () => true);
    await user.click(screen.getByRole("button", { name: `Delete ${rowName}` }));
  }
}

const methodOf: Record<Verb, string> = { create: "POST", update: "PATCH", delete: "DELETE" };
const sentWrites = (fetchMock: ReturnType<typeof stubApi>, verb: Verb) =>
  fetchMock.mock.calls.filter((call) => (call as unknown as [unknown, RequestInit | undefined])[1]?.method === methodOf[verb]);

beforeEach(() => vi.stubGlobal("ResizeObserver", NoResizeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a dashboard write the server refuses", () => {
  it.each<[Thing, Verb, string]>([
    ["redirect", "create", "Failed to create redirect"],
    ["redirect", "update", "Failed to update redirect"],
    ["redirect", "delete", "Failed to delete redirect"],
    ["blog post", "create", "Failed to create blog post"],
    ["blog post", "update", "Failed to update blog post"],
    ["blog post", "delete", "Failed to delete blog post"],
    ["event", "create", "Failed to create event"],
    ["event", "update", "Failed to update event"],
    ["event", "delete", "Failed to delete event"],
  ])("%s %s: destructive toast 'Error' with '%s'", async (thing, verb, description) => {
    const { fetchMock, user } = await renderSection(thing, () => json({ message: "Something went wrong. Please try again later." }, 500));
    await perform(thing, verb, user);
    await expectToast({ title: "Error", description, variant: "destructive" });
    expect(sentWrites(fetchMock, verb)).toHaveLength(1);
  });
});

describe("a dashboard write the server accepts", () => {
  it.each<[Thing, Verb, string]>([
    ["redirect", "create", "Redirect created successfully"],
    ["blog post", "update", "Blog post updated successfully"],
    ["event", "delete", "Event deleted successfully"],
  ])("%s %s: toast 'Success' with '%s'", async (thing, verb, description) => {
    const { user } = await renderSection(thing, () => json({ id: 9 }, verb === "create" ? 201 : 200));
    await perform(thing, verb, user);
    await expectToast({ title: "Success", description });
  });
});

describe("a dashboard write answered 401 (the session ended)", () => {
  it.each<[Thing, Verb]>([
    ["redirect", "create"],
    ["blog post", "update"],
    ["event", "delete"],
  ])("%s %s: says so, then goes to /api/login 500 ms later, coming back to the same section", async (thing, verb) => {
    const assign = vi.fn<(url: string) => void>();
    const assignedAt: number[] = [];
    assign.mockImplementation(() => void assignedAt.push(performance.now()));
    vi.stubGlobal("location", { pathname: "/admin", search: "?section=blog", assign });
    const timers = vi.spyOn(window, "setTimeout");
    let answeredAt = Number.NaN;
    const { user } = await renderSection(thing, () => {
      answeredAt = performance.now();
      return json({ message: "Unauthorized" }, 401);
    });

    await perform(thing, verb, user);
    await expectToast({ title: "Unauthorized: You are logged out. Logging in again...", variant: "destructive" });
    expect(assign).not.toHaveBeenCalled();
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 500);

    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1), { timeout: 3000 });
    expect(assign).toHaveBeenCalledWith("/api/login?returnTo=%2Fadmin%3Fsection%3Dblog");
    // Node's timers may fire up to a millisecond early by the high-resolution clock.
    expect(assignedAt[0]! - answeredAt).toBeGreaterThanOrEqual(499);
  });
});
