// A suggested short path for a new redirect (decision 0047): words of the target address itself
// (its last meaningful path segment, else its host's name), never its page's title — fetching a
// page someone else serves from the Worker would let staff make the Worker request any address
// (SSRF) and tell that site who is asking. A taken path gets a short random suffix; a target
// with no usable words gets a random readable path.
import { slugify } from "./blog";
import { z } from "./schemas/zod";

/** Letters and digits no one misreads on a flyer: no 0/o, 1/l/i. */
const READABLE = "abcdefghjkmnpqrstuvwxyz23456789";
export const SUGGESTED_SLUG_MAX = 32;
export const RANDOM_PATH_LENGTH = 6;
export const SUFFIX_LENGTH = 3;
/** Tries with a suffix before falling back to a random path. */
export const SUFFIX_TRIES = 4;

const IGNORED_SEGMENTS = new Set(["index", "default", "home", "www", "amp"]);

/** A blog slug's words (worker/shared/blog.ts), accents dropped, cut to SUGGESTED_SLUG_MAX at a word's end when one is near. */
function suggestedSlug(text: string): string {
  const slug = slugify(
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .replace(/[^A-Za-z0-9]+/g, " "),
  );
  if (slug.length <= SUGGESTED_SLUG_MAX) return slug;
  const cut = slug.slice(0, SUGGESTED_SLUG_MAX);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen >= SUGGESTED_SLUG_MAX / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The words a target names: its last path segment holding a letter (file extension dropped), else its host without www. and the TLD. */
export function slugFromTarget(toUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(toUrl);
  } catch {
    return undefined;
  }
  const segments = url.pathname
    .split("/")
    .map((segment) => suggestedSlug(decoded(segment).replace(/\.[a-z0-9]{1,5}$/i, "")))
    .filter((slug) => /[a-z]/.test(slug) && !IGNORED_SEGMENTS.has(slug));
  const fromPath = segments.at(-1);
  if (fromPath) return fromPath;
  const labels = url.hostname.split(".").filter((label) => label && label !== "www");
  const name = suggestedSlug((labels.length > 1 ? labels.slice(0, -1) : labels).join("-"));
  return /[a-z]/.test(name) ? name : undefined;
}

export function randomReadable(length: number, random: () => number): string {
  return Array.from({ length }, () => READABLE[Math.floor(random() * READABLE.length)]).join("");
}

/** Paths to try, best first: the target's words, then with suffixes, then a random readable path. */
export function pathCandidates(toUrl: string | undefined, random: () => number = Math.random): string[] {
  const slug = toUrl ? slugFromTarget(toUrl) : undefined;
  const fromWords = slug
    ? [`/${slug}`, ...Array.from({ length: SUFFIX_TRIES }, () => `/${slug}-${randomReadable(SUFFIX_LENGTH, random)}`)]
    : [];
  return [...fromWords, ...Array.from({ length: SUFFIX_TRIES }, () => `/${randomReadable(RANDOM_PATH_LENGTH, random)}`)];
}

export const pathSuggestionQuerySchema = z.object({ toUrl: z.string().max(2048).optional() });

export const PATH_SUGGESTION_TEXTS = {
  none: "No free path could be suggested: type one",
} as const;
