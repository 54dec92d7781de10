// Staff rename a published post's slug in the dashboard: a reader following the old address lands
// on the post at its new one, and the old address stays the post's, so no short link may take it
// (decision 0044).
import { expect, test } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "./admin-helpers";

const TITLE = "Rowhouse Cameras That Face the Alley";
const OLD_SLUG = "rowhouse-alley-cameras";
const NEW_SLUG = "rowhouse-cameras-facing-the-alley";

test("a renamed post's old address leads to its new one", async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page);
  const origin = new URL(baseURL!).origin;
  const created = await page.request.post("/api/blog/posts", {
    headers: { Origin: origin },
    data: {
      title: TITLE,
      slug: OLD_SLUG,
      excerpt: "Where a rowhouse camera sees the most.",
      content: "<p>Point it down the alley, not at the fence.</p>",
      author: "Harborlight Security Team",
      category: "Security Tips",
      isPublished: true,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  try {
    await openSection(page, "Blog Posts");
    await page.getByRole("button", { name: `Edit ${TITLE}` }).click();
    await expect(page.getByLabel("Slug")).toHaveValue(OLD_SLUG);
    await page.getByLabel("Slug").fill(NEW_SLUG);
    await page.getByRole("button", { name: "Update Post" }).click();
    await expect(toastOnScreen(page).getByText("Blog post updated successfully")).toBeVisible();

    const reader = await browser.newPage({ baseURL });
    try {
      await reader.goto(`/blog/${OLD_SLUG}?ref=newsletter`);
      await expect(reader).toHaveURL(`${origin}/blog/${NEW_SLUG}?ref=newsletter`);
      await expect(reader.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
      await expect(reader.locator("article")).toContainText("Point it down the alley, not at the fence.");
    } finally {
      await reader.close();
    }

    // The old address is still the post's: a short link may not take it.
    await openSection(page, "URL Redirects");
    await page.getByLabel("From Path").fill(`/blog/${OLD_SLUG}`);
    await page.getByLabel("To URL").fill("https://example.org/elsewhere");
    await page.getByRole("button", { name: "Create Redirect", exact: true }).click();
    await expect(page.getByText("This path is used by the site")).toBeVisible();
  } finally {
    await page.request.delete(`/api/blog/posts/${id}`, { headers: { Origin: origin } });
  }
});
