// How an event repeats: the dashboard's few choices, written as an RFC 5545 RRULE and read back.
// The weekday (and its place in the month) comes from the event's first date, as calendar apps
// offer it: a series that starts on the first Tuesday of a month repeats on first Tuesdays.
// No runtime APIs and no rrule here, so the browser can use it (expansion: occurrences.ts).
import { icsTimestamp } from "./calendar-links";
import { instantToSiteDateTime, siteDateTimeToInstant } from "./time";
import { formatDay, utcDay, WEEKDAY_NAMES } from "./calendar-day";

export const REPEAT_CHOICES = ["none", "weekly", "monthly", "monthly-last"] as const;
export type Repeat = (typeof REPEAT_CHOICES)[number];

/**
 * A weekly series meets every 1 to 8 weeks (RRULE's INTERVAL; 1, plain weekly, is written
 * without it). Past eight weeks a meeting is monthly, which the monthly rules say better
 * (docs/decisions/0048-every-few-weeks-and-whole-series.md).
 */
export const WEEKS_BETWEEN = { min: 1, max: 8 } as const;

/**
 * How far ahead a series without a last date is listed on the calendar and on its page
 * (occurrences.ts listedUpcoming); its feed has every date.
 */
export const OPEN_SERIES_LISTED_MONTHS = 12;

const WEEKDAY_CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
const ORDINALS = ["first", "second", "third", "fourth", "fifth"] as const;

interface DayInMonth {
  weekday: number; // 0 = Sunday
  /** 1 for the first such weekday of its month, up to 5. */
  nth: number;
  /** True when no later such weekday is in the month. */
  isLast: boolean;
}

/** "2026-03-03" → Tuesday, the first of March 2026, not the last. */
export function dayInMonth(date: string): DayInMonth {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const weekday = new Date(utcDay(year, month, day)).getUTCDay();
  const daysInMonth = new Date(utcDay(year, month + 1, 0)).getUTCDate();
  return { weekday, nth: Math.ceil(day / 7), isLast: day + 7 > daysInMonth };
}

/** Monthly on the last weekday is offered only for a date in its month's last seven days. */
export function repeatFitsDate(repeat: Repeat, date: string): boolean {
  return repeat !== "monthly-last" || dayInMonth(date).isLast;
}

// The words of a weekly series, in one place for the dashboard's choice and the pages' line.

/** The dashboard's choice: "Weekly on Tuesday", "Every 2 weeks on Tuesday"; "Weekly", "Every 2 weeks" before a date is chosen. */
export function weeklyLabel(interval: number, name?: string): string {
  const on = name ? ` on ${name}` : "";
  return interval === 1 ? `Weekly${on}` : `Every ${interval} weeks${on}`;
}

/** The pages' line, after "Repeats ": "every Tuesday", "every other Tuesday", "every 3 weeks on Tuesday". */
const weeklyPattern = (interval: number, name: string) =>
  interval === 1 ? `every ${name}` : interval === 2 ? `every other ${name}` : `every ${interval} weeks on ${name}`;

/** The choice as the dashboard offers it for a first date: "Monthly on the first Tuesday", "Every 2 weeks on Tuesday". */
export function repeatLabel(repeat: Repeat, date: string, interval = 1): string {
  if (repeat === "none") return "Does not repeat";
  const { weekday, nth } = dayInMonth(date);
  const name = WEEKDAY_NAMES[weekday]!;
  if (repeat === "weekly") return weeklyLabel(interval, name);
  return `Monthly on the ${repeat === "monthly" ? ORDINALS[nth - 1]! : "last"} ${name}`;
}

/** The "Every" choice beside a weekly series: "week", "2 weeks" … "8 weeks". */
export const weeksBetweenLabel = (interval: number) => (interval === 1 ? "week" : `${interval} weeks`);

/** The last moment of a Baltimore day, as RRULE's UNTIL wants it with a zoned start: in UTC. */
function endOfSiteDay(date: string): Date {
  return new Date(siteDateTimeToInstant(date, "23:59").getTime() + 59_000);
}

/**
 * The RRULE for a choice, a first date, an optional last date and, for a weekly series, the weeks
 * between its dates (`FREQ=WEEKLY;INTERVAL=2;BYDAY=TU`; a plain weekly rule has no INTERVAL, as
 * before); none for "does not repeat".
 */
export function buildRule(repeat: Repeat, date: string, until: string | null, interval = 1): string | null {
  if (repeat === "none") return null;
  const { weekday, nth } = dayInMonth(date);
  const code = WEEKDAY_CODES[weekday]!;
  const byDay = repeat === "weekly" ? code : `${repeat === "monthly" ? nth : -1}${code}`;
  const freq = repeat === "weekly" ? "WEEKLY" : "MONTHLY";
  const every = repeat === "weekly" && interval !== 1 ? `;INTERVAL=${interval}` : "";
  return `FREQ=${freq}${every};BYDAY=${byDay}${until ? `;UNTIL=${icsTimestamp(endOfSiteDay(until))}` : ""}`;
}

// UNTIL's year may have a sign and up to six digits, as toISOString once wrote a year past 9999
// ("+0100000101T045959Z"): such a rule is read back so that the dashboard shows its last date,
// and the plausible-dates rule then keeps it off the public pages (docs/decisions/0033).
const RULE_PATTERN =
  /^FREQ=(WEEKLY|MONTHLY)(?:;INTERVAL=([1-9]\d?))?;BYDAY=(-1|[1-5])?(SU|MO|TU|WE|TH|FR|SA)(?:;UNTIL=([+-]?\d{4,6})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z)?$/;

export interface ParsedRule {
  repeat: Exclude<Repeat, "none">;
  weekday: number;
  nth: number | null; // null for weekly; -1 for the last
  /** Weeks between a weekly series' dates (1 to 8); 1 for a monthly one. */
  interval: number;
  /** The last Baltimore day of the series ("YYYY-MM-DD"), or "" when it goes on. */
  until: string;
}

/** A rule this site wrote, read back; undefined for anything else. */
export function parseRule(rule: string): ParsedRule | undefined {
  const match = RULE_PATTERN.exec(rule);
  if (!match) return undefined;
  const [, freq, intervalText, nthText, code, ...untilParts] = match;
  const weekday = WEEKDAY_CODES.indexOf(code as (typeof WEEKDAY_CODES)[number]);
  const nth = nthText ? Number(nthText) : null;
  if ((freq === "WEEKLY") !== (nth === null)) return undefined;
  // Only what buildRule writes: an INTERVAL of 2 to 8, on a weekly rule.
  const interval = intervalText === undefined ? 1 : Number(intervalText);
  if (intervalText !== undefined && (freq !== "WEEKLY" || interval < 2 || interval > WEEKS_BETWEEN.max)) return undefined;
  let until = "";
  if (untilParts[0]) {
    const [y, mo, d, h, mi, s] = untilParts.map(Number) as [number, number, number, number, number, number];
    const instant = new Date(utcDay(y, mo, d) + ((h * 60 + mi) * 60 + s) * 1000);
    if (Number.isNaN(instant.getTime())) return undefined; // past the last day a Date can hold
    until = instantToSiteDateTime(instant).date;
  }
  const repeat = freq === "WEEKLY" ? "weekly" : nth === -1 ? "monthly-last" : "monthly";
  return { repeat, weekday, nth, interval, until };
}

/** "Repeats on the first Tuesday of every month", "Repeats every other Wednesday until June 30, 2027". */
export function describeRule(rule: string): string | undefined {
  const parsed = parseRule(rule);
  if (!parsed) return undefined;
  const name = WEEKDAY_NAMES[parsed.weekday]!;
  const pattern =
    parsed.repeat === "weekly"
      ? weeklyPattern(parsed.interval, name)
      : `on the ${parsed.nth === -1 ? "last" : ORDINALS[parsed.nth! - 1]!} ${name} of every month`;
  const until = parsed.until ? ` until ${formatDay(parsed.until)}` : "";
  return `Repeats ${pattern}${until}`;
}
