import { expect, test } from "@playwright/test";

import { CALENDAR_PAGE_SIZE } from "../worker/shared/events";

test("the calendar shows the seeded upcoming events read from D1", async ({ page, request }) => {
  type Listed = { title: string; occurrences: { start: string; cancelled: boolean }[] };
  const events = (await (await request.get("/api/events")).json()) as Listed[];
  // One card per upcoming date: a repeating event lists its next dates.
  const upcoming = events.flatMap((event) =>
    event.occurrences.filter((date) => !date.cancelled && Date.parse(date.start) >= Date.now()).map(() => event),
  );
  expect(upcoming.length).toBeGreaterThan(0);

  await page.goto("/calendar");
  await expect(page.getByRole("heading", { level: 1, name: "Community Events" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 4, name: upcoming[0]!.title }).first()).toBeVisible();
  // The first page of them (e2e/calendar-pages.spec.ts pages on).
  await expect(page.locator("article")).toHaveCount(Math.min(upcoming.length, CALENDAR_PAGE_SIZE));
});

test("an unknown path answers 404 with the not-found screen", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
});

test("the served head carries the page's own tags before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/projects");
  await expect(page).toHaveTitle(/^Security Projects - /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/projects$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /^Security Projects - /);
  await context.close();
});

test("client-side navigation keeps the title in step", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Community Events" }).first().click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page).toHaveTitle(/^Community Events - /);
});

test("built assets revalidate by ETag, and a missing one's 404 is never kept", async ({ page, request }) => {
  const longLived = /immutable|max-age=[1-9]/;
  await page.goto("/");
  const script = (await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute("src"))!;
  const served = await request.get(script);
  expect(served.status()).toBe(200);
  expect(served.headers()["cache-control"] ?? "").not.toMatch(longLived);
  const etag = served.headers()["etag"]!;
  expect(etag).toBeTruthy();
  expect((await request.get(script, { headers: { "If-None-Match": etag } })).status()).toBe(304);

  for (const missing of ["/assets/no-such-file.js", script.replace(/\.js$/, "0.js"), "/assets/deep/er/missing.css"]) {
    const answer = await request.get(missing);
    expect(answer.status(), missing).toBe(404);
    expect(answer.headers()["cache-control"] ?? "", missing).not.toMatch(longLived);
  }
});
