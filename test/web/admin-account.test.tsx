// Your Account (R25): every role sees the browsers signed in as them, and ends one, all but this
// one, or all of them (this one then leaves the dashboard).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ROLES } from "../../worker/shared/roles";
import { json, renderRoute, requestUrl, stubApi } from "./render";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SESSIONS = [
  { id: "here", device: "Firefox on Linux", startedAt: "2026-11-28T14:00:00.000Z", lastSeenAt: "2026-11-28T15:00:00.000Z", current: true },
  { id: "phone", device: "Safari on iOS", startedAt: "2026-11-27T09:00:00.000Z", lastSeenAt: "2026-11-27T10:00:00.000Z", current: false },
];

function signedIn() {
  return stubApi({
    "/api/auth/user": () => json({ id: "u", email: "writer@harborlight.example", firstName: null, lastName: null, profileImageUrl: null }),
    "/api/admin/status": () => json({ isStaff: true, role: "editor", permissions: ROLES.editor.permissions }),
    "/api/sessions/end": (init) => {
      const body = JSON.parse(init?.body as string) as Record<string, unknown>;
      return json({ ended: "id" in body ? 1 : 2, signedOut: "all" in body });
    },
    "/api/sessions": () => json(SESSIONS),
  });
}

const posted = (fetchMock: ReturnType<typeof signedIn>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => init?.method === "POST" && requestUrl(input).endsWith("/api/sessions/end"))
    .map(([, init]) => JSON.parse(init?.body as string) as unknown);

describe("Your Account", () => {
  it("lists where the person is signed in, this browser marked, and ends another", async () => {
    const fetchMock = signedIn();
    await renderRoute("/admin?section=account");
    const table = await screen.findByRole("table", {
      name: "Each browser signed in to the dashboard as you. Ending one signs it out at its next request.",
    });
    const here = within(table).getByRole("row", { name: /Firefox on Linux/ });
    expect(within(here).getByText("This browser")).toBeInTheDocument();
    expect(within(within(table).getByRole("row", { name: /Safari on iOS/ })).queryByText("This browser")).toBeNull();
    await userEvent.click(within(table).getByRole("button", { name: "Sign out Safari on iOS" }));
    await waitFor(() => expect(posted(fetchMock)).toEqual([{ id: "phone" }]));
    expect(await screen.findByText("1 session ended.")).toBeInTheDocument();
  });

  it("signs out everywhere else, or everywhere and leaves the dashboard", async () => {
    const fetchMock = signedIn();
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    await renderRoute("/admin?section=account");
    await userEvent.click(await screen.findByRole("button", { name: "Sign out everywhere else" }));
    await waitFor(() => expect(posted(fetchMock)).toEqual([{ others: true }]));
    await userEvent.click(screen.getByRole("button", { name: "Sign out everywhere" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/"));
    expect(posted(fetchMock)).toEqual([{ others: true }, { all: true }]);
  });
});
