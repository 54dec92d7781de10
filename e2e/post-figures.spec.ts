// The editor keeps what it holds (decision 0063): after an image with a caption, Enter starts a
// paragraph below the figure, and no block command or key turns the figure into something else;
// after Update the editor stays on the post.
import { expect, test, type Page } from "@playwright/test";

import { openSection, signInAsAdmin, toastOnScreen } from "./admin-helpers";

const FIGURE =
  /<figure><img src="\/media\/[^"]+" alt="A porch light above a rowhouse door"[^>]*><figcaption>At dusk, from the alley<\/figcaption><\/figure>/;

/** The post's HTML as the Source view shows it (and back to the visual editor). */
async function sourceOf(page: Page) {
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  await toolbar.getByRole("button", { name: "Source" }).click();
  const html = await page.getByRole("textbox", { name: "Content" }).inputValue();
  await toolbar.getByRole("button", { name: "Source" }).click();
  return html;
}

/** The caret at the end of the caption, put there as a writer would: a click on it, then End. */
async function caretInCaption(page: Page) {
  await page.getByRole("textbox", { name: "Content" }).locator("figcaption").click();
  await page.keyboard.press("End");
}

test("after an image with a caption, Enter starts a paragraph below it and Heading 2 never takes the figure", async ({ page }) => {
  await signInAsAdmin(page);
  await openSection(page, "Blog Posts");
  await page.getByLabel("Title", { exact: true }).fill("Porch Lights, Pictured");
  await page.getByLabel("Excerpt").fill("One picture, one caption.");
  const body = page.getByRole("textbox", { name: "Content" });
  const toolbar = page.getByRole("toolbar", { name: "Formatting" });
  const heading2 = toolbar.getByRole("button", { name: "Heading 2" });
  await body.click();
  await page.keyboard.type("Before the picture.");
  await toolbar.getByRole("button", { name: "Image" }).click();
  const dialog = page.getByRole("dialog", { name: "Insert image" });
  // A picture large enough to click: 480 x 240 pixels of the page itself.
  const picture = await page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 240 } });
  await dialog.getByLabel("Upload an image").setInputFiles({ name: "porch.png", mimeType: "image/png", buffer: picture });
  await dialog.getByLabel("Alt text").fill("A porch light above a rowhouse door");
  await dialog.getByLabel("Caption").fill("At dusk");
  await dialog.getByRole("button", { name: "Insert image" }).click();
  await expect(dialog).toBeHidden();
  await expect(body).toBeFocused();

  // Typed straight after the image, the words go on the caption; Enter leaves it for a new paragraph.
  await page.keyboard.type(", from the alley");
  await page.keyboard.press("Enter");
  await page.keyboard.type("After the picture");
  await heading2.click();
  await expect(heading2).toHaveAttribute("aria-pressed", "true");
  expect(await sourceOf(page)).toMatch(new RegExp(`^<p>Before the picture\\.</p>${FIGURE.source}<h2>After the picture</h2>$`));

  // In the caption, Heading 2 and the lists are off, and their shortcuts change nothing.
  await caretInCaption(page);
  await expect(heading2).toBeDisabled();
  await expect(toolbar.getByRole("button", { name: "Bulleted list" })).toBeDisabled();
  await page.keyboard.press("Control+Alt+2");
  await page.keyboard.press("Control+Shift+8");
  await page.keyboard.press("Home");
  await page.keyboard.press("Backspace");
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Second paragraph");
  await page.keyboard.press("Control+Alt+2");
  const html = await sourceOf(page);
  expect(html).toMatch(new RegExp(`^<p>Before the picture\\.</p>${FIGURE.source}<h2>Second paragraph</h2><h2>After the picture</h2>$`));
  await expect(body.locator("figure img")).toBeVisible();
  await expect(body.locator("figure figcaption")).toHaveText("At dusk, from the alley");

  // Undo takes back the paragraph typed below the caption, the figure staying whole. (How much one
  // Undo takes back depends on the pauses between keys, which a busy machine lengthens.)
  await body.locator("h2").first().click();
  await page.keyboard.press("Control+z");
  const undone = await sourceOf(page);
  expect(undone).toMatch(new RegExp(`^<p>Before the picture\\.</p>${FIGURE.source}`));
  expect(undone).not.toContain("Second paragraph");

  // A click on the image selects the whole figure, which Delete deletes whole and Undo brings back.
  await body.locator("figure img").click();
  await expect(body.locator("figure.ProseMirror-selectednode")).toBeVisible();
  await page.keyboard.press("Delete");
  await expect(body.locator("figure, img")).toHaveCount(0);
  await page.keyboard.press("Control+z");
  expect(await sourceOf(page)).toMatch(new RegExp(`^<p>Before the picture\\.</p>${FIGURE.source}`));

  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toastOnScreen(page).getByText("Blog post created successfully")).toBeVisible();
  await expect(body.locator("figure img")).toHaveAttribute("alt", "A porch light above a rowhouse door");
});

test("after Update the editor stays on the post, with what was saved", async ({ page }) => {
  const title = `Gate Lights ${Date.now()}`;
  await signInAsAdmin(page);
  await openSection(page, "Blog Posts");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Excerpt").fill("Where the gate light goes.");
  const body = page.getByRole("textbox", { name: "Content" });
  await body.click();
  await page.keyboard.type("Above the latch.");
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill(`${title}, Revised`);
  await body.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(" And by the bins.");
  await page.getByRole("button", { name: "Update Post" }).click();
  await expect(toastOnScreen(page).getByText("Blog post updated successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Edit Blog Post" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Update Post" })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(`${title}, Revised`);
  await expect(body).toHaveText("Above the latch. And by the bins.");
  // Saved: nothing unsaved, so the next section opens without asking (a dialog would fail the test).
  await openSection(page, "Community Events");
});
