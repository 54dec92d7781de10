import { expect, test } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "./admin-helpers";

const ALT = "Three red pixels standing in for a porch light";

test("staff upload an image with alt text, make it a post's featured image, and a reader sees it described", async ({ page, request }) => {
  await signInAsAdmin(page);
  await openSection(page, "Blog Posts");
  await page.getByRole("tab", { name: "Media" }).click();

  // Alt text is required before anything is sent.
  await page.getByLabel("Image", { exact: true }).setInputFiles("test/fixtures/images/red-3x2.png");
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByText("Alt text is required")).toBeVisible();

  // The upload form's field (each image in the library has its own Alt text field too).
  await page.getByRole("textbox", { name: "Alt text", description: /for people who cannot see it/ }).fill(ALT);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(toastOnScreen(page).getByText(/Image uploaded successfully|This image is already in the library/)).toBeVisible();
  const card = page.getByRole("list", { name: "Media Library" }).getByRole("listitem", { name: "red-3x2.png" }).first();
  await expect(card.getByText("3 × 2")).toBeVisible();
  await expect(card.getByLabel("Alt text")).toHaveValue(ALT);
  const src = await card.locator("img").getAttribute("src");
  expect(src).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);

  // Served from the site itself, cached for good.
  const served = await request.get(src!);
  expect(served.headers()["content-type"]).toBe("image/png");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  // The post form takes it as its featured image.
  await page.getByRole("tab", { name: "Posts" }).click();
  const slug = `porch-light-${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill("Porch light with a picture");
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Excerpt", { exact: true }).fill("A post with an uploaded featured image.");
  await page.getByLabel("Content").fill("<p>Light the porch.</p>");
  await page.getByLabel("Featured Image", { exact: true }).selectOption({ label: `${ALT} (3 × 2)` });
  await expect(page.getByRole("img", { name: ALT })).toBeVisible();
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toastOnScreen(page).getByText("Blog post created successfully")).toBeVisible();

  // The library now says where it is used, and will not delete it.
  await page.getByRole("tab", { name: "Media" }).click();
  await expect(card.getByText("Porch light with a picture")).toBeVisible();
  page.once("dialog", (dialog) => void dialog.accept());
  await card.getByRole("button", { name: "Delete red-3x2.png" }).click();
  await expect(
    toastOnScreen(page).getByText('This image is used in "Porch light with a picture". Remove it from that post first.'),
  ).toBeVisible();

  // A reader sees the image, described by its alt text.
  await page.goto(`/blog/${slug}`);
  const image = page.getByRole("img", { name: ALT });
  await expect(image).toHaveAttribute("src", src!);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBe(3);
});
