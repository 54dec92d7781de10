// The Incidents tab: the tabs and their address, the list, and New / Edit / Delete incident.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RegistrySection } from "../../../web/admin/sections/registry";
import { expectToast, json, renderRoute, renderWithToasts, stubApi } from "../render";
import { callsTo, detail, incident, signedInAdmin } from "./fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bodyOf = (call: ReturnType<typeof callsTo>[number] | undefined) => JSON.parse(call![1]!.body as string) as Record<string, unknown>;

describe("the Camera Registry's tabs", () => {
  it("opens an incident from its dashboard address, and keeps the tab and incident in the address", async () => {
    stubApi({ ...signedInAdmin, "/api/incidents/3": () => json(detail()), "/api/incidents": () => json([incident()]) });
    const { router } = await renderRoute("/admin?section=cameras&tab=incidents&incident=3");
    expect(await screen.findByRole("heading", { name: "Incident BPD-26-0412" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Incidents" })).toHaveAttribute("aria-selected", "true");

    await userEvent.click(screen.getByRole("button", { name: "Back to incidents" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ section: "cameras", tab: "incidents" }));
    const open = await screen.findByRole("link", { name: "Open incident BPD-26-0412" });
    expect(open).toHaveAttribute("href", "/admin?section=cameras&tab=incidents&incident=3");

    await userEvent.click(open);
    await waitFor(() => expect(router.state.location.search).toEqual({ section: "cameras", tab: "incidents", incident: 3 }));
    expect(await screen.findByRole("heading", { name: "Incident BPD-26-0412" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("tab", { name: "Registrations" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ section: "cameras" }));
    expect(await screen.findByText("No camera registrations found.")).toBeInTheDocument();
  });

  it("shows the registrations first, and says so when a linked incident is gone", async () => {
    stubApi({ "/api/camera-registrations": () => json([]), "/api/incidents/9": () => json({ message: "Not found" }, 404) });
    const { unmount } = renderWithToasts(<RegistrySection />);
    expect(screen.getByRole("tab", { name: "Registrations" })).toHaveAttribute("aria-selected", "true");
    expect(await screen.findByText("No camera registrations found.")).toBeInTheDocument();
    unmount();

    renderWithToasts(<RegistrySection view={{ tab: "incidents", incident: 9 }} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("That incident was not found. It may have been deleted.");
  });
});

describe("the incident list", () => {
  it("reads each incident's case, day and window, place and requests", async () => {
    stubApi({
      "/api/incidents": () =>
        json([
          incident(),
          incident({
            id: 4,
            caseReference: "BPD-26-0500",
            occurredOn: "2026-04-02",
            windowStart: "09:30",
            windowEnd: "11:00",
            address: "Corner of Ellwood and Fait",
            matchedAddress: null,
            latitude: null,
            longitude: null,
            locationStatus: "pending",
            requestCount: 0,
            answerCount: 0,
          }),
        ]),
    });
    renderWithToasts(<RegistrySection view={{ tab: "incidents" }} />);
    const first = (await screen.findByRole("link", { name: "Open incident BPD-26-0412" })).closest("li")!;
    expect(first).toHaveTextContent("Sun, Mar 8, 2026, 10:00 PM – 2:00 AM (next day)");
    expect(first).toHaveTextContent("2601 E PRATT ST, BALTIMORE, MD, 21224");
    expect(first).toHaveTextContent("1 request emailed, 1 answered");
    expect(within(first).queryByText("Pending location")).not.toBeInTheDocument();

    const second = screen.getByRole("link", { name: "Open incident BPD-26-0500" }).closest("li")!;
    expect(second).toHaveTextContent("Thu, Apr 2, 2026, 9:30 AM – 11:00 AM");
    expect(second).toHaveTextContent("Corner of Ellwood and Fait");
    expect(within(second).getByText("Pending location")).toBeInTheDocument();
    expect(second).toHaveTextContent("0 requests emailed, 0 answered");
  });
});

describe("New incident", () => {
  const fill = async (values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
  };

  it("marks the required fields, names a missing place before sending, shows the server's field errors, then creates", async () => {
    let list = [] as ReturnType<typeof incident>[];
    let answer400 = true;
    const fetchMock = stubApi({
      "/api/incidents": (init) => {
        if (init?.method !== "POST") return json(list);
        if (answer400)
          return json(
            {
              message: "Validation failed",
              errors: { caseReference: ["Enter the case reference"], latitude: ["Latitude is outside Maryland"] },
            },
            400,
          );
        list = [incident({ id: 7, caseReference: "BPD-26-0600" })];
        return json(list[0], 201);
      },
    });
    renderWithToasts(<RegistrySection view={{ tab: "incidents" }} />);
    const form = (await screen.findByRole("heading", { name: "New incident" })).closest("section")!;
    expect(await screen.findByText("No incidents recorded yet.")).toBeInTheDocument();
    expect(within(form).getByText("Fields marked * are required.")).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: "Case reference" })).toBeRequired();
    expect(within(form).getByRole("textbox", { name: "Footage sought" })).toBeRequired();
    expect(within(form).getByRole("spinbutton", { name: "Keep footage (days)" })).toHaveValue(30);

    await fill({ Date: "2026-03-08", "Window start": "22:00", "Window end": "02:00", "Footage sought": "A bicycle heading east" });
    const create = within(form).getByRole("button", { name: "Create Incident" });
    await userEvent.click(create);
    expect(within(form).getByRole("textbox", { name: "Address" })).toHaveAttribute("aria-invalid", "true");
    expect(within(form).getByRole("alert")).toHaveTextContent("Give an address or a latitude, longitude");
    expect(callsTo(fetchMock, "POST", /\/api\/incidents$/)).toHaveLength(0);

    await fill({ "Latitude, longitude": "39.2887, -76.5804" });
    await userEvent.click(create);
    await expectToast({ title: "Error", description: "Failed to create incident", variant: "destructive" });
    const caseField = within(form).getByRole("textbox", { name: "Case reference" });
    expect(caseField).toHaveAttribute("aria-invalid", "true");
    expect(caseField).toHaveAccessibleDescription("Enter the case reference");
    expect(within(form).getByRole("textbox", { name: "Latitude, longitude" })).toHaveAccessibleDescription(
      "Paste from any map, e.g. 39.2851, -76.5862 Latitude is outside Maryland",
    );

    answer400 = false;
    await fill({ "Case reference": "BPD-26-0600" });
    await userEvent.click(create);
    await expectToast({ title: "Success", description: "Incident created successfully" });
    const posts = callsTo(fetchMock, "POST", /\/api\/incidents$/);
    expect(bodyOf(posts.at(-1))).toEqual({
      caseReference: "BPD-26-0600",
      occurredOn: "2026-03-08",
      windowStart: "22:00",
      windowEnd: "02:00",
      footageSought: "A bicycle heading east",
      keepFootageDays: 30,
      latitude: 39.2887,
      longitude: -76.5804,
    });
    expect(await screen.findByRole("link", { name: "Open incident BPD-26-0600" })).toBeInTheDocument();
    expect(within(form).getByRole("textbox", { name: "Case reference" })).toHaveValue("");
  });

  it("refuses a date outside 1900 to 2100 before sending, in the API's words", async () => {
    const fetchMock = stubApi({ "/api/incidents": () => json([]) });
    renderWithToasts(<RegistrySection view={{ tab: "incidents" }} />);
    const form = (await screen.findByRole("heading", { name: "New incident" })).closest("section")!;
    await fill({
      "Case reference": "BPD-26-0999",
      Date: "0999-12-31",
      "Window start": "22:00",
      "Window end": "23:00",
      "Footage sought": "Anything",
      Address: "2601 E Pratt St",
    });
    await userEvent.click(within(form).getByRole("button", { name: "Create Incident" }));
    expect(within(form).getByLabelText(/^Date/)).toHaveAccessibleDescription("Use a date from 1900 to 2100");
    expect(callsTo(fetchMock, "POST", /\/api\/incidents$/)).toHaveLength(0);
  });

  it("edits an incident with PUT, and deletes one only once confirmed", async () => {
    const fetchMock = stubApi({
      "/api/incidents/3": (init) =>
        init?.method === "DELETE" ? new Response(null, { status: 204 }) : json(incident({ caseReference: "BPD-26-0412-A" })),
      "/api/incidents": () => json([incident()]),
    });
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    renderWithToasts(<RegistrySection view={{ tab: "incidents" }} />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit incident BPD-26-0412" }));
    const form = screen.getByRole("heading", { name: "Edit incident" }).closest("section")!;
    const caseField = within(form).getByRole("textbox", { name: "Case reference" });
    expect(caseField).toHaveValue("BPD-26-0412");
    expect(within(form).getByRole("textbox", { name: "Address" })).toHaveValue("2601 E Pratt St, Baltimore, MD 21224");
    expect(within(form).getByRole("textbox", { name: "Latitude, longitude" })).toHaveValue("");
    await userEvent.type(caseField, "-A");
    await userEvent.click(within(form).getByRole("button", { name: "Update Incident" }));
    await expectToast({ title: "Success", description: "Incident updated successfully" });
    expect(bodyOf(callsTo(fetchMock, "PUT", /\/api\/incidents\/3$/)[0])).toMatchObject({
      caseReference: "BPD-26-0412-A",
      address: "2601 E Pratt St, Baltimore, MD 21224",
      keepFootageDays: 30,
    });

    const remove = screen.getByRole("button", { name: "Delete incident BPD-26-0412" });
    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this incident?");
    expect(callsTo(fetchMock, "DELETE", /\/api\/incidents\/3$/)).toHaveLength(0);
    confirm.mockReturnValue(true);
    await userEvent.click(remove);
    await expectToast({ title: "Success", description: "Incident deleted successfully" });
    expect(callsTo(fetchMock, "DELETE", /\/api\/incidents\/3$/)).toHaveLength(1);
  });
});
