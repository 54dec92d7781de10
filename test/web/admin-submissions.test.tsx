import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { CONTACT_MESSAGE_TOGGLE_CHARS, CAMERA_DESCRIPTION_TRUNCATE_CHARS } from "../../web/admin/texts";
import { AuditSection } from "../../web/admin/sections/audit";
import { RegistrySection } from "../../web/admin/sections/registry";
import { ContactsSection } from "../../web/admin/sections/contacts";
import { QueryProvider } from "../../web/components/query-provider";
import { expectToast, json, renderWithToasts, requestUrl, stubApi } from "./render";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const text = (length: number, start = "Word ") => (start + "x".repeat(length)).slice(0, length);

const contact = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  firstName: "Jane",
  lastName: `Doe${id}`,
  email: `jane${id}@example.com`,
  phone: "410-555-0100",
  service: "camera_installation",
  message: "Please call me about cameras.",
  smsConsentAt: "2026-03-01T15:00:00.000Z",
  smsConsentVersion: "2025-01",
  createdAt: "2026-03-01T15:00:00.000Z",
  ...overrides,
});

const registration = (id: number, address: string, overrides: Record<string, unknown> = {}) => {
  const match = /,\s*([^,]+?)\s*,\s*([A-Z]{2})\s+(\d{5})$/.exec(address);
  const description = "Two doorbell cameras facing the street.";
  return {
    id,
    name: `Owner ${id}`,
    email: `owner${id}@example.com`,
    phone: "443-555-0199",
    address,
    cameraDetails: description,
    terms: true,
    contactName: `Owner ${id}`,
    contactEmail: `owner${id}@example.com`,
    contactPhone: "443-555-0199",
    description,
    city: match?.[1] ?? null,
    state: match?.[2] ?? null,
    zipCode: match?.[3] ?? null,
    cameraType: null,
    retentionPeriod: null,
    createdAt: "2026-02-10T12:00:00.000Z",
    ...overrides,
  };
};

/** Answers every call under the list's path with the list (the DELETEs are read from the mock). */
function stubList(path: string, rows: unknown[]) {
  return stubApi({ [path]: () => json(rows) });
}

/** The addresses of the DELETEs sent (the typed client calls fetch(url, init)). */
const deletes = (fetchMock: ReturnType<typeof stubApi>) =>
  (fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][])
    .filter(([, init]) => init?.method === "DELETE")
    .map(([input]) => requestUrl(input));

const renderContacts = () =>
  render(
    <QueryProvider>
      <ContactsSection />
    </QueryProvider>,
  );
const renderCameras = () =>
  render(
    <QueryProvider>
      <RegistrySection />
    </QueryProvider>,
  );

describe("ContactsSection", () => {
  it(`cuts a message over ${CONTACT_MESSAGE_TOGGLE_CHARS} characters and toggles the whole of it`, async () => {
    const long = text(CONTACT_MESSAGE_TOGGLE_CHARS + 1, "Long message ");
    const exact = text(CONTACT_MESSAGE_TOGGLE_CHARS, "Exact message ");
    stubList("/api/contacts", [contact(1, { message: long }), contact(2, { message: exact })]);
    renderContacts();

    const longRow = (await screen.findByRole("heading", { name: "Jane Doe1" })).closest("li")!;
    const toggle = within(longRow).getByRole("button", { name: "Show more" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(within(longRow).getByText(`${long.slice(0, CONTACT_MESSAGE_TOGGLE_CHARS)}…`)).toBeInTheDocument();
    expect(within(longRow).queryByText(long)).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(within(longRow).getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    expect(within(longRow).getByText(long)).toBeInTheDocument();

    await userEvent.click(within(longRow).getByRole("button", { name: "Show less" }));
    expect(within(longRow).getByRole("button", { name: "Show more" })).toBeInTheDocument();

    const exactRow = screen.getByRole("heading", { name: "Jane Doe2" }).closest("li")!;
    expect(within(exactRow).getByText(exact)).toBeInTheDocument();
    expect(within(exactRow).queryByRole("button", { name: /Show (more|less)/ })).not.toBeInTheDocument();
  });

  it("shows the contact details, the service's label and the SMS consent", async () => {
    stubList("/api/contacts", [contact(1, { service: "vms_support" })]);
    renderContacts();
    const row = (await screen.findByRole("heading", { name: "Jane Doe1" })).closest("li")!;
    expect(within(row).getByRole("link", { name: "jane1@example.com" })).toHaveAttribute("href", "mailto:jane1@example.com");
    expect(within(row).getByRole("link", { name: "410-555-0100" })).toHaveAttribute("href", "tel:4105550100");
    expect(within(row).getByText("VMS Support")).toBeInTheDocument();
    expect(within(row).getByText(/wording version\s+2025-01/)).toBeInTheDocument();
  });

  it("narrows the list by service and search, and exports with the same filter", async () => {
    stubList("/api/contacts", [
      contact(1, { service: "camera_installation", message: "Need cameras for my porch." }),
      contact(2, { service: "vms_support", message: "Milestone keeps crashing." }),
      contact(3, { service: "vms_support", message: "Upgrade our NVR software." }),
    ]);
    renderContacts();
    await screen.findByRole("heading", { name: "Jane Doe1" });
    const exportLink = screen.getByRole("link", { name: "Export CSV" });
    expect(exportLink).toHaveAttribute("href", "/api/contacts/export.csv");
    expect(exportLink).toHaveAttribute("download");

    const serviceSelect = screen.getByLabelText("Service");
    expect(
      within(serviceSelect)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All services", "Camera Installation", "Security Assessment", "VMS Support", "Neighborhood Consulting", "Other"]);
    await userEvent.selectOptions(serviceSelect, "vms_support");
    expect(screen.queryByRole("heading", { name: "Jane Doe1" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Jane Doe2" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Jane Doe3" })).toBeInTheDocument();
    expect(exportLink).toHaveAttribute("href", "/api/contacts/export.csv?service=vms_support");

    await userEvent.type(screen.getByLabelText("Search"), "nvr");
    expect(screen.queryByRole("heading", { name: "Jane Doe2" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Jane Doe3" })).toBeInTheDocument();
    expect(exportLink).toHaveAttribute("href", "/api/contacts/export.csv?search=nvr&service=vms_support");

    await userEvent.type(screen.getByLabelText("Search"), " nothing like this");
    expect(screen.getByText("No submissions match your filters.")).toBeInTheDocument();
    expect(screen.queryByText("No contact submissions yet.")).not.toBeInTheDocument();
  });

  it("shows its own empty state when nothing was ever sent", async () => {
    stubList("/api/contacts", []);
    renderContacts();
    expect(await screen.findByText("No contact submissions yet.")).toBeInTheDocument();
  });

  it("reads a 401 as signed out (null), not as an error", async () => {
    stubApi({ "/api/contacts": () => json({ message: "Unauthorized" }, 401) });
    renderContacts();
    expect(await screen.findByRole("alert")).toHaveTextContent("You are signed out.");
    expect(screen.queryByText(/401/)).not.toBeInTheDocument();
  });

  it("asks before deleting and sends the DELETE only when confirmed", async () => {
    const fetchMock = stubList("/api/contacts", [contact(7)]);
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    renderContacts();
    const remove = await screen.findByRole("button", { name: "Delete contact submission from Jane Doe7" });

    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this contact submission?");
    expect(deletes(fetchMock)).toEqual([]);

    confirm.mockReturnValue(true);
    await userEvent.click(remove);
    await waitFor(() => expect(deletes(fetchMock)).toHaveLength(1));
    expect(deletes(fetchMock)[0]).toMatch(/\/api\/contacts\/7$/);
  });

  it.each([
    ["the server's message when it gave one", () => json({ message: "Database unavailable" }, 503), "Database unavailable"],
    [
      "the fallback when it gave none",
      () => new Response("Internal Server Error", { status: 500 }),
      "Failed to delete contact submission.",
    ],
  ])("says why a delete failed: %s", async (_case, failure, description) => {
    stubApi({ "/api/contacts": (init) => (init?.method === "DELETE" ? failure() : json([contact(7)])) });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderWithToasts(<ContactsSection />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete contact submission from Jane Doe7" }));
    await expectToast({ title: "Error", description, variant: "destructive" });
  });

  it("confirms a delete with the spec's success toast", async () => {
    stubApi({ "/api/contacts": (init) => (init?.method === "DELETE" ? json({ id: 7 }) : json([contact(7)])) });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderWithToasts(<ContactsSection />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete contact submission from Jane Doe7" }));
    await expectToast({ title: "Success", description: "Contact submission deleted successfully." });
  });
});

describe("RegistrySection", () => {
  it(`cuts a description over ${CAMERA_DESCRIPTION_TRUNCATE_CHARS} characters with an ellipsis`, async () => {
    const long = text(CAMERA_DESCRIPTION_TRUNCATE_CHARS + 1, "Long description ");
    const exact = text(CAMERA_DESCRIPTION_TRUNCATE_CHARS, "Exact description ");
    stubList("/api/camera-registrations", [
      registration(1, "1 Main St, Baltimore, MD 21224", { description: long }),
      registration(2, "2 Main St, Baltimore, MD 21224", { description: exact }),
    ]);
    renderCameras();

    const longRow = (await screen.findByRole("heading", { name: "Owner 1" })).closest("li")!;
    expect(within(longRow).getByText(`${long.slice(0, CAMERA_DESCRIPTION_TRUNCATE_CHARS)}…`)).toBeInTheDocument();
    expect(within(longRow).queryByText(long)).not.toBeInTheDocument();
    await userEvent.click(within(longRow).getByRole("button", { name: "Show more" }));
    expect(within(longRow).getByText(long)).toBeInTheDocument();

    const exactRow = screen.getByRole("heading", { name: "Owner 2" }).closest("li")!;
    expect(within(exactRow).getByText(exact)).toBeInTheDocument();
    expect(within(exactRow).queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });

  it("offers the derived cities, filters by them and exports with the same filter", async () => {
    stubList("/api/camera-registrations", [
      registration(1, "12 Boston St, Towson, MD 21204"),
      registration(2, "500 S Ellwood Ave, Baltimore, MD 21224"),
      registration(3, "Corner of Ellwood and Fait"),
      registration(4, "9 Light St, Baltimore, MD 21202"),
    ]);
    renderCameras();
    await screen.findByRole("heading", { name: "Owner 1" });

    const citySelect = screen.getByLabelText("City");
    expect(
      within(citySelect)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All cities", "Baltimore", "Towson"]);
    const row = screen.getByRole("heading", { name: "Owner 2" }).closest("li")!;
    expect(within(row).getByText(/City Baltimore · State MD · ZIP 21224/)).toBeInTheDocument();

    await userEvent.selectOptions(citySelect, "Baltimore");
    expect(screen.queryByRole("heading", { name: "Owner 1" })).not.toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Owner 3" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Owner 4" })).toBeInTheDocument();
    const exportLink = screen.getByRole("link", { name: "Export CSV" });
    expect(exportLink).toHaveAttribute("href", "/api/camera-registrations/export.csv?city=Baltimore");

    await userEvent.type(screen.getByLabelText("Search"), "light st");
    expect(screen.queryByRole("heading", { name: "Owner 2" })).not.toBeInTheDocument();
    expect(exportLink).toHaveAttribute("href", "/api/camera-registrations/export.csv?search=light+st&city=Baltimore");

    await userEvent.type(screen.getByLabelText("Search"), "zzz");
    expect(screen.getByText("No camera registrations found.")).toBeInTheDocument();
  });

  it("shows the empty state when nothing is registered", async () => {
    stubList("/api/camera-registrations", []);
    renderCameras();
    expect(await screen.findByText("No camera registrations found.")).toBeInTheDocument();
  });

  it("asks before deleting and sends the DELETE only when confirmed", async () => {
    const fetchMock = stubList("/api/camera-registrations", [registration(4, "9 Light St, Baltimore, MD 21202")]);
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    renderCameras();
    const remove = await screen.findByRole("button", { name: "Delete camera registration from Owner 4" });

    await userEvent.click(remove);
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this camera registration?");
    expect(deletes(fetchMock)).toEqual([]);

    confirm.mockReturnValue(true);
    await userEvent.click(remove);
    await waitFor(() => expect(deletes(fetchMock)).toHaveLength(1));
    expect(deletes(fetchMock)[0]).toMatch(/\/api\/camera-registrations\/4$/);
  });

  it.each([
    ["the server's message when it gave one", () => json({ message: "Database unavailable" }, 503), "Database unavailable"],
    ["the fallback when it gave none", () => new Response("", { status: 502 }), "Failed to delete camera registration."],
  ])("says why a delete failed: %s", async (_case, failure, description) => {
    const row = registration(4, "9 Light St, Baltimore, MD 21202");
    stubApi({ "/api/camera-registrations": (init) => (init?.method === "DELETE" ? failure() : json([row])) });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderWithToasts(<RegistrySection />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete camera registration from Owner 4" }));
    await expectToast({ title: "Error", description, variant: "destructive" });
  });

  it("confirms a delete with the spec's success toast", async () => {
    const row = registration(4, "9 Light St, Baltimore, MD 21202");
    stubApi({ "/api/camera-registrations": (init) => (init?.method === "DELETE" ? json({ id: 4 }) : json([row])) });
    vi.spyOn(window, "confirm").mockReturnValue(true);
    renderWithToasts(<RegistrySection />);
    await userEvent.click(await screen.findByRole("button", { name: "Delete camera registration from Owner 4" }));
    await expectToast({ title: "Success", description: "Camera registration deleted successfully." });
  });
});

describe("AuditSection", () => {
  it("lists the recorded changes in a read-only table, with the activity view's filters", async () => {
    stubApi({
      "/api/team": () => json([]),
      "/api/admin/audit": () =>
        json({
          entries: [
            {
              id: 2,
              at: "2026-03-02T15:30:00.000Z",
              userId: "u1",
              userEmail: "admin@example.com",
              action: "delete",
              entity: "contact submission",
              entityId: 7,
              summary: "Contact submission deleted by staff",
              sessionId: "5f0c8f7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
              section: "contacts",
            },
            {
              id: 1,
              at: "2026-03-01T14:00:00.000Z",
              userId: "u1",
              userEmail: "admin@example.com",
              action: "create",
              entity: "redirect",
              entityId: 3,
              summary: "/flyer",
              sessionId: "5f0c8f7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f",
              section: "redirects",
            },
          ],
          next: null,
        }),
    });
    render(
      <QueryProvider>
        <AuditSection />
      </QueryProvider>,
    );
    expect(screen.getByRole("heading", { name: "Audit Trail" })).toBeInTheDocument();
    const table = await screen.findByRole("table", { name: "Who did what, when, and from which session, newest first." });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["When", "Who", "Action", "What", "Summary", "Session"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText("Delete")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Contact submission #7")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Contact Forms")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Mar 2, 2026, 10:30 AM")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("/flyer")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("says so when nothing has been recorded", async () => {
    stubApi({ "/api/team": () => json([]), "/api/admin/audit": () => json({ entries: [], next: null }) });
    render(
      <QueryProvider>
        <AuditSection />
      </QueryProvider>,
    );
    expect(await screen.findByText("No activity recorded yet.")).toBeInTheDocument();
  });
});
