// The User Management screen (R25): the team with each person's role, the roles' table drawn from
// the roles the API enforces, a role changed through the API, and an Owner's row locked for an
// Administrator (only an Owner changes Owners).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ROLES, type Role } from "../../worker/shared/roles";
import { json, renderRoute, requestUrl, stubApi } from "./render";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TEAM = [
  { id: "sub-owner", email: "owner@harborlight.example", name: "Olive Owner", role: "owner", deactivatedAt: null },
  { id: "sub-writer", email: "writer@harborlight.example", name: null, role: "editor", deactivatedAt: null },
];

function signedInAs(role: Role) {
  return stubApi({
    "/api/auth/user": () => json({ id: "sub-me", email: "me@harborlight.example", firstName: null, lastName: null, profileImageUrl: null }),
    "/api/admin/status": () => json({ isStaff: true, role, permissions: ROLES[role].permissions }),
    "/api/team/sub-writer": (init) => json({ ...TEAM[1], role: (JSON.parse(init?.body as string) as { role: string }).role }),
    "/api/team": () => json(TEAM),
  });
}

describe("User Management", () => {
  it("lists the team with their roles and shows what each role may do", async () => {
    signedInAs("owner");
    await renderRoute("/admin?section=users");
    expect(await screen.findByRole("combobox", { name: "Role of Olive Owner" })).toHaveValue("owner");
    expect(screen.getByRole("combobox", { name: "Role of writer@harborlight.example" })).toHaveValue("editor");
    const roles = screen.getByRole("table", { name: "What each role may do. The site checks these on every request." });
    const headers = within(roles)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent);
    expect(headers).toEqual(["Permission", "Owner", "Administrator", "Editor", "Registry coordinator", "Leads"]);
    const leadsRow = within(roles).getByRole("row", { name: /^Read leads/ });
    // Owner, Administrator and Leads may read leads; the Editor and the coordinator may not.
    expect(within(leadsRow).getAllByRole("img", { name: "Allowed" })).toHaveLength(3);
  });

  it("changes a role through the API", async () => {
    const fetchMock = signedInAs("administrator");
    await renderRoute("/admin?section=users");
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Role of writer@harborlight.example" }), "leads");
    await waitFor(() => {
      const patch = fetchMock.mock.calls.find(
        ([input, init]) => init?.method === "PATCH" && requestUrl(input).endsWith("/api/team/sub-writer"),
      );
      expect(JSON.parse(patch?.[1]?.body as string)).toEqual({ role: "leads" });
    });
  });

  it("locks an Owner's row for an Administrator, and offers no Owner role to give", async () => {
    signedInAs("administrator");
    await renderRoute("/admin?section=users");
    expect(await screen.findByRole("combobox", { name: "Role of Olive Owner" })).toBeDisabled();
    const writer = screen.getByRole("combobox", { name: "Role of writer@harborlight.example" });
    expect(within(writer).queryByRole("option", { name: "Owner" })).toBeNull();
  });
});
