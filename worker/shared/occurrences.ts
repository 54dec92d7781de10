// The dates of a repeating event. rrule counts in "floating" time: the series' Baltimore wall
// clock is handed to it as if it were UTC, and each date it gives back is read as a Baltimore
// date and time again (time.ts), so a 7 PM meeting stays at 7 PM across daylight-saving changes.
// RFC 5545 skips a month without the asked-for weekday (no fifth Tuesday: no meeting).
import { RRule } from "rrule";

import { DEFAULT_EVENT_LENGTH_MS } from "./calendar-links";
import { instantToSiteDateTime, siteDateTimeToInstant } from "./time";

export interface SeriesFields {
  /** The first start, an instant. */
  eventDate: Date;
  endTime: string | null;
  recurrence: string | null;
}

export interface Occurrence {
  /** The Baltimore day, "YYYY-MM-DD": what a cancellation names. */
  date: string;
  start: Date;
  end: Date;
}

/** One date's start and end: the end time on the same day, or the default length. */
export function occurrenceOn(date: string, time: string, endTime: string | null): Occurrence {
  const start = siteDateTimeToInstant(date, time);
  const end = endTime ? siteDateTimeToInstant(date, endTime) : new Date(start.getTime() + DEFAULT_EVENT_LENGTH_MS);
  return { date, start, end };
}

const floating = (instant: Date) => {
  const { date, time } = instantToSiteDateTime(instant);
  return new Date(`${date}T${time}:00Z`);
};

/** How far ahead the next dates are looked for: enough for a few fifth Tuesdays. */
const HORIZON_MS = 3 * 366 * 24 * 60 * 60 * 1000;

/**
 * Every date of the series that starts in [from, to), in order, at most `limit` of them
 * (cancellations included: callers mark or drop them). A one-time event is its own one date.
 */
export function occurrencesBetween(series: SeriesFields, from: Date, to: Date, limit = Infinity): Occurrence[] {
  const first = instantToSiteDateTime(series.eventDate);
  if (!series.recurrence) {
    const only = occurrenceOn(first.date, first.time, series.endTime);
    return only.start >= from && only.start < to && limit > 0 ? [only] : [];
  }
  const options = RRule.parseString(series.recurrence);
  const rule = new RRule({
    ...options,
    dtstart: floating(series.eventDate),
    until: options.until ? floating(options.until) : null,
  });
  // A day's margin each side covers the zone's offset; the exact bounds are checked on instants.
  const DAY = 24 * 60 * 60 * 1000;
  const found: Occurrence[] = [];
  rule.between(new Date(floating(from).getTime() - DAY), new Date(floating(to).getTime() + DAY), true, (day) => {
    const occurrence = occurrenceOn(day.toISOString().slice(0, 10), first.time, series.endTime);
    if (occurrence.start >= from && occurrence.start < to) found.push(occurrence);
    return found.length < limit;
  });
  return found;
}

/** The next `count` dates starting at or after `now`. */
export function nextOccurrences(series: SeriesFields, now: Date, count: number): Occurrence[] {
  return occurrencesBetween(series, now, new Date(now.getTime() + HORIZON_MS), count);
}

/** The last `count` dates that started before `now`, oldest first. */
export function pastOccurrences(series: SeriesFields, now: Date, count: number): Occurrence[] {
  return occurrencesBetween(series, series.eventDate, now).slice(-count);
}

/** True when `date` is one of the series' dates. */
export function isOccurrenceDate(series: SeriesFields, date: string): boolean {
  const start = siteDateTimeToInstant(date, "00:00");
  const end = siteDateTimeToInstant(date, "23:59");
  return occurrencesBetween(series, start, new Date(end.getTime() + 60_000), 1).length === 1;
}
