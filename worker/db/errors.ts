// What a D1 failure was, read from its error: D1 says it only in the message text (its own
// `D1_` codes, or SQLite's), sometimes on the error's cause. Every such reading is here.

/** The error's text and its cause's, where D1 puts the reason. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return "";
  const cause = error.cause instanceof Error ? error.cause.message : typeof error.cause === "string" ? error.cause : "";
  return `${error.message} ${cause}`;
}

/** D1 could not run the statement (unavailable, overloaded, a storage fault): a 503 to retry, not a bug. */
export function isStorageFailure(error: unknown): boolean {
  return /\bD1_|SQLITE_/.test(errorText(error));
}

/** A UNIQUE constraint on `column` (e.g. "blog_posts.slug") refused the write: the field's own message, as a 400 (R7). */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const text = errorText(error);
  return text.includes("UNIQUE constraint failed") && text.includes(column);
}

/** Any constraint (UNIQUE, FOREIGN KEY, NOT NULL, CHECK) refused the write: a race another request won. */
export function isConstraintFailure(error: unknown): boolean {
  return /constraint failed/i.test(errorText(error));
}

/** A signed link's count reached its cap (signed_link_uses' CHECK, worker/db/link-uses.ts): the batch acted on nothing. */
export function isLinkLimitReached(error: unknown): boolean {
  return errorText(error).includes("signed_link_uses_within_cap");
}
