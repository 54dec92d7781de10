// The post form keeps typed work as it is typed (on the server once the post exists, in this
// browser before) and offers it back; a post's revisions are listed, previewed and restored
// (decisions 0050 and 0046). The words are asserted as written.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { BlogSection } from "../../web/admin/sections/blog";
import { draftKey, readDraft } from "../../web/admin/sections/blog/browser-draft";
import { EMPTY_BLOG_FORM } from "../../web/admin/sections/blog/form";
import { withEditorEnvironment } from "./editor-environment";
import { storedPost } from "./post-fixtures";
import { json, renderInRouter, requestUrl, stubApi } from "./render";

const post = storedPost({ isPublished: true, publishedAt: "2026-03-01T12:00:00.000Z" });
const revision = {
  id: 7,
  postId: 3,
  title: "Camera Placement, first draft",
  excerpt: "Where cameras went at first.",
  featuredImage: null,
  savedAt: "2026-02-28T15:30:00.000Z",
  savedBy: "user-1",
  savedByEmail: "dana@example.com",
};

withEditorEnvironment();
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.localStorage.clear();
});

async function renderSection(routes: Record<string, (init?: RequestInit) => Response> = {}) {
  const fetchMock = stubApi({ ...routes, "/api/blog/posts": () => json([post]) });
  await renderInRouter(<BlogSection />);
  return { fetchMock, user: userEvent.setup() };
}
const status = () => screen.getByTestId("autosave-status");
const methods = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map((call) => (call as unknown as [unknown, RequestInit | undefined])[1]?.method ?? "GET");
const keep = (postId: number | undefined, savedAt: string, values: Partial<typeof EMPTY_BLOG_FORM>) =>
  window.localStorage.setItem(draftKey(postId), JSON.stringify({ savedAt, values: { ...EMPTY_BLOG_FORM, ...values } }));

describe("the post form's status", () => {
  it("says Saved, then Saving… while typing, then Saved in this browser, never writing to the server", async () => {
    const { fetchMock, user } = await renderSection();
    expect(status()).toHaveTextContent(/^Saved$/);
    expect(status()).toHaveAttribute("aria-live", "polite");
    expect(screen.getByText("What you type is kept in this browser until you create the post.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Title"), "Porch lights");
    expect(status()).toHaveTextContent("Saving…");
    await waitFor(() => expect(status()).toHaveTextContent("Saved in this browser"), { timeout: 4000 });
    expect(readDraft(draftKey(undefined))?.values).toMatchObject({ title: "Porch lights", slug: "porch-lights" });
    expect(methods(fetchMock).every((method) => method === "GET")).toBe(true);
  });

  it("keeps a published post's typed work on the server as its autosave: the post is not written until Update", async () => {
    const { fetchMock, user } = await renderSection({ "/api/blog/posts/3/autosave": () => json({ savedAt: "2026-03-02T09:00:00.000Z" }) });
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    expect(
      screen.getByText("What you type is kept for you as you go. A published post changes only when you update it."),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Title"), " (half typed");
    expect(status()).toHaveTextContent("Saving…");
    await waitFor(() => expect(status()).toHaveTextContent(/^Saved$/), { timeout: 4000 });
    const put = fetchMock.mock.calls.find((call) => (call as unknown as [unknown, RequestInit | undefined])[1]?.method === "PUT");
    expect(requestUrl((put as unknown as [RequestInfo])[0])).toContain("/api/blog/posts/3/autosave");
    expect(JSON.parse((put as unknown as [unknown, RequestInit & { body: string }])[1].body)).toMatchObject({
      title: "Camera Placement for Rowhouses (half typed",
      slug: post.slug,
    });
    expect(methods(fetchMock).filter((method) => method !== "GET")).toEqual(["PUT"]);
    // This browser keeps a copy too, for when the server cannot be reached.
    expect(readDraft(draftKey(3))?.values.title).toBe("Camera Placement for Rowhouses (half typed");
  });

  it("says Saved in this browser when the server cannot take a post's typed work", async () => {
    const { user } = await renderSection({ "/api/blog/posts/3/autosave": () => new Response("", { status: 503 }) });
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    await user.type(screen.getByLabelText("Title"), " (offline");
    await waitFor(() => expect(status()).toHaveTextContent("Saved in this browser"), { timeout: 4000 });
  });

  it("says Not saved when the browser refuses to keep it", async () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("Full", "QuotaExceededError");
    });
    const { user } = await renderSection();
    await user.type(screen.getByLabelText("Title"), "Porch");
    await waitFor(() => expect(status()).toHaveTextContent("Not saved"), { timeout: 4000 });
  });

  it("forgets the kept work once the post is saved", async () => {
    keep(3, "2026-03-02T09:00:00.000Z", { ...post, tags: "", featuredImage: "", metaTitle: "", metaDescription: "", title: "Kept" });
    const { user } = await renderSection({ "/api/blog/posts/3": () => json(post) });
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    await user.click(screen.getByRole("button", { name: "Restore unsaved changes" }));
    await user.click(screen.getByRole("button", { name: "Update Post" }));
    await waitFor(() => expect(window.localStorage.getItem(draftKey(3))).toBeNull());
    expect(screen.getByRole("heading", { name: "Edit Blog Post" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Restore unsaved changes" })).not.toBeInTheDocument();
  });
});

describe("the offer to restore unsaved changes", () => {
  it("brings back a new post's kept work into the form", async () => {
    keep(undefined, "2026-03-02T09:00:00.000Z", { title: "Winter porch lights", slug: "winter-porch-lights", excerpt: "Kept." });
    const { user } = await renderSection();
    const offer = screen.getByRole("region", { name: "Restore unsaved changes" });
    expect(within(offer).getByText(/^This browser kept unsaved changes from .+\.$/)).toBeInTheDocument();
    await user.click(within(offer).getByRole("button", { name: "Restore unsaved changes" }));
    expect(screen.getByLabelText("Title")).toHaveValue("Winter porch lights");
    expect(screen.getByLabelText("Excerpt")).toHaveValue("Kept.");
    expect(status()).toHaveTextContent("Saved in this browser");
    expect(screen.queryByRole("region", { name: "Restore unsaved changes" })).not.toBeInTheDocument();
  });

  it("forgets it on Discard", async () => {
    keep(undefined, "2026-03-02T09:00:00.000Z", { title: "Never mind" });
    const { user } = await renderSection();
    await user.click(screen.getByRole("button", { name: "Discard" }));
    expect(screen.queryByRole("button", { name: "Restore unsaved changes" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("");
    expect(window.localStorage.getItem(draftKey(undefined))).toBeNull();
  });

  it("offers a post's kept work only when it is newer than the post's last save", async () => {
    keep(3, "2026-02-01T09:00:00.000Z", { title: "Older than the save" });
    const { user } = await renderSection();
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    expect(screen.queryByRole("button", { name: "Restore unsaved changes" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    keep(3, "2026-03-02T09:00:00.000Z", { title: "Newer than the save" });
    await user.click(screen.getByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    await user.click(screen.getByRole("button", { name: "Restore unsaved changes" }));
    expect(screen.getByLabelText("Title")).toHaveValue("Newer than the save");
  });
});

describe("the offer to restore what the server kept", () => {
  const serverCopy = (savedAt: string, title: string) => ({
    autosave: {
      savedAt,
      fields: { ...EMPTY_BLOG_FORM, title, slug: post.slug, excerpt: post.excerpt, content: "<p>Kept on the server.</p>" },
    },
  });

  it("brings back a post's autosave from the server, in any browser", async () => {
    const { user } = await renderSection({
      "/api/blog/posts/3/autosave": () => json(serverCopy("2026-03-02T09:00:00.000Z", "Typed elsewhere")),
    });
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    const offer = await screen.findByRole("region", { name: "Restore unsaved changes" });
    expect(within(offer).getByText(/^Your unsaved changes from .+ were kept\.$/)).toBeInTheDocument();
    await user.click(within(offer).getByRole("button", { name: "Restore unsaved changes" }));
    expect(screen.getByLabelText("Title")).toHaveValue("Typed elsewhere");
    expect(status()).toHaveTextContent(/^Saved$/);
  });

  it("offers the newer of the server's and this browser's copies, and Discard deletes the server's", async () => {
    keep(3, "2026-03-03T09:00:00.000Z", {
      ...post,
      tags: "",
      featuredImage: "",
      metaTitle: "",
      metaDescription: "",
      title: "Newer, in this browser",
    });
    const { fetchMock, user } = await renderSection({
      "/api/blog/posts/3/autosave": (init) =>
        init?.method === "DELETE"
          ? new Response(null, { status: 204 })
          : json(serverCopy("2026-03-02T09:00:00.000Z", "Older, on the server")),
    });
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    await waitFor(() => expect(methods(fetchMock)).toContain("GET"));
    const offer = await screen.findByRole("region", { name: "Restore unsaved changes" });
    expect(within(offer).getByText(/^This browser kept unsaved changes from /)).toBeInTheDocument();
    await user.click(within(offer).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(methods(fetchMock)).toContain("DELETE"));
    expect(window.localStorage.getItem(draftKey(3))).toBeNull();
  });

  it("does not offer a server copy older than the post's last save", async () => {
    const { fetchMock, user } = await renderSection({
      "/api/blog/posts/3/autosave": () => json(serverCopy("2026-02-01T09:00:00.000Z", "Stale")),
    });
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some((call) => requestUrl((call as unknown as [RequestInfo])[0]).includes("/autosave"))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("region", { name: "Restore unsaved changes" })).not.toBeInTheDocument();
  });
});

describe("a post's revisions", () => {
  it("lists them with when and who, previews one and restores it into the form", async () => {
    vi.spyOn(window, "confirm").mockReturnValue(true);
    const restored = {
      ...post,
      title: revision.title,
      excerpt: revision.excerpt,
      content: "<p>At first.</p>",
      updatedAt: "2026-03-05T10:00:00.000Z",
    };
    const { fetchMock, user } = await renderSection({
      "/api/blog/posts/3/revisions/7/restore": () => json(restored),
      "/api/blog/posts/3/revisions/7": () => json({ ...revision, content: "<p>At first.</p>" }),
      "/api/blog/posts/3/revisions": () => json([revision]),
    });
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    await user.click(screen.getByRole("button", { name: "Revisions" }));
    const dialog = await screen.findByRole("dialog", { name: "Revisions" });
    const entry = await within(dialog).findByRole("button", { name: /Camera Placement, first draft/ });
    expect(entry).toHaveTextContent(/by dana@example\.com$/);
    await user.click(entry);
    expect(await within(dialog).findByText("At first.")).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Restore this revision" }));

    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Revisions" })).not.toBeInTheDocument());
    expect(window.confirm).toHaveBeenCalledWith(expect.stringMatching(/^Restore this revision\?/));
    const restoreCall = fetchMock.mock.calls.find((call) => (call as unknown as [unknown, RequestInit | undefined])[1]?.method === "POST");
    expect(requestUrl(restoreCall![0])).toContain("/api/blog/posts/3/revisions/7/restore");
    expect((restoreCall![1] as RequestInit).headers).toMatchObject({ "Content-Type": "application/json" });
    expect(screen.getByLabelText("Title")).toHaveValue("Camera Placement, first draft");
    expect(screen.getByLabelText("Excerpt")).toHaveValue("Where cameras went at first.");
  });
});
