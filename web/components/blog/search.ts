// The blog list's address: /blog?page=2&category=Case+Studies can be linked and reloaded.
// Defaults are left out of the address (stripSearchParams on the route).
import type { SearchSchemaInput } from "@tanstack/react-router";

import { ALL_CATEGORIES_LABEL, BLOG_CATEGORIES } from "../../../worker/shared/blog";
import type { AddressSearch } from "../address-button";

/** The list's path, as the Worker serves it. */
export const BLOG_LIST_PATH = "/blog";

/** The category buttons, in the spec's order (S9). */
export const CATEGORY_FILTERS = [ALL_CATEGORIES_LABEL, ...BLOG_CATEGORIES] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export interface BlogSearch {
  /** 1-based page number. */
  page: number;
  category: CategoryFilter;
}

export const DEFAULT_BLOG_SEARCH: BlogSearch = { page: 1, category: ALL_CATEGORIES_LABEL };

/** No one links to page 100000; the API refuses offsets past a million anyway. */
const MAX_PAGE = 10_000;

function parsePage(value: unknown): number {
  const page = typeof value === "number" ? value : typeof value === "string" ? Number(value) : Number.NaN;
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : DEFAULT_BLOG_SEARCH.page;
}

function parseCategory(value: unknown): CategoryFilter {
  return CATEGORY_FILTERS.find((category) => category === value) ?? DEFAULT_BLOG_SEARCH.category;
}

/** Any address search becomes a valid page and category; anything unknown falls back to the default. */
export function validateBlogSearch(search: { page?: number; category?: string } & SearchSchemaInput): BlogSearch {
  return { page: parsePage(search.page), category: parseCategory(search.category) };
}

/** The address's search for a page of a category, defaults left out as the route leaves them out. */
export function blogListSearch({ page, category }: BlogSearch): AddressSearch {
  return {
    page: page === DEFAULT_BLOG_SEARCH.page ? undefined : page,
    category: category === DEFAULT_BLOG_SEARCH.category ? undefined : category,
  };
}
