// The post form's byline (R9): the team to choose from, the writer chosen for a new post, and
// "Someone else", which shows the author's name to type.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { BlogSection } from "../../web/admin/sections/blog";
import { BYLINE_TEXT } from "../../web/admin/texts";
import { currentUserQuery } from "../../web/queries/auth";
import { queryClient } from "../../web/query-client";
import { withEditorEnvironment } from "./editor-environment";
import { storedPost } from "./post-fixtures";
import { json, renderInRouter, stubApi } from "./render";

const writer = {
  id: "sub-sam",
  email: "sam.writer@example.com",
  firstName: "Sam",
  lastName: "Writer",
  profileImageUrl: null,
  role: "editor" as const,
};
const team = [
  { id: "sub-dana", name: "Dana Brooks" },
  { id: "sub-sam", name: "Sam Writer" },
];

withEditorEnvironment();
afterEach(() => vi.unstubAllGlobals());

async function renderSection(posts: unknown[] = []) {
  // The dashboard knows who is signed in before it shows a section.
  queryClient.setQueryData(currentUserQuery.queryKey, writer);
  const fetchMock = stubApi({
    "/api/blog/posts": (init) => (init?.method === "POST" ? json(storedPost({ id: 9, authorId: "sub-sam" }), 201) : json(posts)),
    "/api/team/authors": () => json(team),
  });
  await renderInRouter(<BlogSection />);
  await screen.findByRole("option", { name: "Dana Brooks" });
  return { fetchMock, user: userEvent.setup() };
}

const byline = () => screen.getByRole("combobox", { name: BYLINE_TEXT.label });
const nameField = () => screen.queryByRole("textbox", { name: BYLINE_TEXT.nameLabel });

async function writePost(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Title"), "Porch Lights");
  await user.type(screen.getByLabelText("Excerpt"), "Light the porch.");
  await user.click(await screen.findByRole("button", { name: "Source" }));
  await user.type(screen.getByRole("textbox", { name: "Content" }), "<p>Warm light.</p>");
}

function sentPost(fetchMock: ReturnType<typeof stubApi>) {
  const init = fetchMock.mock.calls
    .map((call) => (call as unknown as [RequestInfo | URL, RequestInit | undefined])[1])
    .find((sent) => sent?.method?.toUpperCase() === "POST");
  return JSON.parse(init!.body as string) as Record<string, unknown>;
}

describe("the byline", () => {
  it("lists the team and Someone else, and names the writer on a new post", async () => {
    const { fetchMock, user } = await renderSection();
    expect(
      within(byline())
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Dana Brooks", "Sam Writer", "Someone else"]);
    expect(byline()).toHaveDisplayValue("Sam Writer");
    expect(byline()).toHaveAccessibleDescription(BYLINE_TEXT.hint);
    expect(nameField()).not.toBeInTheDocument();
    await writePost(user);
    await user.click(screen.getByRole("button", { name: "Create Post" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    const sent = sentPost(fetchMock);
    expect(sent).toMatchObject({ authorId: "sub-sam" });
    expect(sent).not.toHaveProperty("author");
  });

  it("shows the author's name to type for Someone else, and hides it when a person is chosen", async () => {
    const { user } = await renderSection();
    await user.selectOptions(byline(), BYLINE_TEXT.someoneElse);
    expect(nameField()).toBeInTheDocument();
    expect(nameField()).toHaveValue("");
    await user.type(nameField()!, "A Guest Writer");
    await user.selectOptions(byline(), "Dana Brooks");
    expect(nameField()).not.toBeInTheDocument();
    // Back to Someone else: what was typed is still there.
    await user.selectOptions(byline(), BYLINE_TEXT.someoneElse);
    expect(nameField()).toHaveValue("A Guest Writer");
  });

  it("sends the name typed for someone else, and no team member", async () => {
    const { fetchMock, user } = await renderSection();
    await writePost(user);
    await user.selectOptions(byline(), BYLINE_TEXT.someoneElse);
    await user.type(nameField()!, "A Guest Writer");
    await user.click(screen.getByRole("button", { name: "Create Post" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(true));
    expect(sentPost(fetchMock)).toMatchObject({ authorId: null, author: "A Guest Writer" });
  });

  it("asks for the author's name when Someone else has none", async () => {
    const { fetchMock, user } = await renderSection();
    await writePost(user);
    await user.selectOptions(byline(), BYLINE_TEXT.someoneElse);
    await user.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByText("Author is required")).toBeInTheDocument();
    expect(nameField()).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("opens a post by someone else with their name, and a post by someone who left the team with them still chosen", async () => {
    const guest = storedPost({ id: 4, title: "Guest Post", author: "A Guest Writer", authorId: null });
    const departed = storedPost({ id: 5, title: "Old Post", author: "Former Colleague", authorId: "sub-former" });
    const { user } = await renderSection([guest, departed]);
    await user.click(await screen.findByRole("button", { name: "Edit Guest Post" }));
    expect(byline()).toHaveDisplayValue(BYLINE_TEXT.someoneElse);
    expect(nameField()).toHaveValue("A Guest Writer");
    await user.click(screen.getByRole("button", { name: "Edit Old Post" }));
    expect(byline()).toHaveDisplayValue("Former Colleague");
    expect(nameField()).not.toBeInTheDocument();
  });
});
