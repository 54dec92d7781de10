// "Edit" in an incident's view: every field before any owner is asked (an address that could not
// be located gains a point and keeps the address); once owners are asked, what they were told
// is read-only with a note; the API's 409 is shown in its own words.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RegistrySection } from "../../../web/admin/sections/registry";
import type { IncidentSummary } from "../../../worker/shared/registry";
import { expectToast, json, renderWithToasts, requestUrl, stubApi } from "../render";
import { detail, incident } from "./fixtures";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Call = [RequestInfo | URL, RequestInit | undefined];
const putsTo = (fetchMock: ReturnType<typeof stubApi>) =>
  (fetchMock.mock.calls as unknown as Call[])
    .filter(([input, init]) => init?.method === "PUT" && /\/api\/incidents\/3$/.test(requestUrl(input)))
    .map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);

const TOLD_FIELDS = ["Date", "Window start", "Window end", "Footage sought", "Keep footage (days)"];
const TOLD_NOTE =
  "Owners have been asked for footage: the date, time window, footage sought, days to keep and radius stay as they were sent. The case reference and the place can still be corrected.";

/** An incident the API answers, and changes on a PUT (or refuses with `refusal`). */
function serve(current: IncidentSummary, refusal?: Response) {
  return stubApi({
    "/api/incidents/3": (init) => {
      if (init?.method !== "PUT") return json(detail({ incident: current }));
      if (refusal) return refusal;
      current = { ...current, ...(JSON.parse(init.body as string) as Partial<IncidentSummary>) };
      return json(current);
    },
  });
}

async function openEditor() {
  renderWithToasts(<RegistrySection view={{ tab: "incidents", incident: 3 }} />);
  await userEvent.click(await screen.findByRole("button", { name: "Edit incident BPD-26-0412" }));
  return screen.getByRole("heading", { name: "Edit incident BPD-26-0412" }).closest("section")!;
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`));

describe("Edit in an incident's view", () => {
  it("before any owner is asked, changes what is sought and adds a point to an address that could not be located, keeping it", async () => {
    const unlocated = incident({
      requestCount: 0,
      answerCount: 0,
      latitude: null,
      longitude: null,
      matchedAddress: null,
      locationSource: null,
      locationStatus: "not_found",
    });
    const fetchMock = serve(unlocated);
    const form = await openEditor();
    for (const label of TOLD_FIELDS) expect(field(form, label)).not.toHaveAttribute("readonly");
    expect(within(form).queryByRole("note")).not.toBeInTheDocument();
    expect(field(form, "Address")).toHaveValue("2601 E Pratt St, Baltimore, MD 21224");

    await userEvent.clear(field(form, "Window start"));
    await userEvent.type(field(form, "Window start"), "21:30");
    await userEvent.clear(field(form, "Footage sought"));
    await userEvent.type(field(form, "Footage sought"), "A white van");
    await userEvent.type(field(form, "Latitude, longitude"), "39.2887, -76.5804");
    await userEvent.click(within(form).getByRole("button", { name: "Update Incident" }));

    await expectToast({ title: "Success", description: "Incident updated successfully" });
    expect(putsTo(fetchMock)).toEqual([
      {
        caseReference: "BPD-26-0412",
        occurredOn: "2026-03-08",
        windowStart: "21:30",
        windowEnd: "02:00",
        footageSought: "A white van",
        keepFootageDays: 30,
        address: "2601 E Pratt St, Baltimore, MD 21224",
        latitude: 39.2887,
        longitude: -76.5804,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Edit incident BPD-26-0412" })).not.toBeInTheDocument());
  });

  it("after owners were asked, shows what they were told read-only with a note, and sends it unchanged", async () => {
    const fetchMock = serve(incident({ locationSource: "staff", matchedAddress: null }));
    const form = await openEditor();
    expect(within(form).getByRole("note")).toHaveTextContent(TOLD_NOTE);
    for (const label of TOLD_FIELDS) expect(field(form, label)).toHaveAttribute("readonly");
    for (const label of ["Case reference", "Address", "Latitude, longitude"]) expect(field(form, label)).not.toHaveAttribute("readonly");
    // The point staff set shows beside the address.
    expect(field(form, "Latitude, longitude")).toHaveValue("39.28870, -76.58040");

    await userEvent.type(field(form, "Window start"), "9");
    expect(field(form, "Window start")).toHaveValue("22:00");
    await userEvent.type(field(form, "Case reference"), "-B");
    await userEvent.click(within(form).getByRole("button", { name: "Update Incident" }));
    await expectToast({ title: "Success", description: "Incident updated successfully" });
    expect(putsTo(fetchMock)[0]).toMatchObject({
      caseReference: "BPD-26-0412-B",
      occurredOn: "2026-03-08",
      windowStart: "22:00",
      windowEnd: "02:00",
      footageSought: "A person on a bicycle heading east.",
      keepFootageDays: 30,
    });
  });

  it("shows the API's refusal in its words, on the field it names", async () => {
    const why = "Owners have already been asked for footage about this incident.";
    serve(
      incident({ requestCount: 0, answerCount: 0 }),
      json({ message: why, errors: { windowEnd: ["Owners were already told this: it stays as it was sent."] } }, 409),
    );
    const form = await openEditor();
    await userEvent.clear(field(form, "Window end"));
    await userEvent.type(field(form, "Window end"), "03:00");
    await userEvent.click(within(form).getByRole("button", { name: "Update Incident" }));
    await expectToast({ title: "Error", description: why, variant: "destructive" });
    expect(field(form, "Window end")).toHaveAccessibleDescription("Owners were already told this: it stays as it was sent.");
    expect(screen.getByRole("heading", { name: "Edit incident BPD-26-0412" })).toBeInTheDocument();
  });
});

describe("Edit from the incident list", () => {
  it("shows what owners were told read-only once they were asked", async () => {
    stubApi({ "/api/incidents": () => json([incident()]) });
    renderWithToasts(<RegistrySection view={{ tab: "incidents" }} />);
    await userEvent.click(await screen.findByRole("button", { name: "Edit incident BPD-26-0412" }));
    const form = screen.getByRole("heading", { name: "Edit incident" }).closest("section")!;
    expect(within(form).getByRole("note")).toHaveTextContent(TOLD_NOTE);
    for (const label of TOLD_FIELDS) expect(field(form, label)).toHaveAttribute("readonly");
  });
});
