// Counts shown to people, in English with the right form for one: "1 view", "2 views",
// "+1 more outcome". Every count on the site goes through here, so none reads "1 views".

import { onFirstUse } from "../../worker/shared/on-first-use";
import { formatNumber } from "./numbers";

const englishPlurals = onFirstUse(() => new Intl.PluralRules("en-US"));

/** The noun's form for this count: `one` for 1, `other` for 0, 2, 1.5 and the rest. */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  return englishPlurals().select(count) === "one" ? one : other;
}

/** The count and its noun: "1 camera", "1,204 views", "3 stories". */
export function plural(count: number, one: string, other = `${one}s`): string {
  return `${formatNumber(count)} ${pluralWord(count, one, other)}`;
}
