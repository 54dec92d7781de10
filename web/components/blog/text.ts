// The blog screens' own words (spec section 2), in one place for the screens and their tests.
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
  notFoundTitle: "Post Not Found",
  notFoundText: "The blog post you're looking for doesn't exist or has been removed.",
  loadingPost: "Loading post",
  share: "Share",
  linkCopied: "Link copied",
  copyFailed: "Could not copy the link",
} as const;

export const pageLabel = (page: number) => `Page ${page}`;
export const readingTimeLabel = (minutes: number) => `${minutes} min read`;
export const viewsLabel = (views: number) => `${views} views`;
