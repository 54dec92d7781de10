// Two tabs writing new posts in one browser keep separate drafts (decision 0063): neither
// overwrites the other's, neither is offered the other's, and each, reloaded, gets its own back.
import { expect, test, type Page } from "@playwright/test";

import { openSection, signInAsAdmin } from "./admin-helpers";

async function writeNewPost(page: Page, title: string, words: string) {
  await page.goto("/admin");
  await openSection(page, "Blog Posts");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type(words);
  await expect(page.getByTestId("autosave-status")).toHaveText("Saved in this browser");
}

/** The new posts' drafts this browser keeps, by title. */
const keptTitles = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith("harborlight:post-draft:new"))
      .map((key) => (JSON.parse(localStorage.getItem(key)!) as { values: { title: string } }).values.title)
      .sort(),
  );

test("two tabs writing new posts keep separate drafts, and each gets its own back", async ({ context }) => {
  // Three tabs, each loading the dashboard and its editor: half a minute alone, more on a busy machine.
  test.setTimeout(120_000);
  const first = await context.newPage();
  await signInAsAdmin(first);
  const second = await context.newPage();
  await writeNewPost(first, "Porch Lights at Dusk", "Written in the first tab.");
  await writeNewPost(second, "Alley Cameras at Night", "Written in the second tab.");
  // The second tab was not offered the first's draft, which is still being written.
  await expect(second.getByRole("button", { name: "Restore unsaved changes" })).toBeHidden();
  expect(await keptTitles(first)).toEqual(["Alley Cameras at Night", "Porch Lights at Dusk"]);

  // More typing in the first tab changes its draft only.
  await first.getByRole("textbox", { name: "Content" }).click();
  await first.keyboard.press("Control+End");
  await first.keyboard.type(" Still the first.");
  await expect(first.getByTestId("autosave-status")).toHaveText("Saved in this browser");
  expect(await keptTitles(first)).toEqual(["Alley Cameras at Night", "Porch Lights at Dusk"]);

  // Reloaded, the first tab is offered its own draft, never the second's (which is newer).
  await second.getByLabel("Excerpt").fill("Typed last.");
  await expect(second.getByTestId("autosave-status")).toHaveText("Saved in this browser");
  await first.reload();
  await openSection(first, "Blog Posts");
  await first.getByRole("button", { name: "Restore unsaved changes" }).click();
  await expect(first.getByLabel("Title", { exact: true })).toHaveValue("Porch Lights at Dusk");
  await expect(first.getByRole("textbox", { name: "Content" })).toHaveText("Written in the first tab. Still the first.");
  await expect(second.getByLabel("Title", { exact: true })).toHaveValue("Alley Cameras at Night");

  // Closed, the second tab's draft is offered to a new one.
  await second.close();
  const third = await context.newPage();
  await third.goto("/admin");
  await openSection(third, "Blog Posts");
  await third.getByRole("button", { name: "Restore unsaved changes" }).click();
  await expect(third.getByLabel("Title", { exact: true })).toHaveValue("Alley Cameras at Night");
  await expect(third.getByLabel("Excerpt")).toHaveValue("Typed last.");
  expect(await keptTitles(third)).toEqual(["Alley Cameras at Night", "Porch Lights at Dusk"]);
});
