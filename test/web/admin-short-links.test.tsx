import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { ShortLinksSection } from "../../web/admin/sections/short-links";
import { ShortLinkAnalytics } from "../../web/admin/sections/short-links/short-link-analytics";
import { ClicksChart, dayLabel } from "../../web/admin/sections/short-links/short-link-chart";
import { expectToast, json, renderWithToasts, requestUrl, stubApi } from "./render";

class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const redirect = (id: number, fromPath: string, toUrl: string, isActive = true) => ({
  id,
  fromPath,
  address: `https://harborlight.example${fromPath}`,
  toUrl,
  isActive,
  clickCount: 0,
  lastClickedAt: null,
  createdAt: "2026-03-01T15:00:00.000Z",
  updatedAt: "2026-03-01T15:00:00.000Z",
});

const REDIRECTS = [
  redirect(1, "/flyer-canton", "https://example.org/canton-meeting"),
  redirect(2, "/spring", "https://example.org/Spring-Walk"),
  redirect(3, "/old-promo", "https://example.org/promo", false),
];

const MISSING = [
  { id: 7, path: "/flyer-fells-point", humanHits: 12, botHits: 3, lastSeenAt: "2026-03-09T03:30:00.000Z" },
  { id: 8, path: "/wp-login.php", humanHits: 0, botHits: 1, lastSeenAt: "2026-03-01T12:00:00.000Z" },
];

function stub() {
  return stubApi({
    "/api/not-found-paths": (init) => (init?.method === "DELETE" ? json({ id: 8 }) : json(MISSING)),
    "/api/redirects": () => json(REDIRECTS),
  });
}

const listedPaths = () =>
  within(screen.getByRole("list", { name: "Redirects" }))
    .getAllByRole("listitem")
    .map((item) => item.querySelector(".font-semibold")?.textContent);

beforeEach(() => vi.stubGlobal("ResizeObserver", NoResizeObserver));
afterEach(() => vi.unstubAllGlobals());

describe("copying a short link's address", () => {
  it("copies the full address and says so", async () => {
    stub();
    const writeText = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithToasts(<ShortLinksSection />);
    await user.click(await screen.findByRole("button", { name: "Copy full address of /spring" }));
    expect(writeText).toHaveBeenCalledWith("https://harborlight.example/spring");
    await expectToast({ title: "Address copied", description: "https://harborlight.example/spring" });
  });

  it("shows the address to copy by hand when the browser refuses", async () => {
    stub();
    const user = userEvent.setup();
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) }, configurable: true });
    renderWithToasts(<ShortLinksSection />);
    await user.click(await screen.findByRole("button", { name: "Copy full address of /flyer-canton" }));
    await expectToast({
      title: "Could not copy the address",
      description: "Select it and copy it by hand: https://harborlight.example/flyer-canton",
      variant: "destructive",
    });
  });
});

describe("finding a short link", () => {
  it("searches paths and targets, ignoring case, and filters by status", async () => {
    stub();
    const user = userEvent.setup();
    renderWithToasts(<ShortLinksSection />);
    await screen.findByRole("list", { name: "Redirects" });
    expect(listedPaths()).toEqual(["/flyer-canton", "/spring", "/old-promo"]);

    await user.type(screen.getByLabelText("Search redirects"), "SPRING-walk");
    expect(listedPaths()).toEqual(["/spring"]);
    await user.clear(screen.getByLabelText("Search redirects"));
    await user.type(screen.getByLabelText("Search redirects"), "canton");
    expect(listedPaths()).toEqual(["/flyer-canton"]);
    await user.clear(screen.getByLabelText("Search redirects"));

    await user.click(screen.getByRole("radio", { name: "Inactive" }));
    expect(listedPaths()).toEqual(["/old-promo"]);
    await user.click(screen.getByRole("radio", { name: "Active" }));
    expect(listedPaths()).toEqual(["/flyer-canton", "/spring"]);
    await user.type(screen.getByLabelText("Search redirects"), "promo");
    expect(screen.queryByRole("list", { name: "Redirects" })).not.toBeInTheDocument();
    expect(screen.getByText("No redirects match your search.")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "All" }));
    expect(listedPaths()).toEqual(["/old-promo"]);
  });
});

describe("a link's QR code", () => {
  it("offers SVG and PNG downloads at print sizes, tagged when a valid tag is typed", async () => {
    stub();
    const user = userEvent.setup();
    renderWithToasts(<ShortLinksSection />);
    await user.click(await screen.findByRole("button", { name: "QR code for /flyer-canton" }));
    const downloads = () =>
      screen.queryAllByRole("link", { name: /of the QR code for \/flyer-canton$/ }).map((link) => link.getAttribute("href"));
    expect(downloads()).toEqual([
      "/api/redirects/1/qr.svg",
      "/api/redirects/1/qr.png?size=300",
      "/api/redirects/1/qr.png?size=600",
      "/api/redirects/1/qr.png?size=1200",
    ]);
    await user.type(screen.getByLabelText("Source tag (optional)"), "canton-flyer");
    expect(downloads()).toEqual([
      "/api/redirects/1/qr.svg?src=canton-flyer",
      "/api/redirects/1/qr.png?size=300&src=canton-flyer",
      "/api/redirects/1/qr.png?size=600&src=canton-flyer",
      "/api/redirects/1/qr.png?size=1200&src=canton-flyer",
    ]);
    await user.type(screen.getByLabelText("Source tag (optional)"), " Library");
    expect(downloads()).toEqual([]);
    expect(screen.getByText("Use 1 to 40 lower-case letters, digits and hyphens (for example canton-flyer)")).toBeInTheDocument();
  });
});

describe("the 404 log", () => {
  it("lists missing paths with people, bots and when last seen in Baltimore time", async () => {
    stub();
    renderWithToasts(<ShortLinksSection />);
    const list = await screen.findByRole("list", { name: "Missing paths" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(first).toHaveTextContent("/flyer-fells-point");
    // 03:30 UTC on March 9 is 11:30 PM on March 8 in Baltimore.
    expect(first).toHaveTextContent("12 visits from people · 3 hits from bots · last seen Mar 8, 2026, 11:30 PM");
    expect(second).toHaveTextContent("0 visits from people · 1 hit from bots");
  });

  it("fills the form's From Path with the missing path and moves to the target", async () => {
    stub();
    const user = userEvent.setup();
    renderWithToasts(<ShortLinksSection />);
    await user.click(await screen.findByRole("button", { name: "Create redirect from /flyer-fells-point" }));
    expect(screen.getByLabelText("From Path")).toHaveValue("/flyer-fells-point");
    await vi.waitFor(() => expect(screen.getByLabelText("To URL")).toHaveFocus());
    expect(screen.getByRole("heading", { name: "Create Redirect" })).toBeInTheDocument();
  });

  it("dismisses a path", async () => {
    const fetchMock = stub();
    const user = userEvent.setup();
    renderWithToasts(<ShortLinksSection />);
    await user.click(await screen.findByRole("button", { name: "Dismiss /wp-login.php" }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => requestUrl(url).endsWith("/api/not-found-paths/8") && init?.method === "DELETE"),
      ).toBe(true),
    );
  });
});

describe("analytics days", () => {
  it.each([
    ["2026-03-03", "Mar 3"],
    ["2026-11-01", "Nov 1"],
    ["2026-03-08", "Mar 8"],
  ])("labels %s as %s", (date, label) => {
    expect(dayLabel(date)).toBe(label);
  });
});

const day = (date: string, clicks = 0, bots = 0) => ({ start: date, end: date, clicks, bots });

const STATS_30 = {
  window: "30",
  buckets: Array.from({ length: 30 }, (_, index) =>
    day(`2026-03-${String(index + 1).padStart(2, "0")}`, index === 7 ? 3 : 0, index === 7 ? 1 : 0),
  ),
  topReferrers: [{ referer: "www.facebook.com", clicks: 2 }],
  devices: [
    { device: "mobile", clicks: 2 },
    { device: "tablet", clicks: 0 },
    { device: "desktop", clicks: 1 },
    { device: "bot", clicks: 1 },
  ],
  topCountries: [],
  sources: [
    { source: "canton-flyer", clicks: 2 },
    { source: "(none)", clicks: 1 },
  ],
  humanClicks: 3,
  botClicks: 1,
  lastClickedAt: "2026-03-08T15:00:00.000Z",
};

const STATS_90 = {
  ...STATS_30,
  window: "90",
  buckets: [
    { start: "2025-12-21", end: "2025-12-26", clicks: 1, bots: 0 },
    { start: "2025-12-27", end: "2026-01-02", clicks: 0, bots: 2 },
  ],
  humanClicks: 1,
  botClicks: 2,
};

const listOf = (heading: string) =>
  within(screen.getByRole("heading", { name: heading }).parentElement!)
    .queryAllByRole("listitem")
    .map((item) => item.textContent);

describe("a link's analytics", () => {
  it("writes the scale's middle only when it is a whole number of clicks", () => {
    const day = (start: string, clicks: number) => ({ start, end: start, clicks, bots: 0 });
    const { unmount } = render(<ClicksChart buckets={[day("2026-03-01", 0), day("2026-03-02", 0)]} days="7" />);
    // No clicks: the scale runs 0 to 1, with nothing halfway (not "1" twice).
    expect(screen.getByTestId("chart-scale")).toHaveTextContent(/^10$/);
    unmount();
    render(<ClicksChart buckets={[day("2026-03-01", 3), day("2026-03-02", 1)]} days="7" />);
    expect(screen.getByTestId("chart-scale")).toHaveTextContent(/^30$/);
  });

  it("labels the chart readably, totals the window with people and bots apart, and lists referrers, devices and source tags", async () => {
    stubApi({ "/api/redirects/1/analytics": () => json(STATS_30) });
    const user = userEvent.setup();
    renderWithToasts(<ShortLinkAnalytics id={1} fromPath="/flyer-canton" />);
    expect(await screen.findByTestId("window-total")).toHaveTextContent("4 clicks in 30 days: 3 from people, 1 from bots");
    expect(
      screen.getByRole("img", { name: "Clicks per day in 30 days: 3 from people, 1 from bots, at most 4 in one day" }),
    ).toBeInTheDocument();
    // The axes: the scale beside the bars, the first, middle and last dates below.
    expect(screen.getByTestId("chart-scale")).toHaveTextContent("420");
    expect(screen.getByTestId("chart-dates")).toHaveTextContent("Mar 1Mar 16Mar 30");
    expect(document.querySelector('[data-date="2026-03-08"] title')).toHaveTextContent("Mar 8: 3 clicks, 1 bot");
    expect(screen.getByTestId("window-summary")).toHaveTextContent(
      "30 days: 3 from people · 1 from bots and crawlers · last click Mar 8, 2026, 11:00 AM",
    );
    expect(listOf("Top referrers")).toEqual(["www.facebook.com2"]);
    expect(listOf("Devices")).toEqual(["Mobile2", "Tablet0", "Desktop1", "Bot1"]);
    expect(listOf("Top countries")).toEqual([]);
    expect(listOf("Sources")).toEqual(["canton-flyer2", "(none)1"]);
    // The numbers as a table, for anyone who cannot see the bars.
    await user.click(screen.getByText("Show the numbers as a table"));
    expect(screen.getByRole("row", { name: "Mar 8 3 1" })).toBeInTheDocument();
  });

  it("switches the window: asks for it, shows weeks, and points the CSV download at it", async () => {
    const fetchMock = stubApi({
      "/api/redirects/1/analytics": (_, url) => json(url.searchParams.get("days") === "90" ? STATS_90 : STATS_30),
    });
    const user = userEvent.setup();
    renderWithToasts(<ShortLinkAnalytics id={1} fromPath="/flyer-canton" />);
    const csv = () => screen.getByRole("link", { name: "Download clicks (CSV) of /flyer-canton" }).getAttribute("href");
    await screen.findByTestId("window-total");
    expect(screen.getByRole("group", { name: "Clicks over" })).toBeInTheDocument();
    expect(screen.getAllByRole("radio").map((radio) => radio.parentElement!.textContent)).toEqual([
      "7 days",
      "30 days",
      "90 days",
      "All time",
    ]);
    expect(screen.getByRole("radio", { name: "30 days" })).toBeChecked();
    expect(csv()).toBe("/api/redirects/1/clicks.csv?days=30");

    await user.click(screen.getByRole("radio", { name: "90 days" }));
    await vi.waitFor(() => expect(screen.getByTestId("window-total")).toHaveTextContent("3 clicks in 90 days: 1 from people, 2 from bots"));
    expect(requestUrl(fetchMock.mock.calls.at(-1)![0])).toContain("/api/redirects/1/analytics?days=90");
    expect(csv()).toBe("/api/redirects/1/clicks.csv?days=90");
    expect(screen.getByRole("img", { name: /^Clicks per week in 90 days/ })).toBeInTheDocument();
    expect(document.querySelector('[data-date="2025-12-27"] title')).toHaveTextContent("Dec 27 – Jan 2: 0 clicks, 2 bots");

    await user.click(screen.getByRole("radio", { name: "All time" }));
    expect(requestUrl(fetchMock.mock.calls.at(-1)![0])).toContain("/api/redirects/1/analytics?days=all");
    expect(csv()).toBe("/api/redirects/1/clicks.csv?days=all");
  });
});

describe("the QR code's preview", () => {
  it("shows the SVG with its alt text before the downloads, tagged as they are", async () => {
    stub();
    const user = userEvent.setup();
    renderWithToasts(<ShortLinksSection />);
    await user.click(await screen.findByRole("button", { name: "QR code for /spring" }));
    const preview = screen.getByRole("img", { name: "QR code of the full address of /spring" });
    expect(preview).toHaveAttribute("src", "/api/redirects/2/qr.svg");
    expect(preview).toHaveAttribute("width", "192");
    expect(preview.compareDocumentPosition(screen.getByRole("link", { name: "SVG of the QR code for /spring" }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    await user.type(screen.getByLabelText("Source tag (optional)"), "library");
    expect(preview).toHaveAttribute("src", "/api/redirects/2/qr.svg?src=library");
  });
});

describe("a suggested path", () => {
  it("asks with the To URL typed and fills the From Path with the answer", async () => {
    const fetchMock = stubApi({
      "/api/not-found-paths": () => json([]),
      "/api/redirects/suggestion": () => json({ fromPath: "/harbor-cleanup-day" }),
      "/api/redirects": () => json(REDIRECTS),
    });
    const user = userEvent.setup();
    renderWithToasts(<ShortLinksSection />);
    expect(await screen.findByText("From the To URL's words, or random when it has none")).toBeInTheDocument();
    await user.type(screen.getByLabelText("To URL"), "https://example.org/events/Harbor-Cleanup-Day");
    await user.click(screen.getByRole("button", { name: "Suggest a path" }));
    await vi.waitFor(() => expect(screen.getByLabelText("From Path")).toHaveValue("/harbor-cleanup-day"));
    const asked = new URL(
      requestUrl(fetchMock.mock.calls.find(([url]) => requestUrl(url).includes("/suggestion"))![0]),
      "http://localhost",
    );
    expect(asked.searchParams.get("toUrl")).toBe("https://example.org/events/Harbor-Cleanup-Day");
  });

  it("says so when no path could be suggested", async () => {
    stubApi({
      "/api/not-found-paths": () => json([]),
      "/api/redirects/suggestion": () => json({ message: "No free path could be suggested: type one" }, 409),
      "/api/redirects": () => json(REDIRECTS),
    });
    const user = userEvent.setup();
    renderWithToasts(<ShortLinksSection />);
    await user.click(await screen.findByRole("button", { name: "Suggest a path" }));
    await expectToast({
      title: "Could not suggest a path",
      description: "No free path could be suggested: type one",
      variant: "destructive",
    });
    expect(screen.getByLabelText("From Path")).toHaveValue("");
  });
});
