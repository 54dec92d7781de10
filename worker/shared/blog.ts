// Blog rules shared by the admin form, the API and the seed.
import { DEFAULT_BLOG_AUTHOR } from "./company";

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

/** The longest author text a post takes (S5). */
export const AUTHOR_MAX = 100;

/** A person's first and last name as the provider gave them; null when it gave neither. */
export function personName(person: { firstName: string | null; lastName: string | null }): string | null {
  return [person.firstName, person.lastName].filter(Boolean).join(" ").trim() || null;
}

/**
 * How a post's byline names a team member (R9): their first and last name, else the part of their
 * email before the @, else the company's byline; never more than an author text may hold.
 */
export function bylineName(person: { firstName: string | null; lastName: string | null; email: string | null }): string {
  const name = personName(person) ?? person.email?.split("@")[0]?.trim() ?? "";
  return (name || DEFAULT_BLOG_AUTHOR).slice(0, AUTHOR_MAX);
}
