// Counts shown to people, in English with the right form for one: "1 view", "2 views",
// "+1 more outcome". Every count on the site goes through here, so none reads "1 views".

// Made on first use: building Intl formatters loads locale data, which would otherwise run
// while every page's scripts start, counts or not.
let englishPlurals: Intl.PluralRules | undefined;
let countFormat: Intl.NumberFormat | undefined;

/** The noun's form for this count: `one` for 1, `other` for 0, 2, 1.5 and the rest. */
export function pluralWord(count: number, one: string, other = `${one}s`): string {
  englishPlurals ??= new Intl.PluralRules("en-US");
  return englishPlurals.select(count) === "one" ? one : other;
}

/** The count and its noun: "1 camera", "1,204 views", "3 stories". */
export function plural(count: number, one: string, other = `${one}s`): string {
  countFormat ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });
  return `${countFormat.format(count)} ${pluralWord(count, one, other)}`;
}
