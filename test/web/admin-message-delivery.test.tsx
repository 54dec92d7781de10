// How a message's delivery is told in the dashboard (R13): an email only written to the log is
// "Logged locally, not sent", never "Sent"; a pending one says when it is tried next and offers
// Retry now; a failed one shows what the receiver answered.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ContactsSection } from "../../web/admin/sections/contacts";
import { formatAdminDateTime } from "../../web/admin/ui";
import { messageEntry } from "./message-fixtures";
import { expectToast, json, renderWithToasts, requestUrl, stubApi } from "./render";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A confirmation email to `<id>@example.com`. */
const entry = (id: string, overrides: Record<string, unknown> = {}) =>
  messageEntry(id, {
    kind: "contact-confirmation",
    kindLabel: "Confirmation email to the visitor",
    recipient: `${id}@example.com`,
    ...overrides,
  });

const NEXT = "2026-03-01T15:30:00.000Z";

const logged = entry("logged", { loggedOnly: true });
const sent = entry("sent");
const pending = entry("pending", {
  status: "pending",
  attempts: 2,
  sentAt: null,
  lastError: "The email service failed: busy",
  nextAttemptAt: NEXT,
});
const failed = entry("failed", {
  channel: "webhook",
  kind: "lead-webhook",
  kindLabel: "CRM webhook",
  recipient: "https://crm.example",
  status: "failed",
  attempts: 10,
  sentAt: null,
  lastError: "The receiver answered 503: Service down for maintenance",
});

async function openLog(entries: unknown[], routes: Record<string, (init?: RequestInit) => Response> = {}) {
  const fetchMock = stubApi({ ...routes, "/api/admin/messages": () => json(entries), "/api/contacts": () => json([]) });
  renderWithToasts(<ContactsSection />);
  await userEvent.click(await screen.findByRole("tab", { name: "Message log" }));
  const log = await screen.findByRole("list", { name: "Recent messages, newest first" });
  const item = (recipient: string) => within(log).getByText(`To ${recipient}`).closest("li")!;
  return { fetchMock, item };
}

describe("the message log's delivery states", () => {
  it("calls an email only written to the log 'Logged locally, not sent', and a sent one 'Sent'", async () => {
    const { item } = await openLog([logged, sent]);
    const loggedItem = item("logged@example.com");
    expect(within(loggedItem).getByText("Logged locally, not sent")).toBeInTheDocument();
    expect(loggedItem).toHaveTextContent(
      "No email service is configured (the EMAIL binding), so this email was only written to the site's log.",
    );
    expect(within(loggedItem).queryByText("Sent")).toBeNull();
    expect(within(item("sent@example.com")).getByText("Sent")).toBeInTheDocument();
    expect(within(item("sent@example.com")).queryByText("Logged locally, not sent")).toBeNull();
  });

  it("says when a pending message is tried next, and Retry now asks for it at once", async () => {
    let entries = [pending];
    const { fetchMock, item } = await openLog(entries, {
      "/api/admin/messages/pending/retry": () => {
        entries = [{ ...pending, nextAttemptAt: "2026-03-01T15:05:00.000Z" }];
        return json(entries[0]);
      },
    });
    const pendingItem = item("pending@example.com");
    expect(within(pendingItem).getByText("Pending")).toBeInTheDocument();
    expect(pendingItem).toHaveTextContent(`Next attempt ${formatAdminDateTime(NEXT)}`);
    expect(pendingItem).toHaveTextContent("Last error: The email service failed: busy");
    expect(within(pendingItem).queryByRole("button", { name: /^Resend/ })).toBeNull();

    await userEvent.click(
      within(pendingItem).getByRole("button", { name: "Retry now Confirmation email to the visitor to pending@example.com" }),
    );
    await expectToast({ title: "Success", description: "The message will be tried again now." });
    const calls = (fetchMock.mock.calls as unknown as [RequestInfo | URL, RequestInit | undefined][]).filter(
      ([input, init]) => init?.method === "POST" && requestUrl(input).endsWith("/api/admin/messages/pending/retry"),
    );
    expect(calls).toHaveLength(1);
    expect(new Headers(calls[0]![1]?.headers).get("Content-Type")).toBe("application/json");
  });

  it("shows the server's reason when Retry now is refused", async () => {
    const { item } = await openLog([pending], {
      "/api/admin/messages/pending/retry": () => json({ message: "This message was already sent; there is nothing to retry." }, 409),
    });
    await userEvent.click(within(item("pending@example.com")).getByRole("button", { name: /^Retry now/ }));
    await expectToast({ title: "Error", description: "This message was already sent; there is nothing to retry.", variant: "destructive" });
  });

  it("shows what the receiver answered for a failed message, with Resend and no Retry now", async () => {
    const { item } = await openLog([failed]);
    const failedItem = item("https://crm.example");
    expect(within(failedItem).getByText("Failed")).toBeInTheDocument();
    expect(failedItem).toHaveTextContent("Last error: The receiver answered 503: Service down for maintenance");
    expect(within(failedItem).getByRole("button", { name: /^Resend/ })).toBeInTheDocument();
    expect(within(failedItem).queryByRole("button", { name: /^Retry now/ })).toBeNull();
    expect(failedItem).not.toHaveTextContent("Next attempt");
  });

  it("says 'logged', not 'sent', in a logged-only email as it was written", async () => {
    const { item } = await openLog([logged], {
      "/api/admin/messages/logged": () =>
        json({ ...logged, subject: "Thanks", sender: "hello@harborlight.example", replyTo: null, textBody: "Thanks.", hasHtml: false }),
    });
    await userEvent.click(within(item("logged@example.com")).getByRole("button", { name: /^Read/ }));
    const email = await screen.findByRole("article", { name: "Email: Thanks" });
    await waitFor(() => expect(email).toHaveTextContent(`StatusLogged locally, not sentlogged ${formatAdminDateTime(logged.sentAt)}`));
  });
});
