import { env } from "cloudflare:test";
import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { blogPosts } from "../../../worker/db/schema";
import { BLOG_CATEGORIES } from "../../../worker/shared/blog";
import { COMPANY } from "../../../worker/shared/company";
import { apiClient, read, successBody } from "../api-client";
import { call, db, ORIGIN } from "../helpers";
import { asAdmin } from "../session-helpers";

const api = apiClient();

const DAY = 24 * 60 * 60 * 1000;
const base = Date.parse("2026-06-01T12:00:00Z");

/** 14 published posts (two per category, then four more Security Tips) and 2 drafts. */
const published = Array.from({ length: 14 }, (_, i) => ({
  title: `Post ${i + 1}`,
  slug: `post-${i + 1}`,
  excerpt: `Excerpt ${i + 1}`,
  content: `<h2>Heading ${i + 1}</h2><p>Body</p>`,
  category: BLOG_CATEGORIES[i < 10 ? i % 5 : 0]!,
  tags: ["cameras", `tag-${i + 1}`],
  readingTime: 3,
  isPublished: true,
  publishedAt: new Date(base + i * DAY), // post-14 is the newest
}));
const drafts = [1, 2].map((i) => ({
  title: `Draft ${i}`,
  slug: `draft-${i}`,
  excerpt: "Not yet",
  content: "<p>Draft</p>",
  category: "Technology",
  readingTime: 1,
  isPublished: false,
}));

beforeAll(async () => {
  // D1 binds at most 100 values a statement: one insert a post, in one batch.
  const [first, ...rest] = [...published, ...drafts].map((post) => db().insert(blogPosts).values(post));
  await db().batch([first!, ...rest]);
  await db()
    .insert(blogPosts)
    .values({
      title: "With meta",
      slug: "with-meta",
      excerpt: "Plain excerpt",
      content: "<p>x</p>",
      category: "Technology",
      tags: ["lighting", "night"],
      metaTitle: "A better title",
      metaDescription: "A better description",
      featuredImage: "/images/blog/with-meta.webp",
      readingTime: 2,
      isPublished: true,
      publishedAt: new Date(base - 30 * DAY),
    });
});

async function list(query: { limit?: string; offset?: string; category?: string }) {
  const response = await api.blog.posts.$get({ query });
  expect(response.status).toBe(200);
  return await successBody(response);
}

describe("GET /api/blog/posts", () => {
  it("pages published posts newest first, nine by default", async () => {
    const first = await list({});
    expect(first.map((p) => p.slug)).toEqual([
      "post-14",
      "post-13",
      "post-12",
      "post-11",
      "post-10",
      "post-9",
      "post-8",
      "post-7",
      "post-6",
    ]);
    const second = await list({ limit: "9", offset: "9" });
    expect(second.map((p) => p.slug)).toEqual(["post-5", "post-4", "post-3", "post-2", "post-1", "with-meta"]);
    expect(first[0]?.tags).toEqual(["cameras", "tag-14"]);
    expect(first[0]).not.toHaveProperty("content");
  });

  it("never lists a draft", async () => {
    const all = await list({ limit: "20" });
    expect(all.some((p) => p.slug.startsWith("draft"))).toBe(false);
    expect(all).toHaveLength(15);
  });

  it.each([
    ["Case Studies", ["post-10", "post-5"]],
    ["Technology", ["post-7", "post-2", "with-meta"]],
    ["All Categories", null],
  ])("filters by category %s", async (category, slugs) => {
    const posts = await list({ limit: "50", category });
    if (slugs) expect(posts.map((p) => p.slug)).toEqual(slugs);
    else expect(posts).toHaveLength(15);
  });

  // Raw: the table names the malformed query strings themselves.
  it.each(["?limit=0", "?limit=51", "?limit=abc", "?offset=-1"])("rejects %s with a JSON 400", async (query) => {
    const response = await call(`/api/blog/posts${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
  });
});

describe("GET /api/blog/posts/:slug", () => {
  const views = async (slug: string) =>
    (await env.DB.prepare("SELECT view_count AS v FROM blog_posts WHERE slug = ?").bind(slug).first<{ v: number }>())?.v;

  it("answers the post with its content and counts one view per client (decision 0036)", async () => {
    const before = await views("post-3");
    const reader = { headers: { "CF-Connecting-IP": "203.0.113.101" } };
    const post3 = { param: { slug: "post-3" } };
    const response = await api.blog.posts[":slug"].$get(post3, reader);
    expect(response.status).toBe(200);
    const post = await successBody(response);
    expect(post.content).toBe("<h2>Heading 3</h2><p>Body</p>");
    expect(post.viewCount).toBe((before ?? 0) + 1);
    await api.blog.posts[":slug"].$get(post3, reader);
    expect(await views("post-3")).toBe((before ?? 0) + 1);
    await api.blog.posts[":slug"].$get(post3, { headers: { "CF-Connecting-IP": "203.0.113.102" } });
    expect(await views("post-3")).toBe((before ?? 0) + 2);
  });

  it("gives the day each post is dated in Baltimore: published, or else written", async () => {
    // 02:30 UTC on June 2 is still June 1 in Baltimore; a draft is dated by when it was written.
    await db()
      .insert(blogPosts)
      .values([
        { ...published[0]!, title: "Late", slug: "late-evening", publishedAt: new Date("2026-06-02T02:30:00Z") },
        { ...drafts[0]!, title: "Undated", slug: "undated-draft", createdAt: new Date("2026-01-10T04:59:00Z") },
      ]);
    try {
      const late = await read(api.blog.posts[":slug"].$get({ param: { slug: "late-evening" } }));
      expect(late.day).toBe("2026-06-01");
      expect((await list({ limit: "20" })).find((post) => post.slug === "late-evening")).toMatchObject({ day: "2026-06-01" });
      const everyPost = await apiClient({ cookie: await asAdmin() }).blog.posts.$get({ query: {} });
      const undated = (await successBody(everyPost)).find((post) => post.slug === "undated-draft");
      expect(undated?.day).toBe("2026-01-09");
    } finally {
      await db()
        .delete(blogPosts)
        .where(inArray(blogPosts.slug, ["late-evening", "undated-draft"]));
    }
  });

  it("counts every one of many concurrent reads by different clients", async () => {
    const before = (await views("post-4")) ?? 0;
    await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        api.blog.posts[":slug"].$get({ param: { slug: "post-4" } }, { headers: { "CF-Connecting-IP": `203.0.113.${i + 1}` } }),
      ),
    );
    expect(await views("post-4")).toBe(before + 25);
  });

  it.each(["draft-1", "no-such-post"])("answers 404 'Blog post not found' for %s and counts nothing", async (slug) => {
    const response = await api.blog.posts[":slug"].$get({ param: { slug } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Blog post not found" });
    if (slug === "draft-1") expect(await views(slug)).toBe(0);
  });
});

describe("a blog post's page", () => {
  it("carries the post's own head from D1 before any script, without counting a bot's fetch as a view", async () => {
    const before = await (await api.blog.posts.$get({ query: { limit: "50" } })).json();
    const response = await call("/blog/with-meta", { headers: { "User-Agent": "facebookexternalhit/1.1" } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>A better title - ${COMPANY.name}</title>`);
    expect(html).toContain('<meta name="description" content="A better description">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/blog/with-meta">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    // A WebP illustration is no card platforms show: the category's PNG stands in.
    expect(html).toContain(`<meta property="og:image" content="${ORIGIN}/images/social/blog-technology.png">`);
    expect(html).toContain('<meta property="article:published_time" content="2026-05-02T12:00:00.000Z">');
    expect(html).toContain('<meta property="article:tag" content="lighting">');
    expect(html).toContain('<meta property="article:tag" content="night">');
    expect(html).toContain('type="application/rss+xml"');
    const ld = JSON.parse(/<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? "{}") as Record<string, unknown>;
    expect(ld).toMatchObject({ "@type": "BlogPosting", headline: "A better title", datePublished: "2026-05-02T12:00:00.000Z" });
    const after = await (await api.blog.posts.$get({ query: { limit: "50" } })).json();
    expect(after).toEqual(before);
  });

  it("counts a reader's visit as one view, and a HEAD as none", async () => {
    const views = async () => (await read(api.blog.posts.$get({ query: { limit: "50" } }))).find((p) => p.slug === "post-2")!.viewCount;
    const before = await views();
    const browser = { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36" };
    expect((await call("/blog/post-2", { headers: browser })).status).toBe(200);
    expect((await call("/blog/post-2", { method: "HEAD", headers: browser })).status).toBe(200);
    expect(await views()).toBe(before + 1);
  });

  it("falls back to the title and excerpt", async () => {
    const html = await (await call("/blog/post-1")).text();
    expect(html).toContain(`<title>Post 1 - ${COMPANY.name}</title>`);
    expect(html).toContain('<meta name="description" content="Excerpt 1">');
  });

  it.each(["/blog/draft-2", "/blog/nothing-here", "/blog/%E0%A4%A"])("answers %s with 404 and Post Not Found", async (path) => {
    const response = await call(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<title>Post Not Found - ${COMPANY.name}</title>`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});

describe("the RSS feed", () => {
  it("lists published posts newest first with links, dates and no drafts", async () => {
    const response = await call("/blog/rss.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/rss\+xml/);
    const xml = await response.text();
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const links = [...xml.matchAll(/<item>[\s\S]*?<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links[0]).toBe(`${ORIGIN}/blog/post-14`);
    expect(links).toHaveLength(15);
    expect(xml).not.toContain("draft-1");
    expect(xml).toContain("<pubDate>Sun, 14 Jun 2026 12:00:00 GMT</pubDate>");
  });
});
