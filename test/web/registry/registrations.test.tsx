// The Registrations tab: where each camera is, in words, and staff's own point for it.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RegistrySection } from "../../../web/admin/sections/registry";
import { expectToast, json, renderWithToasts, requestUrl, stubApi } from "../render";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const registration = (id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  reference: `cam-${id}`,
  contactName: `Owner ${id}`,
  contactEmail: `owner${id}@example.com`,
  contactPhone: "443-555-0199",
  address: `${id} S Patterson Park Ave, Baltimore, MD 21231`,
  description: "One camera over the porch.",
  city: "Baltimore",
  state: "MD",
  zipCode: "21231",
  createdAt: "2026-02-10T12:00:00.000Z",
  latitude: null,
  longitude: null,
  locationStatus: "pending",
  locationSource: null,
  matchedAddress: null,
  ...overrides,
});

type Call = [RequestInfo | URL, RequestInit | undefined];
const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: RegExp) =>
  (fetchMock.mock.calls as unknown as Call[]).filter(([input, init]) => (init?.method ?? "GET") === method && path.test(requestUrl(input)));

const rowOf = async (name: string) => (await screen.findByRole("heading", { name })).closest("li")!;

describe("a registration's location", () => {
  it("says in words whether the address is located, with the match and its source once it is", async () => {
    stubApi({
      "/api/camera-registrations": () =>
        json([
          registration(1),
          registration(2, {
            locationStatus: "located",
            locationSource: "geocoder",
            latitude: 39.2887,
            longitude: -76.5804,
            matchedAddress: "2 S PATTERSON PARK AVE, BALTIMORE, MD, 21231",
          }),
          registration(3, { locationStatus: "not_found" }),
          registration(4, { locationStatus: "failed" }),
        ]),
    });
    renderWithToasts(<RegistrySection />);
    const pending = await rowOf("Owner 1");
    expect(within(pending).getByText("Pending location")).toBeInTheDocument();
    expect(pending).toHaveTextContent("The address has not been located yet.");

    const located = await rowOf("Owner 2");
    expect(within(located).getByText("Located")).toBeInTheDocument();
    expect(located).toHaveTextContent(
      "Matched address: 2 S PATTERSON PARK AVE, BALTIMORE, MD, 21231 · 39.28870, -76.58040 · Census geocoder",
    );
    expect(located).not.toHaveTextContent("not been located");

    expect(within(await rowOf("Owner 3")).getByText("Address not found")).toBeInTheDocument();
    expect(within(await rowOf("Owner 4")).getByText("Lookup failed, retrying")).toBeInTheDocument();
  });

  it("sets a pasted point from the registration's details: a typo is named before sending, the server's field error shown, then saved", async () => {
    let stored = registration(5);
    let answer400 = true;
    const fetchMock = stubApi({
      "/api/camera-registrations/5/messages": () => json([]),
      "/api/camera-registrations/5/location": (init) => {
        if (answer400) return json({ message: "Validation failed", errors: { latitude: ["Latitude is not in the service area"] } }, 400);
        const point = JSON.parse(init!.body as string) as { latitude: number; longitude: number };
        stored = { ...stored, ...point, locationStatus: "located", locationSource: "staff" };
        return json({ ...point, locationStatus: "located", locationSource: "staff", matchedAddress: null });
      },
      "/api/camera-registrations": () => json([stored]),
    });
    renderWithToasts(<RegistrySection />);
    const row = await rowOf("Owner 5");
    await userEvent.click(within(row).getByRole("button", { name: "Details of the registration from Owner 5" }));
    const form = within(row).getByRole("form", { name: "Set location of the camera of Owner 5" });
    const field = within(form).getByLabelText("Latitude, longitude");
    const save = within(form).getByRole("button", { name: "Set location" });

    await userEvent.type(field, "39.2851");
    await userEvent.click(save);
    expect(within(form).getByRole("alert")).toHaveTextContent("Enter a latitude and a longitude, e.g. 39.2851, -76.5862");
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(callsTo(fetchMock, "PUT", /location$/)).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, "39.2851, -76.5862");
    await userEvent.click(save);
    await waitFor(() => expect(within(form).getByRole("alert")).toHaveTextContent("Latitude is not in the service area"));
    await expectToast({ title: "Error", description: "Validation failed", variant: "destructive" });

    answer400 = false;
    await userEvent.click(save);
    await expectToast({ title: "Success", description: "Camera location saved." });
    const puts = callsTo(fetchMock, "PUT", /\/api\/camera-registrations\/5\/location$/);
    expect(puts).toHaveLength(2);
    expect(JSON.parse(puts[1]![1]!.body as string)).toEqual({ latitude: 39.2851, longitude: -76.5862 });
    // The list is read again and shows the staff's point.
    await waitFor(() => expect(row).toHaveTextContent("39.28510, -76.58620 · Set by staff"));
    expect(field).toHaveValue("");
    expect(field).toHaveAttribute("aria-invalid", "false");
  });
});
