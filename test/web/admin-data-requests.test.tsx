// The dashboard's "Data requests" section (R18): the list with its times in Baltimore time, the
// answer against 45 days, the address only while held, the filter and pages; recording a request
// made by phone or letter; and staff's download, link and deletion on one.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";

import { DataRequestsSection } from "../../web/admin/sections/data-requests";
import { expectToast, json, renderWithToasts, requestUrl, stubApi } from "./render";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = "/api/admin/data-requests";

const request = (id: number, fields: Record<string, unknown> = {}) => ({
  id,
  reference: `ref-${id}`,
  channel: "web",
  receivedAt: "2026-03-02T15:00:00.000Z",
  linkSentAt: null,
  exportedAt: null,
  deletedAt: null,
  held: true,
  handledBy: null,
  email: null,
  answeredAt: "2026-03-02T15:00:00.000Z",
  dueAt: "2026-04-16T15:00:00.000Z",
  days: 0,
  late: false,
  staffCanAct: false,
  ...fields,
});

const ROWS = [
  request(1, {
    linkSentAt: "2026-03-02T15:00:00.000Z",
    exportedAt: "2026-03-02T15:05:00.000Z",
    deletedAt: "2026-03-02T15:10:00.000Z",
  }),
  request(2, {
    channel: "phone",
    email: "caller@example.org",
    handledBy: "staff-admin@example.com",
    answeredAt: null,
    days: 3,
    staffCanAct: true,
  }),
  request(3, { channel: "letter", exportedAt: "2026-04-20T14:00:00.000Z", answeredAt: "2026-04-20T14:00:00.000Z", days: 48, late: true }),
  request(4, { held: false }),
];

type Calls = ReturnType<typeof stubApi>["mock"]["calls"];
const sent = (calls: Calls) =>
  (calls as unknown as [RequestInfo | URL, RequestInit | undefined][]).map(([input, init]) => ({
    url: requestUrl(input),
    method: init?.method ?? "GET",
    body: typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
  }));

function stubList(
  rows: unknown[] = ROWS,
  total = rows.length,
  answer: (init: RequestInit | undefined, url: URL) => Response | undefined = () => undefined,
) {
  return stubApi({ [LIST]: (init, url) => answer(init, url) ?? json({ requests: rows, page: 1, pageSize: 50, total }) });
}

const rowOf = async (reference: string) => (await screen.findByText(reference)).closest("tr")!;

describe("DataRequestsSection", () => {
  it("lists each request with its channel, times in Baltimore time and answer, the address only while held", async () => {
    stubList();
    renderWithToasts(<DataRequestsSection />);
    expect(await screen.findByRole("table", { name: "Data Requests" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Every request to see, download or delete a person's data, newest first. Maryland's law gives 45 days to answer; times are Baltimore time.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "A request is answered when its link is sent, its records are downloaded or everything is deleted; a request on the Your data page, or one for an address we hold nothing for, is answered when it comes.",
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Request",
      "Received",
      "Link sent",
      "Downloaded",
      "Deleted",
      "Answer",
      "Actions",
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("4 requests");

    const deleted = within(await rowOf("ref-1"));
    expect(deleted.getByText("Your data page")).toBeInTheDocument();
    expect(deleted.getAllByText("Mar 2, 2026, 10:00 AM")).toHaveLength(2);
    expect(deleted.getByText("Mar 2, 2026, 10:05 AM")).toBeInTheDocument();
    expect(deleted.getByText("Mar 2, 2026, 10:10 AM")).toBeInTheDocument();
    expect(deleted.getByText("Answered in 0 days")).toBeInTheDocument();
    expect(deleted.queryByText(/@/)).not.toBeInTheDocument();
    expect(deleted.queryByRole("button")).not.toBeInTheDocument();

    const open = within(await rowOf("ref-2"));
    expect(open.getByText("Phone")).toBeInTheDocument();
    expect(open.getByText("caller@example.org")).toBeInTheDocument();
    expect(open.getByText("Recorded by staff-admin@example.com")).toBeInTheDocument();
    expect(open.getByText("Open for 3 days")).toBeInTheDocument();
    expect(open.getByText("Due by Apr 16, 2026")).toBeInTheDocument();
    expect(open.getByRole("group", { name: "Actions for request ref-2" })).toBeInTheDocument();

    const late = within(await rowOf("ref-3"));
    expect(late.getByText("Letter")).toBeInTheDocument();
    expect(late.getByText("Answered in 48 days")).toBeInTheDocument();
    expect(late.getByText("Over 45 days")).toBeInTheDocument();
    expect(screen.getAllByText("Over 45 days")).toHaveLength(1);

    expect(within(await rowOf("ref-4")).getByText("Nothing held")).toBeInTheDocument();
  });

  it("asks the server for open or answered requests, those with nothing held apart, and for the next page", async () => {
    const fetchMock = stubList(ROWS, 120);
    renderWithToasts(<DataRequestsSection />);
    await screen.findByText("ref-1");
    expect(screen.getByRole("status")).toHaveTextContent("120 requests");
    await userEvent.click(screen.getByRole("button", { name: "Page 2" }));
    await waitFor(() => expect(sent(fetchMock.mock.calls).at(-1)!.url).toContain(`${LIST}?page=2&state=all`));
    await userEvent.selectOptions(screen.getByLabelText("Show"), "open");
    await waitFor(() => expect(sent(fetchMock.mock.calls).at(-1)!.url).toContain(`${LIST}?page=1&state=open`));
    expect(
      within(screen.getByLabelText("Show"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All requests", "Open", "Answered", "Nothing held, on the Your data page"]);
    // Requests on the page for addresses nothing is held for are listed apart, under their own filter.
    expect(
      screen.getByText(
        "Requests on the Your data page for an address we hold nothing for are listed apart (Show: Nothing held, on the Your data page): anyone can make one for any address, and the page answered it at once.",
      ),
    ).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText("Show"), "nothing-held");
    await waitFor(() => expect(sent(fetchMock.mock.calls).at(-1)!.url).toContain(`${LIST}?page=1&state=nothing-held`));
  });

  it("says so when there are none", async () => {
    stubList([]);
    renderWithToasts(<DataRequestsSection />);
    expect(await screen.findByText("No data requests yet.")).toBeInTheDocument();
  });

  it("records a request made by phone, with the API's own messages for what is missing", async () => {
    const fetchMock = stubList(ROWS, 4, (init) => (init?.method === "POST" ? json(request(9, { channel: "phone" }), 201) : undefined));
    renderWithToasts(<DataRequestsSection />);
    await screen.findByText("ref-1");
    expect(screen.getByRole("heading", { name: "Record a request made by phone, letter, email or in person" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Record request" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Choose how the request came: phone, letter, email or in person")).toBeInTheDocument();
    expect(sent(fetchMock.mock.calls).filter((call) => call.method === "POST")).toEqual([]);

    await userEvent.type(screen.getByLabelText(/Email address/), "caller@example.org");
    await userEvent.selectOptions(screen.getByLabelText(/How it came/), "phone");
    await userEvent.click(screen.getByRole("button", { name: "Record request" }));
    await expectToast({ title: "Success", description: "Data request recorded." });
    expect(sent(fetchMock.mock.calls).filter((call) => call.method === "POST")).toEqual([
      { url: expect.stringContaining(LIST), method: "POST", body: { email: "caller@example.org", channel: "phone" } },
    ]);
    expect(screen.getByLabelText(/Email address/)).toHaveValue("");
  });

  it("deletes everything for a request made to staff once confirmed, and says the server's reason when refused", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValue(true);
    let refuse = false;
    const fetchMock = stubList(ROWS, 4, (_init, url) =>
      url.pathname.endsWith("/delete")
        ? refuse
          ? json({ message: "The data of this request has already been deleted." }, 409)
          : json(request(2, { deletedAt: "2026-03-05T15:00:00.000Z" }))
        : undefined,
    );
    renderWithToasts(<DataRequestsSection />);
    const row = within(await rowOf("ref-2"));
    await userEvent.click(row.getByRole("button", { name: "Delete everything" }));
    expect(confirm).toHaveBeenCalledWith(
      "Delete everything held for caller@example.org? Their contact messages, camera registrations and emails are deleted, and the CRM is told. This cannot be undone.",
    );
    expect(sent(fetchMock.mock.calls).filter((call) => call.method === "POST")).toEqual([]);

    await userEvent.click(row.getByRole("button", { name: "Delete everything" }));
    await expectToast({ title: "Success", description: "Everything held for the person was deleted." });
    expect(
      sent(fetchMock.mock.calls)
        .filter((call) => call.method === "POST")
        .map((call) => call.url),
    ).toEqual([expect.stringContaining(`${LIST}/2/delete`)]);

    refuse = true;
    await userEvent.click(row.getByRole("button", { name: "Delete everything" }));
    await expectToast({ title: "Error", description: "The data of this request has already been deleted.", variant: "destructive" });
  });

  it("downloads the person's records as a JSON file, and sends them their link", async () => {
    const records = { about: "The personal data held for caller@example.org", contactSubmissions: [] };
    stubList(ROWS, 4, (_init, url) =>
      url.pathname.endsWith("/export") ? json(records) : url.pathname.endsWith("/link") ? json(request(2)) : undefined,
    );
    const createObjectURL = vi.fn((_blob: Blob) => "blob:records");
    // jsdom has no object URLs: the file handed to the browser is read from the one made here.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    renderWithToasts(<DataRequestsSection />);
    const row = within(await rowOf("ref-2"));

    await userEvent.click(row.getByRole("button", { name: "Download" }));
    await expectToast({ title: "Success", description: "The person's records were downloaded." });
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe("data-request-ref-2.json");
    expect(JSON.parse(await createObjectURL.mock.calls[0]![0].text())).toEqual(records);

    await userEvent.click(row.getByRole("button", { name: "Send link" }));
    await expectToast({ title: "Success", description: "The person's link was emailed to them." });
  });
});
