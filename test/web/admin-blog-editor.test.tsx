// The blog form's visual editor, preview, search-result helpers and unsaved-changes guard.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { IMAGE_TEXT } from "../../web/admin/sections/blog/editor/image-dialog";
import { MEDIA_TEXT } from "../../web/admin/sections/media/text";
import { LINK_ADDRESS_TEXTS } from "../../web/admin/sections/blog/editor/links";
import { BlogSection } from "../../web/admin/sections/blog";
import { UNSAVED_CHANGES_PROMPT } from "../../web/admin/unsaved-changes";
import { withEditorEnvironment } from "./editor-environment";
import { json, renderInRouter, stubApi } from "./render";

const publishedPost = {
  id: 7,
  title: "Porch Lights",
  slug: "porch-lights",
  excerpt: "Light first, then cameras.",
  // Written by hand: the editor writes it without the whitespace, which is not an edit.
  content: "<h2>Why</h2>\n<ul>\n  <li>Faces</li>\n  <li>Plates</li>\n</ul>\n",
  author: "Dana Brooks",
  category: "Security Tips",
  tags: [],
  metaTitle: null,
  metaDescription: null,
  featuredImage: null,
  isPublished: true,
  publishedAt: "2026-03-02T12:00:00.000Z",
  viewCount: 4,
  readingTime: 1,
  createdAt: "2026-03-01T12:00:00.000Z",
  updatedAt: "2026-03-01T12:00:00.000Z",
};

withEditorEnvironment();
afterEach(() => vi.unstubAllGlobals());

type User = ReturnType<typeof userEvent.setup>;

async function renderSection({ posts = [publishedPost] as unknown[], media = [] as unknown[] } = {}) {
  const fetchMock = stubApi({
    // An update is answered with the post as saved (here, as it was).
    "/api/blog/posts": (init) => json(init?.method === "PATCH" ? posts[0] : posts),
    "/api/media": () => json(media),
  });
  const rendered = await renderInRouter(<BlogSection />);
  // The editor's code arrives on its own (a lazy import), slowly on a cold test run.
  await screen.findByRole("textbox", { name: "Content" }, { timeout: 10_000 });
  return { ...rendered, fetchMock, user: userEvent.setup() };
}

const sourceButton = () => screen.getByRole("button", { name: "Source" });
const editorBox = () => screen.getByRole("textbox", { name: "Content" });

/** Types HTML in the Source view and returns to the visual editor. */
async function writeSource(user: User, html: string) {
  await user.click(sourceButton());
  await user.clear(editorBox());
  await user.type(editorBox(), html);
  await user.click(sourceButton());
}

/** The HTML the editor holds, read in the Source view (which is then closed again). */
async function readSource(user: User): Promise<string> {
  await user.click(sourceButton());
  const html = (editorBox() as HTMLTextAreaElement).value;
  await user.click(sourceButton());
  return html;
}

async function selectAllText(user: User) {
  await user.click(editorBox());
  await user.keyboard("{Control>}a{/Control}");
}

describe("the post editor's toolbar", () => {
  it("is one toolbar whose buttons have names and say whether their format is on", async () => {
    await renderSection();
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    const names = within(toolbar)
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-label"));
    expect(names).toEqual([
      "Undo",
      "Redo",
      "Heading 2",
      "Heading 3",
      "Bold",
      "Italic",
      "Link",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Image",
      "Source",
    ]);
    expect(within(toolbar).getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "false");
    // One tab stop; arrow keys move along the buttons.
    expect(
      within(toolbar)
        .getAllByRole("button")
        .filter((button) => button.tabIndex === 0),
    ).toHaveLength(1);
  });

  it("moves between buttons with the arrow keys, Home and End", async () => {
    const { user } = await renderSection();
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    within(toolbar).getByRole("button", { name: "Heading 2" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(within(toolbar).getByRole("button", { name: "Heading 3" })).toHaveFocus();
    await user.keyboard("{End}");
    expect(within(toolbar).getByRole("button", { name: "Source" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(within(toolbar).getByRole("button", { name: "Heading 2" })).toHaveFocus();
    await user.keyboard("{ArrowLeft}");
    expect(within(toolbar).getByRole("button", { name: "Source" })).toHaveFocus();
  });

  it.each([
    ["Heading 2", "<h2>Light first</h2>"],
    ["Heading 3", "<h3>Light first</h3>"],
    ["Bold", "<p><strong>Light first</strong></p>"],
    ["Italic", "<p><em>Light first</em></p>"],
    ["Bulleted list", "<ul><li>Light first</li></ul>"],
    ["Numbered list", "<ol><li>Light first</li></ol>"],
    ["Quote", "<blockquote><p>Light first</p></blockquote>"],
  ])("%s turns the selected text into %s and shows itself pressed", async (name, expected) => {
    const { user } = await renderSection();
    await writeSource(user, "<p>Light first</p>");
    await selectAllText(user);
    await user.click(screen.getByRole("button", { name }));
    expect(screen.getByRole("button", { name })).toHaveAttribute("aria-pressed", "true");
    expect(await readSource(user)).toBe(expected);
  });

  it("links the selected text to an address typed in its dialog, and refuses javascript:", async () => {
    const { user } = await renderSection();
    await writeSource(user, "<p>Contact us</p>");
    await selectAllText(user);
    await user.click(screen.getByRole("button", { name: "Link" }));
    const dialog = await screen.findByRole("dialog", { name: "Add link" });
    await user.type(within(dialog).getByLabelText("Link address"), "javascript:alert(1)");
    await user.click(within(dialog).getByRole("button", { name: "Apply link" }));
    expect(within(dialog).getByText(LINK_ADDRESS_TEXTS.unsupported)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText("Link address"));
    await user.type(within(dialog).getByLabelText("Link address"), "/contact");
    await user.click(within(dialog).getByRole("button", { name: "Apply link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await readSource(user)).toBe('<p><a href="/contact">Contact us</a></p>');
  });
});

describe("the Source view", () => {
  it("shows the editor's HTML and gives back what was typed there", async () => {
    const { user } = await renderSection();
    const html =
      '<h2>Steps</h2><ol><li>Light</li><li><a href="https://example.org/" rel="noopener noreferrer" target="_blank">Cameras</a></li></ol>';
    await writeSource(user, html);
    expect(editorBox()).toHaveTextContent("StepsLightCameras");
    expect(await readSource(user)).toBe(html);
    // Typed badly, it still becomes what the editor can hold.
    await writeSource(user, '<h1 style="color:red">Title</h1><p onclick="x()">Text<script>alert(1)</script></p>');
    expect(await readSource(user)).toBe("<h2>Title</h2><p>Text</p>");
  });
});

describe("inserting an image", () => {
  const media = [
    { key: "door.png", url: "/media/door.png", alt: "", width: 800, height: 600 },
    { key: "alley.webp", url: "/media/alley.webp", alt: "An alley at night", width: null, height: null },
    // Not an image of this site: left out.
    { key: "far.png", url: "https://elsewhere.example/far.png", alt: "x" },
    "junk",
  ];

  it("chooses from the media library and will not insert without alt text", async () => {
    const { user } = await renderSection({ media });
    await writeSource(user, "<p>Before</p>");
    await user.click(screen.getByRole("button", { name: "Image" }));
    const dialog = await screen.findByRole("dialog", { name: "Insert image" });
    const choices = await within(dialog).findAllByRole("button", { pressed: false });
    expect(choices.map((choice) => choice.getAttribute("aria-label"))).toEqual(["door.png", "An alley at night"]);

    await user.click(within(dialog).getByRole("button", { name: "Insert image" }));
    expect(within(dialog).getByText(IMAGE_TEXT.chooseRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "door.png" }));
    await user.click(within(dialog).getByRole("button", { name: "Insert image" }));
    expect(within(dialog).getByText(IMAGE_TEXT.altRequired)).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Insert image" })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText("Alt text"), "The rear door under a porch light");
    await user.click(within(dialog).getByRole("button", { name: "Insert image" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await readSource(user)).toContain(
      '<img src="/media/door.png" alt="The rear door under a porch light" width="800" height="600">',
    );
  });

  it("offers the same images, and only those, as the featured image", async () => {
    await renderSection({ media });
    const featured = await screen.findByRole("combobox", { name: MEDIA_TEXT.featuredLabel });
    await waitFor(() => expect(within(featured).getAllByRole("option")).toHaveLength(3));
    expect(
      within(featured)
        .getAllByRole("option")
        .map((option) => [option.getAttribute("value"), option.textContent]),
    ).toEqual([
      ["", MEDIA_TEXT.featuredNone],
      ["/media/door.png", "door.png (800 × 600)"],
      ["/media/alley.webp", "An alley at night"],
    ]);
  });

  it("prefills the alt text from the library", async () => {
    const { user } = await renderSection({ media });
    await user.click(screen.getByRole("button", { name: "Image" }));
    const dialog = await screen.findByRole("dialog", { name: "Insert image" });
    await user.click(await within(dialog).findByRole("button", { name: "An alley at night" }));
    expect(within(dialog).getByLabelText("Alt text")).toHaveValue("An alley at night");
    await user.click(within(dialog).getByRole("button", { name: "Insert image" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await readSource(user)).toContain('<img src="/media/alley.webp" alt="An alley at night">');
  });
});

describe("Preview and View post", () => {
  it("shows the unsaved post as the public page draws it", async () => {
    const { user, fetchMock } = await renderSection({ posts: [] });
    await user.type(screen.getByLabelText("Title"), "Winter Lighting");
    await user.type(screen.getByLabelText("Excerpt"), "Light the alley first.");
    await writeSource(user, "<h2>Porches</h2><ul><li>Warm light</li></ul>");
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const preview = await screen.findByRole("dialog", { name: "Preview" });
    expect(within(preview).getByRole("heading", { level: 1, name: "Winter Lighting" })).toBeInTheDocument();
    expect(within(preview).getByText("Light the alley first.")).toBeInTheDocument();
    expect(within(preview).getByRole("heading", { level: 2, name: "Porches" })).toBeInTheDocument();
    expect(within(preview).getByText("Warm light").closest("article")).not.toBeNull();
    // Nothing was saved.
    const methods = fetchMock.mock.calls.map((call) => (call as unknown as [unknown, RequestInit | undefined])[1]?.method ?? "GET");
    expect(methods.filter((method) => method.toUpperCase() !== "GET")).toEqual([]);
  });

  it("links a published post's form to its page, in a new tab that it announces", async () => {
    const { user } = await renderSection();
    await user.click(await screen.findByRole("button", { name: "Edit Porch Lights" }));
    const link = screen.getByRole("link", { name: "View post (opens in a new tab)" });
    expect(link).toHaveAttribute("href", "/blog/porch-lights");
    expect(link).toHaveAttribute("target", "_blank");
  });
});

describe("leaving with unsaved changes", () => {
  const switchSection = (router: Awaited<ReturnType<typeof renderSection>>["router"]) => router.history.push("/admin/?section=events");

  it("asks before switching sections, and stays when the person cancels", async () => {
    const { user, router } = await renderSection({ posts: [] });
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await user.type(screen.getByLabelText("Title"), "Half written");
    switchSection(router);
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_PROMPT));
    expect(router.state.location.search).toEqual({});
    expect(screen.getByLabelText("Title")).toHaveValue("Half written");
  });

  it("leaves when the person confirms", async () => {
    const { user, router } = await renderSection({ posts: [] });
    vi.stubGlobal(
      "confirm",
      vi.fn(() => true),
    );
    await user.type(screen.getByLabelText("Title"), "Half written");
    switchSection(router);
    await waitFor(() => expect(router.state.location.search).toEqual({ section: "events" }));
  });

  it("asks the browser before the tab closes, only while something is unsaved", async () => {
    const { user } = await renderSection({ posts: [] });
    const closing = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await user.type(screen.getByLabelText("Title"), "Half written");
    expect(closing()).toBe(true);
  });

  it("does not ask after a successful save, nor for a post only opened", async () => {
    const { user, router } = await renderSection();
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await user.click(await screen.findByRole("button", { name: "Edit Porch Lights" }));
    await waitFor(() => expect(editorBox()).toHaveTextContent("WhyFacesPlates"));
    switchSection(router);
    await waitFor(() => expect(router.state.location.search).toEqual({ section: "events" }));

    await user.type(screen.getByLabelText("Title"), " at Night");
    await user.click(screen.getByRole("button", { name: "Update Post" }));
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Porch Lights"));
    router.history.push("/admin/?section=contacts");
    await waitFor(() => expect(router.state.location.search).toEqual({ section: "contacts" }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it("counts an edit undone as no change, though the editor rewrote the post's whitespace", async () => {
    const { user, router } = await renderSection();
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await user.click(await screen.findByRole("button", { name: "Edit Porch Lights" }));
    await user.click(sourceButton());
    await user.type(editorBox(), "<p>x</p>");
    for (let i = 0; i < "<p>x</p>".length; i++) await user.keyboard("{Backspace}");
    switchSection(router);
    await waitFor(() => expect(router.state.location.search).toEqual({ section: "events" }));
    expect(confirm).not.toHaveBeenCalled();
  });

  it("asks before opening another post over unsaved changes", async () => {
    const { user } = await renderSection();
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    await user.type(screen.getByLabelText("Title"), "Half written");
    await user.click(await screen.findByRole("button", { name: "Edit Porch Lights" }));
    expect(confirm).toHaveBeenCalledWith(UNSAVED_CHANGES_PROMPT);
    expect(screen.getByLabelText("Title")).toHaveValue("Half written");
  });
});

describe("search-result helpers", () => {
  it("measures the result's title and description in words and previews the result with the page's fallbacks", async () => {
    const { user } = await renderSection({ posts: [] });
    await user.type(screen.getByLabelText("Title"), "Porch Lights");
    await user.type(screen.getByLabelText("Excerpt"), "Light first.");
    const result = screen.getByTestId("search-result");
    expect(result).toHaveTextContent(`${window.location.host}/blog/porch-lights`);
    expect(result).toHaveTextContent("Porch Lights - Harborlight Security");
    expect(result).toHaveTextContent("Light first.");
    expect(screen.getByTestId("meta-description-meter")).toHaveTextContent("Too short");

    // Long texts are pasted, as people do: typed key by key they re-render the form 130 times.
    await user.click(screen.getByLabelText("Meta Description"));
    await user.paste("x".repeat(130));
    expect(screen.getByTestId("meta-description-meter")).toHaveTextContent("130 characters (ideal 120–160): Good");
    expect(result).toHaveTextContent("x".repeat(130));
    await user.click(screen.getByLabelText("Meta Title"));
    await user.paste("y".repeat(50));
    expect(screen.getByTestId("meta-title-meter")).toHaveTextContent("Too long");
    expect(within(screen.getByTestId("meta-title-meter")).getByText("Too long")).toHaveAttribute("aria-live", "polite");
  });
});
