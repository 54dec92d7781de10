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
  vi.useRealTimers();
  freshSignInAsked = false;
});

const TEAM = [
  { id: "sub-owner", email: "owner@harborlight.example", name: "Olive Owner", role: "owner", deactivatedAt: null },
  { id: "sub-writer", email: "writer@harborlight.example", name: null, role: "editor", deactivatedAt: null },
];

const INVITATION = {
  id: 7,
  email: "new.writer@example.com",
  role: "editor",
  state: "pending",
  sentAt: "2026-11-20T15:00:00.000Z",
  expiresAt: "2026-11-27T15:00:00.000Z",
};

let freshSignInAsked = false;

function signedInAs(role: Role) {
  return stubApi({
    "/api/auth/user": () => json({ id: "sub-me", email: "me@harborlight.example", firstName: null, lastName: null, profileImageUrl: null }),
    "/api/admin/status": () => json({ isStaff: true, role, permissions: ROLES[role].permissions }),
    "/api/team/sub-writer/sessions/end": () => json({ ended: 2 }),
    "/api/team/sub-writer": (init) =>
      freshSignInAsked
        ? json({ message: "For this, please sign in again: your last sign-in was more than 15 minutes ago.", signInAgain: true }, 403)
        : json({ ...TEAM[1], role: (JSON.parse(init?.body as string) as { role: string }).role }),
    "/api/team/invitations": (init) =>
      init?.method === "POST"
        ? json({ ...INVITATION, id: 8, email: (JSON.parse(init.body as string) as { email: string }).email, state: "pending" }, 201)
        : json([INVITATION]),
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

  it("invites by email and role, and lists the invitations with a way to resend or revoke a waiting one", async () => {
    const fetchMock = signedInAs("administrator");
    await renderRoute("/admin?section=users");
    const invitations = await screen.findByRole("list", {
      name: "Invitations waiting, and those answered or withdrawn in the last 30 days.",
    });
    expect(within(invitations).getByText("new.writer@example.com")).toBeInTheDocument();
    expect(within(invitations).getByText("Waiting")).toBeInTheDocument();
    expect(within(invitations).getByRole("button", { name: "Resend" })).toBeEnabled();
    expect(within(invitations).getByRole("button", { name: "Revoke" })).toBeEnabled();
    const form = screen.getByRole("form", { name: "Invite someone" });
    // An Administrator does not make Owners: the role is not offered.
    expect(within(within(form).getByRole("combobox", { name: "Role" })).queryByRole("option", { name: "Owner" })).toBeNull();
    await userEvent.type(within(form).getByRole("textbox", { name: /Email/ }), "writer2@example.com");
    await userEvent.selectOptions(within(form).getByRole("combobox", { name: "Role" }), "leads");
    await userEvent.click(within(form).getByRole("button", { name: "Send invitation" }));
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(
        ([input, init]) => init?.method === "POST" && requestUrl(input).endsWith("/api/team/invitations"),
      );
      expect(JSON.parse(post?.[1]?.body as string)).toEqual({ email: "writer2@example.com", role: "leads" });
    });
    expect(await screen.findByText("Invitation sent to writer2@example.com.")).toBeInTheDocument();
  });

  it("sends the person through a fresh sign-in, back to this screen, when a change needs one", async () => {
    freshSignInAsked = true;
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, pathname: "/admin", search: "?section=users", assign });
    signedInAs("owner");
    await renderRoute("/admin?section=users");
    await userEvent.selectOptions(await screen.findByRole("combobox", { name: "Role of writer@harborlight.example" }), "leads");
    expect(await screen.findByText("Please sign in again")).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/login?fresh=1&returnTo=%2Fadmin%3Fsection%3Dusers"), { timeout: 3000 });
  });

  it("ends someone's sessions on every device, after asking", async () => {
    const fetchMock = signedInAs("administrator");
    vi.spyOn(window, "confirm").mockReturnValue(true);
    await renderRoute("/admin?section=users");
    await userEvent.click(await screen.findByRole("button", { name: "End every session of writer@harborlight.example" }));
    expect(window.confirm).toHaveBeenCalledWith(
      "Sign writer@harborlight.example out on every device? Their open tabs are refused at their next request.",
    );
    await waitFor(() => {
      const post = fetchMock.mock.calls.find(
        ([input, init]) => init?.method === "POST" && requestUrl(input).endsWith("/api/team/sub-writer/sessions/end"),
      );
      expect(JSON.parse(post?.[1]?.body as string)).toEqual({ all: true });
    });
    expect(await screen.findByText("2 sessions ended.")).toBeInTheDocument();
  });
});
