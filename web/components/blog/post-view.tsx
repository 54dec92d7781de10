// A blog post as readers see it: its header (badges, title, excerpt, meta, share) and its
// body. The public post page and the dashboard's preview draw the same component, so the
// preview is the page.
import type { ImageSizes } from "../../../worker/shared/responsive-image";
import { CategoryBadge, TagBadge } from "./badges";
import { FeaturedImage } from "./featured-image";
import { PostContent } from "./post-content";
import { PostMeta } from "./post-meta";
import { BackToBlogLink, PostBodySkeleton, PostSkeleton } from "./post-states";
import { ShareButton } from "./share-button";

export interface PostViewData {
  title: string;
  excerpt: string;
  content: string;
  author: string;
  category: string;
  tags: string[];
  featuredImage: string | null;
  /** The uploaded featured image's alt text from the media library. */
  featuredImageAlt?: string | null;
  /** The uploaded featured image's size and smaller copies, for `srcset`. */
  featuredImageSize?: ImageSizes | null;
  publishedAt: string | null;
  createdAt: string;
  /** The Baltimore day it is dated (worker/shared/post-day.ts). */
  day: string;
  readingTime: number;
  viewCount: number;
}

/** The post, or its skeleton while it loads. */
export function PostView({ post }: { post: PostViewData | undefined }) {
  return (
    <>
      <header className="bg-navy-900 px-4 pt-28 pb-12 text-white sm:px-6 md:pt-32 md:pb-16">
        <div className="mx-auto max-w-3xl">
          <BackToBlogLink />
          <div className="mt-8">
            {!post ? (
              <PostSkeleton />
            ) : (
              <>
                <ul aria-label="Category and tags" className="flex flex-wrap gap-2">
                  <li>
                    <CategoryBadge category={post.category} />
                  </li>
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <TagBadge tag={tag} tone="dark" />
                    </li>
                  ))}
                </ul>
                <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight md:text-5xl">{post.title}</h1>
                <p className="mt-5 text-lg text-slate-200 md:text-xl">{post.excerpt}</p>
                <div className="mt-8 flex flex-col gap-4 border-t border-white/15 pt-6 sm:flex-row sm:items-center sm:justify-between">
                  <PostMeta post={post} showAuthor className="text-slate-200" />
                  <div className="shrink-0">
                    <ShareButton title={post.title} text={post.excerpt} />
                  </div>
                </div>
              </>
            )}
          </div>
        </div>
      </header>

      <div className="px-4 py-12 sm:px-6 md:py-16">
        <div className="mx-auto max-w-4xl">
          {!post ? (
            <PostBodySkeleton />
          ) : (
            <>
              {post.featuredImage && (
                <FeaturedImage
                  src={post.featuredImage}
                  alt={post.featuredImageAlt}
                  size={post.featuredImageSize}
                  category={post.category}
                  priority
                  placeholder={false}
                  className="mb-12 rounded-xl shadow-sm"
                />
              )}
              <PostContent html={post.content} className="mx-auto max-w-3xl" />
            </>
          )}
        </div>
      </div>
    </>
  );
}
