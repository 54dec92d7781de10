// The blog's pages, as the page dispatcher asks for them (worker/pages/page-source.ts): the list
// (`/blog`) and a post's page. A post's page has its head and the post as the API answers it;
// an address a live post had before a rename answers a 301 to its current one (decision 0044);
// a post readers may not see (none, a draft, one scheduled for later) has no page, so a short
// link may take the path, or else "Post Not Found" answers 404.
// A reader's visit counts one view, once per client and UTC day (decision 0036), also when the page
// comes from the edge's cache (after the answer, gathered with the other reads of the moment:
// cached-views.ts); a bot's fetch, a link preview or a HEAD does not.
import type { Context } from "hono";

import {
  findPublishedPost,
  listPublishedPosts,
  readPublishedPost,
  toPublicPostView,
  toPublicSummaryView,
  type BlogPostWithImage,
} from "../db/blog";
import { database } from "../db/client";
import { postModifiedAt } from "../db/post-live";
import { findRenamedPostSlug } from "../db/post-slugs";
import type { AppEnv } from "../env";
import { clientKeys } from "../security/client-key";
import { ALL_CATEGORIES_LABEL, BLOG_PAGE_SIZE } from "../shared/blog";
import { isCountedRead } from "../shared/bots";
import { COMPANY } from "../shared/company";
import { BLOG_POST_NOT_FOUND_PAGE, BLOG_POST_PREFIX, blogPostMeta, blogSlugOf, findPage, PAGE_SEARCH_PARAMS } from "../shared/pages";
import { siteOrigin } from "../site-origin";
import { countCachedRead, firstReadToday } from "./cached-views";
import { postSocialImage } from "./social-image";

/** How long a browser may keep an old address's 301 (decision 0044). */
export const RENAMED_POST_MAX_AGE_SECONDS = 3600;

const BLOG_PAGE = findPage("/blog")!;

/** `/blog`: a page of published posts, newest first, of one category or all. */
export const postListPage = {
  match: (url: URL) => (url.pathname === BLOG_PAGE.path ? BLOG_PAGE : undefined),
  cache: { kind: "blog" as const, reads: PAGE_SEARCH_PARAMS.blogList },
  read: (c: Context<AppEnv>, meta: typeof BLOG_PAGE, { now }: { now: Date }) =>
    Promise.resolve({
      meta,
      head: { feed: true },
      screen: {
        blogList: async ({ page, category }: { page: number; category: string }) => {
          const filter = { limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE };
          const posts = await listPublishedPosts(
            database(c.env),
            { ...filter, category: category === ALL_CATEGORIES_LABEL ? undefined : category },
            now,
          );
          return posts.map(toPublicSummaryView);
        },
      },
    }),
};

const isReader = (c: Context<AppEnv>) => isCountedRead(c.req.method, c.req.header("User-Agent"));

/** `/blog/<slug>`: a published post's page. */
export const postPage = {
  match: (url: URL) => blogSlugOf(url.pathname),
  cache: { kind: "blog" as const, reads: PAGE_SEARCH_PARAMS.blogPost },
  missing: BLOG_POST_NOT_FOUND_PAGE,
  served: (c: Context<AppEnv>, slug: string) => {
    if (isReader(c)) countCachedRead(c, slug);
  },
  read: async (c: Context<AppEnv>, slug: string, { now }: { now: Date }) => {
    const db = database(c.env);
    const viewer = isReader(c) ? await clientKeys(c, db, now) : undefined;
    const post = viewer ? await readPublishedPost(db, slug, now, viewer) : await findPublishedPost(db, slug, now);
    if (post && viewer) firstReadToday(slug, viewer);
    if (!post) {
      const renamedTo = await findRenamedPostSlug(db, slug, now);
      // Permanent for search engines; kept by browsers an hour, so an old slug another post takes later reaches its readers.
      return renamedTo === undefined
        ? undefined
        : { movedTo: `${BLOG_POST_PREFIX}${encodeURIComponent(renamedTo)}`, keptSeconds: RENAMED_POST_MAX_AGE_SECONDS };
    }
    const meta = blogPostMeta(post);
    const origin = siteOrigin(c);
    const image = await postSocialImage(db, post);
    const view = await toPublicPostView(db, post, new URL(c.req.url).origin);
    return {
      meta,
      screen: { blogPost: () => Promise.resolve(view) },
      head: {
        type: "article" as const,
        feed: true,
        image,
        properties: [
          ...(post.publishedAt ? ([["article:published_time", post.publishedAt.toISOString()]] as [string, string][]) : []),
          ["article:modified_time", postModifiedAt(post).toISOString()],
          ["article:author", post.author],
          ["article:section", post.category],
          ...post.tags.map((tag): [string, string] => ["article:tag", tag]),
        ] as [string, string][],
        jsonLd: [blogPosting(post, new URL(meta.path, origin).href, origin, image.url)],
      },
    };
  },
};

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
