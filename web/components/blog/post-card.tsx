import { Link } from "@tanstack/react-router";
import { ArrowRight } from "lucide-react";

import type { BlogPostSummary } from "../../queries/blog";
import { CategoryBadge, TagBadge } from "./badges";
import { FeaturedImage } from "./featured-image";
import { PostMeta } from "./post-meta";
import { BLOG_TEXT } from "./text";

/**
 * One post in the list: image or placeholder, category and first tag, title, excerpt, facts. The
 * list's first card is in view as the page opens: its image loads at once (`first`).
 */
export function PostCard({ post, first = false }: { post: BlogPostSummary; first?: boolean }) {
  const firstTag = post.tags[0];
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <FeaturedImage
        src={post.featuredImage}
        alt={post.featuredImageAlt}
        size={post.featuredImageSize}
        category={post.category}
        eager={first}
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap gap-2">
          <CategoryBadge category={post.category} />
          {firstTag && <TagBadge tag={firstTag} />}
        </div>
        <h2 className="mt-4 text-xl leading-snug font-semibold text-slate-900">
          <Link to="/blog/$slug" params={{ slug: post.slug }} className="hover:text-blue-800 hover:underline">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
        <PostMeta post={post} className="mt-4 text-slate-600" />
        <div className="mt-auto pt-6">
          <Link
            to="/blog/$slug"
            params={{ slug: post.slug }}
            className="inline-flex items-center gap-1 font-semibold text-blue-800 hover:underline"
          >
            {BLOG_TEXT.readArticle}
            <span className="sr-only">: {post.title}</span>
            <ArrowRight aria-hidden className="h-4 w-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </article>
  );
}

/** The shape of a card while the page loads. */
export function PostCardSkeleton() {
  const bar = "rounded bg-slate-200";
  return (
    <div className="flex h-full animate-pulse flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="aspect-video w-full bg-slate-200" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex gap-2">
          <div className={`h-6 w-24 rounded-full bg-slate-200`} />
          <div className={`h-6 w-16 rounded-full bg-slate-100`} />
        </div>
        <div className={`mt-4 h-6 w-11/12 ${bar}`} />
        <div className={`mt-2 h-6 w-2/3 ${bar}`} />
        <div className={`mt-4 h-4 w-full ${bar}`} />
        <div className={`mt-2 h-4 w-full ${bar}`} />
        <div className={`mt-2 h-4 w-3/4 ${bar}`} />
        <div className={`mt-4 h-4 w-1/2 ${bar}`} />
        <div className={`mt-6 h-5 w-28 ${bar}`} />
      </div>
    </div>
  );
}
