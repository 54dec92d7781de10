// What a writer expects of the post editor (decision 0049): Ctrl/Cmd+K for a link, Undo and
// Redo, images with captions, the body's length and reading time, a slug that follows the title
// until typed, and a new post left open after Create. The words are asserted as written.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { BlogSection } from "../../web/admin/sections/blog";
import { storedPost } from "./post-fixtures";
import { withEditorEnvironment } from "./editor-environment";
import { json, renderInRouter, stubApi } from "./render";

const post = storedPost({ content: "<p>Mount them high.</p>" });
const created = storedPost({
  id: 9,
  title: "Porch Lights",
  slug: "porch-lights",
  isPublished: true,
  publishedAt: "2026-03-02T12:00:00.000Z",
});

withEditorEnvironment();
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

type User = ReturnType<typeof userEvent.setup>;

async function renderSection(media: unknown[] = []) {
  const fetchMock = stubApi({
    "/api/blog/posts": (init?: RequestInit) => (init?.method === "POST" ? json(created, 201) : json([post])),
    "/api/media": () => json(media),
  });
  await renderInRouter(<BlogSection />);
  await screen.findByRole("textbox", { name: "Content" }, { timeout: 10_000 });
  return { fetchMock, user: userEvent.setup() };
}

const editorBox = () => screen.getByRole("textbox", { name: "Content" });
const toolbarButton = (name: string) => within(screen.getByRole("toolbar", { name: "Formatting" })).getByRole("button", { name });

async function writeSource(user: User, html: string) {
  await user.click(toolbarButton("Source"));
  await user.clear(editorBox());
  await user.type(editorBox(), html);
  await user.click(toolbarButton("Source"));
}

async function readSource(user: User): Promise<string> {
  await user.click(toolbarButton("Source"));
  const html = (editorBox() as HTMLTextAreaElement).value;
  await user.click(toolbarButton("Source"));
  return html;
}

describe("links by keyboard", () => {
  it.each([
    ["Ctrl+K", "{Control>}k{/Control}"],
    ["Cmd+K", "{Meta>}k{/Meta}"],
  ])("%s links the selected text through the link dialog", async (_name, keys) => {
    const { user } = await renderSection();
    await writeSource(user, "<p>Porch lights</p>");
    await user.click(editorBox());
    await user.keyboard("{Control>}a{/Control}");
    await user.keyboard(keys);
    const dialog = await screen.findByRole("dialog", { name: "Add link" });
    await user.type(within(dialog).getByLabelText("Link address"), "/contact");
    await user.click(within(dialog).getByRole("button", { name: "Apply link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await readSource(user)).toBe('<p><a href="/contact">Porch lights</a></p>');
    expect(toolbarButton("Link")).toHaveAttribute("title", "Link (Ctrl+K)");
  });
});

describe("Undo and Redo", () => {
  it("are named, off until there is something to undo or redo, and never undo the opening of a post", async () => {
    const { user } = await renderSection();
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    await waitFor(() => expect(editorBox()).toHaveTextContent("Mount them high."));
    expect(toolbarButton("Undo")).toBeDisabled();
    expect(toolbarButton("Redo")).toBeDisabled();
    expect(toolbarButton("Undo")).toHaveAttribute("title", "Undo (Ctrl+Z)");
    expect(toolbarButton("Redo")).toHaveAttribute("title", "Redo (Ctrl+Shift+Z)");

    await user.click(editorBox());
    await user.keyboard("{Control>}a{/Control}");
    await user.click(toolbarButton("Bold"));
    await waitFor(() => expect(toolbarButton("Undo")).toBeEnabled());
    expect(toolbarButton("Redo")).toBeDisabled();

    await user.click(toolbarButton("Undo"));
    expect(await readSource(user)).toBe("<p>Mount them high.</p>");
    expect(toolbarButton("Redo")).toBeEnabled();
    await user.click(toolbarButton("Undo"));
    // Nothing left to undo: the post as it was opened.
    expect(await readSource(user)).toBe("<p>Mount them high.</p>");
    expect(toolbarButton("Undo")).toBeDisabled();

    await user.click(toolbarButton("Redo"));
    expect(await readSource(user)).toBe("<p><strong>Mount them high.</strong></p>");
    expect(toolbarButton("Redo")).toBeDisabled();
  });
});

describe("an image with a caption", () => {
  it("is inserted as a figure with its caption typed in the image dialog", async () => {
    const { user } = await renderSection([{ key: "door.png", url: "/media/door.png", alt: "The rear door", width: 800, height: 600 }]);
    await writeSource(user, "<p>Before</p>");
    await user.click(toolbarButton("Image"));
    const dialog = await screen.findByRole("dialog", { name: "Insert image" });
    await user.click(await within(dialog).findByRole("button", { name: "The rear door" }));
    expect(within(dialog).getByLabelText("Caption")).toHaveAccessibleDescription("Shown under the image; leave empty for none");
    await user.type(within(dialog).getByLabelText("Caption"), "  The door at dusk ");
    await user.click(within(dialog).getByRole("button", { name: "Insert image" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await readSource(user)).toBe(
      '<p>Before</p><figure><img src="/media/door.png" alt="The rear door" width="800" height="600"><figcaption>The door at dusk</figcaption></figure>',
    );
  });
});

describe("the body's length", () => {
  it("counts the words as typed and reads the time as the post page does", async () => {
    const { user } = await renderSection();
    expect(screen.getByTestId("body-length")).toHaveTextContent("0 words · 1 min read");
    await writeSource(user, "<p>One word</p>");
    expect(screen.getByTestId("body-length")).toHaveTextContent("2 words · 1 min read");
    // 201 words: over 200 a minute, two minutes.
    await user.click(toolbarButton("Source"));
    await user.clear(editorBox());
    await user.click(editorBox());
    await user.paste(`<p>${Array.from({ length: 201 }, () => "word").join(" ")}</p>`);
    await user.click(toolbarButton("Source"));
    expect(screen.getByTestId("body-length")).toHaveTextContent("201 words · 2 min read");
    await writeSource(user, "<p>word</p>");
    expect(screen.getByTestId("body-length")).toHaveTextContent("1 word · 1 min read");
  });
});

describe("the slug", () => {
  it("follows the title until the writer types one, and again once it is emptied", async () => {
    const { user } = await renderSection();
    expect(screen.getByLabelText("Slug")).toHaveAccessibleDescription(
      "Follows the title until you type your own: the post's address is /blog/ and this slug",
    );
    await user.type(screen.getByLabelText("Title"), "Winter Lights");
    expect(screen.getByLabelText("Slug")).toHaveValue("winter-lights");
    await user.clear(screen.getByLabelText("Slug"));
    await user.type(screen.getByLabelText("Slug"), "lights");
    await user.type(screen.getByLabelText("Title"), " Again");
    expect(screen.getByLabelText("Slug")).toHaveValue("lights");
    await user.clear(screen.getByLabelText("Slug"));
    await user.type(screen.getByLabelText("Title"), "!");
    expect(screen.getByLabelText("Slug")).toHaveValue("winter-lights-again");
  });

  it("stays as it is while a post that exists is edited", async () => {
    const { user } = await renderSection();
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    await user.type(screen.getByLabelText("Title"), " Revised");
    expect(screen.getByLabelText("Slug")).toHaveValue("camera-placement");
  });
});

describe("after Create", () => {
  it("keeps the new post open for editing, with a link to its page", async () => {
    const { user } = await renderSection();
    await user.type(screen.getByLabelText("Title"), "Porch Lights");
    await user.type(screen.getByLabelText("Excerpt"), "Light first.");
    await writeSource(user, "<p>Light the porch.</p>");
    await user.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByRole("heading", { name: "Edit Blog Post" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Update Post" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Porch Lights");
    expect(screen.getByRole("link", { name: /View post/ })).toHaveAttribute("href", "/blog/porch-lights");
  });
});
