// Counts shown to people, in English with the right form for one: "1 view", "2 views",
// "+1 more outcome". Every count on the site goes through here, so none reads "1 views".

import { onFirstUse } from "../../worker/shared/on-first-use";

const englishPlurals = onFirstUse(() => new Intl.PluralRules("en-US"));
const countFormat = onFirstUse(() => new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 }));

/** The noun's form for this count: `one` for 1, `other` for 0, 2, 1.5 and the rest. */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return englishPlurals().select(count) === "one" ? one : other;
}

/**
 * A count as en-US writes it: "1,204", "2.5". A whole number under a thousand is its own digits,
 * written without the number formatter, whose first use loads locale data (about 35 ms on a
 * phone): the counts a page shows as the app takes it over are of that kind.
 */
export function formatCount(count: number): string {
  return Number.isInteger(count) && Math.abs(count) < 1000 ? String(count) : countFormat().format(count);
}

/** The count and its noun: "1 camera", "1,204 views", "3 stories". */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${formatCount(count)} ${pluralWord(count, one, other)}`;
}
