// "Email N owners" opens the footage request's preview: a dialog (titled, focus kept inside and
// given back, Escape closes) with the email as the server composed it, who gets it with their
// band, and "Send to N owners", which names exactly those owners; a 409 (the owners changed)
// keeps the dialog open and reads the preview again.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RegistrySection } from "../../../web/admin/sections/registry";
import type { FootageRequestPreview, IncidentDetail } from "../../../worker/shared/registry";
import { expectToast, json, renderWithToasts, stubApi } from "../render";
import { callsTo, camera, detail, request } from "./fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Owner 1 asked (40 ft); owners 2 and 4 not yet (120 and 60 ft). */
const incidentDetail = detail({ nearby: [camera(1, 40, { request: request(11) }), camera(2, 120), camera(4, 60)] });

const TEXT = [
  "Could your camera have recorded something?",
  "",
  "If your camera may have recorded that time, please keep the recording for 30 days.",
  "",
  "I may have footage:",
  "[link: I may have footage]",
].join("\n");

const preview = (ids: number[]): FootageRequestPreview => ({
  subject: "Footage request: can your camera help? (Sunday, March 8, 2026)",
  text: TEXT,
  html: "<!doctype html>",
  recipients: ids.map((id) => ({
    registrationId: id,
    name: `Owner ${id}`,
    distanceFeet: id === 4 ? 60 : 120,
    distanceBand: id === 4 ? { fromFeet: 50, toFeet: 100 } : { fromFeet: 100, toFeet: 150 },
  })),
  missed: [],
});

const openIncident = () => renderWithToasts(<RegistrySection view={{ tab: "incidents", incident: 3 }} />);

describe("the footage request's preview", () => {
  it("opens from 'Email N owners' as a titled dialog showing the email and its recipients, sends nothing, and closes with Escape", async () => {
    const fetchMock = stubApi({
      "/api/incidents/3/footage-requests/preview": () => json(preview([4, 2])),
      "/api/incidents/3": () => json(incidentDetail),
    });
    openIncident();
    const trigger = await screen.findByRole("button", { name: "Email 2 owners" });
    await userEvent.click(trigger);

    const dialog = await screen.findByRole("dialog", { name: "Preview the footage request" });
    expect(dialog).toHaveAccessibleDescription(
      "Each owner gets this email, with their own links where the placeholders in brackets are. Nothing is sent until you confirm.",
    );
    const recipients = await within(dialog).findByRole("region", { name: "Recipients (2)" });
    expect(
      within(recipients)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Owner 450–100 ft from the incident", "Owner 2100–150 ft from the incident"]);
    const email = within(dialog).getByRole("region", { name: "The email's text" });
    expect(email).toHaveTextContent("Subject: Footage request: can your camera help? (Sunday, March 8, 2026)");
    expect(within(email).getByText(/\[link: I may have footage\]/).textContent).toBe(TEXT);
    expect(within(dialog).getByRole("button", { name: "Send to 2 owners" })).toBeEnabled();
    // Focus is inside the dialog, and stays there.
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let press = 0; press < 4; press++) {
      await userEvent.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(callsTo(fetchMock, "POST", /footage-requests$/)).toEqual([]);
  });

  it("names the registrations in the incident's area it misses, having no point yet, or says there are none", async () => {
    let missed: FootageRequestPreview["missed"] = [
      {
        registrationId: 8,
        reference: "cam-8",
        name: "Owner 8",
        address: "2900 O'Donnell St, Baltimore, MD 21224",
        locationStatus: "failed",
      },
      {
        registrationId: 9,
        reference: "cam-9",
        name: "Owner 9",
        address: "9 S Ellwood Ave, Baltimore, MD 21224",
        locationStatus: "pending",
      },
    ];
    stubApi({
      "/api/incidents/3/footage-requests/preview": () => json({ ...preview([4, 2]), missed }),
      "/api/incidents/3": () => json(incidentDetail),
    });
    openIncident();
    await userEvent.click(await screen.findByRole("button", { name: "Email 2 owners" }));
    const dialog = await screen.findByRole("dialog", { name: "Preview the footage request" });
    const region = await within(dialog).findByRole("region", { name: "In the area but not located, so not emailed (2)" });
    expect(region).toHaveTextContent(
      'These registrations in the incident\'s area have no point yet, so this email misses them. Set their location under "Not located yet: check by hand", then preview again.',
    );
    expect(
      within(region)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Owner 82900 O'Donnell St, Baltimore, MD 21224Lookup failed, retrying",
      "Owner 99 S Ellwood Ave, Baltimore, MD 21224Pending location",
    ]);
    // They are not among the recipients: the send names the located owners only.
    expect(within(dialog).getByRole("button", { name: "Send to 2 owners" })).toBeEnabled();

    await userEvent.keyboard("{Escape}");
    missed = [];
    await userEvent.click(await screen.findByRole("button", { name: "Email 2 owners" }));
    const again = await screen.findByRole("dialog", { name: "Preview the footage request" });
    expect(await within(again).findByRole("region", { name: "In the area but not located, so not emailed (0)" })).toHaveTextContent(
      "Every registration in the incident's area has a point.",
    );
  });

  it("sends to exactly the owners it listed, says how many, closes and reads the incident again", async () => {
    let current: IncidentDetail = incidentDetail;
    const fetchMock = stubApi({
      "/api/incidents/3/footage-requests/preview": () => json(preview([4, 2])),
      "/api/incidents/3/footage-requests": () => {
        current = detail({
          nearby: incidentDetail.nearby.map((near) => ({ ...near, request: near.request ?? request(20 + near.registrationId) })),
        });
        return json({ queued: 2 }, 201);
      },
      "/api/incidents/3": () => json(current),
    });
    openIncident();
    await userEvent.click(await screen.findByRole("button", { name: "Email 2 owners" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Send to 2 owners" }));

    await expectToast({ title: "Success", description: "Footage request emailed to 2 owners." });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const posts = callsTo(fetchMock, "POST", /\/api\/incidents\/3\/footage-requests$/);
    expect(posts).toHaveLength(1);
    expect(posts[0]![1]).toMatchObject({
      body: JSON.stringify({ registrationIds: [4, 2] }),
      headers: { "Content-Type": "application/json" },
    });
    const none = await screen.findByRole("button", { name: "Email 0 owners" });
    expect(none).toBeDisabled();
    expect(none).toHaveAccessibleDescription("Every owner within the radius has been asked.");
  });

  it("stays open when the owners changed meanwhile (409), says so, and shows the new list to send to", async () => {
    let listed = [4];
    const fetchMock = stubApi({
      "/api/incidents/3/footage-requests/preview": () => json(preview(listed)),
      "/api/incidents/3/footage-requests": () => {
        listed = [4, 2];
        return json({ message: "The owners to email have changed since the preview. Check the new list, then send." }, 409);
      },
      "/api/incidents/3": () => json(incidentDetail),
    });
    openIncident();
    await userEvent.click(await screen.findByRole("button", { name: "Email 2 owners" }));
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(await within(dialog).findByRole("button", { name: "Send to 1 owner" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The owners to email have changed since the preview. Check the new list, then send.",
    );
    expect(await within(dialog).findByRole("button", { name: "Send to 2 owners" })).toBeEnabled();
    expect(within(dialog).getByRole("region", { name: "Recipients (2)" })).toHaveTextContent("Owner 2");
    expect(callsTo(fetchMock, "GET", /preview$/)).toHaveLength(2);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("names no one and cannot send when every owner was asked meanwhile", async () => {
    stubApi({
      "/api/incidents/3/footage-requests/preview": () => json(preview([])),
      "/api/incidents/3": () => json(incidentDetail),
    });
    openIncident();
    await userEvent.click(await screen.findByRole("button", { name: "Email 2 owners" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("No owner is left to email: every owner within the radius has been asked.")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Send to 0 owners" })).toBeDisabled();
  });
});
