// A post typed and then closed is not lost: the dashboard kept it in the browser, and offers it
// back when the form is opened again (decision 0046).
import { expect, test } from "@playwright/test";

import { openSection, signInAsAdmin } from "./admin-helpers";

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
