// The dashboard as a small CRM (R13): status, note, filter, sidebar count, messages and Resend,
// the message log and one message as sent.
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DashboardLayout } from "../../web/admin/layout";
import { RegistrySection } from "../../web/admin/sections/registry";
import { ContactsSection } from "../../web/admin/sections/contacts";
import { messageEntry } from "./message-fixtures";
import { expectToast, json, renderWithToasts, requestUrl, stubApi } from "./render";
import { SECTIONS } from "../../web/admin/section-table";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const contact = (id: number, overrides: Record<string, unknown> = {}) => ({
  id,
  reference: `ref-${id}`,
  firstName: "Jane",
  lastName: `Doe${id}`,
  email: `jane${id}@example.com`,
  phone: "410-555-0100",
  service: "camera_installation",
  message: "Please call me about cameras.",
  smsConsentAt: "2026-03-01T15:00:00.000Z",
  smsConsentVersion: "2025-01",
  status: "new",
  internalNote: "",
  createdAt: "2026-03-01T15:00:00.000Z",
  ...overrides,
});

const message = messageEntry;

const failedWebhook = message("m-hook", {
  channel: "webhook",
  kind: "lead-webhook",
  kindLabel: "CRM webhook",
  recipient: "https://crm.example",
  status: "failed",
  attempts: 5,
  lastError: "The receiver answered 503",
  sentAt: null,
});

type Call = [RequestInfo | URL, RequestInit | undefined];
const callsTo = (fetchMock: ReturnType<typeof stubApi>, method: string, path: RegExp) =>
  (fetchMock.mock.calls as unknown as Call[]).filter(([input, init]) => (init?.method ?? "GET") === method && path.test(requestUrl(input)));

const rowOf = async (name: string) => (await screen.findByRole("heading", { name })).closest("li")!;

describe("a contact submission's status and note", () => {
  it("shows the status in words and changes it from the submission's view, with the update toast", async () => {
    let stored = contact(7);
    const fetchMock = stubApi({
      "/api/contacts/7/messages": () => json([]),
      "/api/contacts": (init) => {
        if (init?.method === "PATCH") stored = { ...stored, ...(JSON.parse(init.body as string) as object) };
        return json(init?.method === "PATCH" ? stored : [stored]);
      },
    });
    renderWithToasts(<ContactsSection />);
    const row = await rowOf("Jane Doe7");
    expect(within(row).getByText("New")).toBeInTheDocument();
    const details = within(row).getByRole("button", { name: /Details/ });
    expect(details).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(details);
    expect(details).toHaveAttribute("aria-expanded", "true");

    await userEvent.selectOptions(within(row).getByLabelText("Status"), "contacted");
    await expectToast({ title: "Success", description: "Contact submission updated successfully" });
    const [patch] = callsTo(fetchMock, "PATCH", /\/api\/contacts\/7$/);
    expect(JSON.parse(patch![1]!.body as string)).toEqual({ status: "contacted" });
    await waitFor(() => expect(within(row).getByText("Contacted", { selector: "span" })).toBeInTheDocument());
  });

  it("saves the internal note with Save note, and says so when it fails", async () => {
    const fetchMock = stubApi({
      "/api/contacts/7/messages": () => json([]),
      "/api/contacts": (init) => (init?.method === "PATCH" ? json({ message: "Database unavailable" }, 503) : json([contact(7)])),
    });
    renderWithToasts(<ContactsSection />);
    const row = await rowOf("Jane Doe7");
    await userEvent.click(within(row).getByRole("button", { name: /Details/ }));
    const save = within(row).getByRole("button", { name: "Save note" });
    expect(save).toBeDisabled();
    await userEvent.type(within(row).getByLabelText("Internal note"), "Called back, wants 4 cameras.");
    await userEvent.click(save);
    const [patch] = callsTo(fetchMock, "PATCH", /\/api\/contacts\/7$/);
    expect(JSON.parse(patch![1]!.body as string)).toEqual({ internalNote: "Called back, wants 4 cameras." });
    await expectToast({ title: "Error", description: "Failed to update contact submission", variant: "destructive" });
  });

  it("sends a signed-out writer to sign in, as every dashboard write does", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign, pathname: "/admin", search: "?section=contacts" });
    stubApi({
      "/api/contacts/7/messages": () => json([]),
      "/api/contacts": (init) => (init?.method === "PATCH" ? json({ message: "Unauthorized" }, 401) : json([contact(7)])),
    });
    renderWithToasts(<ContactsSection />);
    const row = await rowOf("Jane Doe7");
    await userEvent.click(within(row).getByRole("button", { name: /Details/ }));
    await userEvent.selectOptions(within(row).getByLabelText("Status"), "closed");
    await expectToast({ title: "Unauthorized: You are logged out. Logging in again...", variant: "destructive" });
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/api/login?returnTo=%2Fadmin%3Fsection%3Dcontacts"));
  });

  it("filters the list by status beside the service filter, and exports with it", async () => {
    stubApi({
      "/api/contacts": () => json([contact(1, { status: "new" }), contact(2, { status: "contacted" }), contact(3, { status: "closed" })]),
    });
    renderWithToasts(<ContactsSection />);
    await rowOf("Jane Doe1");
    const filter = screen.getByLabelText("Status");
    expect(
      within(filter)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All statuses", "New", "Contacted", "Closed"]);
    await userEvent.selectOptions(filter, "contacted");
    expect(screen.queryByRole("heading", { name: "Jane Doe1" })).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Jane Doe2" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Jane Doe3" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Export CSV" })).toHaveAttribute("href", "/api/contacts/export.csv?status=contacted");
  });

  it("opens the submission a dashboard link names, and says so when it is gone", async () => {
    stubApi({ "/api/contacts/8/messages": () => json([]), "/api/contacts": () => json([contact(7), contact(8)]) });
    const { unmount } = renderWithToasts(<ContactsSection openReference="ref-8" />);
    const linked = await rowOf("Jane Doe8");
    expect(within(linked).getByRole("button", { name: /Details/ })).toHaveAttribute("aria-expanded", "true");
    expect(within(linked).getByLabelText("Internal note")).toBeInTheDocument();
    expect(within(await rowOf("Jane Doe7")).getByRole("button", { name: /Details/ })).toHaveAttribute("aria-expanded", "false");
    unmount();

    renderWithToasts(<ContactsSection openReference="ref-gone" />);
    expect(await screen.findByText("That submission was not found. It may have been deleted.")).toBeInTheDocument();
  });
});

describe("the sidebar", () => {
  it("shows the number of New submissions beside Contact Forms, with words for screen readers", () => {
    render(
      <DashboardLayout
        sections={SECTIONS}
        section="redirects"
        onSelect={vi.fn()}
        onSignOut={vi.fn()}
        email={null}
        counts={{ contacts: { count: 3, noun: "new" } }}
      >
        <p>content</p>
      </DashboardLayout>,
    );
    const nav = screen.getByRole("navigation", { name: "Dashboard sections" });
    expect(within(nav).getByRole("button", { name: /^Contact Forms\s*3\s*new$/ })).toBeInTheDocument();
    expect(within(nav).getByRole("button", { name: "Camera Registry" })).toBeInTheDocument();
  });
});

describe("a record's messages", () => {
  it("lists recipient, kind, status in words, attempts and the last error; Resend refreshes the list", async () => {
    let messages = [message("m-staff"), failedWebhook];
    const fetchMock = stubApi({
      "/api/admin/messages/m-hook/resend": () => {
        messages = [messages[0]!, { ...failedWebhook, status: "pending", attempts: 0, lastError: null }];
        return json(messages[1]);
      },
      "/api/contacts/7/messages": () => json(messages),
      "/api/contacts": () => json([contact(7)]),
    });
    renderWithToasts(<ContactsSection openReference="ref-7" />);
    const row = await rowOf("Jane Doe7");
    const items = await within(row).findAllByRole("listitem");
    const [staff, hook] = items.slice(-2) as [HTMLElement, HTMLElement];
    expect(staff).toHaveTextContent("New lead email to staff");
    expect(staff).toHaveTextContent("Sent");
    expect(staff).toHaveTextContent("To staff@harborlight.example");
    expect(staff).toHaveTextContent("1 attempt");
    expect(within(staff).queryByRole("button", { name: /Resend/ })).not.toBeInTheDocument();
    expect(hook).toHaveTextContent("CRM webhook");
    expect(hook).toHaveTextContent("Failed");
    expect(hook).toHaveTextContent("5 attempts");
    expect(hook).toHaveTextContent("Last error: The receiver answered 503");

    await userEvent.click(within(hook).getByRole("button", { name: "Resend CRM webhook to https://crm.example" }));
    await expectToast({ title: "Success", description: "The message will be sent again shortly." });
    const resends = callsTo(fetchMock, "POST", /\/api\/admin\/messages\/m-hook\/resend$/);
    expect(resends).toHaveLength(1);
    // The API refuses a write that is not JSON (415): the bodiless resend says it is JSON too.
    expect(new Headers(resends[0]![1]?.headers).get("Content-Type")).toBe("application/json");
    await waitFor(() => expect(within(row).getByText("Pending")).toBeInTheDocument());
    expect(within(row).queryByRole("button", { name: /Resend/ })).not.toBeInTheDocument();
  });

  it("shows the server's reason when a resend is refused", async () => {
    stubApi({
      "/api/admin/messages/m-hook/resend": () => json({ message: "Only a failed message can be sent again; this one is sent." }, 409),
      "/api/contacts/7/messages": () => json([failedWebhook]),
      "/api/contacts": () => json([contact(7)]),
    });
    renderWithToasts(<ContactsSection openReference="ref-7" />);
    const row = await rowOf("Jane Doe7");
    await userEvent.click(await within(row).findByRole("button", { name: /^Resend/ }));
    await expectToast({
      title: "Error",
      description: "Only a failed message can be sent again; this one is sent.",
      variant: "destructive",
    });
  });

  it("shows a camera registration's messages in its view, opened by a dashboard link", async () => {
    stubApi({
      "/api/camera-registrations/4/messages": () =>
        json([message("m-cam", { cameraRegistrationId: 4, contactSubmissionId: null, kindLabel: "CRM webhook" })]),
      "/api/camera-registrations": () =>
        json([
          {
            id: 4,
            reference: "cam-ref",
            name: "Owner 4",
            email: "owner4@example.com",
            phone: "443-555-0199",
            address: "9 Light St, Baltimore, MD 21202",
            cameraDetails: "One camera.",
            terms: true,
            contactName: "Owner 4",
            contactEmail: "owner4@example.com",
            contactPhone: "443-555-0199",
            description: "One camera.",
            city: "Baltimore",
            state: "MD",
            zipCode: "21202",
            cameraType: null,
            retentionPeriod: null,
            createdAt: "2026-02-10T12:00:00.000Z",
          },
        ]),
    });
    renderWithToasts(<RegistrySection openReference="cam-ref" />);
    const row = await rowOf("Owner 4");
    expect(await within(row).findByText("CRM webhook")).toBeInTheDocument();
    expect(within(row).getByText("Sent")).toBeInTheDocument();
  });
});

describe("the message log", () => {
  it("lists recent messages with a status filter, and opens one as it was sent", async () => {
    const fetchMock = stubApi({
      "/api/admin/messages/m-staff": () =>
        json({
          ...message("m-staff"),
          subject: "New lead: Jane Doe7",
          sender: "hello@harborlight.example",
          replyTo: "jane7@example.com",
          textBody: "Jane Doe7 asked about Camera Installation.",
          hasHtml: true,
        }),
      "/api/admin/messages": () => json([message("m-staff"), failedWebhook]),
      "/api/contacts": () => json([contact(7)]),
    });
    renderWithToasts(<ContactsSection />);
    await userEvent.click(await screen.findByRole("tab", { name: "Message log" }));
    const log = await screen.findByRole("list", { name: "Recent messages, newest first" });
    expect(within(log).getAllByRole("listitem")).toHaveLength(2);
    expect(within(log).getAllByText(/Contact submission #7/)).toHaveLength(2);

    await userEvent.selectOptions(screen.getByLabelText("Message status"), "failed");
    await waitFor(() => expect(callsTo(fetchMock, "GET", /\/api\/admin\/messages\?status=failed$/)).toHaveLength(1));

    await userEvent.selectOptions(screen.getByLabelText("Message status"), "");
    await userEvent.click(await screen.findByRole("button", { name: "Read New lead email to staff to staff@harborlight.example" }));
    const email = await screen.findByRole("article", { name: "Email: New lead: Jane Doe7" });
    expect(email).toHaveTextContent("SubjectNew lead: Jane Doe7");
    expect(email).toHaveTextContent("Fromhello@harborlight.example");
    expect(email).toHaveTextContent("Tostaff@harborlight.example");
    expect(email).toHaveTextContent("Reply-Tojane7@example.com");
    expect(within(email).getByText("Jane Doe7 asked about Camera Installation.")).toBeInTheDocument();
    const frame = within(email).getByTitle('The email "New lead: Jane Doe7" as sent');
    expect(frame).toHaveAttribute("src", "/api/admin/messages/m-staff/preview");
    expect(frame).toHaveAttribute("sandbox", "");
  });

  it("shows a webhook's JSON body and no frame", async () => {
    stubApi({
      "/api/admin/messages/m-hook": () =>
        json({
          ...failedWebhook,
          subject: null,
          sender: null,
          replyTo: null,
          textBody: '{"type":"lead.created","id":"x"}',
          hasHtml: false,
        }),
      "/api/admin/messages": () => json([failedWebhook]),
      "/api/contacts": () => json([]),
    });
    renderWithToasts(<ContactsSection />);
    await userEvent.click(await screen.findByRole("tab", { name: "Message log" }));
    await userEvent.click(await screen.findByRole("button", { name: "Read CRM webhook to https://crm.example" }));
    const body = await screen.findByRole("article", { name: "CRM webhook" });
    expect(within(body).getByText("JSON body")).toBeInTheDocument();
    expect(body.querySelector("pre")!.textContent).toBe('{\n  "type": "lead.created",\n  "id": "x"\n}');
    expect(body.querySelector("iframe")).toBeNull();
  });

  it("says so when nothing was sent", async () => {
    stubApi({ "/api/admin/messages": () => json([]), "/api/contacts": () => json([]) });
    renderWithToasts(<ContactsSection />);
    await userEvent.click(await screen.findByRole("tab", { name: "Message log" }));
    expect(await screen.findByText("No messages sent yet.")).toBeInTheDocument();
  });
});
