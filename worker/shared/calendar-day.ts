// A day of the calendar ("2026-03-14") in words, as en-US writes it. A day needs no time zone
// and no locale data: the pages that list dates (the calendar, the blog) show them without
// Intl, whose first date or number format loads about 35 ms of locale data on a phone, in the
// middle of the app taking the page over (docs/decisions/0030-no-locale-data-on-take-over.md).
// The test holds every form against Intl's own.

/** A day of 24 hours, in milliseconds (a UTC day; a day in Baltimore is 23 or 25 hours twice a year). */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An hour, in milliseconds. */
export const HOUR_MS = 60 * 60 * 1000;

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

/**
 * Midnight UTC of a day of any year, in milliseconds. (Date.UTC reads a year from 0 to 99 as
 * 1900 to 1999: "0099-01-01" would become 1999.)
 */
export function utcDay(year: number, month: number, day: number): number {
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** A year as dates write it: always four digits ("0999", never "999"). */
export const yearText = (year: number) => (year < 0 ? `-${String(-year).padStart(4, "0")}` : String(year).padStart(4, "0"));

/** The UTC day of a time in milliseconds, "YYYY-MM-DD" (utcDay's inverse). */
export function utcDayText(ms: number): string {
  const day = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${yearText(day.getUTCFullYear())}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** "2026-03-04" as "March 4, 2026"; with `weekday`, "Wednesday, March 4, 2026". */
export function formatDay(day: string, { weekday = false }: { weekday?: boolean } = {}): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const written = `${MONTH_NAMES[month - 1]!} ${date}, ${yearText(year)}`;
  return weekday ? `${WEEKDAY_NAMES[new Date(utcDay(year, month, date)).getUTCDay()]!}, ${written}` : written;
}

/** "2026-03-04" as "March 2026". */
export function formatMonth(day: string): string {
  const [year, month] = day.split("-").map(Number) as [number, number];
  return `${MONTH_NAMES[month - 1]!} ${yearText(year)}`;
}

/** The day `count` days after a day "YYYY-MM-DD" (before it, when negative). */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return utcDayText(utcDay(year, month, date) + count * DAY_MS);
}

/** How many days a range holds, its first and last day included. */
export function daysInRange(from: string, to: string): number {
  const at = (day: string) => {
    const [year, month, date] = day.split("-").map(Number) as [number, number, number];
    return utcDay(year, month, date);
  };
  return Math.round((at(to) - at(from)) / DAY_MS) + 1;
}
