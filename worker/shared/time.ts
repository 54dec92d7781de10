// Event times are wall-clock times in Baltimore (R4): an admin's date and time are read in
// America/New_York and stored as an instant; pages show them back in the same zone.

import { HOUR_MS, utcDay, yearText } from "./calendar-day";
import { onFirstUse } from "./on-first-use";

export const SITE_TIME_ZONE = "America/New_York";

/** An en-US date formatter in the site's time zone, made on first use (worker/shared/on-first-use.ts). */
export const siteDateFormat = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat("en-US", { timeZone: SITE_TIME_ZONE, ...options }));

const partsFormatter = siteDateFormat({
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function wallClockAt(instant: Date): WallClock & { second: number } {
  const parts = Object.fromEntries(
    partsFormatter()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The site zone's offset from UTC at an instant, in milliseconds (negative west of UTC). */
function zoneOffsetMs(instant: Date): number {
  const w = wallClockAt(instant);
  const asUtc = utcDay(w.year, w.month, w.day) + ((w.hour * 60 + w.minute) * 60 + w.second) * 1000;
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** "YYYY-MM-DD" naming a day the calendar has: 2028-02-29 does, 2027-02-29 and 2026-04-31 do not. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // An impossible day rolls over into the next month (2026-02-31 becomes March 3).
  const probe = new Date(utcDay(year, month, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** "HH:MM" on a 24-hour clock: 00:00 to 23:59 (no 24:30, no 12:60). */
export function isClockTime(text: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(text);
}

/** "2026-03-08" and "18:30" read in America/New_York, as an instant. */
export function siteDateTimeToInstant(date: string, time: string): Date {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const naive = utcDay(year, month, day) + (hour * 60 + minute) * 60_000;
  // Two passes settle the offset across a daylight-saving change.
  const first = naive - zoneOffsetMs(new Date(naive));
  return new Date(naive - zoneOffsetMs(new Date(first)));
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as the site zone's date ("YYYY-MM-DD", the year always in four digits) and time ("HH:MM"). */
export function instantToSiteDateTime(instant: Date): { date: string; time: string } {
  const w = wallClockAt(instant);
  return { date: `${yearText(w.year)}-${pad(w.month)}-${pad(w.day)}`, time: `${pad(w.hour)}:${pad(w.minute)}` };
}

/** An instant as ISO 8601 in Baltimore's own offset: 2026-03-03T19:00:00-05:00. */
export function siteIsoString(instant: Date): string {
  const { date, time } = instantToSiteDateTime(instant);
  const offsetMinutes = Math.round(zoneOffsetMs(instant) / 60_000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `${date}T${time}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** A stored time as an answer writes it (ISO 8601, UTC), or null when there is none. */
export function isoOrNull(at: Date | null): string | null {
  return at?.toISOString() ?? null;
}

/** The last hour siteDayOf read, and its day. */
let dayOfHour = { hour: Number.NaN, day: "" };

/**
 * The site's day ("YYYY-MM-DD", America/New_York) of an instant in milliseconds. The zone's offset
 * is whole hours and changes on the hour, so one UTC hour lies within one site day: the day is read
 * once per hour, not per instant (a batch of counted events asks for thousands).
 */
export function siteDayOf(at: number): string {
  const hour = Math.floor(at / HOUR_MS);
  if (hour !== dayOfHour.hour) dayOfHour = { hour, day: instantToSiteDateTime(new Date(hour * HOUR_MS)).date };
  return dayOfHour.day;
}
