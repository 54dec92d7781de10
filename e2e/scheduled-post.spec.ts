// Staff schedule a post a minute ahead in Baltimore time: readers do not see it, the dashboard
// lists it as Scheduled with its time, and once its time passes it is live everywhere, with
// nothing having run. (The time is then moved a few seconds ahead through the API rather than
// waiting the minute out.)
import { expect, test, type Page } from "@playwright/test";

import { instantToSiteDateTime } from "../worker/shared/time";
import { openSection, signInAsAdmin, toastOnScreen } from "./admin-helpers";

const TITLE = "Porch Lights After Dark";
const SLUG = "porch-lights-after-dark";

/** What a reader (a separate, signed-out browser context) sees of the post. */
async function readerSees(page: Page) {
  const post = await page.request.get(`/blog/${SLUG}`);
  const list = await page.request.get("/blog");
  const feed = await page.request.get("/blog/rss.xml");
  return {
    post: post.status(),
    listed: (await list.text()).includes(`/blog/${SLUG}"`),
    inFeed: (await feed.text()).includes(`/blog/${SLUG}<`),
  };
}

test("a post scheduled a minute ahead goes live at its time by itself", async ({ page, browser, baseURL }) => {
  await signInAsAdmin(page);
  await openSection(page, "Blog Posts");
  await page.getByLabel("Title", { exact: true }).fill(TITLE);
  await page.getByLabel("Excerpt").fill("Why a steady porch light beats a motion flood.");
  await page.getByRole("textbox", { name: "Content" }).click();
  await page.keyboard.type("Steady light gives cameras something to work with.");
  await page.getByRole("switch", { name: "Published" }).click();
  // A minute ahead, in Baltimore time (the form's zone), rounded up to the form's whole minute.
  const ahead = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const { date, time } = instantToSiteDateTime(ahead);
  await page.getByLabel("Publish date").fill(date);
  await page.getByLabel("Publish time").fill(time);
  await page.getByRole("button", { name: "Create Post" }).click();
  await expect(toastOnScreen(page).getByText("Blog post created successfully")).toBeVisible();

  const row = page.getByRole("listitem").filter({ hasText: TITLE });
  await expect(row.getByText(/^Scheduled · /)).toContainText(/\d{1,2}:\d{2} (AM|PM) E[SD]T/);
  const admin = page.request;
  const mine = ((await (await admin.get("/api/blog/posts")).json()) as { id: number; slug: string; publishedAt: string }[]).find(
    (post) => post.slug === SLUG,
  )!;
  expect(mine.publishedAt).toBe(ahead.toISOString());

  const reader = await browser.newPage({ baseURL });
  try {
    expect(await readerSees(reader)).toEqual({ post: 404, listed: false, inFeed: false });
    await reader.goto(`/blog/${SLUG}`);
    await expect(reader.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeVisible();

    // Rather than wait the minute: the same post, due three seconds from now.
    const soon = new Date(Date.now() + 3_000);
    const origin = new URL(baseURL!).origin;
    const moved = await admin.patch(`/api/blog/posts/${mine.id}`, {
      headers: { Origin: origin },
      data: { publishedAt: soon.toISOString() },
    });
    expect(moved.ok()).toBe(true);
    expect(await readerSees(reader)).toEqual({ post: 404, listed: false, inFeed: false });
    await expect.poll(() => readerSees(reader), { timeout: 8_000, intervals: [500] }).toEqual({ post: 200, listed: true, inFeed: true });

    await reader.goto(`/blog/${SLUG}`);
    await expect(reader.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(reader.locator("article")).toContainText("Steady light gives cameras something to work with.");
    await page.reload();
    await openSection(page, "Blog Posts");
    await expect(page.getByRole("listitem").filter({ hasText: TITLE }).getByText("Published", { exact: true })).toBeVisible();
  } finally {
    await reader.close();
    await admin.delete(`/api/blog/posts/${mine.id}`, { headers: { Origin: new URL(baseURL!).origin } });
  }
});
