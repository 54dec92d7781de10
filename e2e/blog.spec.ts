import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

import { seedPosts } from "../scripts/seed-data";
import { BLOG_PAGE_SIZE } from "../worker/shared/blog";
import { MAX_BLOG_PAGE_SIZE } from "../worker/shared/schemas/blog";
import { markDocument, waitUntilLive } from "./page-loading";

interface ListedPost {
  slug: string;
  title: string;
  category: string;
  viewCount: number;
}

/** Every published post, newest first, from the list endpoint (which counts no views), however many other tests added. */
async function publishedPosts(request: APIRequestContext): Promise<ListedPost[]> {
  const all: ListedPost[] = [];
  for (let offset = 0; ; offset += MAX_BLOG_PAGE_SIZE) {
    const response = await request.get(`/api/blog/posts?limit=${MAX_BLOG_PAGE_SIZE}&offset=${offset}`);
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as ListedPost[];
    all.push(...page);
    if (page.length < MAX_BLOG_PAGE_SIZE) return all;
  }
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

/** The published posts' titles, page by page as the list shows them. */
const titlesByPage = (published: ListedPost[]) =>
  Array.from({ length: Math.ceil(published.length / BLOG_PAGE_SIZE) }, (_, index) =>
    published.slice(index * BLOG_PAGE_SIZE, (index + 1) * BLOG_PAGE_SIZE).map((post) => post.title),
  );

test("the list pages through the published posts, 9 at a time", async ({ page, request }) => {
  const titles = page.locator("main article h2");
  const problems = watchConsole(page);

  /**
   * Opens /blog and walks to the last page, then opens page 2 by its address and goes back to
   * page 1; each page's titles checked against the list read first.
   */
  async function walkThrough(pages: string[][]) {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "Security Blog" })).toBeVisible();
    await expect(titles).toHaveText(pages[0]!);
    // The served list shows at once; its buttons answer once the app has taken over.
    await waitUntilLive(page);
    await expect(page.getByText("Page 1", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(page.getByRole("link", { name: "RSS feed" })).toHaveAttribute("href", "/blog/rss.xml");
    for (const [index, expected] of pages.entries()) {
      if (index === 0) continue;
      await page.getByRole("button", { name: "Next" }).click();
      await expect(page.getByText(`Page ${index + 1}`, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/blog\\?page=${index + 1}$`));
      await expect(titles).toHaveText(expected);
      await expect(page.getByRole("button", { name: "Previous" })).toBeEnabled();
    }
    await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();

    // The page can be linked: the Worker serves page 2 itself.
    await page.goto("/blog?page=2");
    await expect(page.getByText("Page 2", { exact: true })).toBeVisible();
    await expect(titles).toHaveText(pages[1]!);
    await waitUntilLive(page);

    await page.getByRole("button", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(titles).toHaveText(pages[0]!);
  }

  // Other tests publish and remove posts meanwhile, and one published mid-walk shifts the pages.
  // A walk that fails is walked again only if the published list changed under it.
  for (let attempt = 1; ; attempt++) {
    const published = await publishedPosts(request);
    expect(published.length).toBeGreaterThan(BLOG_PAGE_SIZE);
    const pages = titlesByPage(published);
    try {
      await walkThrough(pages);
      break;
    } catch (error) {
      const changed = JSON.stringify(titlesByPage(await publishedPosts(request))) !== JSON.stringify(pages);
      if (!changed || attempt === 3) throw error;
    }
  }
  expect(problems).toEqual([]);
});

test("a category shows only its posts and starts again at page 1", async ({ page, request }) => {
  const caseStudies = (await publishedPosts(request)).filter((post) => post.category === "Case Studies");
  expect(caseStudies.length).toBeGreaterThan(0);

  await page.goto("/blog");
  await expect(cards(page)).toHaveCount(BLOG_PAGE_SIZE);
  await waitUntilLive(page);
  const sameDocument = await markDocument(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Page 2", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Case Studies" }).click();
  await expect(page.getByRole("button", { name: "Case Studies" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "All Categories" })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByText("Page 1", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/blog\?category=Case(\+|%20)Studies$/);
  const firstPage = caseStudies.slice(0, BLOG_PAGE_SIZE);
  await expect(page.locator("main article h2")).toHaveText(firstPage.map((post) => post.title));
  const badges = page.locator("main article").getByTestId("category-badge");
  await expect(badges).toHaveCount(firstPage.length);
  for (const badge of await badges.all()) await expect(badge).toHaveText("Case Studies");
  await expect(page.getByRole("button", { name: "Next" })).toBeEnabled({ enabled: caseStudies.length > BLOG_PAGE_SIZE });
  expect(await sameDocument()).toBe(true);
});

test("a post shows its title and content, and counts each reader once a day", async ({ page, request, browser }) => {
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

  // The same reader again: no new view.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: seeded.title })).toBeVisible();
  expect(await viewsOf()).toBe(before + 1);
  // Another reader (another browser) counts, also when the page comes from the edge's cache: then
  // it is counted within a moment of the answer, and the page shows the count as it was rendered
  // (decision 0053), the first reader's or, rendered anew, this one's.
  const other = await browser.newContext({ userAgent: `${await page.evaluate(() => navigator.userAgent)} other-reader` });
  const otherPage = await other.newPage();
  await otherPage.goto(`/blog/${seeded.slug}`);
  await expect(otherPage.getByText(new RegExp(`^(${before + 1}|${before + 2}) views$`))).toBeVisible();
  await expect.poll(viewsOf).toBe(before + 2);
  await other.close();
  expect(problems).toEqual([]);
});

test("a card's link opens its post", async ({ page, request }) => {
  // The newest seeded post: a post another test published may be deleted while this one runs.
  const newest = (await publishedPosts(request)).find((post) => seededPublished.some((seeded) => seeded.slug === post.slug));
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
