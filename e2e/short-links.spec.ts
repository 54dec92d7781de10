import { readFile } from "node:fs/promises";

import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";

import { signInAsAdmin, toastOnScreen } from "./admin-helpers";

test("a missing page people asked for becomes a short link, and its printed QR code leads there", async ({ page, baseURL }) => {
  const path = `/e2e-missing-${Date.now().toString(36)}`;
  const notFound = await page.goto(path);
  expect(notFound?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();

  await signInAsAdmin(page);
  const missing = page.getByRole("list", { name: "Missing paths" }).getByRole("listitem").filter({ hasText: path });
  await expect(missing).toContainText("1 visit from people · 0 hits from bots · last seen");

  await missing.getByRole("button", { name: `Create redirect from ${path}` }).click();
  await expect(page.getByLabel("From Path")).toHaveValue(path);
  await expect(page.getByLabel("To URL")).toBeFocused();
  await page.getByLabel("To URL").fill("https://example.org/from-the-404-log");
  await page.getByRole("button", { name: "Create Redirect", exact: true }).click();
  await expect(toastOnScreen(page).getByText("Redirect created successfully")).toBeVisible();
  // Answered now: it leaves the 404 log and joins the short links.
  await expect(page.getByRole("list", { name: "Missing paths" }).getByText(path)).toHaveCount(0);
  const link = page.getByRole("list", { name: "Redirects" }).getByRole("listitem").filter({ hasText: path });
  await expect(link).toContainText("https://example.org/from-the-404-log");

  await link.getByRole("button", { name: `QR code for ${path}` }).click();
  await link.getByLabel("Source tag (optional)").fill("canton-flyer");
  const downloading = page.waitForEvent("download");
  await link.getByRole("link", { name: `PNG 600 px of the QR code for ${path}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`qr-${path.slice(1)}-canton-flyer-600px.png`);

  const image = PNG.sync.read(await readFile(await download.path()));
  expect([image.width, image.height]).toEqual([600, 600]);
  const address = jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
  expect(address).toBe(`${baseURL}${path}?src=canton-flyer`);

  // Scanning it: the visitor is sent on, and the click counts for its source.
  const scan = await page.request.get(address!, { maxRedirects: 0 });
  expect(scan.status()).toBe(302);
  expect(scan.headers().location).toBe("https://example.org/from-the-404-log?src=canton-flyer");
  await page.getByRole("button", { name: "Refresh counts" }).click();
  await link.getByRole("button", { name: `Stats for ${path}` }).click();
  const sources = link.getByRole("heading", { name: "Sources" }).locator("..");
  await expect(sources.getByRole("listitem")).toHaveText(["canton-flyer1"]);
});
