// The Settings section (R23): only roles with the settings permission see it; each form is checked
// by the section's own rules before it is sent with the version it was read at; someone else's
// change meanwhile is said and offered a reload; the history shows each field before and after and
// undoes a section's latest change; the retention periods are shown from the privacy page's source.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BUSINESS_DEFAULTS } from "../../worker/shared/company";
import { retentionPolicy } from "../../worker/shared/retention-text";
import { ROLES, type Role } from "../../worker/shared/roles";
import { STAFF_EMAIL_KIND_IDS } from "../../worker/shared/settings";
import { json, NoResizeObserver, renderRoute, requestUrl, stubApi } from "./render";

beforeEach(() => vi.stubGlobal("ResizeObserver", NoResizeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SETTINGS = {
  business: { value: BUSINESS_DEFAULTS, version: 4 },
  notice: { value: { message: "", startsAt: null, endsAt: null }, version: 0 },
  notifications: {
    value: { recipients: Object.fromEntries(STAFF_EMAIL_KIND_IDS.map((kind) => [kind, ["hello@harborlight.example"]])) },
    version: 0,
  },
  integrations: {
    value: {
      crmWebhook: {
        url: "https://crm.example.test/hook",
        enabled: true,
        secretSet: true,
        secretFromDeployment: false,
        previousSecretUntil: "2026-11-29T15:00:00.000Z",
      },
    },
    version: 7,
  },
};

const HISTORY = [
  {
    id: 4,
    section: "business",
    at: "2026-11-28T15:00:00.000Z",
    by: "owner@harborlight.example",
    undoes: null,
    before: { ...BUSINESS_DEFAULTS, phone: "(410) 555-0100" },
    after: BUSINESS_DEFAULTS,
    undoable: true,
  },
];

function signedIn(role: Role, putAnswer: () => Response = () => json(SETTINGS)) {
  return stubApi({
    "/api/auth/user": () => json({ id: "u", email: "owner@harborlight.example", firstName: null, lastName: null, profileImageUrl: null }),
    "/api/admin/status": () => json({ isStaff: true, role, permissions: ROLES[role].permissions }),
    "/api/settings/history/4/undo": () => json(SETTINGS),
    "/api/settings/integrations/test": () => json({ status: 401, answerStart: '{"error":"bad signature"}' }),
    "/api/settings/history": () => json(HISTORY),
    "/api/settings/": (init) => (init?.method === "PUT" ? putAnswer() : json(SETTINGS)),
    "/api/settings": () => json(SETTINGS),
  });
}

const sent = (fetchMock: ReturnType<typeof signedIn>, method: string) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input, init]) => ({
      path: new URL(requestUrl(input), "http://localhost").pathname,
      body: init?.body ? (JSON.parse(init.body as string) as unknown) : undefined,
    }));

describe("the Settings section", () => {
  it("is not in an Editor's sidebar", async () => {
    signedIn("editor");
    await renderRoute("/admin?section=account");
    const sidebar = await screen.findByRole("navigation", { name: "Dashboard sections" });
    expect(within(sidebar).queryByRole("button", { name: /Settings/ })).toBeNull();
  });

  it("is an Administrator's, without the Soon badge", async () => {
    signedIn("administrator");
    await renderRoute("/admin?section=settings");
    expect(await screen.findByRole("heading", { level: 1, name: "Settings" })).toBeInTheDocument();
    const item = within(screen.getByRole("navigation", { name: "Dashboard sections" })).getByRole("button", { name: "Settings" });
    expect(item).not.toHaveTextContent("Soon");
    expect(screen.queryByText("Coming Soon")).toBeNull();
  });

  it("checks the business details by their rules before sending, then sends them with the version they were read at", async () => {
    const fetchMock = signedIn("owner");
    await renderRoute("/admin?section=settings");
    const phone = await screen.findByRole("textbox", { name: "Phone" });
    await userEvent.clear(phone);
    await userEvent.type(phone, "555-01");
    const email = screen.getByRole("textbox", { name: "Email" });
    await userEvent.clear(email);
    await userEvent.type(email, "not an email");
    await userEvent.type(screen.getByLabelText("Instagram"), "http://instagram.com/x");
    await userEvent.click(screen.getByRole("button", { name: "Save business details" }));
    expect(await screen.findByText("Phone number must be at least 10 digits")).toBeInTheDocument();
    expect(screen.getByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Enter a web address starting with https://")).toBeInTheDocument();
    expect(sent(fetchMock, "PUT")).toEqual([]);

    await userEvent.clear(phone);
    await userEvent.type(phone, "(443) 555-0177");
    await userEvent.clear(email);
    await userEvent.type(email, "office@harborlight.example");
    await userEvent.clear(screen.getByLabelText("Instagram"));
    await userEvent.type(screen.getByLabelText("Instagram"), "https://instagram.com/harborlight");
    await userEvent.click(screen.getByRole("button", { name: "Save business details" }));
    await waitFor(() =>
      expect(sent(fetchMock, "PUT")).toEqual([
        {
          path: "/api/settings/business",
          body: {
            version: 4,
            value: {
              ...BUSINESS_DEFAULTS,
              phone: "(443) 555-0177",
              email: "office@harborlight.example",
              socials: { ...BUSINESS_DEFAULTS.socials, instagram: "https://instagram.com/harborlight" },
            },
          },
        },
      ]),
    );
    expect(await screen.findByText("Settings saved")).toBeInTheDocument();
  });

  it("says when someone else changed the section meanwhile, and offers to reload it", async () => {
    signedIn("owner", () =>
      json({ message: "Someone else changed these settings meanwhile: reload to see their change, then make yours again." }, 409),
    );
    await renderRoute("/admin?section=settings");
    await userEvent.click(await screen.findByRole("button", { name: "Save business details" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Someone else changed these settings meanwhile: reload to see their change, then make yours again.");
    expect(within(alert).getByRole("button", { name: "Reload these settings" })).toBeInTheDocument();
  });

  it("sends the notice's window as instants read in Baltimore's time", async () => {
    const fetchMock = signedIn("owner");
    await renderRoute("/admin?section=settings");
    await userEvent.click(await screen.findByRole("tab", { name: "Site notice" }));
    await userEvent.type(screen.getByLabelText("Notice"), "Closed December 24 and 25.");
    await userEvent.type(screen.getByLabelText("Ends (Baltimore time)"), "2026-12-26T08:00");
    expect(screen.getByRole("figure")).toHaveTextContent("Closed December 24 and 25.");
    await userEvent.click(screen.getByRole("button", { name: "Save notice" }));
    await waitFor(() =>
      expect(sent(fetchMock, "PUT")).toEqual([
        {
          path: "/api/settings/notice",
          body: { version: 0, value: { message: "Closed December 24 and 25.", startsAt: null, endsAt: "2026-12-26T13:00:00.000Z" } },
        },
      ]),
    );
  });

  it("sends each staff email's recipients, one per line", async () => {
    const fetchMock = signedIn("owner");
    await renderRoute("/admin?section=settings");
    await userEvent.click(await screen.findByRole("tab", { name: "Notifications" }));
    const newLead = screen.getByLabelText("A new lead from the contact form");
    await userEvent.clear(newLead);
    await userEvent.type(newLead, "sales@harborlight.example{Enter} owner@harborlight.example ");
    await userEvent.click(screen.getByRole("button", { name: "Save notifications" }));
    await waitFor(() => expect(sent(fetchMock, "PUT")).toHaveLength(1));
    const { body } = sent(fetchMock, "PUT")[0]!;
    expect(body).toMatchObject({
      version: 0,
      value: { recipients: { newLead: ["sales@harborlight.example", "owner@harborlight.example"] } },
    });
  });

  it("shows each change's fields before and after, and undoes a section's latest change", async () => {
    const fetchMock = signedIn("owner");
    vi.spyOn(window, "confirm").mockReturnValue(true);
    await renderRoute("/admin?section=settings");
    await userEvent.click(await screen.findByRole("tab", { name: "History" }));
    const change = (await screen.findByRole("list", { name: "The latest changes, newest first. A section's latest change can be undone." }))
      .firstElementChild as HTMLElement;
    expect(change).toHaveTextContent("Business details");
    expect(within(change).getByRole("definition")).toHaveTextContent("(410) 555-0100 → (410) 555-0142");
    await userEvent.click(within(change).getByRole("button", { name: /^Undo the change of Business details/ }));
    await waitFor(() => expect(sent(fetchMock, "POST").map(({ path }) => path)).toEqual(["/api/settings/history/4/undo"]));
    expect(await screen.findByText("Change undone")).toBeInTheDocument();
  });

  it("never shows the CRM webhook's secret, sends a new one write-only, and shows what the receiver answers a test event", async () => {
    const fetchMock = signedIn("owner");
    await renderRoute("/admin?section=settings");
    await userEvent.click(await screen.findByRole("tab", { name: "Integrations" }));
    // The stubbed API answers every GET of the settings alike: a save's refetch leaves the form as it was.
    expect(screen.getByText("A signing secret is set.")).toBeInTheDocument();
    expect(screen.getByText(/^The previous secret also signs until/)).toBeInTheDocument();
    const secret = screen.getByLabelText("New signing secret");
    expect(secret).toHaveAttribute("type", "password");
    expect(secret).toHaveValue("");

    await userEvent.click(screen.getByRole("button", { name: "Send a test event" }));
    const status = await screen.findByText("The receiver answered 401.");
    expect(status.closest("[role=status]")).toHaveTextContent('{"error":"bad signature"}');

    await userEvent.type(secret, "whsec_short");
    await userEvent.click(screen.getByRole("button", { name: "Save integrations" }));
    expect(
      await screen.findByText("Enter a signing secret as the receiver gives it: whsec_ and at least 24 bytes in base64"),
    ).toBeInTheDocument();
    await userEvent.clear(secret);
    await userEvent.type(secret, "whsec_TmV3U2VjcmV0TmV3U2VjcmV0TmV3U2VjcmV0IQ==");
    await userEvent.click(screen.getByRole("switch", { name: "Send leads to the CRM" }));
    await userEvent.click(screen.getByRole("button", { name: "Save integrations" }));
    await waitFor(() =>
      expect(sent(fetchMock, "PUT")).toEqual([
        {
          path: "/api/settings/integrations",
          body: {
            version: 7,
            value: {
              crmWebhook: {
                url: "https://crm.example.test/hook",
                enabled: false,
                newSecret: "whsec_TmV3U2VjcmV0TmV3U2VjcmV0TmV3U2VjcmV0IQ==",
              },
            },
          },
        },
      ]),
    );
  });

  it("shows the retention periods read-only, as the privacy page states them", async () => {
    signedIn("owner");
    await renderRoute("/admin?section=settings");
    await userEvent.click(await screen.findByRole("tab", { name: "Privacy and retention" }));
    for (const line of retentionPolicy().list) expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.getByText(/Contact form messages: 2 years after we close your request/)).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).toBeNull();
  });
});
