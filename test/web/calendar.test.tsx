import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { json, renderRoute, stubApi } from "./render";

const upcoming = {
  id: 1,
  title: "Canton safety walk",
  description: "Evening walk along O'Donnell Square.",
  eventDate: "2099-07-05T00:00:00.000Z",
  eventTime: "20:00",
  location: "O'Donnell Square",
  neighborhood: "Canton",
  eventType: "Safety Walk",
  organizer: "Canton neighbors",
  contactInfo: null,
  isRecurring: false,
  createdAt: "2026-01-01T00:00:00.000Z",
  date: "2099-07-04",
  time: "20:00",
  contactEmail: null,
  contactPhone: null,
  registrationUrl: null,
};

afterEach(() => vi.unstubAllGlobals());

describe("/calendar", () => {
  it("shows events read from the API with the date in Baltimore's time zone", async () => {
    stubApi({ "/api/events": () => json([upcoming]) });
    await renderRoute("/calendar");
    expect(await screen.findByRole("heading", { name: "Canton safety walk" })).toBeInTheDocument();
    // 00:00 UTC on July 5 is still July 4 in Baltimore.
    expect(screen.getByText("Saturday, July 4, 2099")).toBeInTheDocument();
    expect(screen.getByText("8:00 PM")).toBeInTheDocument();
  });

  it("shows the spec's error text when the read fails", async () => {
    stubApi({ "/api/events": () => json({ message: "The service is temporarily unavailable." }, 503) });
    await renderRoute("/calendar");
    expect(await screen.findByText("Error loading events. Please try again later.")).toBeInTheDocument();
  });

  it("shows the empty state when nothing is upcoming", async () => {
    stubApi({ "/api/events": () => json([]) });
    await renderRoute("/calendar");
    expect(await screen.findByRole("heading", { name: "No Events Found" })).toBeInTheDocument();
  });
});
