// One incident's view: the owners within the radius nearest first with their distance and
// request, the registrations to check by hand apart, former owners without names, "Email N
// owners" when no one can be emailed (its preview: email-preview.test.tsx), "Followed up", and
// the drawing.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RegistrySection } from "../../../web/admin/sections/registry";
import { expectToast, json, renderWithToasts, stubApi } from "../render";
import { callsTo, camera, detail, incident, request } from "./fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Owner 1 asked (40 ft), Owner 2 not (120 ft), one unlocated neighbour, one owner who left. */
const asked = detail({
  // Sent farthest first: the view must still list the nearest first.
  nearby: [
    camera(2, 120.4),
    camera(1, 40, {
      request: request(11, { answer: "may_have", answeredAt: "2026-03-10T01:30:00.000Z" }),
    }),
  ],
  unlocated: [
    { registrationId: 8, reference: "cam-8", name: "Owner 8", address: "8 Fait Ave, Baltimore, MD 21224", locationStatus: "pending" },
  ],
  formerOwners: [
    request(12, {
      messageStatus: null,
      messageLoggedOnly: false,
      answer: "removed",
      answeredAt: "2026-03-10T02:00:00.000Z",
      distanceBand: { fromFeet: 100, toFeet: 150 },
    }),
  ],
});

const openIncident = () => renderWithToasts(<RegistrySection view={{ tab: "incidents", incident: 3 }} />);
const nearbyRows = async () => {
  const table = await screen.findByRole("table", { name: "Registered cameras within 150 ft, nearest first" });
  return within(table).getAllByRole("row").slice(1);
};

describe("an incident's nearby cameras", () => {
  it("never calls a request email only written to the site's log emailed or sent", async () => {
    const logged = detail({ nearby: [camera(1, 40, { request: request(11, { messageLoggedOnly: true }) })] });
    stubApi({ "/api/incidents/3": () => json(logged) });
    openIncident();
    const [row] = (await nearbyRows()) as [HTMLElement];
    expect(row).toHaveTextContent("Email written Mar 9, 2026, 11:05 AM Baltimore time");
    expect(within(row).getByText("Logged locally, not sent")).toBeInTheDocument();
    expect(row).not.toHaveTextContent("Emailed");
    expect(within(row).queryByText("Sent")).not.toBeInTheDocument();
  });

  it("lists the owners within the radius nearest first, with distance, camera and request in words", async () => {
    stubApi({ "/api/incidents/3": () => json(asked) });
    openIncident();
    const [first, second] = (await nearbyRows()) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("rowheader")).toHaveTextContent(/^Owner 1\s*1 S Patterson Park Ave/);
    expect(within(first).getByText("Owner 1", { exact: true })).toBeInTheDocument();
    expect(within(first).getAllByRole("cell")[0]).toHaveTextContent("40 ft");
    expect(first).toHaveTextContent("Camera of owner 1");
    expect(first).toHaveTextContent("Emailed Mar 9, 2026, 11:05 AM Baltimore time");
    expect(within(first).getByText("Sent")).toBeInTheDocument();
    expect(first).toHaveTextContent("May have footageMar 9, 2026, 9:30 PM Baltimore time");

    expect(within(second).getByRole("rowheader")).toHaveTextContent(/^Owner 2\s*2 S Patterson Park Ave/);
    expect(within(second).getAllByRole("cell")[0]).toHaveTextContent("120 ft");
    expect(second).toHaveTextContent("Not asked");
    expect(within(second).queryByRole("button", { name: /Followed up/ })).not.toBeInTheDocument();

    const details = screen.getByRole("region", { name: "Incident BPD-26-0412" });
    expect(details).toHaveTextContent("Sun, Mar 8, 2026, 10:00 PM – 2:00 AM (next day)");
    expect(details).toHaveTextContent("Keep footage30 days");
    expect(within(details).queryByRole("status")).not.toBeInTheDocument();
  });

  it("lists the unlocated registrations apart for a manual check, and former owners without names", async () => {
    stubApi({ "/api/incidents/3": () => json(asked) });
    openIncident();
    const rows = await nearbyRows();
    expect(rows).toHaveLength(2);
    const table = screen.getByRole("table");
    expect(table).not.toHaveTextContent("Owner 8");

    const unlocated = screen.getByRole("region", { name: "Not located yet: check by hand" });
    expect(unlocated).toHaveTextContent("Owner 8");
    expect(unlocated).toHaveTextContent("8 Fait Ave, Baltimore, MD 21224");
    expect(within(unlocated).getByText("Pending location")).toBeInTheDocument();

    const former = screen.getByRole("region", { name: "Owners who have left the registry" });
    expect(former).toHaveTextContent("1 request.");
    expect(former).toHaveTextContent("Left the registry");
    expect(former).toHaveTextContent("Camera 100–150 ft from the incident");
    expect(former).toHaveTextContent("Emailed Mar 9, 2026, 11:05 AM Baltimore time");
    expect(former).not.toHaveTextContent(/Owner \d|Patterson|@/);
  });

  it("says why no one can be emailed while the incident's place is not located, and draws nothing", async () => {
    stubApi({
      "/api/incidents/3": () =>
        json(
          detail({
            incident: incident({ latitude: null, longitude: null, matchedAddress: null, locationStatus: "pending", locationSource: null }),
          }),
        ),
    });
    openIncident();
    const email = await screen.findByRole("button", { name: "Email 0 owners" });
    expect(email).toBeDisabled();
    expect(email).toHaveAccessibleDescription("The incident's place is not located yet.");
    expect(screen.getByRole("status")).toHaveTextContent(
      "Pending locationThis incident's place has not been located yet: the cameras near it will show once it is.",
    );
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByText("No located camera is registered within 150 ft.")).toBeInTheDocument();
  });

  it("marks a request followed up, and back", async () => {
    let followedUpAt: string | null = null;
    const fetchMock = stubApi({
      "/api/footage-requests/11/follow-up": (init) => {
        const { followedUp } = JSON.parse(init!.body as string) as { followedUp: boolean };
        followedUpAt = followedUp ? "2026-03-11T16:00:00.000Z" : null;
        return json(request(11, { followedUpAt }));
      },
      "/api/incidents/3": () => json({ ...asked, nearby: [camera(1, 40, { request: request(11, { followedUpAt }) })] }),
    });
    openIncident();
    const toggle = await screen.findByRole("button", { name: "Followed up with Owner 1" });
    expect(toggle).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(toggle);
    await expectToast({ title: "Success", description: "Follow-up saved." });
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "true"));
    const [row] = (await nearbyRows()) as [HTMLElement];
    expect(row).toHaveTextContent("Followed up Mar 11, 2026, 12:00 PM Baltimore time");

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute("aria-pressed", "false"));
    const bodies = callsTo(fetchMock, "PUT", /\/api\/footage-requests\/11\/follow-up$/).map(
      ([, init]) => JSON.parse(init!.body as string) as unknown,
    );
    expect(bodies).toEqual([{ followedUp: true }, { followedUp: false }]);
  });
});

describe("the incident's drawing", () => {
  it("is one image named for what it shows, each camera at its offset and titled with its distance", async () => {
    stubApi({ "/api/incidents/3": () => json(detail({ nearby: [camera(1, 40), camera(2, 120.4)] })) });
    openIncident();
    const drawing = await screen.findByRole("img", { name: "Incident and 2 cameras within 150 ft" });
    const dots = within(drawing).getAllByTestId("camera-dot");
    expect(dots.map((dot) => dot.querySelector("title")?.textContent)).toEqual(["Owner 1: 40 ft", "Owner 2: 120 ft"]);
    // Due north of the incident, at the drawing's scale ((320 / 2 - 36) / 150 units a foot).
    expect(Number(dots[0]!.getAttribute("cx"))).toBeCloseTo(160, 1);
    expect(Number(dots[0]!.getAttribute("cy"))).toBeCloseTo(160 - (40 * 124) / 150, 1);
    expect(within(drawing).getByTestId("scale-bar")).toHaveTextContent("50 ft");
    expect(drawing).toHaveTextContent("N");
  });

  it("says one camera in the singular", async () => {
    stubApi({ "/api/incidents/3": () => json(detail({ nearby: [camera(1, 40)] })) });
    openIncident();
    expect(await screen.findByRole("img", { name: "Incident and 1 camera within 150 ft" })).toBeInTheDocument();
  });
});
