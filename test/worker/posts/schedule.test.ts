// Scheduled posts (issue 15): a post whose publish time is still ahead is a draft to every
// public read until that time, decided at read time; and the API's optional publishedAt (R15).
import { env } from "cloudflare:test";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { publishedAtFor } from "../../../worker/db/blog";
import { bumpContentVersion } from "../../../worker/pages/page-cache";
import { blogPosts } from "../../../worker/db/schema";
import { PUBLISH_TIME_MESSAGE } from "../../../worker/shared/schemas/admin";
import { apiClient, read, successBody } from "../api-client";
import { call, db } from "../helpers";
import { asAdmin, callWith } from "../session-helpers";

const api = apiClient();

/** The scheduled post's publish time; the clock is set around it. */
const GOES_LIVE = Date.parse("2030-05-01T13:00:00.000Z");
const SECOND = 1000;

beforeAll(async () => {
  await db()
    .insert(blogPosts)
    .values([
      {
        title: "Scheduled lighting post",
        slug: "scheduled-lighting",
        excerpt: "Goes live on its own.",
        content: "<p>Porch lights on a timer.</p>",
        category: "Security Tips",
        readingTime: 1,
        isPublished: true,
        publishedAt: new Date(GOES_LIVE),
      },
      {
        title: "Already live post",
        slug: "already-live",
        excerpt: "Published before.",
        content: "<p>Old news.</p>",
        category: "Security Tips",
        readingTime: 1,
        isPublished: true,
        publishedAt: new Date(GOES_LIVE - 60 * SECOND),
      },
    ]);
  // Written as staff would: the cached pages learn the new publish times (decision 0053).
  await bumpContentVersion(env);
});

afterEach(() => vi.useRealTimers());
const clockAt = (ms: number) => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(ms));
};

async function publicReads() {
  const list = await read(api.blog.posts.$get({ query: { limit: "50" } }));
  const post = await api.blog.posts[":slug"].$get({ param: { slug: "scheduled-lighting" } });
  const page = await call("/blog/scheduled-lighting");
  const pageHtml = await page.text();
  const feed = await (await call("/blog/rss.xml")).text();
  const sitemap = await (await call("/sitemap.xml")).text();
  const blogPage = await (await call("/blog")).text();
  return {
    listed: list.some((p) => p.slug === "scheduled-lighting"),
    postStatus: post.status,
    pageStatus: page.status,
    pageShowsBody: pageHtml.includes("Porch lights on a timer."),
    inFeed: feed.includes("/blog/scheduled-lighting"),
    inSitemap: sitemap.includes("/blog/scheduled-lighting"),
    onBlogPage: blogPage.includes("Scheduled lighting post"),
  };
}

describe("a post scheduled for later", () => {
  it("is a draft to the list, the post, its page, the feed, the sitemap and the blog page a second before its time", async () => {
    clockAt(GOES_LIVE - SECOND);
    expect(await publicReads()).toEqual({
      listed: false,
      postStatus: 404,
      pageStatus: 404,
      pageShowsBody: false,
      inFeed: false,
      inSitemap: false,
      onBlogPage: false,
    });
    // The post already live is unaffected.
    expect((await api.blog.posts[":slug"].$get({ param: { slug: "already-live" } })).status).toBe(200);
  });

  it.each([
    ["at its time", GOES_LIVE],
    ["a second after", GOES_LIVE + SECOND],
  ])("is live everywhere %s, without anything having run", async (_, now) => {
    clockAt(now);
    expect(await publicReads()).toEqual({
      listed: true,
      postStatus: 200,
      pageStatus: 200,
      pageShowsBody: true,
      inFeed: true,
      inSitemap: true,
      onBlogPage: true,
    });
  });
});

describe("a scheduled post's dates once it is live (decision 0063)", () => {
  const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]+)">`).exec(html)?.[1];

  it("is modified no earlier than it was published: saved before its time, it changed for readers when it went live", async () => {
    clockAt(GOES_LIVE + SECOND);
    const html = await (await call("/blog/scheduled-lighting")).text();
    const published = meta(html, "article:published_time");
    expect(published).toBe(new Date(GOES_LIVE).toISOString());
    expect(meta(html, "article:modified_time")).toBe(published);
    const data = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      ([, json]) => JSON.parse(json!) as Record<string, unknown>,
    );
    expect(data.find((item) => item["@type"] === "BlogPosting")).toMatchObject({ datePublished: published, dateModified: published });
    const sitemap = await (await call("/sitemap.xml")).text();
    expect(sitemap).toContain("/blog/scheduled-lighting</loc><lastmod>2030-05-01</lastmod>");
  });
});

describe("publishedAtFor", () => {
  const times = {
    now: new Date(GOES_LIVE),
    past: new Date(GOES_LIVE - 3600 * SECOND),
    future: new Date(GOES_LIVE + 3600 * SECOND),
    null: null,
    undefined: undefined,
  };
  type Time = keyof typeof times;
  it.each<[boolean, Time, Time, Time]>([
    // R9 without a chosen time
    [false, "null", "undefined", "null"],
    [true, "null", "undefined", "now"],
    [true, "past", "undefined", "past"],
    [false, "past", "undefined", "past"],
    [true, "future", "undefined", "future"],
    // a chosen time is the time, published or not
    [true, "null", "future", "future"],
    [false, "null", "future", "future"],
    [true, "past", "future", "future"],
    [true, "future", "past", "past"],
    // a cleared time keeps one already passed, and otherwise publishes now
    [true, "past", "null", "past"],
    [true, "future", "null", "now"],
    [false, "future", "null", "null"],
    [true, "null", "null", "now"],
    [false, "null", "null", "null"],
  ])("published %s, stored %s, chosen %s: %s", (isPublished, existing, chosen, expected) => {
    expect(publishedAtFor(isPublished, times[existing], times[chosen], times.now)).toEqual(times[expected]);
  });
});

describe("the API's optional publish time (R15)", () => {
  let adminCookie: string;
  let admin = apiClient();
  beforeAll(async () => {
    adminCookie = await asAdmin();
    admin = apiClient({ cookie: adminCookie });
  });
  const post = {
    title: "Spring walk recap",
    slug: "spring-walk",
    excerpt: "What we saw.",
    content: "<p>Three dark alleys.</p>",
    author: "Harborlight Security Team",
    category: "Community Safety",
    tags: [],
    featuredImage: "",
    metaTitle: "",
    metaDescription: "",
    isPublished: true,
  };
  // Raw, for the one table that sends a number where the types take a string.
  const send = (method: string, path: string, body: unknown) =>
    callWith(adminCookie, path, {
      method,
      headers: { "Content-Type": "application/json", Origin: "http://localhost" },
      body: JSON.stringify(body),
    });
  const patch = (id: number, json: Parameters<(typeof admin.blog.posts)[":id"]["$patch"]>[0]["json"]) =>
    read(admin.blog.posts[":id"].$patch({ param: { id: String(id) }, json }));

  it("schedules a post for the time sent, keeps it from readers, and keeps the time on later edits", async () => {
    const at = new Date(Date.now() + 24 * 3600 * SECOND);
    at.setUTCMilliseconds(0);
    const created = await admin.blog.posts.$post({ json: { ...post, slug: "scheduled-walk", publishedAt: at.toISOString() } });
    expect(created.status).toBe(201);
    const saved = await successBody(created);
    expect(saved.publishedAt).toBe(at.toISOString());
    expect((await api.blog.posts[":slug"].$get({ param: { slug: "scheduled-walk" } })).status).toBe(404);
    // A PATCH changes only what it sends: still published, tags kept, time kept.
    await patch(saved.id, { tags: ["walks"] });
    const edited = await patch(saved.id, { title: "Retitled" });
    expect(edited).toMatchObject({ publishedAt: at.toISOString(), isPublished: true, tags: ["walks"] });
    // An offset other than Z names the same instant.
    const local = await patch(saved.id, { publishedAt: "2099-12-01T09:00:00-05:00" });
    expect(local.publishedAt).toBe("2099-12-01T14:00:00.000Z");
  });

  it("publishes a scheduled post at once when its time is cleared", async () => {
    const future = new Date(Date.now() + 3600 * SECOND).toISOString();
    const saved = await read(admin.blog.posts.$post({ json: { ...post, slug: "publish-now", publishedAt: future } }));
    const before = Date.now();
    const cleared = await patch(saved.id, { publishedAt: null });
    expect(cleared.isPublished).toBe(true);
    expect(Date.parse(cleared.publishedAt!)).toBeGreaterThanOrEqual(before - SECOND);
    expect(Date.parse(cleared.publishedAt!)).toBeLessThanOrEqual(Date.now());
    expect((await api.blog.posts[":slug"].$get({ param: { slug: "publish-now" } })).status).toBe(200);
  });

  it("answers the spec's payload, without the field, exactly as before: dated at first publish", async () => {
    const before = Date.now();
    const saved = await read(admin.blog.posts.$post({ json: { ...post, slug: "spec-payload" } }));
    expect(Date.parse(saved.publishedAt!)).toBeGreaterThanOrEqual(before - SECOND);
    expect((await api.blog.posts[":slug"].$get({ param: { slug: "spec-payload" } })).status).toBe(200);
  });

  it.each(["tomorrow", "2030-05-01", "2030-05-01T09:00:00", "2030-02-30T09:00:00Z", 12])(
    "refuses the publish time %j with a 400 and stores nothing",
    async (publishedAt) => {
      const response = await send("POST", "/api/blog/posts", { ...post, slug: "bad-time", publishedAt });
      expect(response.status).toBe(400);
      const body = await response.json<{ message: string; errors: Record<string, string[]> }>();
      expect(body.errors.publishedAt).toBeDefined();
      if (typeof publishedAt === "string") expect(body.message).toBe(PUBLISH_TIME_MESSAGE);
      const list = await read(admin.blog.posts.$get({ query: {} }));
      expect(list.map((p) => p.slug)).not.toContain("bad-time");
    },
  );
});
