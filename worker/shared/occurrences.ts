// The dates of a repeating event. rrule counts in "floating" time: the series' Baltimore wall
// clock is handed to it as if it were UTC, and each date it gives back is read as a Baltimore
// date and time again (time.ts), so a 7 PM meeting stays at 7 PM across daylight-saving changes.
// RFC 5545 skips a month without the asked-for weekday (no fifth Tuesday: no meeting).
//
// Expansion is bounded whatever is stored (docs/decisions/0033): it starts at the asked-for
// window, not at the series' first date (rrule steps from its DTSTART, so DTSTART is moved to
// the window's first day), and it never gives more than MAX_EXPANDED_OCCURRENCES dates.
//
// A date of a series may be moved to another day or time (its RECURRENCE-ID override,
// docs/decisions/0064): it keeps its own date as its identity and is listed where it now starts.
import { RRule, type Weekday } from "rrule";

import { DEFAULT_EVENT_LENGTH_MS } from "./calendar-links";
import { DAY_MS, utcDay, utcDayText } from "./calendar-day";
import { OPEN_SERIES_LISTED_MONTHS, parseRule, type ParsedRule } from "./recurrence";
import { instantToSiteDateTime, siteDateTimeToInstant } from "./time";

/** One date of a series held on another day or at another time ("YYYY-MM-DD", "HH:MM" in Baltimore). */
export interface DateMove {
  /** The series' own date it replaces. */
  date: string;
  newDate: string;
  newTime: string;
  newEndTime: string | null;
}

export interface SeriesFields {
  /** The first start, an instant. */
  eventDate: Date;
  endTime: string | null;
  recurrence: string | null;
  /** Its moved dates; a one-time event has none. */
  moves?: readonly DateMove[];
}

/** Where a moved date takes place: its Baltimore day, start and optional end time. */
export interface MovedTo {
  date: string;
  time: string;
  endTime: string | null;
}

export interface Occurrence {
  /** The series' Baltimore day, "YYYY-MM-DD": what a cancellation or a move names, even once it is moved. */
  date: string;
  start: Date;
  end: Date;
  /** Set when this date was moved: `start` and `end` are then the new ones. */
  movedTo?: MovedTo;
}

/** The most dates one expansion gives, whatever window is asked for. */
export const MAX_EXPANDED_OCCURRENCES = 500;

/** How far ahead the next dates, and back the last ones, are looked for: enough for a few fifth Tuesdays. */
const HORIZON_MS = 3 * 366 * DAY_MS;

/** One date's start and end: the end time on the same day, or the default length. */
export function occurrenceOn(date: string, time: string, endTime: string | null): Occurrence {
  const start = siteDateTimeToInstant(date, time);
  const end = endTime ? siteDateTimeToInstant(date, endTime) : new Date(start.getTime() + DEFAULT_EVENT_LENGTH_MS);
  return { date, start, end };
}

/** The Baltimore wall clock of an instant, as milliseconds of a UTC clock showing the same. */
function floating(instant: Date): number {
  const { date, time } = instantToSiteDateTime(instant);
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  return utcDay(year, month, day) + (hour * 60 + minute) * 60_000;
}

/** The end of a Baltimore day as a floating time (UNTIL is that day's last second). */
function floatingEndOf(date: string): number {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return utcDay(year, month, day) + DAY_MS - 1000;
}

const RRULE_WEEKDAYS = [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA] as const;

/** The rule as rrule takes it, stepping from `dtstart` (a floating time). */
function ruleFrom(parsed: ParsedRule, dtstart: number): RRule {
  const weekday: Weekday = RRULE_WEEKDAYS[parsed.weekday]!;
  return new RRule({
    freq: parsed.repeat === "weekly" ? RRule.WEEKLY : RRule.MONTHLY,
    interval: parsed.interval,
    byweekday: parsed.nth === null ? weekday : weekday.nth(parsed.nth),
    dtstart: new Date(dtstart),
    until: parsed.until ? new Date(floatingEndOf(parsed.until)) : null,
  });
}

/**
 * Where rrule may start stepping for a window from `after` (both floating times), found by
 * arithmetic. DTSTART moves to the window's first day at the series' own time: the rule's weekday
 * (and week of the month) are its own, not DTSTART's, so the dates from there on are the series'
 * dates. A series every few weeks moves by whole periods of its weeks instead, so that it keeps
 * its own weeks (every other Tuesday from its first, not from the window's).
 */
function movedStart(parsed: ParsedRule, seriesStart: number, after: number): number {
  if (parsed.interval > 1) {
    const period = parsed.interval * 7 * DAY_MS;
    return seriesStart + Math.floor((after - seriesStart) / period) * period;
  }
  const timeOfDay = seriesStart - Math.floor(seriesStart / DAY_MS) * DAY_MS;
  return Math.floor(after / DAY_MS) * DAY_MS + timeOfDay;
}

/**
 * Every date of the series' rule that starts in [from, to), in order, at most `limit` of them and
 * never more than MAX_EXPANDED_OCCURRENCES, moves not applied. A one-time event is its own one
 * date; a start no Date can hold, or a rule this site did not write (shared/recurrence.ts), has none.
 */
function ruleDatesBetween(series: SeriesFields, from: Date, to: Date, limit = Infinity): Occurrence[] {
  const count = Math.min(limit, MAX_EXPANDED_OCCURRENCES);
  if (Number.isNaN(series.eventDate.getTime()) || count <= 0) return [];
  const first = instantToSiteDateTime(series.eventDate);
  if (!series.recurrence) {
    const only = occurrenceOn(first.date, first.time, series.endTime);
    return only.start >= from && only.start < to ? [only] : [];
  }
  const parsed = parseRule(series.recurrence);
  if (!parsed || from >= to) return [];
  // A day's margin each side covers the zone's offset; the exact bounds are checked on instants.
  const after = floating(from) - DAY_MS;
  const before = floating(to) + DAY_MS;
  const seriesStart = floating(series.eventDate);
  const dtstart = after > seriesStart ? movedStart(parsed, seriesStart, after) : seriesStart;
  const found: Occurrence[] = [];
  ruleFrom(parsed, dtstart).between(new Date(after), new Date(before), true, (day) => {
    const occurrence = occurrenceOn(utcDayText(day.getTime()), first.time, series.endTime);
    if (occurrence.start >= from && occurrence.start < to) found.push(occurrence);
    return found.length < count;
  });
  return found;
}

/** A moved date where it now takes place, its own date kept. */
function movedOccurrence(move: DateMove): Occurrence {
  const movedTo = { date: move.newDate, time: move.newTime, endTime: move.newEndTime };
  return { ...occurrenceOn(move.newDate, move.newTime, move.newEndTime), date: move.date, movedTo };
}

/**
 * Every date of the series that starts in [from, to), in order of start, at most `limit` of them
 * and never more than MAX_EXPANDED_OCCURRENCES (cancellations included: callers mark or drop
 * them). A moved date is listed where it now starts, whether or not its own date is in the window.
 */
export function occurrencesBetween(series: SeriesFields, from: Date, to: Date, limit = Infinity): Occurrence[] {
  const moves = series.recurrence ? (series.moves ?? []) : [];
  if (moves.length === 0) return ruleDatesBetween(series, from, to, limit);
  const ruled = ruleDatesBetween(series, from, to, limit + moves.length);
  const movedDates = new Set(moves.map((move) => move.date));
  const ruledDates = new Set(ruled.map((occurrence) => occurrence.date));
  const movedIn = moves
    .map(movedOccurrence)
    .filter((moved) => moved.start >= from && moved.start < to)
    // A move names a date of the series (an edit drops the others), checked again for one from outside the window.
    .filter((moved) => ruledDates.has(moved.date) || isOccurrenceDate(series, moved.date));
  return [...ruled.filter((occurrence) => !movedDates.has(occurrence.date)), ...movedIn]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .slice(0, Math.min(limit, MAX_EXPANDED_OCCURRENCES));
}

/** The next `count` dates starting at or after `now`. */
export function nextOccurrences(series: SeriesFields, now: Date, count: number): Occurrence[] {
  return occurrencesBetween(series, now, new Date(now.getTime() + HORIZON_MS), count);
}

/**
 * The instant past the last second of a series' last Baltimore day, or past a date moved later
 * than it; none when the series goes on.
 */
function endOfSeries(series: SeriesFields): Date | undefined {
  const until = series.recurrence ? parseRule(series.recurrence)?.until : undefined;
  if (!until) return undefined;
  const last = siteDateTimeToInstant(until, "23:59").getTime() + 60_000;
  const movedLater = (series.moves ?? []).map((move) => movedOccurrence(move).start.getTime() + 1);
  return new Date(Math.max(last, ...movedLater));
}

/**
 * The dates the calendar and the event's page list from `now` on (docs/decisions/0048): a
 * one-time event's date if it is still to come; a series with a last date, every date through it
 * (at most five years of them, decision 0033); one without, those of the next
 * OPEN_SERIES_LISTED_MONTHS months.
 */
export function listedUpcoming(series: SeriesFields, now: Date): Occurrence[] {
  if (!series.recurrence) return occurrencesBetween(series, now, new Date(8.64e15));
  const openEnd = new Date(now);
  openEnd.setUTCMonth(openEnd.getUTCMonth() + OPEN_SERIES_LISTED_MONTHS);
  return occurrencesBetween(series, now, endOfSeries(series) ?? openEnd);
}

/** The last `count` dates that started before `now` (or before a series' last date), oldest first. */
export function pastOccurrences(series: SeriesFields, now: Date, count: number): Occurrence[] {
  if (!series.recurrence) return occurrencesBetween(series, series.eventDate, now).slice(-count);
  const end = Math.min(now.getTime(), endOfSeries(series)?.getTime() ?? Infinity);
  // Not clamped to the first date: a first date may be moved earlier (the rule starts at its first date anyway).
  return occurrencesBetween(series, new Date(end - HORIZON_MS), new Date(end)).slice(-count);
}

/** True when `date` is one of the series' own dates (moved or not). */
export function isOccurrenceDate(series: SeriesFields, date: string): boolean {
  const start = siteDateTimeToInstant(date, "00:00");
  const end = siteDateTimeToInstant(date, "23:59");
  return ruleDatesBetween(series, start, new Date(end.getTime() + 60_000), 1).length === 1;
}
