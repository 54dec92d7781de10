// A renamed post keeps its address (R9, decision 0044): a live post's old slugs answer 301 with its
// current address, straight and for any number of renames; a slug another post takes goes to that
// post; a deleted post's old slugs go with it; and a short link may take a /blog/ path only when no
// post uses or remembers it.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

import { RENAMED_POST_MAX_AGE_SECONDS } from "../../../worker/posts/pages";
import { adminApi, apiClient, read } from "../api-client";
import { call, ORIGIN } from "../helpers";

let admin = apiClient();
beforeAll(async () => {
  admin = await adminApi();
});

const USED = "This path is used by the site";
const SHORT_LINK_THERE = "A short link already uses this post's address";

const postBody = (slug: string, isPublished = true) => ({
  title: `About ${slug}`,
  slug,
  excerpt: "A post that moves.",
  content: "<p>Cameras at the corner.</p>",
  author: "Harborlight Security Team",
  category: "Security Tips",
  isPublished,
});
const createPost = (slug: string, isPublished = true) => read(admin.blog.posts.$post({ json: postBody(slug, isPublished) }));
const patchPost = (id: number, json: { slug?: string; isPublished?: boolean }) =>
  admin.blog.posts[":id"].$patch({ param: { id: String(id) }, json });
const renamePost = async (id: number, slug: string) => {
  const response = await patchPost(id, { slug });
  expect(response.status, `rename to ${slug}`).toBe(200);
};
const createLink = (fromPath: string) => admin.redirects.$post({ json: { fromPath, toUrl: "https://example.org/elsewhere" } });
const open = (path: string, method = "GET") => call(path, { method, redirect: "manual" });
const rememberedSlugs = async (postId: number) =>
  (
    await env.DB.prepare("SELECT slug FROM post_slug_history WHERE post_id = ? ORDER BY slug").bind(postId).all<{ slug: string }>()
  ).results.map((row) => row.slug);

async function expectMovedTo(path: string, location: string) {
  const response = await open(path);
  expect(response.status, path).toBe(301);
  expect(response.headers.get("Location"), path).toBe(location);
  expect(response.headers.get("Cache-Control")).toBe(`max-age=${RENAMED_POST_MAX_AGE_SECONDS}`);
}

async function expectPostNotFound(path: string) {
  const response = await open(path);
  expect(response.status, path).toBe(404);
  expect(await response.text()).toContain("Post Not Found");
}

describe("a published post renamed", () => {
  it("answers every old address with a 301 straight to the current one, and only the current one is canonical, in the feed and in the sitemap", async () => {
    const post = await createPost("porch-cameras");
    await renamePost(post.id, "porch-cameras-2026");
    await renamePost(post.id, "porch-camera-guide");
    await expectMovedTo("/blog/porch-cameras", "/blog/porch-camera-guide");
    await expectMovedTo("/blog/porch-cameras-2026?ref=flyer", "/blog/porch-camera-guide?ref=flyer");
    expect((await open("/blog/porch-cameras", "HEAD")).status).toBe(301);
    expect(await rememberedSlugs(post.id)).toEqual(["porch-cameras", "porch-cameras-2026"]);

    const page = await open("/blog/porch-camera-guide");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<link rel="canonical" href="${ORIGIN}/blog/porch-camera-guide">`);
    const feed = await (await call("/blog/rss.xml")).text();
    const sitemap = await (await call("/sitemap.xml")).text();
    for (const listing of [feed, sitemap]) {
      expect(listing).toContain(`${ORIGIN}/blog/porch-camera-guide<`);
      expect(listing).not.toContain("/blog/porch-cameras");
    }
  });

  it("takes back an old slug as its address, and remembers the one it leaves", async () => {
    const post = await createPost("alley-lights");
    await renamePost(post.id, "alley-lighting");
    await renamePost(post.id, "alley-lights");
    expect((await open("/blog/alley-lights")).status).toBe(200);
    await expectMovedTo("/blog/alley-lighting", "/blog/alley-lights");
    expect(await rememberedSlugs(post.id)).toEqual(["alley-lighting"]);
  });

  it("gives an old slug up to another post that takes it, on create and on rename", async () => {
    const first = await createPost("doorbell-basics");
    await renamePost(first.id, "doorbell-camera-basics");
    await renamePost(first.id, "doorbell-guide");
    const second = await createPost("doorbell-basics");
    const third = await createPost("doorbell-faq");
    await renamePost(third.id, "doorbell-camera-basics");

    const taken = await open("/blog/doorbell-basics");
    expect(taken.status).toBe(200);
    expect(await taken.text()).toContain("About doorbell-basics");
    expect((await open("/blog/doorbell-camera-basics")).status).toBe(200);
    expect(await rememberedSlugs(first.id)).toEqual([]);
    expect(await rememberedSlugs(second.id)).toEqual([]);
    expect(await rememberedSlugs(third.id)).toEqual(["doorbell-faq"]);
    await expectMovedTo("/blog/doorbell-faq", "/blog/doorbell-camera-basics");
  });

  it("loses its old addresses with it when it is deleted", async () => {
    const post = await createPost("gone-soon");
    await renamePost(post.id, "gone-now");
    await expectMovedTo("/blog/gone-soon", "/blog/gone-now");
    expect((await admin.blog.posts[":id"].$delete({ param: { id: String(post.id) } })).status).toBe(200);
    await expectPostNotFound("/blog/gone-soon");
    await expectPostNotFound("/blog/gone-now");
    expect(await rememberedSlugs(post.id)).toEqual([]);
  });

  it("writes nothing when the new slug is another post's", async () => {
    await createPost("taken-slug");
    const post = await createPost("free-slug");
    const refused = await patchPost(post.id, { slug: "taken-slug" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ errors: { slug: ["Another post already uses this slug"] } });
    expect(await rememberedSlugs(post.id)).toEqual([]);
    expect((await open("/blog/free-slug")).status).toBe(200);
  });

  it("no longer sends readers on once it is a draft again, so the old address tells nothing of the new one", async () => {
    const post = await createPost("pulled-post");
    await renamePost(post.id, "pulled-post-renamed");
    expect((await patchPost(post.id, { isPublished: false })).status).toBe(200);
    const old = await open("/blog/pulled-post");
    expect(old.status).toBe(404);
    expect(old.headers.get("Location")).toBeNull();
    expect((await patchPost(post.id, { isPublished: true })).status).toBe(200);
    await expectMovedTo("/blog/pulled-post", "/blog/pulled-post-renamed");
  });
});

describe("a draft renamed", () => {
  it("remembers nothing: its slug was never public", async () => {
    const draft = await createPost("draft-first-name", false);
    await renamePost(draft.id, "draft-second-name");
    expect(await rememberedSlugs(draft.id)).toEqual([]);
    expect((await patchPost(draft.id, { isPublished: true })).status).toBe(200);
    await expectPostNotFound("/blog/draft-first-name");
    expect((await open("/blog/draft-second-name")).status).toBe(200);
  });
});

describe("a short link under /blog/", () => {
  it("is refused on a path a post uses, a draft included, or remembers, however it is spelled", async () => {
    const post = await createPost("harbor-patrol");
    await renamePost(post.id, "harbor-patrol-walks");
    await createPost("unfinished-thoughts", false);
    for (const fromPath of [
      "/blog/harbor-patrol-walks",
      "/blog/harbor-patrol",
      "/Blog/Harbor-Patrol/",
      "/blog/unfinished-thoughts",
      "/blog/rss.xml",
      "/blog",
    ]) {
      const response = await createLink(fromPath);
      expect(response.status, fromPath).toBe(400);
      expect(await response.json()).toEqual({ message: USED, errors: { fromPath: [USED] } });
    }
    const elsewhere = await read(createLink("/spring-walk"));
    const moved = await admin.redirects[":id"].$patch({ param: { id: String(elsewhere.id) }, json: { fromPath: "/blog/harbor-patrol" } });
    expect(moved.status).toBe(400);
    expect(await moved.json()).toEqual({ message: USED, errors: { fromPath: [USED] } });
  });

  it("is allowed on a path no post uses or remembers, answers there, and keeps posts from taking it", async () => {
    for (const fromPath of ["/blog/old-newsletter", "/blog/2019/winter-tips"]) {
      expect((await createLink(fromPath)).status, fromPath).toBe(201);
      const followed = await open(fromPath);
      expect(followed.status, fromPath).toBe(302);
      expect(followed.headers.get("Location")).toBe("https://example.org/elsewhere");
    }
    const create = await admin.blog.posts.$post({ json: postBody("old-newsletter") });
    expect(create.status).toBe(400);
    expect(await create.json()).toEqual({ message: SHORT_LINK_THERE, errors: { slug: [SHORT_LINK_THERE] } });
    const post = await createPost("new-newsletter");
    const rename = await patchPost(post.id, { slug: "old-newsletter" });
    expect(rename.status).toBe(400);
    expect(await rename.json()).toEqual({ message: SHORT_LINK_THERE, errors: { slug: [SHORT_LINK_THERE] } });
    expect(await rememberedSlugs(post.id)).toEqual([]);
  });

  it("leaves a missing post's address to the not-found page when no short link has it", async () => {
    await expectPostNotFound("/blog/never-written");
  });
});
