// robots.txt, sitemap.xml and the blog's feed, answered by the Worker so that they carry the site's own origin
// and, in the sitemap, every published blog post and every event's page.
import { Hono } from "hono";

import { listFeedPosts, listLivePostDates } from "../db/blog";
import { postModifiedAt } from "../db/post-live";
import { database } from "../db/client";
import { showableEvents } from "../db/event-rows";
import { listEventPages } from "../db/events";
import type { AppEnv } from "../env";
import { eventPath } from "../shared/events";
import { sanitizeHtml } from "../shared/sanitize";
import { BLOG_POST_PREFIX, findPage, PUBLIC_PAGES, RSS_PATH } from "../shared/pages";
import { RSS_TITLE } from "./head";
import { escapeXml } from "../html/escape";
import { siteOrigin } from "../site-origin";

/** How many of the newest posts the feed carries. */
const RSS_ITEMS = 50;

export const seoRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = siteOrigin(c);
    const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
    return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
  })
  .get(RSS_PATH, async (c) => {
    const origin = siteOrigin(c);
    const posts = await listFeedPosts(database(c.env), RSS_ITEMS, new Date());
    const blogUrl = `${origin}/blog`;
    const item = (post: (typeof posts)[number]) => {
      const link = `${origin}${BLOG_POST_PREFIX}${encodeURIComponent(post.slug)}`;
      return [
        "    <item>",
        `      <title>${escapeXml(post.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        post.publishedAt ? `      <pubDate>${post.publishedAt.toUTCString()}</pubDate>` : "",
        `      <description>${escapeXml(post.excerpt)}</description>`,
        // The whole article, as its page shows it (the same sanitizer; figures keep their captions),
        // with the site's own addresses in full, since feed readers show it away from the site.
        `      <content:encoded>${escapeXml(sanitizeHtml(post.content, origin, { addressesFrom: link }))}</content:encoded>`,
        `      <category>${escapeXml(post.category)}</category>`,
        `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    };
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
      "  <channel>",
      `    <title>${escapeXml(RSS_TITLE)}</title>`,
      `    <link>${escapeXml(blogUrl)}</link>`,
      `    <description>${escapeXml(findPage("/blog")?.description ?? "")}</description>`,
      "    <language>en-us</language>",
      `    <atom:link href="${escapeXml(`${origin}${RSS_PATH}`)}" rel="self" type="application/rss+xml"/>`,
      posts[0]?.publishedAt ? `    <lastBuildDate>${posts[0].publishedAt.toUTCString()}</lastBuildDate>` : "",
      ...posts.map(item),
      "  </channel>",
      "</rss>",
      "",
    ]
      .filter(Boolean)
      .join("\n");
    return c.body(xml, 200, { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" });
  })
  .get("/sitemap.xml", async (c) => {
    const origin = siteOrigin(c);
    const db = database(c.env);
    const posts = await listLivePostDates(db, new Date());
    // Only the events whose page exists: a row whose dates cannot be shown has none (db/event-rows.ts).
    const events = showableEvents(await listEventPages(db));
    const entries = [
      ...PUBLIC_PAGES.map((page) => ({ loc: `${origin}${page.path}`, lastmod: undefined })),
      ...events.map((event) => ({ loc: `${origin}${eventPath(event)}`, lastmod: undefined })),
      ...posts.map((post) => ({
        loc: `${origin}${BLOG_POST_PREFIX}${encodeURIComponent(post.slug)}`,
        lastmod: postModifiedAt(post).toISOString().slice(0, 10),
      })),
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (entry) => `  <url><loc>${escapeXml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`,
      ),
      "</urlset>",
      "",
    ].join("\n");
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  });
