// The one rule for which dates staff may give events and incidents (R19, docs/decisions/0033): a day
// from 1900 to 2100, and a repeating event's last date at most five years after its first. The
// API's schemas, the dashboard's forms and the check of stored rows all read it from here, so a
// date the form refuses is the date the API refuses, with the same words.
// No runtime APIs: the browser uses it too.
import { utcDay, utcDayText } from "./calendar-day";

export const PLAUSIBLE_DATES = {
  /** The first and last days an event or an incident may have ("YYYY-MM-DD", both included). */
  first: "1900-01-01",
  last: "2100-12-31",
  /** A repeating event's last date is at most this many years after its first. */
  seriesYears: 5,
} as const;

export const PLAUSIBLE_DATE_TEXTS = {
  outOfRange: "Use a date from 1900 to 2100",
  seriesTooLong: "The last date must be at most 5 years after the first date",
  /** The dashboard's flag on a stored event the public pages cannot show. */
  needsFixing: "Needs fixing",
  needsFixingHint: "Its dates cannot be shown on the calendar: edit its dates, or delete it.",
} as const;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day written "YYYY-MM-DD" inside the window; false for anything else. */
export function isPlausibleDate(day: string): boolean {
  return DAY_PATTERN.test(day) && day >= PLAUSIBLE_DATES.first && day <= PLAUSIBLE_DATES.last;
}

/** The latest last date of a series that starts on `date`: the same day five years on (February 29 goes to the 28th). */
export function latestRepeatUntil(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const later = utcDay(year + PLAUSIBLE_DATES.seriesYears, month, day);
  // A February 29 whose year five on has none would roll over into March 1.
  return utcDayText(new Date(later).getUTCDate() === day ? later : utcDay(year + PLAUSIBLE_DATES.seriesYears, month + 1, 0));
}

export interface ScheduleDates {
  date: string;
  /** A repeating event's last date, "" or null when it has none (or does not repeat). */
  repeatUntil: string | null;
}

export interface DateProblem {
  field: "date" | "repeatUntil";
  message: string;
}

/**
 * What is wrong with a schedule's dates by this rule, field by field (empty when nothing is).
 * Both dates are assumed to be real days (`isCalendarDate`): their format is another rule's.
 */
export function scheduleDateProblems({ date, repeatUntil }: ScheduleDates): DateProblem[] {
  const problems: DateProblem[] = [];
  if (!isPlausibleDate(date)) problems.push({ field: "date", message: PLAUSIBLE_DATE_TEXTS.outOfRange });
  if (!repeatUntil) return problems;
  if (!isPlausibleDate(repeatUntil)) problems.push({ field: "repeatUntil", message: PLAUSIBLE_DATE_TEXTS.outOfRange });
  else if (isPlausibleDate(date) && repeatUntil > latestRepeatUntil(date)) {
    problems.push({ field: "repeatUntil", message: PLAUSIBLE_DATE_TEXTS.seriesTooLong });
  }
  return problems;
}
