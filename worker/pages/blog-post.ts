// A blog post's page: the post's own head read from D1 (no view counted: that is the
// client's read), the prerendered post shell, and 404 with "Post Not Found" for a missing post.
import type { Context } from "hono";

import { findPublishedPost } from "../db/blog";
import { database } from "../db/client";
import type { BlogPost } from "../db/schema";
import type { AppEnv } from "../env";
import { COMPANY } from "../shared/company";
import { BLOG_POST_NOT_FOUND_PAGE, blogPostMeta, PRERENDER_KEYS } from "../shared/pages";
import { renderPage, siteOrigin } from "./render";

export async function serveBlogPost(c: Context<AppEnv>, slug: string) {
  const post = await findPublishedPost(database(c.env), slug, new Date());
  if (!post) {
    return renderPage(
      c,
      { ...BLOG_POST_NOT_FOUND_PAGE, path: new URL(c.req.url).pathname },
      {
        status: 404,
        prerendered: PRERENDER_KEYS.blogPost,
      },
    );
  }
  const meta = blogPostMeta(post);
  const origin = siteOrigin(c);
  return renderPage(c, meta, {
    prerendered: PRERENDER_KEYS.blogPost,
    head: {
      type: "article",
      feed: true,
      image: post.featuredImage,
      properties: [
        ...(post.publishedAt ? ([["article:published_time", post.publishedAt.toISOString()]] as [string, string][]) : []),
        ["article:modified_time", post.updatedAt.toISOString()],
        ["article:author", post.author],
        ["article:section", post.category],
        ...post.tags.map((tag): [string, string] => ["article:tag", tag]),
      ],
      jsonLd: [blogPosting(post, new URL(meta.path, origin).href, origin)],
    },
  });
}

function blogPosting(post: BlogPost, url: string, origin: string) {
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
    image: post.featuredImage ? new URL(post.featuredImage, origin).href : undefined,
    keywords: post.tags.join(", ") || undefined,
    articleSection: post.category,
    timeRequired: `PT${post.readingTime}M`,
  };
}
