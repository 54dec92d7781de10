// Downloading personal data needs a recent sign-in (R25): past it, the Export CSV link sends the
// person through the provider first, back to the list they were on; within it, it downloads.
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ROLES } from "../../worker/shared/roles";
import { json, renderRoute, stubApi } from "./render";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signedInUntil(freshUntil: number) {
  stubApi({
    "/api/auth/user": () => json({ id: "u", email: "leads@harborlight.example", firstName: null, lastName: null, profileImageUrl: null }),
    "/api/admin/status": () =>
      json({ isStaff: true, role: "leads", permissions: ROLES.leads.permissions, freshUntil: new Date(freshUntil).toISOString() }),
    "/api/contacts": () => json([]),
  });
}

describe("Export CSV", () => {
  it("after an old sign-in, asks for a fresh one and comes back to the list", async () => {
    signedInUntil(Date.now() - 60_000);
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, pathname: "/admin", search: "?section=contacts", assign });
    await renderRoute("/admin?section=contacts");
    const link = await screen.findByRole("link", { name: "Export CSV" });
    const clicked = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(clicked);
    expect(clicked.defaultPrevented).toBe(true);
    expect(await screen.findByText("For this, please sign in again: your last sign-in was more than 15 minutes ago.")).toBeInTheDocument();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/api/login?fresh=1&returnTo=%2Fadmin%3Fsection%3Dcontacts"), {
      timeout: 3000,
    });
  });

  it("within 15 minutes of signing in, downloads", async () => {
    signedInUntil(Date.now() + 10 * 60_000);
    await renderRoute("/admin?section=contacts");
    const link = await screen.findByRole("link", { name: "Export CSV" });
    // The browser's own download is left to happen: after the app's handler (at its root), nothing prevented it.
    let prevented: boolean | undefined;
    document.addEventListener("click", (event) => (prevented = event.defaultPrevented), { once: true });
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(prevented).toBe(false);
    expect(link).toHaveAttribute("href", "/api/contacts/export.csv");
    expect(screen.queryByText("Please sign in again")).toBeNull();
  });
});
