// A post's view count grows by one per client and UTC day (decision 0036): a client is its address
// and user agent, hashed with the day's random key; one address counts as a few clients at most.
import { createScheduledController, env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { VIEWERS_PER_ADDRESS_PER_DAY } from "../../../worker/db/post-views";
import { READS_GATHERED_MS } from "../../../worker/posts/cached-views";
import { blogPosts, clientSalts, postViews } from "../../../worker/db/schema";
import worker from "../../../worker/index";
import { apiClient, successBody } from "../api-client";
import { call, db } from "../helpers";

const api = apiClient();

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1";

let posts = 0;

/** A published post of the test's own, so no other test's reads are counted with its. */
async function newPost() {
  const slug = `views-${++posts}`;
  await db()
    .insert(blogPosts)
    .values({
      title: `Views ${posts}`,
      slug,
      excerpt: "Counted once per reader",
      content: "<p>Body</p>",
      category: "Technology",
      readingTime: 1,
      isPublished: true,
      publishedAt: new Date("2026-01-05T12:00:00Z"),
    });
  return slug;
}

const viewsOf = async (slug: string) => (await db().select().from(blogPosts).where(eq(blogPosts.slug, slug)))[0]!.viewCount;
const read = (slug: string, address: string, userAgent = BROWSER) =>
  api.blog.posts[":slug"].$get({ param: { slug } }, { headers: { "CF-Connecting-IP": address, "User-Agent": userAgent } });
const visit = (slug: string, address: string, userAgent = BROWSER) =>
  call(`/blog/${slug}`, { headers: { "CF-Connecting-IP": address, "User-Agent": userAgent } });

afterEach(() => vi.useRealTimers());

describe("a post's view count", () => {
  it("grows by one for 50 reads by one client", async () => {
    const slug = await newPost();
    for (let n = 0; n < 50; n++) expect((await read(slug, "203.0.113.7")).status).toBe(200);
    expect(await viewsOf(slug)).toBe(1);
  });

  it("grows by one for 20 concurrent reads by one client", async () => {
    const slug = await newPost();
    const answers = await Promise.all(Array.from({ length: 20 }, () => read(slug, "203.0.113.8")));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await viewsOf(slug)).toBe(1);
  });

  it("grows by two for two clients: two addresses, or two devices behind one address", async () => {
    const twoAddresses = await newPost();
    await read(twoAddresses, "203.0.113.9");
    await read(twoAddresses, "203.0.113.10");
    await read(twoAddresses, "203.0.113.9");
    expect(await viewsOf(twoAddresses)).toBe(2);

    const twoDevices = await newPost();
    await read(twoDevices, "203.0.113.11", BROWSER);
    await read(twoDevices, "203.0.113.11", PHONE);
    await read(twoDevices, "203.0.113.11", PHONE);
    expect(await viewsOf(twoDevices)).toBe(2);
  });

  it(`counts one address as at most ${VIEWERS_PER_ADDRESS_PER_DAY} clients however many user agents it sends`, async () => {
    const slug = await newPost();
    for (let n = 0; n < 30; n++) await read(slug, "203.0.113.12", `${BROWSER} rotating/${n}`);
    expect(await viewsOf(slug)).toBe(VIEWERS_PER_ADDRESS_PER_DAY);
    // Another address still counts.
    await read(slug, "203.0.113.13");
    expect(await viewsOf(slug)).toBe(VIEWERS_PER_ADDRESS_PER_DAY + 1);
  });

  it("counts an IPv6 client by its /64: a visitor rotating privacy addresses is one client", async () => {
    const slug = await newPost();
    for (const address of [
      "2001:db8:aa:bb::1",
      "2001:db8:aa:bb::2",
      "2001:db8:aa:bb:abcd:1234:5678:9abc",
      "2001:0db8:00aa:00bb:ffff:ffff:ffff:ffff",
    ])
      await read(slug, address);
    expect(await viewsOf(slug)).toBe(1);
  });

  it("counts a reader's visits to the post's page the same way", async () => {
    const slug = await newPost();
    for (let n = 0; n < 10; n++) await visit(slug, "203.0.113.14");
    await read(slug, "203.0.113.14");
    expect(await viewsOf(slug)).toBe(1);
    // Answered from the edge's cache now: the view is written with the other reads of its moment (cached-reads.ts).
    await visit(slug, "203.0.113.15");
    await vi.waitFor(async () => expect(await viewsOf(slug)).toBe(2));
  });

  it(`counts the cached page's readers of one moment by the same rule: one address at most ${VIEWERS_PER_ADDRESS_PER_DAY} clients`, async () => {
    const slug = await newPost();
    await visit(slug, "203.0.113.20");
    expect(await viewsOf(slug)).toBe(1);
    // Answered from the cache now: eight devices behind one address, and one reader twice, read at once.
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, n) => visit(slug, "203.0.113.21", `${BROWSER} device/${n}`)),
      visit(slug, "203.0.113.22"),
      visit(slug, "203.0.113.22"),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const expected = 1 + VIEWERS_PER_ADDRESS_PER_DAY + 1;
    await vi.waitFor(async () => expect(await viewsOf(slug)).toBeGreaterThanOrEqual(expected));
    // Every gathered write is done a moment later: the count stays at the rule's number.
    await new Promise((resolve) => setTimeout(resolve, 3 * READS_GATHERED_MS));
    expect(await viewsOf(slug)).toBe(expected);
  });

  it("counts no read by a bot, through the API as on the page, and still serves it", async () => {
    const slug = await newPost();
    const bot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
    const answer = await read(slug, "203.0.113.40", bot);
    expect(answer.status).toBe(200);
    expect((await successBody(answer)).slug).toBe(slug);
    expect((await visit(slug, "203.0.113.41", bot)).status).toBe(200);
    expect(await viewsOf(slug)).toBe(0);
    await read(slug, "203.0.113.40");
    expect(await viewsOf(slug)).toBe(1);
  });

  it("counts the same client again on the next UTC day", async () => {
    const slug = await newPost();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-10T23:59:00Z"));
    await read(slug, "203.0.113.16");
    await read(slug, "203.0.113.16");
    expect(await viewsOf(slug)).toBe(1);
    vi.setSystemTime(new Date("2026-03-11T00:01:00Z"));
    await read(slug, "203.0.113.16");
    await read(slug, "203.0.113.16");
    expect(await viewsOf(slug)).toBe(2);
  });
});

describe("what is kept about readers", () => {
  it("is keyed hashes only, for the day: no address or user agent, and each day its own key", async () => {
    const slug = await newPost();
    await read(slug, "198.51.100.77", PHONE);
    const [post] = await db().select().from(blogPosts).where(eq(blogPosts.slug, slug));
    const views = await db().select().from(postViews).where(eq(postViews.postId, post!.id));
    expect(views).toEqual([
      {
        postId: post!.id,
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        clientHash: expect.stringMatching(/^[0-9a-f]{32}$/),
        addressHash: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    const stored = JSON.stringify([views, await db().select().from(clientSalts)]);
    for (const personal of ["198.51.100.77", "iPhone", "Safari"]) expect(stored).not.toContain(personal);
  });

  it("is purged by the cron trigger once its day is over", async () => {
    const slug = await newPost();
    const [post] = await db().select().from(blogPosts).where(eq(blogPosts.slug, slug));
    await db()
      .insert(clientSalts)
      .values([
        { day: "2030-05-01", salt: "a".repeat(64) },
        { day: "2030-05-02", salt: "b".repeat(64) },
      ]);
    await db()
      .insert(postViews)
      .values([
        { postId: post!.id, day: "2030-05-01", clientHash: "1".repeat(32), addressHash: "2".repeat(32) },
        { postId: post!.id, day: "2030-05-02", clientHash: "3".repeat(32), addressHash: "4".repeat(32) },
      ]);

    await worker.scheduled(createScheduledController({ scheduledTime: new Date("2030-05-02T00:05:00Z"), cron: "*/5 * * * *" }), env);

    expect((await db().select().from(clientSalts)).map((row) => row.day)).toEqual(["2030-05-02"]);
    expect((await db().select().from(postViews).where(eq(postViews.postId, post!.id))).map((row) => row.day)).toEqual(["2030-05-02"]);
    // The count the two rows made stays: purging a day forgets who read, not how many did.
    expect(await viewsOf(slug)).toBe(2);
  });
});
