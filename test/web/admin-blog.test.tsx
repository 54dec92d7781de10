import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BlogSection } from "../../web/admin/sections/blog";
import { SCHEDULE_TEXT } from "../../web/admin/sections/blog/form";
import { DEFAULT_BLOG_AUTHOR } from "../../worker/shared/company";
import { storedPost } from "./post-fixtures";
import { json, renderInRouter, stubApi } from "./render";

const post = storedPost({ tags: ["canton", "alleys"] });

// The Radix switch measures itself; jsdom has no ResizeObserver (nor layout to observe).
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal("ResizeObserver", NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

async function renderSection(posts: unknown[] = [post]) {
  const fetchMock = stubApi({ "/api/blog/posts": () => json(posts) });
  await renderInRouter(<BlogSection />);
  return { fetchMock, user: userEvent.setup() };
}

/** Writes the post's body as HTML, in the editor's Source view. */
async function writeContent(user: ReturnType<typeof userEvent.setup>, html: string) {
  await user.click(await screen.findByRole("button", { name: "Source" }));
  await user.type(screen.getByRole("textbox", { name: "Content" }), html);
}

/** The JSON bodies the section sent with a given method. */
function sentBodies(fetchMock: ReturnType<typeof stubApi>, method: string) {
  return fetchMock.mock.calls
    .map((call) => (call as unknown as [RequestInfo | URL, RequestInit | undefined])[1])
    .filter((init) => init?.method?.toUpperCase() === method)
    .map((init) => JSON.parse(init!.body as string) as Record<string, unknown>);
}

describe("admin blog section", () => {
  it("lists every post with its status, author, category, views and created date", async () => {
    await renderSection();
    const list = await screen.findByRole("list");
    expect(within(list).getByText("Camera Placement for Rowhouses")).toBeInTheDocument();
    expect(within(list).getByText("Draft")).toBeInTheDocument();
    expect(within(list).getByText("Where each camera goes.")).toBeInTheDocument();
    expect(within(list).getByText("Dana Brooks")).toBeInTheDocument();
    expect(within(list).getByText("Case Studies")).toBeInTheDocument();
    expect(within(list).getByTestId("view-count")).toHaveTextContent("12");
    expect(within(list).getByText("Created Mar 1, 2026")).toBeInTheDocument();
  });

  it("shows the empty state when there are no posts", async () => {
    await renderSection([]);
    expect(await screen.findByText("No blog posts created yet.")).toBeInTheDocument();
  });

  it("starts from the spec's defaults (the team as author while the writer is not known: test/web/admin-blog-byline.test.tsx)", async () => {
    await renderSection([]);
    expect(screen.getByRole("heading", { name: "Create Blog Post" })).toBeInTheDocument();
    expect(screen.getByLabelText("Author")).toHaveDisplayValue("Someone else");
    expect(screen.getByLabelText("Author's name")).toHaveValue(DEFAULT_BLOG_AUTHOR);
    expect(screen.getByLabelText("Category")).toHaveValue("Security Tips");
    expect(screen.getByRole("switch", { name: "Published" })).not.toBeChecked();
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
  });

  it("makes the slug follow the title while creating", async () => {
    const { user } = await renderSection([]);
    await user.type(screen.getByLabelText("Title"), "Winter Lighting Tips!");
    expect(screen.getByLabelText("Slug")).toHaveValue("winter-lighting-tips");
  });

  it("leaves the slug alone once a post is being edited", async () => {
    const { user } = await renderSection();
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    expect(screen.getByRole("heading", { name: "Edit Blog Post" })).toBeInTheDocument();
    expect(screen.getByLabelText("Tags")).toHaveValue("canton, alleys");
    const title = screen.getByLabelText("Title");
    await user.clear(title);
    await user.type(title, "A New Title");
    expect(screen.getByLabelText("Slug")).toHaveValue("camera-placement");
  });

  it("says, while a live post is edited, that its old address will still lead readers to it (decision 0044)", async () => {
    const live = { ...post, id: 4, title: "Live Lights", slug: "live-lights", isPublished: true, publishedAt: "2026-03-02T12:00:00.000Z" };
    const { user } = await renderSection([post, live]);
    await user.click(await screen.findByRole("button", { name: "Edit Live Lights" }));
    expect(
      screen.getByText("The post's address: /blog/ and this slug. Change it and the old address still leads readers here."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    expect(screen.getByText("The post's address: /blog/ and this slug")).toBeInTheDocument();
    expect(screen.queryByText(/the old address still leads readers here/)).not.toBeInTheDocument();
  });

  it("sends comma-separated tags as a trimmed list without empty entries", async () => {
    const { fetchMock, user } = await renderSection([]);
    await user.type(screen.getByLabelText("Title"), "Winter Lighting Tips");
    await user.type(screen.getByLabelText("Excerpt"), "Light the alley.");
    expect(screen.getByTestId("excerpt-count")).toHaveTextContent("16/300");
    await writeContent(user, "<p>Use warm light.</p>");
    await user.type(screen.getByLabelText("Tags"), "a, b,, c ");
    await user.click(screen.getByRole("button", { name: "Create Post" }));
    await waitFor(() => expect(sentBodies(fetchMock, "POST")).toHaveLength(1));
    expect(sentBodies(fetchMock, "POST")[0]).toMatchObject({
      title: "Winter Lighting Tips",
      slug: "winter-lighting-tips",
      content: "<p>Use warm light.</p>",
      author: DEFAULT_BLOG_AUTHOR,
      category: "Security Tips",
      tags: ["a", "b", "c"],
      isPublished: false,
    });
  });

  it("shows the spec's messages for an empty title and a bad slug", async () => {
    const { fetchMock, user } = await renderSection([]);
    await user.type(screen.getByLabelText("Slug"), "Not A Slug");
    await user.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    expect(screen.getByText("Slug must be lowercase with hyphens only")).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(sentBodies(fetchMock, "POST")).toHaveLength(0);
  });

  it("shows a server field error on its field", async () => {
    const taken = "Another post already uses this slug";
    vi.stubGlobal(
      "fetch",
      vi.fn((_input: RequestInfo | URL, init?: RequestInit) =>
        Promise.resolve(init?.method === "POST" ? json({ message: taken, errors: { slug: [taken] } }, 400) : json([])),
      ),
    );
    await renderInRouter(<BlogSection />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Title"), "Taken");
    await user.type(screen.getByLabelText("Excerpt"), "Short.");
    await writeContent(user, "<p>Body</p>");
    await user.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByLabelText("Slug")).toHaveAttribute("aria-invalid", "true");
  });

  it("returns to create mode with the defaults on Cancel", async () => {
    const { user } = await renderSection();
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    expect(screen.getByLabelText("Title")).toHaveValue("Camera Placement for Rowhouses");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("heading", { name: "Create Blog Post" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Create Post" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(screen.getByLabelText("Slug")).toHaveValue("");
    expect(screen.getByLabelText("Author's name")).toHaveValue(DEFAULT_BLOG_AUTHOR);
    // Back in create mode, the slug follows the title again.
    await user.type(screen.getByLabelText("Title"), "Fresh Post");
    expect(screen.getByLabelText("Slug")).toHaveValue("fresh-post");
  });

  it("asks before deleting and sends the delete", async () => {
    const { fetchMock, user } = await renderSection();
    const confirm = vi.fn(() => true);
    vi.stubGlobal("confirm", confirm);
    await user.click(await screen.findByRole("button", { name: "Delete Camera Placement for Rowhouses" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this blog post?");
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((call) => (call as unknown as [unknown, RequestInit | undefined])[1]?.method === "DELETE")).toBe(
        true,
      ),
    );
  });

  describe("scheduling", () => {
    const scheduled = {
      ...post,
      id: 4,
      title: "Holiday Porch Lights",
      slug: "holiday-porch-lights",
      isPublished: true,
      // 9:00 AM in Baltimore (EST), far ahead of any test run.
      publishedAt: "2099-12-01T14:00:00.000Z",
    };
    const live = { ...post, id: 5, title: "Live Post", slug: "live-post", isPublished: true, publishedAt: "2026-03-02T15:30:45.123Z" };

    it("lists a post whose time is ahead as Scheduled with that time in Baltimore time", async () => {
      await renderSection([scheduled, live, post]);
      const list = await screen.findByRole("list");
      expect(within(list).getByText(SCHEDULE_TEXT.scheduled, { exact: false })).toHaveTextContent("Scheduled · Dec 1, 2099, 9:00 AM EST");
      expect(within(list).getByText("Published")).toBeInTheDocument();
      expect(within(list).getByText("Draft")).toBeInTheDocument();
      expect(SCHEDULE_TEXT.scheduled).toBe("Scheduled");
    });

    it("sends the Baltimore date and time as the instant it names", async () => {
      const { fetchMock, user } = await renderSection([]);
      await user.type(screen.getByLabelText("Title"), "Summer Cameras");
      await user.type(screen.getByLabelText("Excerpt"), "Heat and lenses.");
      await writeContent(user, "<p>Shade the housing.</p>");
      await user.click(screen.getByRole("switch", { name: "Published" }));
      await user.type(screen.getByLabelText("Publish date"), "2099-07-04");
      await user.type(screen.getByLabelText("Publish time"), "18:30");
      await user.click(screen.getByRole("button", { name: "Create Post" }));
      await waitFor(() => expect(sentBodies(fetchMock, "POST")).toHaveLength(1));
      // 6:30 PM EDT is 22:30 UTC.
      expect(sentBodies(fetchMock, "POST")[0]).toMatchObject({ isPublished: true, publishedAt: "2099-07-04T22:30:00.000Z" });
    });

    it("sends no publish time for a new post without one (R9 dates it when published)", async () => {
      const { fetchMock, user } = await renderSection([]);
      await user.type(screen.getByLabelText("Title"), "Plain Post");
      await user.type(screen.getByLabelText("Excerpt"), "No schedule.");
      await writeContent(user, "<p>Now.</p>");
      await user.click(screen.getByRole("button", { name: "Create Post" }));
      await waitFor(() => expect(sentBodies(fetchMock, "POST")).toHaveLength(1));
      expect(sentBodies(fetchMock, "POST")[0]).not.toHaveProperty("publishedAt");
    });

    it("shows a post's time in Baltimore time when editing, and leaves it (with its seconds) alone unless changed", async () => {
      const { fetchMock, user } = await renderSection([live]);
      await user.click(await screen.findByRole("button", { name: "Edit Live Post" }));
      expect(screen.getByLabelText("Publish date")).toHaveValue("2026-03-02");
      expect(screen.getByLabelText("Publish time")).toHaveValue("10:30");
      await user.type(screen.getByLabelText("Title"), " Again");
      await user.click(screen.getByRole("button", { name: "Update Post" }));
      await waitFor(() => expect(sentBodies(fetchMock, "PATCH")).toHaveLength(1));
      expect(sentBodies(fetchMock, "PATCH")[0]).not.toHaveProperty("publishedAt");
    });

    it("clears a scheduled time when both fields are emptied", async () => {
      const { fetchMock, user } = await renderSection([scheduled]);
      await user.click(await screen.findByRole("button", { name: "Edit Holiday Porch Lights" }));
      await user.clear(screen.getByLabelText("Publish date"));
      await user.clear(screen.getByLabelText("Publish time"));
      await user.click(screen.getByRole("button", { name: "Update Post" }));
      await waitFor(() => expect(sentBodies(fetchMock, "PATCH")).toHaveLength(1));
      expect(sentBodies(fetchMock, "PATCH")[0]).toMatchObject({ publishedAt: null });
    });

    it("refuses a publish date outside 1900 to 2100 before sending, in the API's words", async () => {
      const { fetchMock, user } = await renderSection([]);
      await user.type(screen.getByLabelText("Title"), "Far Off");
      await user.type(screen.getByLabelText("Excerpt"), "Much later.");
      await writeContent(user, "<p>Later.</p>");
      await user.type(screen.getByLabelText("Publish date"), "2199-07-04");
      await user.type(screen.getByLabelText("Publish time"), "09:00");
      await user.click(screen.getByRole("button", { name: "Create Post" }));
      expect(await screen.findByText("Use a date from 1900 to 2100")).toBeInTheDocument();
      expect(sentBodies(fetchMock, "POST")).toHaveLength(0);
    });

    it("asks for both a date and a time", async () => {
      const { fetchMock, user } = await renderSection([]);
      await user.type(screen.getByLabelText("Title"), "Half Scheduled");
      await user.type(screen.getByLabelText("Excerpt"), "A date alone.");
      await writeContent(user, "<p>Soon.</p>");
      await user.type(screen.getByLabelText("Publish date"), "2099-07-04");
      await user.click(screen.getByRole("button", { name: "Create Post" }));
      expect(await screen.findByText(SCHEDULE_TEXT.bothOrNeither)).toBeInTheDocument();
      expect(SCHEDULE_TEXT.bothOrNeither).toBe("Choose both a date and a time, or leave both empty");
      expect(sentBodies(fetchMock, "POST")).toHaveLength(0);
    });
  });
});
