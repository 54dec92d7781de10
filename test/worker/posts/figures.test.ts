// An image with a caption (decision 0049): the sanitizer keeps `figure` and `figcaption` as
// the editor writes them, and the post's page and the feed's full article carry them (the feed
// with the site's own addresses in full).
import { SaxesParser } from "saxes";
import { beforeAll, describe, expect, it } from "vitest";

import { blogPosts } from "../../../worker/db/schema";
import { sanitizeHtml } from "../../../worker/shared/sanitize";
import { call, db, ORIGIN } from "../helpers";

// As the post editor writes an image with its caption.
const FIGURE =
  '<figure><img src="/media/porch.png" alt="A porch light above a door" width="640" height="480"><figcaption>The porch light, <em>left on</em> all night</figcaption></figure>';
const CONTENT = `<p>Before the picture.</p>${FIGURE}<script>alert(1)</script><p>After it.</p>`;
const LINKS =
  '<p><a href="/contact">Ask us</a>, <a href="#steps">the steps</a>, <a href="https://example.org/">elsewhere</a>, <a href="https://exa mple/">broken</a></p>';

beforeAll(async () => {
  await db()
    .insert(blogPosts)
    .values({
      title: "Captioned Porch",
      slug: "captioned-porch",
      excerpt: "A picture with its caption.",
      content: CONTENT,
      category: "Security Tips",
      readingTime: 1,
      isPublished: true,
      publishedAt: new Date("2026-02-01T12:00:00Z"),
    });
});

/** Each item's full article (content:encoded) by its link, read by an XML parser (so escaped text comes back as written). */
function feedArticles(xml: string): Map<string, string> {
  const articles = new Map<string, string>();
  let open: string | undefined;
  let link = "";
  let text = "";
  const parser = new SaxesParser({ xmlns: true });
  parser.on("opentag", (tag) => {
    open = tag.name;
    text = "";
  });
  parser.on("text", (chunk) => (text += chunk));
  parser.on("closetag", (tag) => {
    if (tag.name === "link") link = text;
    if (tag.name === "content:encoded") articles.set(link, text);
    open = undefined;
  });
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(xml).close();
  expect(open).toBeUndefined();
  return articles;
}

describe("an image with a caption", () => {
  it("passes the sanitizer unchanged, while the script beside it goes", () => {
    expect(sanitizeHtml(FIGURE, ORIGIN)).toBe(FIGURE);
    expect(sanitizeHtml(CONTENT, ORIGIN)).toBe(`<p>Before the picture.</p>${FIGURE}<p>After it.</p>`);
  });

  it("is in the feed's full article, sanitized as on the page", async () => {
    const response = await call("/blog/rss.xml");
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    const article = feedArticles(xml).get(`${ORIGIN}/blog/captioned-porch`);
    // The image's address in full: a feed reader shows the article away from the site.
    const fullFigure = FIGURE.replace('src="/media/porch.png"', `src="${ORIGIN}/media/porch.png"`);
    expect(article).toBe(`<p>Before the picture.</p>${fullFigure}<p>After it.</p>`);
  });

  it("in the feed, has this site's links in full too, and another site's as they were", () => {
    expect(sanitizeHtml(LINKS, ORIGIN, { addressesFrom: `${ORIGIN}/blog/captioned-porch` })).toBe(
      `<p><a href="${ORIGIN}/contact">Ask us</a>, <a href="${ORIGIN}/blog/captioned-porch#steps">the steps</a>, ` +
        '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">elsewhere</a>, <a href="https://exa mple/">broken</a></p>',
    );
    // On the page they stay as written.
    expect(sanitizeHtml(LINKS, ORIGIN)).toContain('<a href="/contact">Ask us</a>');
  });

  it("is on the post's page", async () => {
    const response = await call("/blog/captioned-porch");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(FIGURE);
    expect(html).not.toContain("alert(1)");
  });
});
