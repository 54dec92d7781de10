import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useEffect } from "react";

import { BLOG_POST_NOT_FOUND_PAGE, blogPostMeta } from "../../../worker/shared/pages";
import { ConsultationCallToAction } from "../../components/blog/blog-ctas";
import { PostNotFound } from "../../components/blog/post-states";
import { PostView } from "../../components/blog/post-view";
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

  return (
    <main id="main">
      <PostView post={post.data} />
      <ConsultationCallToAction />
    </main>
  );
}
