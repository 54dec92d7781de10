// The registrations without a point that an incident lists for a manual check: the area they
// were looked for in, how many there are in it and in the whole registry, a link that opens each
// in the Registrations tab to set its location, and what the view says when no area is known.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RegistrySection } from "../../../web/admin/sections/registry";
import { json, renderWithToasts, stubApi } from "../render";
import { callsTo, detail, incident } from "./fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const byPoint = incident({ address: null, matchedAddress: null, locationSource: "staff", requestCount: 0, answerCount: 0 });
const pendingOwner = {
  registrationId: 8,
  reference: "cam-8",
  name: "Owner 8",
  address: "2900 O'Donnell St, Baltimore, MD 21224",
  locationStatus: "failed" as const,
};

const checkPanel = () => screen.findByRole("region", { name: "Not located yet: check by hand" });

describe("an incident's registrations to check by hand", () => {
  it("names the area and the counts, opens each registration in the Registrations tab to set its location, then returns to the incident", async () => {
    const fetchMock = stubApi({
      "/api/incidents/3": () =>
        json(
          detail({
            incident: byPoint,
            unlocated: [pendingOwner],
            unlocatedArea: { zipCodes: ["21224", "21231"], cities: ["Baltimore"], neighbours: 7 },
            unlocatedInRegistry: 3,
          }),
        ),
      "/api/camera-registrations": () =>
        json([
          {
            id: 8,
            reference: "cam-8",
            contactName: "Owner 8",
            contactEmail: "owner8@example.com",
            contactPhone: "443-555-0199",
            address: "2900 O'Donnell St, Baltimore, MD 21224",
            description: "Two cameras.",
            city: "Baltimore",
            state: "MD",
            zipCode: "21224",
            createdAt: "2026-02-10T12:00:00.000Z",
            latitude: null,
            longitude: null,
            locationStatus: "failed",
            locationSource: null,
            matchedAddress: null,
          },
        ]),
      "/api/camera-registrations/8/messages": () => json([]),
      "/api/camera-registrations/8/location": (init) =>
        json({ ...(JSON.parse(init!.body as string) as object), locationStatus: "located" }),
    });
    renderWithToasts(<RegistrySection view={{ tab: "incidents", incident: 3 }} />);
    const panel = await checkPanel();
    expect(panel).toHaveTextContent(
      "These registrations have no point yet, so their distance is unknown: set each one's location to see whether it is near.",
    );
    expect(panel).toHaveTextContent("Without a point in this incident's area1");
    expect(panel).toHaveTextContent("Without a point in the whole registry3");
    expect(panel).toHaveTextContent(
      "The area: ZIP codes 21224, 21231, or in Baltimore for a registration without a ZIP code (from the 7 located registrations within 1 mile of it).",
    );
    expect(within(panel).getByText("Lookup failed, retrying")).toBeInTheDocument();
    const fix = within(panel).getByRole("link", { name: "Set location for Owner 8" });
    expect(fix).toHaveTextContent("Set location");
    expect(fix).toHaveAttribute("href", "/admin?section=cameras&registration=cam-8&fromIncident=3");

    await userEvent.click(fix);
    await waitFor(() => expect(screen.getByRole("tab", { name: "Registrations" })).toHaveAttribute("aria-selected", "true"));
    const form = await screen.findByRole("form", { name: "Set location of the camera of Owner 8" });
    expect(screen.getByText("Opened from an incident: once this camera's location is set, the incident opens again.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Back to the incident" })).toBeInTheDocument();

    // Once the point is saved, the incident opens again, its cameras read afresh.
    await userEvent.type(within(form).getByLabelText("Latitude, longitude"), "39.2799, -76.5750");
    await userEvent.click(within(form).getByRole("button", { name: "Set location" }));
    expect(await screen.findByRole("heading", { name: "Incident BPD-26-0412" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Incidents" })).toHaveAttribute("aria-selected", "true");
    expect(callsTo(fetchMock, "PUT", /\/api\/camera-registrations\/8\/location$/)).toHaveLength(1);
  });

  it("goes back to the incident from the registration without setting anything", async () => {
    stubApi({ "/api/incidents/3": () => json(detail()), "/api/camera-registrations": () => json([]) });
    renderWithToasts(<RegistrySection view={{ tab: "registrations", registration: "cam-8", fromIncident: 3 }} />);
    await userEvent.click(await screen.findByRole("button", { name: "Back to the incident" }));
    expect(await screen.findByRole("heading", { name: "Incident BPD-26-0412" })).toBeInTheDocument();
  });

  it("says why none can be matched when no located registration is near and the address names no city", async () => {
    stubApi({
      "/api/incidents/3": () =>
        json(detail({ incident: byPoint, unlocatedArea: { zipCodes: [], cities: [], neighbours: 0 }, unlocatedInRegistry: 2 })),
    });
    renderWithToasts(<RegistrySection view={{ tab: "incidents", incident: 3 }} />);
    const panel = await checkPanel();
    expect(within(panel).getByRole("status")).toHaveTextContent(
      "No registration without a point can be matched to this incident: no located registration is within 1 mile of it, and its address names no city. Add the address with its city (Edit) to list those in that city.",
    );
    expect(panel).toHaveTextContent("Without a point in the whole registry2");
    expect(within(panel).queryByRole("link")).not.toBeInTheDocument();
  });

  it("lists by the address's city alone, and says when none is in the area", async () => {
    stubApi({
      "/api/incidents/3": () =>
        json(
          detail({
            incident: { ...byPoint, address: "4425 Example Rd, Westminster, MD" },
            unlocatedArea: { zipCodes: [], cities: ["Westminster"], neighbours: 0 },
            unlocatedInRegistry: 1,
          }),
        ),
    });
    renderWithToasts(<RegistrySection view={{ tab: "incidents", incident: 3 }} />);
    const panel = await checkPanel();
    expect(panel).toHaveTextContent("The area: Westminster (from the incident's address).");
    expect(panel).toHaveTextContent("None is in this incident's area.");
  });

  it("is left out when every registration has a point", async () => {
    stubApi({ "/api/incidents/3": () => json(detail({ unlocatedInRegistry: 0 })) });
    renderWithToasts(<RegistrySection view={{ tab: "incidents", incident: 3 }} />);
    expect(await screen.findByRole("heading", { name: "Incident BPD-26-0412" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Not located yet: check by hand" })).not.toBeInTheDocument();
  });
});
