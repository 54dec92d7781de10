// The calendar reads as a calendar (docs/decisions/0045-calendar-pages.md): the demo content's
// dates under a heading for each Baltimore month, a page at a time, with a plain "Later events"
// link that pages on without JavaScript and keeps the filters; the first screen on a phone stays
// under 800 elements.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { CALENDAR_PAGE_SIZE } from "../worker/shared/events";
import { markDocument, waitUntilLive } from "./page-loading";

interface ApiEvent {
  id: number;
  title: string;
  occurrences: { start: string; cancelled: boolean }[];
}

/** "December 2026": a date's month in Baltimore, as the calendar heads it. */
const monthOf = (start: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", month: "long", year: "numeric" }).format(new Date(start));

/** The upcoming dates the API lists for these filters, in the calendar's order: soonest first, then by event. */
async function upcomingDates(request: APIRequestContext, query = "") {
  const events = (await (await request.get(`/api/events${query}`)).json()) as ApiEvent[];
  return events
    .flatMap((event) =>
      event.occurrences
        .filter((date) => !date.cancelled && Date.parse(date.start) >= Date.now())
        .map((date) => ({ id: event.id, title: event.title, start: date.start })),
    )
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.id - b.id));
}

/** What a page of the calendar shows: its month headings and its cards' titles, in order. */
async function shown(page: Page) {
  return {
    months: await page.locator("main h3").allTextContents(),
    titles: await page.locator("main article h4").allTextContents(),
  };
}

/** What page `n` (from 1) of these dates should show. */
function expected(dates: Awaited<ReturnType<typeof upcomingDates>>, n: number) {
  const onPage = dates.slice((n - 1) * CALENDAR_PAGE_SIZE, n * CALENDAR_PAGE_SIZE);
  return { months: [...new Set(onPage.map((date) => monthOf(date.start)))], titles: onPage.map((date) => date.title) };
}

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("Later events pages through the demo calendar under its month headings, and Earlier events comes back", async ({
    page,
    request,
  }) => {
    const dates = await upcomingDates(request);
    const pages = Math.ceil(dates.length / CALENDAR_PAGE_SIZE);
    expect(pages).toBeGreaterThan(1);

    await page.goto("/calendar");
    const first = await shown(page);
    expect(first).toEqual(expected(dates, 1));
    for (const month of first.months)
      expect(month).toMatch(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
    await expect(page.getByRole("link", { name: "Earlier events" })).toHaveCount(0);

    for (let n = 2; n <= pages; n++) {
      await page.getByRole("link", { name: "Later events" }).click();
      await expect(page).toHaveURL(new RegExp(`/calendar\\?page=${n}#events-heading$`));
      expect(await shown(page)).toEqual(expected(dates, n));
    }
    await expect(page.getByRole("link", { name: "Later events" })).toHaveCount(0);

    await page.getByRole("link", { name: "Earlier events" }).click();
    await expect(page).toHaveURL(pages === 2 ? /\/calendar#events-heading$/ : new RegExp(`/calendar\\?page=${pages - 1}#events-heading$`));
    expect(await shown(page)).toEqual(expected(dates, pages - 1));
  });

  test("a filter applied without JavaScript is kept through the pages", async ({ page, request }) => {
    const dates = await upcomingDates(request, "?eventType=Association");
    expect(dates.length).toBeGreaterThan(CALENDAR_PAGE_SIZE);

    await page.goto("/calendar");
    await page.getByRole("combobox", { name: "Event Type" }).selectOption("Association");
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(/\/calendar\?eventType=Association$/);
    expect(await shown(page)).toEqual(expected(dates, 1));

    await page.getByRole("link", { name: "Later events" }).click();
    await expect(page).toHaveURL(/\/calendar\?eventType=Association&page=2#events-heading$/);
    expect(await shown(page)).toEqual(expected(dates, 2));
    await expect(page.getByRole("combobox", { name: "Event Type" })).toHaveValue("Association");
    await expect(page.getByRole("link", { name: "Subscribe in your calendar app" })).toHaveAttribute(
      "href",
      /\/calendar\.ics\?eventType=Association$/,
    );
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the first screen of the demo calendar stays under 800 elements, and Later events moves within the app", async ({
    page,
    request,
  }) => {
    const dates = await upcomingDates(request);
    await page.goto("/calendar");
    await waitUntilLive(page);
    expect(await shown(page)).toEqual(expected(dates, 1));
    const elements = await page.evaluate(() => document.querySelectorAll("*").length);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    test.info().annotations.push({ type: "first screen", description: `${elements} elements, ${height} px tall at 390 px` });
    expect(elements).toBeLessThan(800);

    const sameDocument = await markDocument(page);
    await page.getByRole("link", { name: "Later events" }).click();
    await expect(page).toHaveURL(/\/calendar\?page=2#events-heading$/);
    await expect(page.locator("main article h4").first()).toHaveText(dates[CALENDAR_PAGE_SIZE]!.title);
    expect(await shown(page)).toEqual(expected(dates, 2));
    expect(await sameDocument()).toBe(true);
    // The list's heading is in view, below the fixed header.
    const top = await page
      .getByRole("heading", { level: 2, name: "Upcoming Events" })
      .evaluate((heading) => heading.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
  });
});
