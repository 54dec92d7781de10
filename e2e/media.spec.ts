import { expect, test, type Page } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "./admin-helpers";

const ALT = "Three red pixels standing in for a porch light";

/** Publishes a post whose featured image is the library's image of that label; returns its slug. */
async function publishPostWithImage(page: Page, title: string, imageLabel: string, beforeSaving?: () => Promise<void>) {
  await page.getByRole("tab", { name: "Posts" }).click();
  const slug = `${title.toLowerCase().replaceAll(" ", "-")}-${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Slug").fill(slug);
  await page.getByLabel("Excerpt", { exact: true }).fill("A post with an uploaded featured image.");
  await page.getByLabel("Content").fill("<p>Light the porch.</p>");
  await page.getByLabel("Featured Image", { exact: true }).selectOption({ label: imageLabel });
  await beforeSaving?.();
  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toastOnScreen(page).getByText("Blog post created successfully")).toBeVisible();
  return slug;
}

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
  const slug = await publishPostWithImage(page, "Porch light with a picture", `${ALT} (3 × 2)`, async () => {
    await expect(page.getByRole("img", { name: ALT })).toBeVisible();
  });

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
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  // Its 3 pixels are shown at most 2 CSS pixels wide: never stretched past 1.5 pixels per CSS pixel.
  expect((await image.boundingBox())!.width).toBeLessThanOrEqual(2);
});

test("a wide photo is uploaded as WebP at the widest the site shows, with a JPEG copy that link previews show", async ({
  page,
  request,
}) => {
  const alt = `A wide porch, ${Date.now()}`;
  // A 2400 × 1800 picture drawn here, with this run's own text so that its bytes are new.
  const png = await page.evaluate((label) => {
    const canvas = document.createElement("canvas");
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext("2d")!;
    const gradient = context.createLinearGradient(0, 0, 2400, 1800);
    gradient.addColorStop(0, "#0b1d33");
    gradient.addColorStop(1, "#f5b82e");
    context.fillStyle = gradient;
    context.fillRect(0, 0, 2400, 1800);
    context.fillStyle = "#fff";
    context.font = "120px sans-serif";
    context.fillText(label, 100, 900);
    return canvas.toDataURL("image/png").split(",")[1]!;
  }, alt);
  await signInAsAdmin(page);
  await openSection(page, "Blog Posts");
  await page.getByRole("tab", { name: "Media" }).click();
  await page
    .getByLabel("Image", { exact: true })
    .setInputFiles({ name: "wide-porch.png", mimeType: "image/png", buffer: Buffer.from(png, "base64") });
  await page.getByRole("textbox", { name: "Alt text", description: /for people who cannot see it/ }).fill(alt);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(toastOnScreen(page).getByText("Image uploaded successfully")).toBeVisible();
  const card = page.getByRole("list", { name: "Media Library" }).getByRole("listitem", { name: "wide-porch.webp" }).first();
  await expect(card.getByText("1600 × 1200")).toBeVisible();
  expect(await card.locator("img").getAttribute("src")).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);

  const slug = await publishPostWithImage(page, "A wide porch", `${alt} (1600 × 1200)`);

  // The post's link preview is the JPEG copy, 1200 wide, described by the image's alt text.
  const html = await (await request.get(`/blog/${slug}`)).text();
  const meta = (property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];
  expect(meta("og:image")).toMatch(/\/media\/[0-9a-f]{64}\.jpg$/);
  expect([meta("og:image:type"), meta("og:image:width"), meta("og:image:height"), meta("og:image:alt")]).toEqual([
    "image/jpeg",
    "1200",
    "900",
    alt,
  ]);
  const preview = await request.get(new URL(meta("og:image")!).pathname);
  expect(preview.headers()["content-type"]).toBe("image/jpeg");

  // The page offers the copies drawn at upload (WebP, narrowest first) and the image itself.
  const featured = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0];
  const srcset = /srcset="([^"]*)"/i.exec(featured ?? "")?.[1] ?? "";
  const candidates = srcset.split(", ").map((candidate) => candidate.split(" "));
  expect(candidates.map(([, width]) => width)).toEqual(["480w", "800w", "1200w", "1600w"]);
  const copy = await request.get(candidates[0]![0]!);
  expect(copy.headers()["content-type"]).toBe("image/webp");
});
