import { useQuery } from "@tanstack/react-query";
import { createFileRoute, stripSearchParams, useNavigate } from "@tanstack/react-router";
import { Rss } from "lucide-react";

import { BLOG_PAGE_SIZE } from "../../../worker/shared/blog";
import { NewsletterCallToAction } from "../../components/blog/blog-ctas";
import { CategoryFilterButtons } from "../../components/blog/category-filter";
import { BlogPagination } from "../../components/blog/pagination";
import { PostCard, PostCardSkeleton } from "../../components/blog/post-card";
import { DEFAULT_BLOG_SEARCH, validateBlogSearch, type CategoryFilter } from "../../components/blog/search";
import { BLOG_TEXT } from "../../components/blog/text";
import { PageHero } from "../../components/page-hero";
import { withQueries } from "../../components/query-provider";
import { blogListQuery } from "../../queries/blog";

export const Route = createFileRoute("/blog/")({
  validateSearch: validateBlogSearch,
  search: { middlewares: [stripSearchParams(DEFAULT_BLOG_SEARCH)] },
  component: withQueries(BlogListPage),
});

const LIST_ID = "posts";
/** Room for the fixed header above the list when a new page scrolls back up to it. */
const HEADER_OFFSET_PX = 96;

/** After Previous/Next (at the bottom of the list), bring the top of the list back into view. */
function scrollToList() {
  const list = document.getElementById(LIST_ID);
  if (!list) return;
  const top = list.getBoundingClientRect().top - HEADER_OFFSET_PX;
  if (top < 0) window.scrollTo({ top: window.scrollY + top });
}

function BlogListPage() {
  // The Worker rendered the address's own page and category, and its posts came with the page.
  const { page, category } = Route.useSearch();
  const navigate = useNavigate();
  const posts = useQuery(blogListQuery({ page, category }));

  const showPage = (next: { page: number; category: CategoryFilter }, scrollUp: boolean) => {
    void navigate({ to: "/blog", search: next, resetScroll: false });
    if (scrollUp) scrollToList();
  };

  const hasNext = posts.isSuccess && posts.data.length >= BLOG_PAGE_SIZE;

  return (
    <main id="main">
      <PageHero title={BLOG_TEXT.title} subtitle={BLOG_TEXT.subtitle} />

      <section aria-label="Articles" className="px-4 py-12 sm:px-6 md:py-16">
        <div className="mx-auto max-w-7xl">
          <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
            <CategoryFilterButtons selected={category} onSelect={(choice) => showPage({ page: 1, category: choice }, false)} />
            <a
              href="/blog/rss.xml"
              className="inline-flex shrink-0 items-center gap-2 self-start rounded-md px-2 py-2 text-sm font-semibold text-blue-800 hover:underline"
            >
              <Rss aria-hidden className="h-4 w-4 text-amber-600" />
              {BLOG_TEXT.rss}
            </a>
          </div>

          <div id={LIST_ID} className="mt-10">
            {posts.isPending ? (
              <>
                <p role="status" className="sr-only">
                  {BLOG_TEXT.loading}
                </p>
                <ul aria-busy="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
                  {Array.from({ length: BLOG_PAGE_SIZE }, (_, index) => (
                    <li key={index} aria-hidden>
                      <PostCardSkeleton />
                    </li>
                  ))}
                </ul>
              </>
            ) : posts.isError ? (
              <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
                {BLOG_TEXT.error}
              </p>
            ) : posts.data.length === 0 ? (
              <div className="rounded-xl border border-slate-200 bg-slate-50 px-6 py-16 text-center">
                <h2 className="text-2xl font-semibold text-slate-900">{BLOG_TEXT.empty}</h2>
                <p className="mt-2 text-slate-600">{BLOG_TEXT.emptyHint}</p>
              </div>
            ) : (
              <ul aria-busy="false" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
                {posts.data.map((post, index) => (
                  <li key={post.id}>
                    <PostCard post={post} first={index === 0} />
                  </li>
                ))}
              </ul>
            )}
          </div>

          <BlogPagination
            page={page}
            category={category}
            hasNext={hasNext}
            onShow={(target) => showPage({ page: target, category }, true)}
          />
        </div>
      </section>

      <NewsletterCallToAction />
    </main>
  );
}
