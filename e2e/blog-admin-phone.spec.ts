// On a phone the blog's dashboard fits the screen (issue 41): the list of posts and the post
// form never make the page scroll sideways, whatever the post's title, slug or body.
import { expect, test, type Page } from "@playwright/test";

import { signInAsAdmin } from "./admin-helpers";

test.use({ viewport: { width: 390, height: 844 } });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("the blog's list and post form fit a 390 px screen", async ({ page }, testInfo) => {
  await signInAsAdmin(page);
  await page.goto("/admin?section=blog");
  // The editor's code arrives on its own, after the form.
  await expect(page.getByRole("textbox", { name: "Content" })).toBeVisible({ timeout: 15_000 });
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("blog-list-390.png") });

  // The seeded post with the longest title, opened: its address is long too.
  await page.getByRole("button", { name: "Edit Building a Neighborhood Camera Network With Your Community Association" }).click();
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Content" })).toContainText(/\w/);
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);

  await page.getByLabel("Slug").fill("a-slug-long-enough-to-run-well-past-the-edge-of-any-phone-screen-at-all");
  const body = page.getByRole("textbox", { name: "Content" });
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" https://example.org/a-long-address-typed-without-a-single-space-to-break-it-anywhere");
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
  await body.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("blog-editor-390.png") });
  await page.getByTestId("search-result").scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath("blog-search-preview-390.png") });
});
