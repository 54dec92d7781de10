// A post typed and then closed is not lost: the dashboard kept it (in this browser for a new post,
// on the server for a saved one) and offers it back when the form is opened again (decisions 0046
// and 0050).
import { expect, test } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "./admin-helpers";

test("a new post typed and then closed comes back with Restore unsaved changes", async ({ context }) => {
  const page = await context.newPage();
  await signInAsAdmin(page);
  await openSection(page, "Blog Posts");
  const status = page.getByTestId("autosave-status");
  await expect(status).toHaveText("Saved");
  await page.getByLabel("Title", { exact: true }).fill("Lights Left On");
  await page.getByLabel("Excerpt").fill("Typed, then the tab was closed.");
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Nothing here was saved to the server.");
  await expect(status).toHaveText("Saved in this browser");
  await page.close();

  const again = await context.newPage();
  await again.goto("/admin");
  await openSection(again, "Blog Posts");
  await expect(again.getByText(/^This browser kept unsaved changes from /)).toBeVisible();
  await again.getByRole("button", { name: "Restore unsaved changes" }).click();
  await expect(again.getByLabel("Title", { exact: true })).toHaveValue("Lights Left On");
  await expect(again.getByLabel("Slug")).toHaveValue("lights-left-on");
  await expect(again.getByLabel("Excerpt")).toHaveValue("Typed, then the tab was closed.");
  await expect(again.getByRole("textbox", { name: "Content" })).toHaveText("Nothing here was saved to the server.");
  await expect(again.getByTestId("autosave-status")).toHaveText("Saved in this browser");
});

test("a saved post's typed work is kept on the server and offered back in another browser", async ({ browser }) => {
  const title = `Porch Camera Angles ${Date.now()}`;
  const first = await browser.newContext();
  const page = await first.newPage();
  await signInAsAdmin(page);
  await openSection(page, "Blog Posts");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt").fill("Which way the porch camera looks.");
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Down the steps.");
  await page.getByRole("button", { name: "Create Post" }).click();
  await page.getByRole("button", { name: `Edit ${title}` }).click();
  const status = page.getByTestId("autosave-status");
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.press("End");
  await page.keyboard.type(" And across the street.");
  await expect(status).toHaveText("Saving…");
  await expect(status).toHaveText("Saved");
  await first.close();

  // Another browser: nothing in its storage, and the post as readers see it is unchanged.
  const second = await browser.newContext();
  const again = await second.newPage();
  await signInAsAdmin(again);
  await openSection(again, "Blog Posts");
  await again.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(again.getByText(/^Your unsaved changes from .+ were kept\.$/)).toBeVisible();
  await again.getByRole("button", { name: "Restore unsaved changes" }).click();
  await expect(again.getByRole("textbox", { name: "Content" })).toHaveText("Down the steps. And across the street.");
  await again.getByRole("button", { name: "Update Post" }).click();
  await expect(toastOnScreen(again)).toContainText("Blog post updated successfully");
  await again.getByRole("button", { name: `Edit ${title}` }).click();
  await expect(again.getByRole("textbox", { name: "Content" })).toHaveText("Down the steps. And across the street.");
  // Saved: nothing is offered any more.
  await expect(again.getByRole("button", { name: "Restore unsaved changes" })).toBeHidden();
  await second.close();
});

test("a post's earlier save is listed with who saved it, previewed and restored", async ({ page }) => {
  await signInAsAdmin(page);
  await openSection(page, "Blog Posts");
  await page.getByLabel("Title", { exact: true }).fill("Gate Cameras");
  await page.getByLabel("Excerpt").fill("Where the gate camera goes.");
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Above the latch.");
  await page.getByRole("button", { name: "Create Post" }).click();
  await page.getByRole("button", { name: "Edit Gate Cameras" }).click();
  await page.getByLabel("Title", { exact: true }).fill("Gate Cameras, Revised");
  await page.getByRole("button", { name: "Update Post" }).click();
  await page.getByRole("button", { name: "Edit Gate Cameras, Revised" }).click();

  await page.getByRole("button", { name: "Revisions" }).click();
  const dialog = page.getByRole("dialog", { name: "Revisions" });
  const entries = dialog.getByRole("list", { name: "Revisions" }).getByRole("button");
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(1)).toContainText("Gate Cameras");
  await expect(entries.nth(1)).toContainText("by admin@example.com");
  await entries.nth(1).click();
  await expect(dialog.getByText("Above the latch.")).toBeVisible();
  page.once("dialog", (confirm) => void confirm.accept());
  await dialog.getByRole("button", { name: "Restore this revision" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Gate Cameras");
  await page.getByRole("button", { name: "Revisions" }).click();
  await expect(page.getByRole("dialog", { name: "Revisions" }).getByRole("list", { name: "Revisions" }).getByRole("button")).toHaveCount(3);
});
