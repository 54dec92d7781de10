// robots.txt and sitemap.xml, answered by the Worker so that they carry the site's own origin
// and, in the sitemap, every published blog post.
import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";

import { database } from "../db/client";
import { blogPosts } from "../db/schema";
import type { AppEnv } from "../env";
import { BLOG_POST_PREFIX, PUBLIC_PAGES } from "../shared/pages";
import { escapeHtml } from "./html";
import { siteOrigin } from "./serve";

export const seoRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const origin = siteOrigin(c);
    const body = ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
    return c.text(body, 200, { "Cache-Control": "public, max-age=3600" });
  })
  .get("/sitemap.xml", async (c) => {
    const origin = siteOrigin(c);
    const posts = await database(c.env)
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.isPublished, true))
      .orderBy(desc(blogPosts.publishedAt));
    const entries = [
      ...PUBLIC_PAGES.map((page) => ({ loc: `${origin}${page.path}`, lastmod: undefined })),
      ...posts.map((post) => ({
        loc: `${origin}${BLOG_POST_PREFIX}${encodeURIComponent(post.slug)}`,
        lastmod: post.updatedAt.toISOString().slice(0, 10),
      })),
    ];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...entries.map(
        (entry) =>
          `  <url><loc>${escapeHtml(entry.loc)}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ""}</url>`,
      ),
      "</urlset>",
      "",
    ].join("\n");
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" });
  });
