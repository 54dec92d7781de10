import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ShortLinksSection } from "../../web/admin/sections/short-links";
import { SHORT_LINK_TEXT } from "../../web/admin/sections/short-links/short-link-text";
import { json, NoResizeObserver, renderWithToasts, stubApi } from "./render";

beforeEach(() => vi.stubGlobal("ResizeObserver", NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

describe("admin redirects section", () => {
  it("shows the empty state when no redirect exists yet", async () => {
    stubApi({ "/api/redirects": () => json([]) });
    renderWithToasts(<ShortLinksSection />);
    expect(await screen.findByText("No redirects created yet.")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });

  it("takes a path of this site as the target, and says so under the field (decision 0065)", async () => {
    const sent: unknown[] = [];
    stubApi({
      "/api/not-found-paths": () => json([]),
      "/api/redirects": (init) => {
        if (init?.method !== "POST") return json([]);
        sent.push(JSON.parse(init.body as string));
        return json({ id: 1 }, 201);
      },
    });
    renderWithToasts(<ShortLinksSection />);
    const target = await screen.findByLabelText("To URL");
    expect(target).toHaveAccessibleDescription(SHORT_LINK_TEXT.toUrlHint);
    await userEvent.type(screen.getByLabelText("From Path"), "/w");
    await userEvent.type(target, "/winter");
    await userEvent.click(screen.getByRole("button", { name: "Create Redirect" }));
    await waitFor(() => expect(sent).toEqual([{ fromPath: "/w", toUrl: "/winter", isActive: true }]));
  });
});
