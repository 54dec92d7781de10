// Deeply nested post HTML (docs/decisions/0034-bad-input.md): a write past the bound is refused
// naming the field, and a post stored before the rule still renders, within the bound.
import { beforeAll, describe, expect, it } from "vitest";

import { blogPosts } from "../../../worker/db/schema";
import { htmlNestingDepth, MAX_HTML_NESTING } from "../../../worker/shared/html-nesting";
import { sanitizeHtml } from "../../../worker/shared/sanitize";
import { ADMIN_TEXTS } from "../../../worker/shared/schemas/admin";
import { adminApi, apiClient, successBody } from "../api-client";
import { call, db, ORIGIN } from "../helpers";

const api = apiClient();

const nested = (open: string, close: string, depth: number, inner = "deep text") => `${open.repeat(depth)}${inner}${close.repeat(depth)}`;

/** Markup whose tree nests `levels` elements or more, as a browser parses it. */
const DEEP: [string, (levels: number) => string][] = [
  ["divs", (n) => nested("<div>", "</div>", n)],
  ["spans", (n) => nested("<span>", "</span>", n)],
  ["unclosed bold", (n) => nested("<b>", "", n)],
  ["lists in list items", (n) => nested("<ul><li>", "</li></ul>", Math.ceil(n / 2))],
  ["quotes", (n) => nested("<blockquote>", "</blockquote>", n)],
  ["tables in cells", (n) => nested("<table><tr><td>", "</td></tr></table>", Math.ceil(n / 4))],
  ["misnested formatting (the adoption agency)", (n) => nested("<b><div></b>", "", n)],
  ["templates", (n) => nested("<template>", "</template>", n)],
  ["mixed, with attributes", (n) => nested('<div id="a"><em title="t">', "</em></div>", Math.ceil(n / 2))],
];

describe("the sanitizer on deep markup", () => {
  it.each(DEEP)("%s, 5,000 and 50,000 levels: no exception, the text kept, nothing deeper than the bound", (name, build) => {
    for (const levels of [5_000, 50_000]) {
      const clean = sanitizeHtml(build(levels), ORIGIN);
      expect(htmlNestingDepth(clean)).toBeLessThanOrEqual(MAX_HTML_NESTING);
      // A template is removed with its content (R9); everything else keeps its text.
      if (name !== "templates") expect(clean).toContain("deep text");
    }
  });

  it("leaves markup within the bound exactly as it was", () => {
    const within = nested("<div>", "</div>", MAX_HTML_NESTING - 2, "<p>inner <strong>text</strong></p>");
    expect(htmlNestingDepth(within)).toBe(MAX_HTML_NESTING);
    expect(sanitizeHtml(within, ORIGIN)).toBe(within);
  });

  it("keeps the first levels of a post nested a few hundred deep, and all its text", () => {
    const clean = sanitizeHtml(nested("<div>", "</div>", 500, "<p>inner <em>text</em></p>"), ORIGIN);
    expect(htmlNestingDepth(clean)).toBe(MAX_HTML_NESTING);
    expect(clean).toBe(nested("<div>", "</div>", MAX_HTML_NESTING, "inner text"));
  });

  it("still removes active content inside and beyond the bound", () => {
    const html = nested("<div>", "</div>", 3_000, '<script>alert(1)</script><img src="x" onerror="alert(2)">text');
    const clean = sanitizeHtml(html, ORIGIN);
    expect(clean).not.toMatch(/<script|onerror|<img/);
    expect(clean).toContain("text");
  });
});

describe("writing a post", () => {
  let admin = apiClient();
  beforeAll(async () => {
    admin = await adminApi();
  });

  const post = (slug: string, content: string) => ({
    title: "Nested",
    slug,
    excerpt: "Nested markup",
    content,
    author: "Harborlight Security Team",
    category: "Security Tips",
  });

  it.each(DEEP)("%s past the bound: 400 naming the content field, nothing stored", async (name, build) => {
    const slug = `deep-${name.toLowerCase().replace(/\W+/g, "-").replace(/^-|-$/g, "")}`;
    for (const levels of [MAX_HTML_NESTING + 4, 5_000]) {
      const response = await admin.blog.posts.$post({ json: post(slug, build(levels)) });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: ADMIN_TEXTS.contentNesting,
        errors: { content: [ADMIN_TEXTS.contentNesting] },
      });
    }
    expect((await api.blog.posts[":slug"].$get({ param: { slug } })).status).toBe(404);
  });

  it("takes content nested exactly to the bound, and refuses one level more on an edit", async () => {
    const atBound = nested("<div>", "</div>", MAX_HTML_NESTING);
    const created = await admin.blog.posts.$post({ json: post("at-the-bound", atBound) });
    expect(created.status).toBe(201);
    const { id } = await successBody(created);
    const edit = await admin.blog.posts[":id"].$patch({
      param: { id: String(id) },
      json: { content: nested("<div>", "</div>", MAX_HTML_NESTING + 1) },
    });
    expect(edit.status).toBe(400);
    expect(await edit.json()).toMatchObject({ errors: { content: [ADMIN_TEXTS.contentNesting] } });
  });
});

describe("a deep post stored before the rule", () => {
  beforeAll(async () => {
    const rows = DEEP.map(([name, build], index) => ({
      title: `Stored deep ${index}`,
      slug: `stored-deep-${index}`,
      excerpt: name,
      content: build(5_000),
      category: "Security Tips",
      readingTime: 1,
      isPublished: true,
      publishedAt: new Date("2026-01-01T12:00:00Z"),
    }));
    const [first, ...rest] = rows.map((row) => db().insert(blogPosts).values(row));
    await db().batch([first!, ...rest]);
  });

  it.each(DEEP.map((_entry, index) => index))("post %i answers 200 in the API and on its page", async (index) => {
    const response = await api.blog.posts[":slug"].$get({ param: { slug: `stored-deep-${index}` } });
    expect(response.status).toBe(200);
    const { content } = await successBody(response);
    expect(htmlNestingDepth(content)).toBeLessThanOrEqual(MAX_HTML_NESTING);
    const page = await call(`/blog/stored-deep-${index}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Stored deep ${index}`);
  });
});
