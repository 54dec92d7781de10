import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";

import { BLOG_POST_NOT_FOUND_PAGE, blogPostMeta } from "../../../worker/shared/pages";
import { CategoryBadge, TagBadge } from "../../components/blog/badges";
import { ConsultationCallToAction } from "../../components/blog/blog-ctas";
import { FeaturedImage } from "../../components/blog/featured-image";
import { PostContent } from "../../components/blog/post-content";
import { PostMeta } from "../../components/blog/post-meta";
import { BackToBlogLink, PostBodySkeleton, PostNotFound, PostSkeleton } from "../../components/blog/post-states";
import { ShareButton } from "../../components/blog/share-button";
import { withQueries } from "../../components/query-provider";
import { applyHead } from "../../lib/head";
import { blogPostQuery } from "../../queries/blog";

export const Route = createFileRoute("/blog/$slug")({
  component: withQueries(BlogPostPage),
});

function BlogPostPage() {
  const { slug } = Route.useParams();
  const post = useQuery(blogPostQuery(slug));

  // The Worker wrote this post's head into the served page; keep it right after client navigation.
  useEffect(() => {
    if (post.data) applyHead(blogPostMeta(post.data));
    else if (post.isError) applyHead({ ...BLOG_POST_NOT_FOUND_PAGE, path: `/blog/${encodeURIComponent(slug)}` });
  }, [post.data, post.isError, slug]);

  if (post.isError) return <PostNotFound />;
  const data = post.data;

  return (
    <main id="main">
      <header className="bg-navy-900 px-4 pt-28 pb-12 text-white sm:px-6 md:pt-32 md:pb-16">
        <div className="mx-auto max-w-3xl">
          <BackToBlogLink />
          <div className="mt-8">
            {!data ? (
              <PostSkeleton />
            ) : (
              <>
                <ul aria-label="Category and tags" className="flex flex-wrap gap-2">
                  <li>
                    <CategoryBadge category={data.category} />
                  </li>
                  {data.tags.map((tag) => (
                    <li key={tag}>
                      <TagBadge tag={tag} tone="dark" />
                    </li>
                  ))}
                </ul>
                <h1 className="mt-5 text-3xl leading-tight font-bold tracking-tight md:text-5xl">{data.title}</h1>
                <p className="mt-5 text-lg text-slate-200 md:text-xl">{data.excerpt}</p>
                <div className="mt-8 flex flex-col gap-4 border-t border-white/15 pt-6 sm:flex-row sm:items-center sm:justify-between">
                  <PostMeta post={data} showAuthor className="text-slate-200" />
                  <div className="shrink-0">
                    <ShareButton title={data.title} text={data.excerpt} />
                  </div>
                </div>
              </>
            )}
          </div>
        </div>
      </header>

      <div className="px-4 py-12 sm:px-6 md:py-16">
        <div className="mx-auto max-w-4xl">
          {!data ? (
            <PostBodySkeleton />
          ) : (
            <>
              {data.featuredImage && (
                <FeaturedImage
                  src={data.featuredImage}
                  category={data.category}
                  priority
                  placeholder={false}
                  className="mb-12 rounded-xl shadow-sm"
                />
              )}
              <PostContent html={data.content} className="mx-auto max-w-3xl" />
            </>
          )}
        </div>
      </div>

      <ConsultationCallToAction />
    </main>
  );
}
