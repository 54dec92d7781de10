// How a short link's path is matched (R8, docs/decisions/0011-short-links-limits-and-caching.md).

/**
 * The key a request's path matches a short link by: ASCII letters in lower case and one
 * trailing slash dropped, so a printed /Flyer-Canton typed as /flyer-canton/ still works.
 * Paths are ASCII once the URL parser has read them (anything else is percent-encoded), and
 * the stored side is the same rule in SQL: the `match_key` column of `url_redirects`.
 */
export function redirectMatchKey(pathname: string): string {
  const lower = pathname.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
  return lower.length > 1 && lower.endsWith("/") ? lower.slice(0, -1) : lower;
}
