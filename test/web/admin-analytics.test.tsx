// The Analytics section (R22): for the roles with the analytics permission; a range and the period
// before it, its totals and chart; every table's rows filter the whole view; a goal's filter shows
// conversion rates; each table downloads as CSV; the view lives in the address. And a lead's
// record says where its visit came from.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { rangeOf } from "../../web/admin/sections/analytics/ranges";
import { ANALYTICS_TEXTS, changePercent, DIMENSION_IDS, type Figures, type TableRow } from "../../worker/shared/analytics";
import { ROLES, type Role } from "../../worker/shared/roles";
import { json, NoResizeObserver, renderRoute, requestUrl, stubApi } from "./render";

beforeEach(() => vi.stubGlobal("ResizeObserver", NoResizeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (value: string, visitors: number, pageviews = visitors, extra: Partial<TableRow> = {}): TableRow => ({
  value,
  visitors,
  visits: visitors,
  pageviews,
  timeOnPageSeconds: 30,
  ...extra,
});

function figuresFor(url: URL): Figures {
  const filter = url.searchParams.get("filter");
  const goal = filter?.startsWith("goal:");
  const tables = Object.fromEntries(
    DIMENSION_IDS.map((dimension) => [dimension, { rows: [] as TableRow[], total: 0 }]),
  ) as Figures["tables"];
  tables.page = { rows: [row("/services", 40, 55), row("/", 30, 31)], total: 12 };
  tables.source = { rows: [row("google.com", 25, 40, goal ? { conversionRate: 8 } : {}), row("QR code /flyer (porch)", 9)], total: 2 };
  tables.goal = { rows: [row("contact", 3)], total: 1 };
  return {
    from: url.searchParams.get("from")!,
    to: url.searchParams.get("to")!,
    filter: filter ? { dimension: filter.split(":")[0] as "source", value: filter.slice(filter.indexOf(":") + 1) } : null,
    totals: { visitors: filter ? 25 : 70, pageviews: 120, visits: 80, viewsPerVisit: 1.5, timeOnPageSeconds: 75, botViews: 14 },
    previous: {
      from: "x",
      to: "y",
      totals: { visitors: 56, pageviews: 100, visits: 80, viewsPerVisit: 1.25, timeOnPageSeconds: 60, botViews: 3 },
    },
    series: [
      { day: "2026-03-01", visitors: 30, pageviews: 50 },
      { day: "2026-03-02", visitors: 40, pageviews: 70 },
    ],
    previousSeries: [
      { day: "2026-02-27", visitors: 20, pageviews: 40 },
      { day: "2026-02-28", visitors: 36, pageviews: 60 },
    ],
    tables,
  };
}

function signedIn(role: Role) {
  return stubApi({
    "/api/auth/user": () => json({ id: "u", email: "staff@harborlight.example", firstName: null, lastName: null, profileImageUrl: null }),
    "/api/admin/status": () => json({ isStaff: true, role, permissions: ROLES[role].permissions }),
    "/api/analytics": (_init, url) => json(figuresFor(url)),
  });
}

const asked = (fetchMock: ReturnType<typeof signedIn>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(requestUrl(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/analytics")
    .map((url) => Object.fromEntries(url.searchParams));

describe("the Analytics section", () => {
  it("is built, and an Editor's too", async () => {
    signedIn("editor");
    await renderRoute("/admin?section=analytics");
    expect(await screen.findByRole("heading", { level: 1, name: "Analytics" })).toBeInTheDocument();
    expect(screen.getByText(ANALYTICS_TEXTS.intro)).toBeInTheDocument();
  });

  it("is not in the Leads role's sidebar", async () => {
    signedIn("leads");
    await renderRoute("/admin?section=account");
    const sidebar = await screen.findByRole("navigation", { name: "Dashboard sections" });
    expect(within(sidebar).queryByRole("button", { name: "Analytics" })).toBeNull();
  });

  it("shows the totals against the previous period, the chart and each table", async () => {
    signedIn("owner");
    await renderRoute("/admin?section=analytics&range=custom&from=2026-03-01&to=2026-03-02");
    const visitors = await screen.findByTestId("total-visitors");
    expect(visitors).toHaveTextContent("Visitors70+25% previous period: 56");
    expect(screen.getByTestId("total-timeOnPageSeconds")).toHaveTextContent("Time on page1m 15s+25% previous period: 1m 0s");
    expect(screen.getByTestId("bot-views")).toHaveTextContent("Bot views (not counted): 14");
    expect(
      screen.getByRole("img", { name: "Visitors per day: 70 visitors this period, 56 in the previous period, at most 40 in one day" }),
    ).toBeInTheDocument();
    const pages = screen.getByTestId("table-page");
    expect(
      within(pages)
        .getAllByRole("row")
        .map((tr) => tr.textContent),
    ).toEqual(["PageVisitorsPage views", "/services4055", "/3031"]);
    expect(screen.getByText("2 of 12")).toBeInTheDocument();
    expect(within(screen.getByTestId("table-goal")).getByRole("button", { name: "Filter by goal Contact form sent" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download top pages as CSV" })).toHaveAttribute(
      "href",
      "/api/analytics/export.csv?from=2026-03-01&to=2026-03-02&table=page",
    );
  });

  it("filters the whole view by a row, says so, and clears it", async () => {
    const fetchMock = signedIn("owner");
    await renderRoute("/admin?section=analytics&range=custom&from=2026-03-01&to=2026-03-02");
    await userEvent.click(await screen.findByRole("button", { name: "Filter by source google.com" }));
    expect(await screen.findByTestId("analytics-filter")).toHaveTextContent("Filtered bySource: google.com");
    expect(asked(fetchMock).at(-1)).toEqual({ from: "2026-03-01", to: "2026-03-02", filter: "source:google.com" });
    expect(screen.getByRole("link", { name: "Download sources as CSV" })).toHaveAttribute(
      "href",
      "/api/analytics/export.csv?from=2026-03-01&to=2026-03-02&table=source&filter=source%3Agoogle.com",
    );
    await userEvent.click(screen.getByRole("button", { name: "Clear filter" }));
    expect(screen.queryByTestId("analytics-filter")).toBeNull();
  });

  it("shows each row's conversion rate when filtered by a goal", async () => {
    signedIn("owner");
    await renderRoute("/admin?section=analytics&range=custom&from=2026-03-01&to=2026-03-02&filter=goal%3Acontact");
    const sources = await screen.findByTestId("table-source");
    expect(
      within(sources)
        .getAllByRole("row")
        .map((tr) => tr.textContent),
    ).toEqual(["SourceVisitorsPage viewsConversion rate", "google.com25408%", "QR code /flyer (porch)990%"]);
  });

  it("asks for the range chosen", async () => {
    const fetchMock = signedIn("owner");
    await renderRoute("/admin?section=analytics&range=custom&from=2026-03-01&to=2026-03-02");
    await screen.findByTestId("total-visitors");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Range" }), "Last 7 days");
    const last = asked(fetchMock).at(-1)!;
    expect(last).toEqual(rangeOf("7d", last.to!));
  });
});

describe("a range", () => {
  it.each([
    ["today", "2026-03-10", "2026-03-10"],
    ["7d", "2026-03-04", "2026-03-10"],
    ["30d", "2026-02-09", "2026-03-10"],
    ["90d", "2025-12-11", "2026-03-10"],
    ["month", "2026-03-01", "2026-03-10"],
    ["last-month", "2026-02-01", "2026-02-28"],
  ] as const)("%s from March 10, 2026 is %s to %s", (preset, from, to) => {
    expect(rangeOf(preset, "2026-03-10")).toEqual({ from, to });
  });

  it("last month in January is December of the year before; a custom range is itself, or the last 30 days when it is not one", () => {
    expect(rangeOf("last-month", "2027-01-15")).toEqual({ from: "2026-12-01", to: "2026-12-31" });
    expect(rangeOf("custom", "2026-03-10", { from: "2025-01-01", to: "2025-02-01" })).toEqual({ from: "2025-01-01", to: "2025-02-01" });
    expect(rangeOf("custom", "2026-03-10", { from: "2025-02-01", to: "2025-01-01" })).toEqual(rangeOf("30d", "2026-03-10"));
    expect(rangeOf("custom", "2026-03-10", { from: "2025-02-30", to: "2025-03-01" })).toEqual(rangeOf("30d", "2026-03-10"));
  });

  it("compares with the period before in whole percent, and says nothing was before when nothing was", () => {
    expect(changePercent(70, 56)).toBe(25);
    expect(changePercent(28, 56)).toBe(-50);
    expect(changePercent(5, 0)).toBeNull();
  });
});
