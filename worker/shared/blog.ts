// Blog rules shared by the admin form, the API and the seed.

export const BLOG_CATEGORIES = ["Security Tips", "Technology", "Community Safety", "Industry News", "Case Studies"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const ALL_CATEGORIES_LABEL = "All Categories";
export const DEFAULT_BLOG_CATEGORY: BlogCategory = "Security Tips";

/** Public list page size (S9). */
export const BLOG_PAGE_SIZE = 9;

const WORDS_PER_MINUTE = 200;

/** The words of an HTML article: its text between tags, split at white space. */
export function wordCount(html: string): number {
  const text = html.replace(/<[^>]*>/g, " ");
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes to read an HTML article: its words at 200 a minute, at least one minute. */
export function readingTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE));
}

/** The slug that follows a title: lowercased, trimmed, punctuation removed, single hyphens. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, "")
    .replace(/[\s_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
