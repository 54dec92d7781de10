// How a post will look in search results (decision 0025): the page's title and description
// as its head gives them (blogPostMeta: meta title or else title, with the site's name; meta
// description or else excerpt), and whether each is a length search engines show in full.
import { blogPostMeta } from "../../../../worker/shared/pages";

/** Search engines cut titles near 60 characters; a title under 30 wastes the line. */
export const TITLE_LENGTH = { min: 30, max: 60 } as const;
/** Descriptions show about 120 to 160 characters: shorter ones leave room unused, longer ones are cut. */
export const DESCRIPTION_LENGTH = { min: 120, max: 160 } as const;

export const LENGTH_WORDS = { short: "Too short", good: "Good", long: "Too long" } as const;
export type LengthState = keyof typeof LENGTH_WORDS;

export interface LengthMeter {
  length: number;
  state: LengthState;
  /** The state in words, never colour alone. */
  words: (typeof LENGTH_WORDS)[LengthState];
  /** How far along the ideal range's upper end the text is, 0 to 1, for the bar. */
  fill: number;
}

/** A text's length against an ideal range (characters as people count them, not UTF-16 units). */
export function lengthMeter(text: string, ideal: { min: number; max: number }): LengthMeter {
  const length = [...text].length;
  const state: LengthState = length < ideal.min ? "short" : length > ideal.max ? "long" : "good";
  return { length, state, words: LENGTH_WORDS[state], fill: Math.min(1, length / ideal.max) };
}

export interface SearchResultFields {
  title: string;
  slug: string;
  excerpt: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
}

/** The search result's three lines, with the same fallbacks as the page's head. */
export function searchResult(post: SearchResultFields, host: string) {
  const meta = blogPostMeta({ ...post, metaTitle: post.metaTitle ?? null, metaDescription: post.metaDescription ?? null });
  return { title: meta.title, address: `${host}${meta.path}`, description: meta.description };
}
