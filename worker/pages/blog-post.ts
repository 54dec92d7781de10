// A blog post's page: the post's head and its body rendered from D1 (screens.ts), or 404 with
// "Post Not Found" for a post readers may not see (none, a draft, one scheduled for later).
// A reader's visit counts one view, once per client and UTC day (decision 0036); a bot's fetch, a
// link preview or a HEAD does not.
import type { Context } from "hono";

import { findPublishedPost, readPublishedPost, type BlogPostWithImage } from "../db/blog";
import { database } from "../db/client";
import type { AppEnv } from "../env";
import { isBotUserAgent } from "../shared/bots";
import { COMPANY } from "../shared/company";
import { BLOG_POST_NOT_FOUND_PAGE, blogPostMeta } from "../shared/pages";
import { postSocialImage } from "./social-image";
import { clientKeys } from "../security/client-key";
import { renderPage } from "./render";
import { siteOrigin } from "../site-origin";
import { renderRequestScreen } from "./screens";

export async function serveBlogPost(c: Context<AppEnv>, slug: string) {
  const db = database(c.env);
  const now = new Date();
  const reader = c.req.method === "GET" && !isBotUserAgent(c.req.header("User-Agent"));
  const post = reader ? await readPublishedPost(db, slug, now, await clientKeys(c, db, now)) : await findPublishedPost(db, slug, now);
  const screen = await renderRequestScreen(c, { post });
  if (!post) {
    return renderPage(c, { ...BLOG_POST_NOT_FOUND_PAGE, path: new URL(c.req.url).pathname }, { status: 404, screen });
  }
  const meta = blogPostMeta(post);
  const origin = siteOrigin(c);
  const image = await postSocialImage(db, post);
  return renderPage(c, meta, {
    screen,
    head: {
      type: "article",
      feed: true,
      image,
      properties: [
        ...(post.publishedAt ? ([["article:published_time", post.publishedAt.toISOString()]] as [string, string][]) : []),
        ["article:modified_time", post.updatedAt.toISOString()],
        ["article:author", post.author],
        ["article:section", post.category],
        ...post.tags.map((tag): [string, string] => ["article:tag", tag]),
      ],
      jsonLd: [blogPosting(post, new URL(meta.path, origin).href, origin, image.url)],
    },
  });
}

function blogPosting(post: BlogPostWithImage, url: string, origin: string, image: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.metaTitle || post.title,
    description: post.metaDescription || post.excerpt,
    url,
    mainEntityOfPage: url,
    datePublished: post.publishedAt?.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    author: { "@type": "Organization", name: post.author },
    publisher: { "@type": "Organization", name: COMPANY.name, logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` } },
    image: new URL(image, origin).href,
    keywords: post.tags.join(", ") || undefined,
    articleSection: post.category,
    timeRequired: `PT${post.readingTime}M`,
  };
}
