// The dashboard shows a role its own sections (R25): the sidebar lists only what the role opens,
// an address that names no section opens the role's first, and an address naming a section the
// role does not include says so plainly, without reading that section's data.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ROLES, type Role } from "../../worker/shared/roles";
import { json, renderRoute, requestUrl, stubApi } from "./render";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function signedInAs(role: Role) {
  return stubApi({
    "/api/auth/user": () => json({ id: "u2", email: "writer@harborlight.example", firstName: null, lastName: null, profileImageUrl: null }),
    "/api/admin/status": () => json({ isStaff: true, role, permissions: ROLES[role].permissions }),
    "/api/blog/posts": () => json([]),
    "/api/media": () => json([]),
    "/api/events/admin": () => json([]),
    "/api/redirects": () => json([]),
    "/api/not-found-paths": () => json([]),
    "/api/contacts": () => json([]),
  });
}

const sidebar = async () =>
  within(await screen.findByRole("navigation", { name: "Dashboard sections" }))
    .getAllByRole("button")
    .map((button) => button.textContent);

describe("the dashboard for each role", () => {
  it("shows an Editor the blog, events, short links and analytics only, and never reads leads or registrations", async () => {
    const fetchMock = signedInAs("editor");
    await renderRoute("/admin?section=events");
    expect(await sidebar()).toEqual(["URL Redirects", "Blog Posts", "Community Events", "Your Account", "Analytics"]);
    const asked = fetchMock.mock.calls.map(([input]) => new URL(requestUrl(input), "http://localhost").pathname);
    expect(asked.filter((path) => /contacts|camera-registrations|incidents/.test(path))).toEqual([]);
  });

  it("tells an Editor who types a leads address that their role does not include it", async () => {
    const fetchMock = signedInAs("editor");
    await renderRoute("/admin?section=contacts");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your role, Editor, does not include Contact Forms. An Owner or an Administrator can change your role if you need it.",
    );
    const asked = fetchMock.mock.calls.map(([input]) => new URL(requestUrl(input), "http://localhost").pathname);
    expect(asked).not.toContain("/api/contacts");
  });

  it("opens a Leads person's first section when the address names none", async () => {
    signedInAs("leads");
    await renderRoute("/admin");
    expect(await sidebar()).toEqual(["Contact Forms", "Your Account"]);
    expect(await screen.findByRole("heading", { name: "Contact Forms" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
