// The screens whose content lives in D1, rendered into the HTML the Worker sends (issue 15):
// a blog post, the blog list and the calendar, readable without JavaScript, with the data they
// were drawn from embedded for the app; drafts and scheduled posts never appear; link previews
// point to raster images.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { escapeJsonForScript } from "../../../worker/html/escape";
import { blogPosts, communityEvents, media } from "../../../worker/db/schema";
import { QUERY_STATE_ID } from "../../../worker/shared/pages";
import { siteDateTimeToInstant } from "../../../worker/shared/time";
import { apiClient, read } from "../api-client";
import { call, db, ORIGIN } from "../helpers";

const NOW = Date.parse("2030-03-01T17:00:00.000Z");
const DAY = 24 * 3600 * 1000;
const JPEG_KEY = `${"a".repeat(64)}.jpg`;
const WEBP_KEY = `${"b".repeat(64)}.webp`;
const PREVIEWED_WEBP_KEY = `${"c".repeat(64)}.webp`;
const PREVIEW_KEY = `${"d".repeat(64)}.jpg`;

const post = (slug: string, extra: Partial<typeof blogPosts.$inferInsert> = {}) => ({
  title: `Title of ${slug}`,
  slug,
  excerpt: `Excerpt of ${slug}`,
  content: `<p>Body of ${slug}</p>`,
  author: "Dana Brooks",
  category: "Security Tips",
  readingTime: 2,
  isPublished: true,
  publishedAt: new Date(NOW - 5 * DAY),
  ...extra,
});

beforeAll(async () => {
  await db()
    .insert(media)
    .values([
      {
        key: JPEG_KEY,
        mimeType: "image/jpeg",
        width: 1600,
        height: 900,
        byteSize: 1000,
        alt: "A camera over a rowhouse door",
        originalName: "door.jpg",
        createdBy: "staff",
      },
      {
        key: WEBP_KEY,
        mimeType: "image/webp",
        width: 1600,
        height: 900,
        byteSize: 1000,
        alt: "A porch light",
        originalName: "porch.webp",
        createdBy: "staff",
      },
      {
        key: PREVIEWED_WEBP_KEY,
        mimeType: "image/webp",
        width: 1600,
        height: 1200,
        byteSize: 1000,
        alt: "A camera under the eaves",
        originalName: "eaves.jpg",
        createdBy: "staff",
        previewKey: PREVIEW_KEY,
        previewWidth: 1200,
        previewHeight: 900,
      },
    ]);
  const rows = [
    post("full-article", {
      title: "Lighting the Alley",
      content:
        '<h2>Why light matters</h2><p>Read <a href="https://www.cisa.gov/">CISA</a> and <a href="/contact">ask us</a>.</p><script>window.__bad = 1</script><p onclick="x()">Warm <strong>light</strong>.</p>',
      publishedAt: new Date("2030-02-14T15:00:00.000Z"),
      featuredImage: `/media/${JPEG_KEY}`,
    }),
    post("tricky-text", {
      title: "Closing tags </script> and separators",
      excerpt: "Line\u2028separator and paragraph\u2029separator",
      content: "<p>Text with </script><script>window.__bad = 2</script> inside</p>",
    }),
    post("illustrated", { featuredImage: "/images/blog/camera-placement-baltimore-rowhouses.svg", category: "Case Studies" }),
    post("webp-photo", { featuredImage: `/media/${WEBP_KEY}`, category: "Technology" }),
    post("previewed-photo", { featuredImage: `/media/${PREVIEWED_WEBP_KEY}`, category: "Technology" }),
    post("plain", { category: "Industry News" }),
    post("a-draft", { isPublished: false, publishedAt: null }),
    post("scheduled", { publishedAt: new Date(NOW + DAY) }),
  ];
  const [first, ...rest] = rows.map((row) => db().insert(blogPosts).values(row));
  await db().batch([first!, ...rest]);
  await db()
    .insert(communityEvents)
    .values([
      {
        title: "Canton Safety Meeting",
        eventDate: siteDateTimeToInstant("2030-03-10", "19:00"),
        eventTime: "19:00",
        location: "Canton Library",
        neighborhood: "Canton",
        eventType: "Neighborhood Meeting",
        organizer: "Canton Association",
      },
      {
        title: "Fells Point Night Walk",
        eventDate: siteDateTimeToInstant("2030-03-12", "20:00"),
        eventTime: "20:00",
        location: "Broadway Square",
        neighborhood: "Fells Point",
        eventType: "Safety Walk",
        organizer: "Fells Point Watch",
      },
    ]);
});

afterEach(() => vi.useRealTimers());
const atNow = () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(NOW));
};

/** The served page's root markup (what shows without JavaScript) and its embedded query data. */
async function served(path: string) {
  atNow();
  const response = await call(path, { headers: { "User-Agent": "Googlebot/2.1" } });
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'), html.lastIndexOf("</div>"));
  const stateMatch = new RegExp(`<script type="application/json" id="${QUERY_STATE_ID}">([^<]*)</script>`).exec(html);
  const state = stateMatch
    ? (JSON.parse(stateMatch[1]!) as { queries: { queryKey: unknown[]; state: { data: unknown; status: string } }[] })
    : undefined;
  return { response, html, root, state };
}

const meta = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

describe("a blog post's served HTML", () => {
  it("holds the post itself: title, excerpt, author, date and the body, sanitized as in the browser", async () => {
    const { response, root, state } = await served("/blog/full-article");
    expect(response.status).toBe(200);
    expect(root).toContain("<h1");
    expect(root).toContain("Lighting the Alley");
    expect(root).toContain("Excerpt of full-article");
    expect(root).toContain("Dana Brooks");
    expect(root).toContain("February 14, 2030");
    expect(root).toContain("<h2>Why light matters</h2>");
    expect(root).toContain('<a href="https://www.cisa.gov/" target="_blank" rel="noopener noreferrer">CISA</a>');
    expect(root).toContain('<a href="/contact">ask us</a>');
    expect(root).toContain("<p>Warm <strong>light</strong>.</p>");
    expect(root).not.toMatch(/__bad|onclick|<script/);
    // The featured image, from the site's own origin.
    expect(root).toContain(`src="/media/${JPEG_KEY}"`);
    expect(root).toContain('alt="A camera over a rowhouse door"');
    // The app's cache starts from the same post, under the key its screen reads.
    expect(state?.queries.map((query) => query.queryKey)).toEqual([["blog", "post", "full-article"]]);
    expect(state?.queries[0]?.state.data).toMatchObject({ slug: "full-article", title: "Lighting the Alley" });
  });

  it("answers the API's public read with the same sanitized HTML the page shows", async () => {
    const { root } = await served("/blog/full-article");
    const post = await read(apiClient().blog.posts[":slug"].$get({ param: { slug: "full-article" } }));
    expect(post.content).toBe(
      '<h2>Why light matters</h2><p>Read <a href="https://www.cisa.gov/" target="_blank" rel="noopener noreferrer">CISA</a> and <a href="/contact">ask us</a>.</p><p>Warm <strong>light</strong>.</p>',
    );
    expect(root).toContain(post.content);
  });

  it("keeps </script> and line separators in the data from ending or breaking the script element", async () => {
    const { html, state } = await served("/blog/tricky-text");
    const script = html.slice(html.indexOf(`id="${QUERY_STATE_ID}">`), html.indexOf("</script>", html.indexOf(`id="${QUERY_STATE_ID}">`)));
    expect(script).not.toContain("<");
    expect(script).not.toMatch(/[\u2028\u2029]/);
    expect(state?.queries[0]?.state.data).toMatchObject({
      title: "Closing tags </script> and separators",
      excerpt: "Line\u2028separator and paragraph\u2029separator",
      content: "<p>Text with  inside</p>",
    });
  });

  it.each(["a-draft", "scheduled", "no-such-post"])("answers %s with 404 and Post Not Found, never its content", async (slug) => {
    const { response, root } = await served(`/blog/${slug}`);
    expect(response.status).toBe(404);
    expect(root).toContain("Post Not Found");
    expect(root).toContain("The blog post you&#x27;re looking for doesn&#x27;t exist or has been removed.");
    expect(root).not.toContain(`Body of ${slug}`);
  });
});

describe("the blog list's served HTML", () => {
  it("shows the first page of every category, live posts only", async () => {
    const { response, root, state } = await served("/blog");
    expect(response.status).toBe(200);
    for (const slug of ["full-article", "tricky-text", "illustrated", "webp-photo", "plain"]) expect(root).toContain(`/blog/${slug}"`);
    expect(root).not.toContain("/blog/a-draft");
    expect(root).not.toContain("/blog/scheduled");
    expect(state?.queries.map((query) => query.queryKey)).toEqual([["blog", "list", { page: 1, category: "All Categories" }]]);
  });

  it("shows the address's category", async () => {
    const { root, state } = await served("/blog?category=Case+Studies");
    expect(root).toContain('/blog/illustrated"');
    expect(root).not.toContain('/blog/plain"');
    expect(state?.queries[0]?.queryKey).toEqual(["blog", "list", { page: 1, category: "Case Studies" }]);
  });
});

describe("the calendar's served HTML", () => {
  it("shows the upcoming events", async () => {
    const { response, root } = await served("/calendar");
    expect(response.status).toBe(200);
    expect(root).toContain("Canton Safety Meeting");
    expect(root).toContain("Fells Point Night Walk");
    expect(root).toContain("Sunday, March 10, 2030");
  });

  it("shows the events matching the address's filters, with every neighborhood still offered", async () => {
    const { root, state } = await served("/calendar?neighborhood=Canton");
    expect(root).toContain("Canton Safety Meeting");
    expect(root).not.toContain("Fells Point Night Walk");
    expect(root).toContain('<option value="Fells Point">');
    expect(root).toContain(`href="webcal://${new URL(ORIGIN).host}/calendar.ics?neighborhood=Canton"`);
    // One read: the filtered page of dates, which carries the filter's neighborhoods too.
    expect(state?.queries.map((query) => query.queryKey)).toEqual([["events", "calendar", { neighborhood: "Canton" }]]);
  });

  it("carries only what the cards show: no stored instant, no admin schedule, no cancelled date", async () => {
    const { state } = await served("/calendar");
    const page = state?.queries[0]?.state.data as { events: Record<string, unknown>[]; pageCount: number; neighborhoods: string[] };
    expect(page.pageCount).toBe(1);
    expect(page.neighborhoods).toEqual(expect.arrayContaining(["Canton", "Fells Point"]));
    expect(page.events.length).toBeGreaterThan(0);
    for (const event of page.events) {
      for (const field of [
        "createdAt",
        "eventDate",
        "date",
        "time",
        "repeat",
        "repeatInterval",
        "repeatUntil",
        "cancelledDates",
        "isRecurring",
      ]) {
        expect(event).not.toHaveProperty(field);
      }
      for (const occurrence of event.occurrences as Record<string, unknown>[])
        expect(Object.keys(occurrence).sort()).toEqual(["date", "end", "start"]);
    }
  });
});

describe("an address not in its screen's own form", () => {
  it.each([
    ["/blog?page=1", "/blog"],
    ["/blog?page=abc&category=Technology", "/blog?category=Technology"],
    ["/blog?category=All+Categories", "/blog"],
    ["/calendar?neighborhood=Canton&eventType=", "/calendar?neighborhood=Canton"],
    ["/calendar?neighborhood=&eventType=&when=past", "/calendar?when=past"],
  ])("%s redirects to %s, rendering nothing", async (from, to) => {
    atNow();
    const response = await call(from, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe(to);
    expect(await response.text()).toBe("");
  });

  it.each(["/blog?page=2", "/calendar?neighborhood=Canton", "/calendar?when=past"])("%s is served as it is", async (path) => {
    atNow();
    const response = await call(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<main");
  });
});

describe("link previews", () => {
  it("use an uploaded JPEG featured image, with its size and alt text", async () => {
    const { html } = await served("/blog/full-article");
    expect(meta(html, "property", "og:image")).toBe(`${ORIGIN}/media/${JPEG_KEY}`);
    expect(meta(html, "property", "og:image:type")).toBe("image/jpeg");
    expect(meta(html, "property", "og:image:width")).toBe("1600");
    expect(meta(html, "property", "og:image:height")).toBe("900");
    expect(meta(html, "property", "og:image:alt")).toBe("A camera over a rowhouse door");
    expect(meta(html, "name", "twitter:image")).toBe(`${ORIGIN}/media/${JPEG_KEY}`);
    expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
  });

  it("use a WebP featured image's JPEG copy, with the copy's size and the image's alt text", async () => {
    const { html } = await served("/blog/previewed-photo");
    expect(meta(html, "property", "og:image")).toBe(`${ORIGIN}/media/${PREVIEW_KEY}`);
    expect(meta(html, "property", "og:image:type")).toBe("image/jpeg");
    expect([meta(html, "property", "og:image:width"), meta(html, "property", "og:image:height")]).toEqual(["1200", "900"]);
    expect(meta(html, "property", "og:image:alt")).toBe("A camera under the eaves");
    expect(meta(html, "name", "twitter:image")).toBe(`${ORIGIN}/media/${PREVIEW_KEY}`);
  });

  it.each([
    ["illustrated", "/images/social/blog/camera-placement-baltimore-rowhouses.png"],
    ["webp-photo", "/images/social/blog-technology.png"],
    ["plain", "/images/social/blog-industry-news.png"],
  ])("give %s a PNG: the drawn illustration or its category's card", async (slug, image) => {
    const { html } = await served(`/blog/${slug}`);
    expect(meta(html, "property", "og:image")).toBe(`${ORIGIN}${image}`);
    expect(meta(html, "property", "og:image:type")).toBe("image/png");
    expect([meta(html, "property", "og:image:width"), meta(html, "property", "og:image:height")]).toEqual(["1200", "630"]);
    expect(html).not.toMatch(/<meta [^>]*content="[^"]*\.(svg|webp)"/);
  });
});

describe("escapeJsonForScript", () => {
  it.each([
    ['{"a":"</script>"}', '{"a":"\\u003c/script\\u003e"}'],
    ['{"a":"<!--"}', '{"a":"\\u003c!--"}'],
    ['{"a":"x & y"}', '{"a":"x \\u0026 y"}'],
    ['{"a":"\u2028\u2029"}', '{"a":"\\u2028\\u2029"}'],
  ])("escapes %s and reads back the same value", (json, escaped) => {
    expect(escapeJsonForScript(json)).toBe(escaped);
    expect(JSON.parse(escapeJsonForScript(json))).toEqual(JSON.parse(json));
  });
});
