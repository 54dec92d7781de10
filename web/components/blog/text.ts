// The blog screens' own words (S2), in one place for the screens and their tests.
import { POST_NOT_FOUND } from "../../../worker/shared/pages";
import { plural } from "../../lib/plural";

export const BLOG_TEXT = {
  title: "Security Blog",
  subtitle: "Practical advice on cameras, lighting, storage and neighborhood safety from Baltimore security specialists.",
  categoriesLabel: "Filter posts by category",
  loading: "Loading posts",
  empty: "No posts found",
  emptyHint: "Try another category, or come back soon for new articles.",
  error: "Error loading blog posts. Please try again later.",
  readArticle: "Read Article",
  previous: "Previous",
  next: "Next",
  rss: "RSS feed",
  backToBlog: "Back to Blog",
  notFoundTitle: POST_NOT_FOUND.title,
  notFoundText: POST_NOT_FOUND.text,
  loadingPost: "Loading post",
  share: "Share",
  linkCopied: "Link copied",
  copyFailed: "Could not copy the link",
} as const;

export const pageLabel = (page: number) => `Page ${page}`;
/** "min" reads the same for one minute and for many. */
export const readingTimeLabel = (minutes: number) => `${minutes} min read`;
export const viewsLabel = (views: number) => plural(views, "view");
