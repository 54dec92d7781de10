// The team's activity on User Management (R25): the audit trail with its three filters, each
// change asking the API for the filtered address, older pages asked for with the last entry's id;
// who did it in words for the system's own actors; each person's last sign-in and last activity
// in the team list; the Activity tab only for a role that may read the audit trail.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { SECTIONS } from "../../web/admin/section-table";
import { ActivityPanel } from "../../web/admin/sections/team/activity";
import { TeamSection } from "../../web/admin/sections/team";
import { QueryProvider } from "../../web/components/query-provider";
import { AUDIT_SECTION_IDS } from "../../worker/shared/audit";
import { ROLES, type Role } from "../../worker/shared/roles";
import { json, renderRoute, requestUrl, stubApi } from "./render";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const TEAM = [
  {
    id: "sub-owner",
    email: "owner@harborlight.example",
    name: "Olive Owner",
    role: "owner",
    deactivatedAt: null,
    lastSignInAt: "2026-03-02T15:30:00.000Z",
    lastActiveAt: "2026-03-02T16:45:00.000Z",
  },
  {
    id: "sub-writer",
    email: "writer@harborlight.example",
    name: null,
    role: "editor",
    deactivatedAt: null,
    lastSignInAt: null,
    lastActiveAt: null,
  },
];

const entry = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  at: "2026-03-02T15:30:00.000Z",
  userId: "sub-owner",
  userEmail: "owner@harborlight.example",
  action: "update",
  entity: "blog post",
  entityId: id,
  summary: `Post ${id}`,
  sessionId: "5f0c8f7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
  section: "blog",
  ...fields,
});

const FIRST_PAGE = {
  entries: [
    entry(12, { action: "sign in", entity: "session", entityId: 0, summary: "Signed in on Firefox on Linux", section: "users" }),
    entry(11, {
      userId: "system:retention",
      userEmail: null,
      action: "delete",
      entity: "outbox message",
      entityId: 0,
      sessionId: null,
      section: "system",
    }),
    entry(10),
  ],
  next: 10,
};
const OLDER_PAGE = { entries: [entry(9, { summary: "An older post" })], next: null };

/** The addresses of the audit trail's reads, in order, as path and query. */
const auditReads = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(requestUrl(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/admin/audit")
    .map((url) => url.search);

function signedInAs(role: Role, { holdOlder }: { holdOlder?: Promise<void> } = {}) {
  return stubApi({
    "/api/auth/user": () => json({ id: "sub-me", email: "me@harborlight.example", firstName: null, lastName: null, profileImageUrl: null }),
    "/api/admin/status": () => json({ isStaff: true, role, permissions: ROLES[role].permissions }),
    "/api/team/invitations": () => json([]),
    "/api/team": () => json(TEAM),
    "/api/admin/audit": (_init, url) => {
      if (url.searchParams.get("before") === "10") {
        return holdOlder ? (holdOlder.then(() => json(OLDER_PAGE)) as unknown as Response) : json(OLDER_PAGE);
      }
      return url.search === "" ? json(FIRST_PAGE) : json({ entries: [], next: null });
    },
  });
}

async function openActivity() {
  await userEvent.click(await screen.findByRole("tab", { name: "Activity" }));
  return screen.findByRole("table", { name: "Who did what, when, and from which session, newest first." });
}

describe("the team list", () => {
  it("shows each person's last sign-in and last activity, or Never", async () => {
    signedInAs("owner");
    await renderRoute("/admin?section=users");
    const people = await screen.findByRole("table", {
      name: "Everyone on the dashboard's team, Owners first. A change applies at the person's next request.",
    });
    expect(
      within(people)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Person", "Role", "State", "Last sign-in", "Last active", "Change"]);
    const owner = within(people).getByRole("row", { name: /Olive Owner/ });
    expect(within(owner).getByText("Mar 2, 2026, 10:30 AM")).toHaveAttribute("datetime", "2026-03-02T15:30:00.000Z");
    expect(within(owner).getByText("Mar 2, 2026, 11:45 AM")).toHaveAttribute("datetime", "2026-03-02T16:45:00.000Z");
    const writer = within(people).getByRole("row", { name: /writer@harborlight.example/ });
    expect(within(writer).getAllByText("Never")).toHaveLength(2);
  });
});

describe("the activity", () => {
  it("is a tab of User Management beside the people, for a role that may read the audit trail", async () => {
    signedInAs("administrator");
    await renderRoute("/admin?section=users");
    const tabs = await screen.findByRole("tablist", { name: "User Management views" });
    expect(
      within(tabs)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["People", "Activity"]);
    const table = await openActivity();
    expect(screen.getByRole("heading", { name: "Activity" })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["When", "Who", "Action", "What", "Summary", "Session"]);
    const [signIn, purge, change] = within(table).getAllByRole("row").slice(1);
    expect(signIn).toHaveTextContent(/owner@harborlight\.example/);
    expect(within(signIn!).getByText("Sign in")).toBeInTheDocument();
    expect(within(signIn!).getByText("Session")).toBeInTheDocument();
    expect(within(signIn!).getByText("User Management")).toBeInTheDocument();
    expect(within(signIn!).getByText("5f0c8f7e")).toHaveAttribute("title", "5f0c8f7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f");
    expect(within(purge!).getByText("The retention purge")).toBeInTheDocument();
    expect(within(purge!).getByText("Outbox message")).toBeInTheDocument();
    expect(within(purge!).getByText("System")).toBeInTheDocument();
    expect(within(purge!).getByText("None")).toBeInTheDocument();
    expect(within(change!).getByText("Blog post #10")).toBeInTheDocument();
    expect(within(change!).getByText("Blog Posts")).toBeInTheDocument();
    expect(within(change!).getByText("Update")).toBeInTheDocument();
  });

  it("offers the team, the sections and the actions to filter by, in labelled selects", async () => {
    signedInAs("owner");
    await renderRoute("/admin?section=users");
    await openActivity();
    const filters = screen.getByRole("group", { name: "Filter the activity" });
    const options = (name: string) =>
      within(within(filters).getByRole("combobox", { name }))
        .getAllByRole("option")
        .map((option) => option.textContent);
    expect(options("Person")).toEqual([
      "Everyone",
      "Olive Owner",
      "writer@harborlight.example",
      "A camera owner, through their link",
      "The retention purge",
      "A person, through their data link",
      "The command line",
    ]);
    // Each section by the sidebar's own name for it; the site's housekeeping, which no section shows, as System.
    const sidebar = new Map<string, string>(SECTIONS.map((section) => [section.id, section.label]));
    expect(options("Section")).toEqual(["All sections", ...AUDIT_SECTION_IDS.map((id) => sidebar.get(id) ?? "System")]);
    expect(AUDIT_SECTION_IDS.filter((id) => !sidebar.has(id))).toEqual(["system"]);
    expect(options("Action")).toEqual(["All actions", "Create", "Update", "Delete", "Sign in", "Refused"]);
  });

  it("asks for the filtered address when a filter changes, each filter kept as the next is chosen", async () => {
    const fetchMock = signedInAs("owner");
    await renderRoute("/admin?section=users");
    await openActivity();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Person" }), "sub-writer");
    await waitFor(() => expect(auditReads(fetchMock).at(-1)).toBe("?person=sub-writer"));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Section" }), "Blog Posts");
    await waitFor(() => expect(auditReads(fetchMock).at(-1)).toBe("?person=sub-writer&section=blog"));
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Action" }), "Sign in");
    await waitFor(() => expect(auditReads(fetchMock).at(-1)).toBe("?person=sub-writer&section=blog&action=sign+in"));
    expect(await screen.findByText("No activity matches these filters.")).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Person" }), "Everyone");
    await waitFor(() => expect(auditReads(fetchMock).at(-1)).toBe("?section=blog&action=sign+in"));
  });

  it("loads older entries with Load more, asking for the page after the last entry shown", async () => {
    let release = () => {};
    const fetchMock = signedInAs("owner", { holdOlder: new Promise<void>((resolve) => (release = resolve)) });
    await renderRoute("/admin?section=users");
    const table = await openActivity();
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("button", { name: "Loading..." })).toBeDisabled();
    release();
    expect(await within(table).findByText("An older post")).toBeInTheDocument();
    expect(within(table).getAllByRole("row")).toHaveLength(5);
    expect(auditReads(fetchMock)).toEqual(["", "?before=10"]);
    // The last page says there is no other.
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
  });

  it("says so when nothing has been recorded yet", async () => {
    signedInAs("owner");
    stubApi({ "/api/team": () => json(TEAM), "/api/admin/audit": () => json({ entries: [], next: null }) });
    render(
      <QueryProvider>
        <ActivityPanel />
      </QueryProvider>,
    );
    expect(await screen.findByText("No activity recorded yet.")).toBeInTheDocument();
  });

  it("is not offered to a role that may manage people but not read the audit trail", async () => {
    stubApi({ "/api/team/invitations": () => json([]), "/api/team": () => json(TEAM) });
    render(
      <QueryProvider>
        <TeamSection permissions={["people"]} email={null} />
      </QueryProvider>,
    );
    expect(await screen.findByRole("combobox", { name: "Role of Olive Owner" })).toBeInTheDocument();
    expect(screen.queryByRole("tablist")).not.toBeInTheDocument();
    expect(screen.queryByRole("tab", { name: "Activity" })).not.toBeInTheDocument();
  });
});
