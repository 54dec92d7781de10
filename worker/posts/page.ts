// A blog post's page: the post's head and its body rendered from D1 (screens.ts); for an address
// a live post had before a rename, a 301 to its current one (decision 0044); otherwise, through
// `next`, a short link there or 404 with "Post Not Found" (serve.ts) for a post readers may not
// see (none, a draft, one scheduled for later).
// A reader's visit counts one view, once per client and UTC day (decision 0036), also when the page
// comes from the edge's cache (after the answer, gathered with the other reads of the moment: cached-reads.ts); a bot's fetch, a link preview or a HEAD does not.
import type { Context } from "hono";

import { findPublishedPost, readPublishedPost, type BlogPostWithImage } from "../db/blog";
import { database } from "../db/client";
import { postModifiedAt } from "../db/post-live";
import { findRenamedPostSlug } from "../db/post-slugs";
import type { AppEnv } from "../env";
import { isCountedRead } from "../shared/bots";
import { COMPANY } from "../shared/company";
import { BLOG_POST_NOT_FOUND_PAGE, BLOG_POST_PREFIX, blogPostMeta } from "../shared/pages";
import { postSocialImage } from "./social-image";
import { clientKeys } from "../security/client-key";
import { countCachedRead, firstReadToday } from "./cached-views";
import { CACHED_PAGES, cachedPage } from "../pages/page-cache";
import { renderPage } from "../pages/render";
import { siteOrigin } from "../site-origin";
import { renderRequestScreen } from "../pages/screens";

/** How long a browser may keep an old address's 301 (decision 0044). */
export const RENAMED_POST_MAX_AGE_SECONDS = 3600;

/** A post's page, from the edge's cache when it holds it (page-cache.ts); a reader's view is counted either way. */
export function serveBlogPost(c: Context<AppEnv>, slug: string, next: () => Promise<void>) {
  return cachedPage(
    c,
    CACHED_PAGES.blogPost,
    () => renderBlogPost(c, slug, next),
    () => {
      if (isReader(c)) countCachedRead(c, slug);
    },
  );
}

const isReader = (c: Context<AppEnv>) => isCountedRead(c.req.method, c.req.header("User-Agent"));

async function renderBlogPost(c: Context<AppEnv>, slug: string, next: () => Promise<void>) {
  const db = database(c.env);
  const now = new Date();
  const viewer = isReader(c) ? await clientKeys(c, db, now) : undefined;
  const post = viewer ? await readPublishedPost(db, slug, now, viewer) : await findPublishedPost(db, slug, now);
  if (post && viewer) firstReadToday(slug, viewer);
  if (!post) {
    const renamedTo = await findRenamedPostSlug(db, slug, now);
    if (renamedTo === undefined) return next();
    // Permanent for search engines; kept by browsers an hour, so an old slug another post takes later reaches its readers.
    c.header("Cache-Control", `max-age=${RENAMED_POST_MAX_AGE_SECONDS}`);
    return c.redirect(`${BLOG_POST_PREFIX}${encodeURIComponent(renamedTo)}${new URL(c.req.url).search}`, 301);
  }
  const screen = await renderRequestScreen(c, { post });
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
        ["article:modified_time", postModifiedAt(post).toISOString()],
        ["article:author", post.author],
        ["article:section", post.category],
        ...post.tags.map((tag): [string, string] => ["article:tag", tag]),
      ],
      jsonLd: [blogPosting(post, new URL(meta.path, origin).href, origin, image.url)],
    },
  });
}

/** The page of a post readers may not see: the not-found page in the blog post's screen. */
export async function servePostNotFound(c: Context<AppEnv>) {
  return renderPage(
    c,
    { ...BLOG_POST_NOT_FOUND_PAGE, path: new URL(c.req.url).pathname },
    { status: 404, screen: await renderRequestScreen(c) },
  );
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
    dateModified: postModifiedAt(post).toISOString(),
    author: { "@type": "Organization", name: post.author },
    publisher: { "@type": "Organization", name: COMPANY.name, logo: { "@type": "ImageObject", url: `${origin}/favicon.svg` } },
    image: new URL(image, origin).href,
    keywords: post.tags.join(", ") || undefined,
    articleSection: post.category,
    timeRequired: `PT${post.readingTime}M`,
  };
}
