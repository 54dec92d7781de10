import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { DashboardLayout } from "../../web/admin/layout";
import { SECTIONS } from "../../web/admin/section-table";

describe("the dashboard's frame", () => {
  it("lists the sections, every one of them built: none is marked 'Soon' or says 'Coming Soon'", () => {
    render(
      <DashboardLayout sections={SECTIONS} section="analytics" onSelect={vi.fn()} onSignOut={vi.fn()} email="admin@example.com">
        <p>Analytics</p>
      </DashboardLayout>,
    );
    const nav = screen.getByRole("navigation", { name: "Dashboard sections" });
    const sections = within(nav)
      .getAllByRole("button")
      .map((button) => button.textContent);
    expect(sections).toEqual([
      "URL Redirects",
      "Blog Posts",
      "Community Events",
      "Contact Forms",
      "Camera Registry",
      "Data Requests",
      "Audit Trail",
      "User Management",
      "Your Account",
      "Analytics",
      "Settings",
    ]);
    expect(within(nav).queryByText("Soon", { exact: true })).toBeNull();
    expect(screen.queryByText("Coming Soon")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });
});
