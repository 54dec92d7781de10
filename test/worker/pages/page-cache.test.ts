// The pages read from D1 are kept in the edge's cache (decision 0053): a second read of the blog,
// a post, the calendar or an event sends D1 no statement and answers the same page with the same
// headers; a staff change of a post or an event, a scheduled post's publish time, and the start of
// a date the calendar lists, show at the next read; signed-in readers and HEAD always get a page rendered for them; a reader's view is
// still counted when the post's page comes from the cache, the reads of a moment in one batch.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { blogPosts } from "../../../worker/db/schema";
import { forgetBuiltFiles } from "../../../worker/html/built-files";
import worker from "../../../worker/index";
import { READS_GATHERED_MS } from "../../../worker/posts/cached-views";
import { eventPath } from "../../../worker/shared/events";
import { instantToSiteDateTime } from "../../../worker/shared/time";
import { adminApi, apiClient, read } from "../api-client";
import { call, db, ORIGIN, sessionsWith } from "../helpers";
import { asAdmin, callWith } from "../session-helpers";

let admin = apiClient();
let cookie = "";
beforeAll(async () => {
  cookie = await asAdmin();
  admin = await adminApi();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** What the Worker says of its answer: the D1 statements it sent, and whether the page came from the cache. */
function served(response: Response) {
  const timing = response.headers.get("Server-Timing") ?? "";
  const statements = /d1;desc="(\d+) statements"/.exec(timing)?.[1];
  return { statements: statements === undefined ? undefined : Number(statements), cache: /page-cache;desc="(\w+)"/.exec(timing)?.[1] };
}

/** A page answered from the cache after the isolate's copy of the settings got older than SETTINGS_KEPT_MS reads them again: one statement. */
const SETTINGS_READ = 1;

const visit = (path: string, address = "203.0.113.40") => call(path, { headers: { "CF-Connecting-IP": address }, redirect: "manual" });

let posts = 0;
const postBody = (extra: { publishedAt?: string } = {}) => ({
  title: `Cached post ${++posts}`,
  slug: `cached-post-${posts}-${crypto.randomUUID().slice(0, 8)}`,
  excerpt: "Kept at the edge.",
  content: "<p>Cameras at the corner.</p>",
  author: "Harborlight Security Team",
  category: "Security Tips",
  isPublished: true,
  ...extra,
});

const eventBody = {
  title: "Canton porch-light walk",
  date: "2099-06-04",
  time: "19:00",
  location: "Canton Library",
  neighborhood: "Canton",
  description: "A walk past the porches",
  eventType: "Safety Walk",
  organizer: "Canton neighbors",
};

describe("a page read from D1", () => {
  it.each(["/blog", "/calendar", "/calendar?neighborhood=Canton"])(
    "%s is read from D1 once, then answered from the cache with no statement",
    async (path) => {
      await read(admin.blog.posts.$post({ json: postBody() })); // a change: the next read renders
      const first = await visit(path);
      expect(first.status).toBe(200);
      expect(served(first)).toMatchObject({ cache: "miss" });
      expect(served(first).statements).toBeGreaterThan(0);
      const html = await first.text();

      const again = await visit(path, "203.0.113.41");
      expect(served(again)).toEqual({ statements: 0, cache: "hit" });
      expect(await again.text()).toBe(html);
      // The same headers as a rendered page: HTML, revalidated by browsers, the site's security headers.
      for (const name of ["Content-Type", "Cache-Control", "Content-Security-Policy", "Strict-Transport-Security", "X-Frame-Options"])
        expect(again.headers.get(name), name).toBe(first.headers.get(name));
      expect(again.headers.get("Cache-Control")).toBe("no-cache");
    },
  );

  it("a page kept from another build is never answered: its scripts and style sheets are gone", async () => {
    const before = await visit("/blog");
    expect(before.status).toBe(200);
    expect(served(await visit("/blog", "203.0.113.42")).cache).toBe("hit");

    // The same isolate playing a deploy: the new build's index.html names another script.
    const entry = /\/assets\/index-[\w-]+\.js/;
    expect(await before.text()).toMatch(entry);
    const newBuild = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const answer = await env.ASSETS.fetch(input, init);
        if (new URL(input instanceof Request ? input.url : input).pathname !== "/index.html") return answer;
        return new Response((await answer.text()).replace(entry, "/assets/index-next-build.js"), answer);
      },
    };
    forgetBuiltFiles();
    try {
      const context = createExecutionContext();
      const after = await worker.fetch(
        new Request(`${ORIGIN}/blog`, { headers: { "CF-Connecting-IP": "203.0.113.43" } }),
        { ...env, ASSETS: newBuild },
        context,
      );
      await waitOnExecutionContext(context);
      expect(served(after).cache).toBe("miss");
      expect(await after.text()).toContain("/assets/index-next-build.js");
    } finally {
      forgetBuiltFiles();
    }
  });

  it("a post's page shows the post's change at the next read, and its new title only", async () => {
    const created = await read(admin.blog.posts.$post({ json: postBody() }));
    const path = `/blog/${created.slug}`;
    expect(await (await visit(path)).text()).toContain(created.title);
    expect(served(await visit(path))).toEqual({ statements: 0, cache: "hit" });

    const patched = await admin.blog.posts[":id"].$patch({ param: { id: String(created.id) }, json: { title: "Retitled while cached" } });
    expect(patched.status).toBe(200);
    const after = await visit(path);
    expect(served(after).cache).toBe("miss");
    const html = await after.text();
    expect(html).toContain("Retitled while cached");
    expect(html).not.toContain(created.title);
    expect(await (await visit("/blog")).text()).toContain("Retitled while cached");
  });

  it("an unpublished or deleted post leaves the blog at once", async () => {
    const created = await read(admin.blog.posts.$post({ json: postBody() }));
    expect(await (await visit("/blog")).text()).toContain(created.title);
    expect((await visit(`/blog/${created.slug}`)).status).toBe(200);
    await read(admin.blog.posts[":id"].$patch({ param: { id: String(created.id) }, json: { isPublished: false } }));
    expect(await (await visit("/blog")).text()).not.toContain(created.title);
    expect((await visit(`/blog/${created.slug}`)).status).toBe(404);
  });

  it("the calendar and an event's page show an event's change at the next read", async () => {
    const event = await read(admin.events.$post({ json: eventBody }));
    const own = eventPath(event);
    expect(await (await visit("/calendar")).text()).toContain("Canton porch-light walk");
    expect(await (await visit(own)).text()).toContain("Canton porch-light walk");
    expect(served(await visit(own))).toEqual({ statements: 0, cache: "hit" });

    const changed = await admin.events[":id"].$patch({
      param: { id: String(event.id) },
      json: { ...eventBody, location: "Patterson Park" },
    });
    expect(changed.status).toBe(200);
    expect(await (await visit("/calendar")).text()).toContain("Patterson Park");
    expect(await (await visit(own)).text()).toContain("Patterson Park");

    expect((await admin.events[":id"].$delete({ param: { id: String(event.id) } })).status).toBe(200);
    expect(await (await visit("/calendar")).text()).not.toContain("Canton porch-light walk");
    expect((await visit(own)).status).toBe(404);
  });

  it("the calendar and an event's page are kept until the first date they list starts, then show it as past", async () => {
    // A walk 40 minutes from now (to the minute), in Baltimore's date and time as staff type them;
    // if the half hour before it would cross midnight UTC, 40 minutes after that midnight instead
    // (a new UTC day's visitor key would be one more statement in the middle of the test).
    const soon = Math.ceil((Date.now() + 40 * 60_000) / 60_000) * 60_000;
    const midnight = Math.ceil((soon - 30 * 60_000) / 86_400_000) * 86_400_000;
    const startsAt = soon >= midnight ? midnight + 40 * 60_000 : soon;
    const title = "Fells Point morning camera walk";
    const event = await read(admin.events.$post({ json: { ...eventBody, title, ...instantToSiteDateTime(new Date(startsAt)) } }));
    const own = eventPath(event);
    // The calendar's structured data lists the pages of the events still to come.
    const upcomingInStructuredData = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].some(([, json]) => json!.includes(`${own}"`));

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(startsAt - 30 * 60_000);
    const first = await visit("/calendar");
    expect(served(first).cache).toBe("miss");
    expect(upcomingInStructuredData(await first.text())).toBe(true);
    expect(served(await visit(own)).cache).toBe("miss");

    // Twenty minutes on, nothing it lists has started: both pages come from the cache.
    vi.setSystemTime(startsAt - 10 * 60_000);
    expect(served(await visit("/calendar"))).toEqual({ statements: SETTINGS_READ, cache: "hit" });
    expect(served(await visit(own))).toEqual({ statements: 0, cache: "hit" });
    vi.setSystemTime(startsAt);
    expect(served(await visit("/calendar"))).toEqual({ statements: SETTINGS_READ, cache: "hit" });

    // Once it has started, the walk is no longer upcoming: both pages are rendered again.
    vi.setSystemTime(startsAt + 1000);
    const after = await visit("/calendar");
    expect(served(after).cache).toBe("miss");
    expect(upcomingInStructuredData(await after.text())).toBe(false);
    expect(served(await visit(own)).cache).toBe("miss");
    expect(served(await visit("/calendar"))).toEqual({ statements: 0, cache: "hit" });
  });

  it("the calendar with no date ahead is still rendered again after an hour, so a date that comes into its listing shows", async () => {
    // Ten days on or more, past every date this file's events hold, at noon UTC: the hour the test
    // moves through stays within one UTC day, whose visitor key the first visit has read (a
    // new day's key is one more statement).
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    const later = noon.getTime() + 11 * 24 * 3600_000;
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(later);
    expect(served(await visit("/calendar")).cache).toBe("miss");
    vi.setSystemTime(later + 59 * 60_000);
    expect(served(await visit("/calendar"))).toEqual({ statements: SETTINGS_READ, cache: "hit" });
    vi.setSystemTime(later + 61 * 60_000);
    expect(served(await visit("/calendar")).cache).toBe("miss");
  });

  it("a scheduled post appears on the blog at its publish time, though the blog was cached before", async () => {
    const goesLive = Date.now() + 10 * 60_000;
    const scheduled = await read(admin.blog.posts.$post({ json: postBody({ publishedAt: new Date(goesLive).toISOString() }) }));
    const before = await visit("/blog");
    expect(await before.text()).not.toContain(scheduled.title);
    expect(served(await visit("/blog"))).toEqual({ statements: 0, cache: "hit" });

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(goesLive - 1000);
    expect(served(await visit("/blog"))).toEqual({ statements: SETTINGS_READ, cache: "hit" });
    vi.setSystemTime(goesLive);
    const live = await visit("/blog");
    expect(served(live).cache).toBe("miss");
    expect(await live.text()).toContain(scheduled.title);
    expect((await visit(`/blog/${scheduled.slug}`)).status).toBe(200);
  });

  it("content loaded without the API (the demo seed) gets a version at the first read, its scheduled posts included", async () => {
    await env.SESSIONS.delete("content-version");
    const goesLive = Date.now() + 60 * 60_000;
    const seeded = postBody();
    await db()
      .insert(blogPosts)
      .values({ ...seeded, readingTime: 1, publishedAt: new Date(goesLive) });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(goesLive - 60_000); // past the version the isolate kept
    expect(await (await visit("/blog")).text()).not.toContain(seeded.title);
    expect(served(await visit("/blog"))).toEqual({ statements: 0, cache: "hit" }); // the settings were read by the first visit
    vi.setSystemTime(goesLive);
    expect(await (await visit("/blog")).text()).toContain(seeded.title);
  });

  it("a cached page still answers while D1 fails", async () => {
    await read(admin.blog.posts.$post({ json: postBody() }));
    const html = await (await visit("/blog")).text();
    sessionsWith(() => ({
      prepare: () => {
        throw new Error("D1_ERROR: overloaded");
      },
    }));
    const again = await visit("/blog");
    expect(again.status).toBe(200);
    expect(await again.text()).toBe(html);
  });

  it("is rendered for every signed-in request and every HEAD, never from the cache", async () => {
    await visit("/blog");
    expect(served(await visit("/blog")).cache).toBe("hit");
    for (let n = 0; n < 2; n++) {
      const staff = await callWith(cookie, "/blog");
      expect(staff.status).toBe(200);
      expect(served(staff).cache).toBeUndefined();
      expect(served(staff).statements).toBeGreaterThan(0);
    }
    const head = await call("/blog", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(served(head).cache).toBeUndefined();
  });

  it("keys a page by the parameters it reads: any other parameter, or a session cookie that names no session, is the same page", async () => {
    await read(admin.blog.posts.$post({ json: postBody() })); // a change: the next read renders
    expect(served(await visit("/calendar")).cache).toBe("miss");
    for (const path of ["/calendar?r=1", "/calendar?r=2&utm_source=flyer", "/calendar?fbclid=abc"]) {
      const answer = await visit(path);
      expect(answer.status).toBe(200);
      expect(served(answer)).toEqual({ cache: "hit", statements: 0 });
    }
    const bogus = await call("/calendar?r=3", { headers: { Cookie: "hl_session=made-up-value" } });
    expect(served(bogus)).toEqual({ cache: "hit", statements: 0 });

    // A parameter the page reads, in any order, is a page of its own.
    const past = await visit("/calendar?when=past&neighborhood=Canton");
    expect(served(past).cache).toBe("miss");
    expect(served(await visit("/calendar?neighborhood=Canton&r=4&when=past")).cache).toBe("hit");
    expect(served(await visit("/blog?category=Technology")).cache).toBe("miss");
    expect(served(await visit("/blog?category=Technology&utm_medium=qr")).cache).toBe("hit");
    // A page first rendered at an address with another parameter names none of it, so it can be answered for any.
    await read(admin.blog.posts.$post({ json: postBody() }));
    const marked = await visit("/calendar?r=marker-9");
    expect(served(marked).cache).toBe("miss");
    expect(await marked.text()).not.toContain("marker-9");
    expect(served(await visit("/calendar")).cache).toBe("hit");
  });

  it("counts a reader's view when the post's page comes from the cache, once per reader", async () => {
    const created = await read(admin.blog.posts.$post({ json: postBody() }));
    const path = `/blog/${created.slug}`;
    const views = async () => (await db().select().from(blogPosts).where(eq(blogPosts.id, created.id)))[0]!.viewCount;
    await visit(path, "203.0.113.50");
    expect(await views()).toBe(1);
    for (const address of ["203.0.113.51", "203.0.113.52", "203.0.113.51"]) expect(served(await visit(path, address)).cache).toBe("hit");
    await vi.waitFor(async () => expect(await views()).toBe(3));
  });

  it("counts every reader of a busy cached post, the reads of a moment gathered, while each hit sends D1 nothing", async () => {
    const created = await read(admin.blog.posts.$post({ json: postBody() }));
    const path = `/blog/${created.slug}`;
    const views = async () => (await db().select().from(blogPosts).where(eq(blogPosts.id, created.id)))[0]!.viewCount;
    await visit(path, "198.51.100.1");
    // 120 readers at once: more than one batch's worth, each counted once however often it reads.
    const readers = Array.from({ length: 120 }, (_, i) => `198.51.100.${i + 2}`);
    const answers = await Promise.all([...readers, ...readers.slice(0, 10)].map((address) => visit(path, address)));
    for (const answer of answers) expect(served(answer)).toEqual({ statements: 0, cache: "hit" });
    await vi.waitFor(async () => expect(await views()).toBe(121), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 2 * READS_GATHERED_MS));
    expect(await views()).toBe(121);
  });
});
