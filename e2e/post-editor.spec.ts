// The editor a writer expects (decision 0049): as wide as the screen allows, Google Docs' paste
// keeping its formatting under the dashboard's content policy, Ctrl+K for a link, and a new post
// left open after Create with a link to its page.
import { expect, test } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "./admin-helpers";

const TITLE = "Porch Lights, Kept Open";
const SLUG = "porch-lights-kept-open";

// As Google Docs puts it on the clipboard: the whole fragment in a <b> that is not bold.
const DOCS_HTML =
  '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5e1b2c3d-7fff-4a1b-8c2d-3e4f5a6b7c8d">' +
  '<p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;">Leave the porch light on. </span>' +
  '<span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:700;">Every night.</span></p></b>';

test("a new post is written wide, keeps a Docs paste's formatting, and stays open after Create with View post", async ({
  page,
  context,
}) => {
  await signInAsAdmin(page);
  await openSection(page, "Blog Posts");
  const body = page.getByRole("textbox", { name: "Content" });
  await expect(body).toBeVisible();
  // At 1440 px the editor takes the width beside the dashboard's menu (it was about 380 px).
  expect((await body.boundingBox())!.width).toBeGreaterThan(900);

  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await expect(page.getByLabel("Slug")).toHaveValue(SLUG);
  await page.getByLabel("Excerpt").fill("Light first, then cameras.");
  await body.click();
  await body.evaluate((element, html) => {
    const data = new DataTransfer();
    data.setData("text/html", html);
    data.setData("text/plain", "Leave the porch light on. Every night.");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
  }, DOCS_HTML);
  await expect(body.locator("strong")).toHaveText(["Every night."]);
  await expect(body.locator("p")).toHaveText(["Leave the porch light on. Every night."]);

  // Ctrl+K on the selected line: the link dialog.
  await page.keyboard.press("End");
  await page.keyboard.press("Shift+Home");
  await page.keyboard.press("Control+k");
  const linkDialog = page.getByRole("dialog", { name: "Add link" });
  await linkDialog.getByLabel("Link address").fill("/contact");
  await linkDialog.getByRole("button", { name: "Apply link" }).click();
  // The link goes round the bold words too (one link either side of where the bold starts).
  await expect(body.locator('a[href="/contact"]')).toHaveText(["Leave the porch light on.", "Every night."]);

  await page.getByRole("switch", { name: "Published" }).click();
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toastOnScreen(page).getByText("Blog post created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Update Post" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(TITLE);
  await expect(body).toContainText("Leave the porch light on.");
  const view = page.getByRole("link", { name: /View post/ });
  await expect(view).toHaveAttribute("href", `/blog/${SLUG}`);

  const [reader] = await Promise.all([context.waitForEvent("page"), view.click()]);
  await expect(reader.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(reader.locator("article strong")).toHaveText(["Every night."]);
  await reader.close();
});
