// Closing an incident with its note and reopening it (R14): the list shows the open ones first and
// the closed on choice, marked; a closed incident's view says when, by whom and why, and offers
// neither Edit nor "Email N owners", only Reopen.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RegistrySection } from "../../../web/admin/sections/registry";
import { expectToast, json, renderWithToasts, stubApi } from "../render";
import { callsTo, camera, detail, incident } from "./fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const closedIncident = incident({
  id: 4,
  caseReference: "BPD-26-0500",
  state: "closed",
  closedAt: "2026-03-12T15:30:00.000Z",
  closingNote: "Footage handed to the Southeastern District.",
  closedBy: "staff@harborlight.example",
});

describe("the incident list", () => {
  it("shows the open incidents first, the closed ones on choice with their mark, and offers no Edit for a closed one", async () => {
    stubApi({ "/api/incidents": () => json([incident(), closedIncident]) });
    renderWithToasts(<RegistrySection view={{ tab: "incidents" }} />);
    expect(await screen.findByRole("link", { name: "Open incident BPD-26-0412" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Open incident BPD-26-0500" })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Show"), "Closed");
    const row = (await screen.findByRole("link", { name: "Open incident BPD-26-0500" })).closest("li")!;
    expect(within(row).getByText("Closed")).toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: "Edit incident BPD-26-0500" })).not.toBeInTheDocument();
    expect(within(row).getByRole("button", { name: "Delete incident BPD-26-0500" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Open incident BPD-26-0412" })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText("Show"), "All incidents");
    expect(screen.getAllByRole("link", { name: /^Open incident/ })).toHaveLength(2);
  });
});

describe("an incident's view", () => {
  it("closes an open incident with the note staff give, refusing an empty one", async () => {
    let state = detail({ nearby: [camera(1, 40)] });
    const fetchMock = stubApi({
      "/api/incidents/3/close": (init) => {
        const { note } = JSON.parse(init!.body as string) as { note: string };
        state = {
          ...state,
          incident: {
            ...state.incident,
            state: "closed",
            closedAt: "2026-03-12T15:30:00.000Z",
            closingNote: note,
            closedBy: "staff@harborlight.example",
          },
        };
        return json(state.incident);
      },
      "/api/incidents/3": () => json(state),
      "/api/incidents": () => json([state.incident]),
    });
    renderWithToasts(<RegistrySection view={{ tab: "incidents", incident: 3 }} />);
    expect(await screen.findByRole("button", { name: "Email 1 owner" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Close incident" }));
    const note = screen.getByLabelText(/Why is it closed\?/);
    expect(note).toHaveFocus();
    await userEvent.click(screen.getByRole("button", { name: "Close it" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Say why the incident is closed, in at most 1000 characters");
    expect(callsTo(fetchMock, "POST", /\/close$/)).toHaveLength(0);

    await userEvent.type(note, "Suspect identified.");
    await userEvent.click(screen.getByRole("button", { name: "Close it" }));
    await expectToast({ title: "Success", description: "The incident is closed." });
    expect(JSON.parse(callsTo(fetchMock, "POST", /\/close$/)[0]![1]!.body as string)).toEqual({ note: "Suspect identified." });
    expect(await screen.findByText(/^Closed Mar 12, 2026, 11:30 AM/)).toHaveTextContent(
      "Closed Mar 12, 2026, 11:30 AM Baltimore time by staff@harborlight.example. Its requests and answers are kept, read-only, until the retention purge; reopen it to change it or to email owners.",
    );
    expect(screen.getByText("Suspect identified.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Email 1 owner" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Edit incident BPD-26-0412" })).not.toBeInTheDocument();
  });

  it("reopens a closed incident", async () => {
    let state = detail({ incident: { ...closedIncident, id: 3 }, nearby: [camera(1, 40)] });
    const fetchMock = stubApi({
      "/api/incidents/3/reopen": () => {
        state = { ...state, incident: { ...state.incident, state: "open", closedAt: null, closingNote: null, closedBy: null } };
        return json(state.incident);
      },
      "/api/incidents/3": () => json(state),
      "/api/incidents": () => json([state.incident]),
    });
    renderWithToasts(<RegistrySection view={{ tab: "incidents", incident: 3 }} />);
    expect(await screen.findByText("Footage handed to the Southeastern District.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Reopen" }));
    await expectToast({ title: "Success", description: "The incident is open again." });
    expect(callsTo(fetchMock, "POST", /\/reopen$/)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Email 1 owner" })).toBeInTheDocument());
  });
});
