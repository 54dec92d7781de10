// Each tab writing a new post keeps its own draft in this browser (decision 0063): it is kept
// under the tab's own key, another open tab's draft is never offered, and a closed tab's is, once
// restored becoming this tab's. Open tabs are known by the locks they hold (Web Locks API).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BlogSection } from "../../web/admin/sections/blog";
import { draftKey, readDraft } from "../../web/admin/sections/blog/browser-draft";
import { EMPTY_BLOG_FORM } from "../../web/admin/sections/blog/form";
import { withEditorEnvironment } from "./editor-environment";
import { json, renderInRouter, stubApi } from "./render";

/** Another tab's new post, as that tab keeps it. */
const OTHER_TAB = "harborlight:post-draft:new:another-tab";
/** The key this browser kept one new post's draft under before each tab had its own. */
const BROWSER_WIDE = "harborlight:post-draft:new";

/** The locks held in this browser: this tab's own, and those named. */
function locksHeldBy(...names: string[]) {
  const held = new Set(names);
  const query = vi.fn(() => Promise.resolve({ held: [...held].map((name) => ({ name, mode: "exclusive" })), pending: [] }));
  Object.defineProperty(navigator, "locks", {
    configurable: true,
    value: {
      request: (name: string) => {
        held.add(name);
        return new Promise(() => undefined);
      },
      query,
    },
  });
  return query;
}

const keep = (key: string, savedAt: string, title: string) =>
  window.localStorage.setItem(key, JSON.stringify({ savedAt, values: { ...EMPTY_BLOG_FORM, title } }));

withEditorEnvironment();
beforeEach(() => {
  stubApi({ "/api/blog/posts": () => json([]) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "locks");
  window.localStorage.clear();
});

async function renderSection() {
  await renderInRouter(<BlogSection />);
  return userEvent.setup();
}
const offer = () => screen.queryByRole("region", { name: "Restore unsaved changes" });

describe("a new post's draft, with another tab open", () => {
  it("is kept under this tab's own key, not the other tab's", async () => {
    locksHeldBy(OTHER_TAB);
    keep(OTHER_TAB, "2026-03-02T09:00:00.000Z", "The other tab's post");
    const user = await renderSection();
    await user.type(screen.getByLabelText("Title"), "This tab's post");
    await waitFor(() => expect(screen.getByTestId("autosave-status")).toHaveTextContent("Saved in this browser"), { timeout: 4000 });
    expect(draftKey(undefined)).toMatch(/^harborlight:post-draft:new:.+/);
    expect(draftKey(undefined)).not.toBe(OTHER_TAB);
    expect(readDraft(draftKey(undefined))?.values.title).toBe("This tab's post");
    expect(readDraft(OTHER_TAB)?.values.title).toBe("The other tab's post");
  });

  it("never offers the other tab's draft", async () => {
    const query = locksHeldBy(OTHER_TAB);
    keep(OTHER_TAB, "2026-03-02T09:00:00.000Z", "The other tab's post");
    await renderSection();
    await waitFor(() => expect(query).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(offer()).not.toBeInTheDocument();
  });
});

describe("a new post's draft a closed tab left", () => {
  it("is offered, the newest first, and once restored is this tab's", async () => {
    locksHeldBy();
    keep(OTHER_TAB, "2026-03-02T09:00:00.000Z", "Left in a closed tab");
    keep(BROWSER_WIDE, "2026-03-01T09:00:00.000Z", "Kept before tabs had their own");
    const user = await renderSection();
    const region = await screen.findByRole("region", { name: "Restore unsaved changes" });
    await user.click(within(region).getByRole("button", { name: "Restore unsaved changes" }));
    expect(screen.getByLabelText("Title")).toHaveValue("Left in a closed tab");
    expect(readDraft(draftKey(undefined))?.values.title).toBe("Left in a closed tab");
    expect(window.localStorage.getItem(OTHER_TAB)).toBeNull();
    // The older one is still kept, for the next new post.
    expect(readDraft(BROWSER_WIDE)?.values.title).toBe("Kept before tabs had their own");
  });

  it("is deleted on Discard, this tab's own left as it is", async () => {
    locksHeldBy();
    keep(OTHER_TAB, "2026-03-02T09:00:00.000Z", "Left in a closed tab");
    const user = await renderSection();
    await user.click(await screen.findByRole("button", { name: "Discard" }));
    expect(offer()).not.toBeInTheDocument();
    expect(window.localStorage.getItem(OTHER_TAB)).toBeNull();
  });
});
