// A day of the calendar ("2026-03-14") in words, as en-US writes it. A day needs no time zone
// and no locale data: the pages that list dates (the calendar, the blog) show them without
// Intl, whose first date or number format loads about 35 ms of locale data on a phone, in the
// middle of the app taking the page over (docs/decisions/0030-no-locale-data-on-take-over.md).
// The test holds every form against Intl's own.

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** "2026-03-04" as "March 4, 2026"; with `weekday`, "Wednesday, March 4, 2026". */
export function formatDay(day: string, { weekday = false }: { weekday?: boolean } = {}): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const written = `${MONTH_NAMES[month - 1]!} ${date}, ${year}`;
  return weekday ? `${WEEKDAY_NAMES[new Date(Date.UTC(year, month - 1, date)).getUTCDay()]!}, ${written}` : written;
}
