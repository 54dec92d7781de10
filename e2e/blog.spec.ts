import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { seedPosts } from "../scripts/seed-data";
import { BLOG_PAGE_SIZE } from "../worker/shared/blog";

interface ListedPost {
  slug: string;
  title: string;
  category: string;
  viewCount: number;
}

/** Every published post, newest first, from the list endpoint (which counts no views). */
async function publishedPosts(request: APIRequestContext): Promise<ListedPost[]> {
  const response = await request.get("/api/blog/posts?limit=50&offset=0");
  expect(response.ok()).toBe(true);
  return (await response.json()) as ListedPost[];
}

const cards = (page: Page) => page.locator("main article");

/** Fails the test on a script error or a hydration mismatch reported in the console. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && !/Failed to load resource/.test(message.text())) problems.push(message.text());
  });
  return problems;
}

const seededPublished = seedPosts.filter((post) => post.isPublished);
const seededDraft = seedPosts.find((post) => !post.isPublished)!;

test("the API lists the seeded published posts and no drafts", async ({ request }) => {
  const slugs = (await publishedPosts(request)).map((post) => post.slug);
  for (const post of seededPublished) expect(slugs).toContain(post.slug);
  for (const post of seedPosts.filter((p) => !p.isPublished)) expect(slugs).not.toContain(post.slug);
});

test("the list pages through the published posts, 9 at a time", async ({ page, request }) => {
  const published = await publishedPosts(request);
  expect(published.length).toBeGreaterThan(BLOG_PAGE_SIZE);
  expect(published.length).toBeLessThanOrEqual(2 * BLOG_PAGE_SIZE);
  const problems = watchConsole(page);

  await page.goto("/blog");
  await expect(page.getByRole("heading", { level: 1, name: "Security Blog" })).toBeVisible();
  await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE);
  await expect(page.getByText("Page 1", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(page.getByRole("heading", { level: 2, name: published[0]!.title })).toBeVisible();
  await expect(page.getByRole("link", { name: "RSS feed" })).toHaveAttribute("href", "/blog/rss.xml");

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  const rest = published.slice(BLOG_PAGE_SIZE);
  await expect(cards(page)).toHaveCount(rest.length);
  await expect(page.locator("main article h2")).toHaveText(rest.map((post) => post.title));
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled();

  // The page can be linked: the served page hydrates on page 1, then shows page 2.
  await page.reload();
  await expect(page.getByText("Page 2", { exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(rest.length);

  await page.getByRole("button", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE);
  expect(problems).toEqual([]);
});

test("a category shows only its posts and starts again at page 1", async ({ page, request }) => {
  const caseStudies = (await publishedPosts(request)).filter((post) => post.category === "Case Studies");
  expect(caseStudies.length).toBeGreaterThan(0);

  await page.goto("/blog");
  await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Case Studies" }).click();
  await expect(page.getByRole("button", { name: "Case Studies" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "All Categories" })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("Page 1", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\?category=Case(\+|%20)Studies$/);
  await expect(cards(page)).toHaveCount(caseStudies.length);
  const badges = page.locator("main article").getByTestId("category-badge");
  await expect(badges).toHaveCount(caseStudies.length);
  for (const badge of await badges.all()) await expect(badge).toHaveText("Case Studies");
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
});

test("a post shows its title and content, and each read counts one view", async ({ page, request }) => {
  const seeded = seededPublished[0]!;
  const firstHeading = /<h2>([^<]+)<\/h2>/.exec(seeded.content)![1]!;
  const viewsOf = async () => (await publishedPosts(request)).find((post) => post.slug === seeded.slug)!.viewCount;
  const problems = watchConsole(page);

  const before = await viewsOf();
  const response = await page.goto(`/blog/${seeded.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: seeded.title })).toBeVisible();
  await expect(page.locator("main article").getByRole("heading", { level: 2, name: firstHeading })).toBeVisible();
  await expect(page.getByText(`${before + 1} views`)).toBeVisible();
  await expect(page).toHaveTitle(`${seeded.metaTitle ?? seeded.title} - Harborlight Security`);
  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  await expect(page.locator("main article script")).toHaveCount(0);

  await page.reload();
  await expect(page.getByText(`${before + 2} views`)).toBeVisible();
  expect(await viewsOf()).toBe(before + 2);
  expect(problems).toEqual([]);
});

test("a card's link opens its post", async ({ page, request }) => {
  const [newest] = await publishedPosts(request);
  await page.goto("/blog");
  await page.getByRole("link", { name: newest!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${newest!.slug}$`));
  await expect(page.getByRole("heading", { level: 1, name: newest!.title })).toBeVisible();
  await page.getByRole("link", { name: "Back to Blog" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1, name: "Security Blog" })).toBeVisible();
});

for (const [label, slug] of [
  ["a draft", seededDraft.slug],
  ["an unknown post", "no-such-post-anywhere"],
] as const) {
  test(`${label} shows 'Post Not Found'`, async ({ page }) => {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeVisible();
    await expect(page.getByText("The blog post you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  });
}
