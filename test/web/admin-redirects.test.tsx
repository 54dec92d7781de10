import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ShortLinksSection } from "../../web/admin/sections/short-links";
import { json, renderWithToasts, stubApi } from "./render";

// The Radix switch measures itself; jsdom has no ResizeObserver (nor layout to observe).
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal("ResizeObserver", NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

describe("admin redirects section", () => {
  it("shows the empty state when no redirect exists yet", async () => {
    stubApi({ "/api/redirects": () => json([]) });
    renderWithToasts(<ShortLinksSection />);
    expect(await screen.findByText("No redirects created yet.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});
