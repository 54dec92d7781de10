// After Update the post form stays on the post, as the server saved it (decision 0063), and what
// was typed while the save was on its way stays in the form.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { BlogSection } from "../../web/admin/sections/blog";
import { withEditorEnvironment } from "./editor-environment";
import { storedPost } from "./post-fixtures";
import { json, renderInRouter, requestUrl, stubApi } from "./render";

const post = storedPost({ tags: ["canton", "alleys"] });

withEditorEnvironment();
afterEach(() => vi.unstubAllGlobals());

describe("updating a post", () => {
  it("updates the edited post and stays on it, as the server saved it (decision 0063)", async () => {
    const saved = { ...post, title: "Camera Placement for Rowhouses in Canton", isPublished: true, updatedAt: "2026-03-05T10:00:00.000Z" };
    const fetchMock = stubApi({
      "/api/blog/posts/3": () => json(saved),
      "/api/blog/posts": () => json([post]),
    });
    await renderInRouter(<BlogSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    await user.type(screen.getByLabelText("Title"), " in Canton");
    await user.click(screen.getByRole("switch", { name: "Published" }));
    await user.click(screen.getByRole("button", { name: "Update Post" }));
    await waitFor(() => expect(screen.getByRole("link", { name: /View post/ })).toHaveAttribute("href", "/blog/camera-placement"));
    const [address, init] = fetchMock.mock.calls.find((call) => call[1]?.method === "PATCH")!;
    expect(requestUrl(address)).toContain("/api/blog/posts/3");
    expect(JSON.parse(init!.body as string)).toMatchObject({
      title: "Camera Placement for Rowhouses in Canton",
      slug: "camera-placement",
      tags: ["canton", "alleys"],
      isPublished: true,
      featuredImage: "",
    });
    // Still the post, as saved: its heading, its button and its fields.
    expect(screen.getByRole("heading", { name: "Edit Blog Post" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Update Post" })).toBeInTheDocument();
    expect(screen.getByLabelText("Title")).toHaveValue("Camera Placement for Rowhouses in Canton");
    expect(screen.getByLabelText("Tags")).toHaveValue("canton, alleys");
  });

  it("keeps what was typed while the update was on its way, as unsaved work", async () => {
    let answer: (response: Response) => void = () => undefined;
    const update = new Promise<Response>((resolve) => (answer = resolve));
    stubApi({
      "/api/blog/posts/3/autosave": () => json({ autosave: null }),
      // The update is answered when the test says.
      "/api/blog/posts/3": (() => update) as unknown as () => Response,
      "/api/blog/posts": () => json([post]),
    });
    await renderInRouter(<BlogSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Edit Camera Placement for Rowhouses" }));
    await user.click(screen.getByRole("button", { name: "Update Post" }));
    await user.type(screen.getByLabelText("Excerpt"), " More.");
    answer(json(post));
    await waitFor(() => expect(screen.getByRole("button", { name: "Update Post" })).toBeEnabled());
    expect(screen.getByLabelText("Excerpt")).toHaveValue(`${post.excerpt} More.`);
    expect(screen.getByRole("heading", { name: "Edit Blog Post" })).toBeInTheDocument();
  });
});
