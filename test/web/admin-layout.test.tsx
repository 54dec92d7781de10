import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { DashboardLayout } from "../../web/admin/layout";
import { ComingSoon } from "../../web/admin/coming-soon";
import { SECTIONS } from "../../web/admin/section-table";

describe("the dashboard's frame", () => {
  it("lists the sections, marks the unbuilt ones 'Soon', and shows 'Coming Soon' for them", () => {
    render(
      <DashboardLayout sections={SECTIONS} section="analytics" onSelect={vi.fn()} onSignOut={vi.fn()} email="admin@example.com">
        <ComingSoon />
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
      "AnalyticsSoon",
      "Settings",
    ]);
    expect(within(nav).getAllByText("Soon", { exact: true })).toHaveLength(1);
    expect(screen.getByRole("heading", { name: "Coming Soon" })).toBeInTheDocument();
    expect(screen.getByText("This tool is under development.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign Out" })).toBeInTheDocument();
  });
});
