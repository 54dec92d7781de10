// The screens whose content lives in D1 arrive as HTML (issue 15): readable with JavaScript
// off; with it on, the app takes over from the data in the page without asking the API for it
// again, without a hydration warning and without the page moving. No public page loads the
// dashboard's editor.
import { expect, test, type Page } from "@playwright/test";

import { DASHBOARD_CHUNK } from "../scripts/page-budgets";
import { seedEvents, seedPosts } from "../scripts/seed-data";
import { DEFAULT_BLOG_AUTHOR } from "../worker/shared/company";
import { PUBLIC_PAGES } from "../worker/shared/pages";
import { waitUntilLive } from "./page-loading";

const post = seedPosts.find((seed) => seed.isPublished)!;
const firstHeading = /<h2>([^<]+)<\/h2>/.exec(post.content)![1]!;
const DATA_SCREENS = ["/blog", `/blog/${post.slug}`, "/calendar"];

/** Whether an address is this path with exactly these search values, however they are encoded. */
const address = (path: string, search: Record<string, string>) => (url: URL) =>
  url.pathname === path && JSON.stringify([...url.searchParams].sort()) === JSON.stringify(Object.entries(search).sort());

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("a post shows its title, author, date and body", async ({ page }) => {
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: post.title })).toBeVisible();
    await expect(page.locator("main article").getByRole("heading", { level: 2, name: firstHeading })).toBeVisible();
    await expect(page.locator("main header").getByText(DEFAULT_BLOG_AUTHOR)).toBeVisible();
    await expect(page.locator("main time").first()).toBeVisible();
  });

  test("the blog list shows its cards, and its pages lead to an older post", async ({ page }) => {
    // A page load per step, as many steps as posts published meanwhile.
    test.slow();
    await page.goto("/blog");
    expect(await page.locator("main article").count()).toBeGreaterThan(1);
    // Posts other tests publish meanwhile come first: the seeded post is on whichever page it has
    // reached. A post another test deletes meanwhile moves it back a page, past the reader: then
    // the walk starts again from the first page.
    const card = page.getByRole("link", { name: post.title, exact: true });
    await expect(async () => {
      await page.goto("/blog");
      for (let pageNumber = 2; !(await card.isVisible()); pageNumber++) {
        const next = page.getByRole("button", { name: "Next" });
        expect(await next.isEnabled(), "the seeded post is on one of the pages").toBe(true);
        await next.click();
        await expect(page.getByText(`Page ${pageNumber}`, { exact: true })).toBeVisible();
      }
    }).toPass({ timeout: 120_000 });
    await expect(card).toHaveAttribute("href", `/blog/${post.slug}`);
  });

  test("the calendar shows the events its address filters for", async ({ page }) => {
    // Upcoming seeded events of two neighborhoods: the filter shows one's and not the other's.
    const upcoming = seedEvents.filter((seed) => seed.dayOffset > 2);
    const event = upcoming[0]!;
    const other = upcoming.find((seed) => seed.neighborhood !== event.neighborhood)!;
    await page.goto(`/calendar?neighborhood=${encodeURIComponent(event.neighborhood)}`);
    const titles = await page.locator("main article h4").allTextContents();
    expect(titles).toContain(event.title);
    expect(titles).not.toContain(other.title);
    await expect(page.getByRole("combobox", { name: "Neighborhood" })).toHaveValue(event.neighborhood);
  });

  test("the calendar's Past and Clear Filters buttons show the page at their addresses", async ({ page }) => {
    const past = seedEvents.find((seed) => seed.dayOffset < -2)!;
    await page.goto(`/calendar?neighborhood=${encodeURIComponent(past.neighborhood)}`);
    await page.getByRole("button", { name: "Past" }).click();
    await expect(page).toHaveURL(address("/calendar", { neighborhood: past.neighborhood, when: "past" }));
    await expect(page.getByRole("heading", { level: 2, name: "Past Events" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Past" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("main article h4")).toContainText([past.title]);

    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(address("/calendar", { when: "past" }));
    await expect(page.getByRole("combobox", { name: "Neighborhood" })).toHaveValue("");
    await expect(page.getByRole("heading", { level: 2, name: "Past Events" })).toBeVisible();
  });

  test("the calendar's filters apply with Apply Filters, which only a reader without JavaScript sees", async ({ page }) => {
    const upcoming = seedEvents.filter((seed) => seed.dayOffset > 2);
    const event = upcoming[0]!;
    const other = upcoming.find((seed) => seed.neighborhood !== event.neighborhood)!;
    await page.goto("/calendar");
    await page.getByRole("combobox", { name: "Neighborhood" }).selectOption(event.neighborhood);
    await page.getByRole("button", { name: "Apply Filters" }).click();
    await expect(page).toHaveURL(address("/calendar", { neighborhood: event.neighborhood }));
    const titles = await page.locator("main article h4").allTextContents();
    expect(titles).toContain(event.title);
    expect(titles).not.toContain(other.title);
    await expect(page.getByRole("combobox", { name: "Neighborhood" })).toHaveValue(event.neighborhood);
  });

  test("the blog's category and page buttons show the list at their addresses", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(address("/blog", { page: "2" }));
    await expect(page.getByText("Page 2", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page).toHaveURL(address("/blog", {}));
    await expect(page.getByText("Page 1", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: post.category }).click();
    await expect(page).toHaveURL(address("/blog", { category: post.category }));
    await expect(page.getByRole("button", { name: post.category })).toHaveAttribute("aria-pressed", "true");
    for (const badge of await page.locator("main article").getByTestId("category-badge").all())
      await expect(badge).toHaveText(post.category);
  });

  test("an event's page shows its details, reached from the calendar's card", async ({ page }) => {
    await page.goto("/calendar");
    const card = page.locator("main article").first();
    const title = (await card.locator("h4").textContent())!;
    await card.locator("h4").getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(/\/calendar\/\d+-/);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Google Calendar" })).toBeVisible();
  });
});

/** API reads the page makes once it runs, and console errors (hydration mismatches among them). */
function watch(page: Page) {
  const reads: string[] = [];
  const problems: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/api/blog") || url.pathname.startsWith("/api/events")) reads.push(`${url.pathname}${url.search}`);
  });
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || /hydrat/i.test(message.text())) problems.push(message.text());
  });
  return { reads, problems };
}

/**
 * A processor six times slower, as a phone's: a page painted before its HTML is whole moves as
 * the rest arrives, which a fast machine rarely shows.
 */
async function slowProcessor(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send("Emulation.setCPUThrottlingRate", { rate: 6 });
}

/** The layout shifts recorded since the page started (the CLS score's entries). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

test("an event's page: the app takes over from the page's data, with no second read, no warning and no shift", async ({ page }) => {
  await page.goto("/calendar");
  const eventPath = await page.locator("main article h4 a").first().getAttribute("href");
  const { reads, problems } = watch(page);
  await slowProcessor(page);
  await page.goto(eventPath!);
  await page.waitForLoadState("networkidle");
  await waitUntilLive(page);
  expect(reads).toEqual([]);
  expect(problems).toEqual([]);
  expect(await layoutShift(page)).toBe(0);
});

for (const path of DATA_SCREENS) {
  test(`${path}: the app takes over from the page's data, with no second read, no warning and no shift`, async ({ page }) => {
    const { reads, problems } = watch(page);
    await slowProcessor(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await waitUntilLive(page);
    expect(reads).toEqual([]);
    expect(problems).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
  });
}

test("after taking over, the list reads the next category from the API", async ({ page }) => {
  const { reads } = watch(page);
  await page.goto("/blog");
  await waitUntilLive(page);
  await page.getByRole("button", { name: "Case Studies" }).click();
  await expect(page).toHaveURL(/category=Case\+Studies/);
  await expect.poll(() => reads.some((read) => read.includes("category=Case+Studies"))).toBe(true);
});

test("no public page loads the dashboard or its editor", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  for (const path of [...PUBLIC_PAGES.map((p) => p.path), `/blog/${post.slug}`]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => DASHBOARD_CHUNK.test(script))).toEqual([]);
  // The check can tell: the dashboard's sign-in page does load dashboard code.
  await page.goto("/admin");
  await page.waitForLoadState("networkidle");
  expect(scripts.some((script) => DASHBOARD_CHUNK.test(script))).toBe(true);
});
