// How a footage request speaks of its incident to an owner: where in general terms (a block,
// or the street without a number), and when (the day and the time window). Nothing else about
// the incident (what happened, what footage is sought, its case reference) is ever said. Pure
// text, read by the request's email (worker/outbox/templates/) and the owners' pages alike.
import { formatDay, utcDay, utcDayText } from "./calendar-day";

/** The longest place the request names; a longer street line is cut at a word. */
const MAX_AREA_LENGTH = 80;

/**
 * The incident's place in general terms, from the address staff gave: "2909 O'Donnell St,
 * Baltimore, MD 21224" is "the 2900 block of O'Donnell St"; a number under 100 is the "unit
 * block"; a place without a house number ("Boston St & S Linwood Ave", "O'Donnell Square") is
 * named as given, without city or ZIP. Null when there is no address (a point from a map).
 */
export function generalArea(address: string | null): string | null {
  const street = (address ?? "")
    .split(",")[0]!
    .replace(/\([^)]*\)?/g, " ") // an aside in parentheses is a detail, not a place
    .replace(/\s+/g, " ")
    .trim();
  if (street.length === 0) return null;
  const numbered = /^#?(\d+)[A-Za-z]?(?:\s*[-–/]\s*\d+[A-Za-z]?)?\s+(.+)$/.exec(street);
  if (!numbered) return shorten(street);
  const [, number, rest] = numbered as unknown as [string, string, string];
  const block = Math.floor(Number(number) / 100) * 100;
  return shorten(`the ${block === 0 ? "unit" : block} block of ${rest}`);
}

function shorten(text: string): string {
  if (text.length <= MAX_AREA_LENGTH) return text;
  const cut = text.slice(0, MAX_AREA_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 0 ? cut.lastIndexOf(" ") : MAX_AREA_LENGTH).trimEnd()}…`;
}

/** "2026-03-14" as "Saturday, March 14, 2026" (a calendar day: no zone can shift it; the year always in four digits). */
export const calendarDay = (date: string): string => formatDay(date, { weekday: true });

/** "22:30" as "10:30 PM". */
export function clockTime(time: string): string {
  const [hour, minute] = time.split(":").map(Number) as [number, number];
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, "0")} ${suffix}`;
}

function nextDay(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return utcDayText(utcDay(year, month, day + 1));
}

/**
 * The time window in words: "Saturday, March 14, 2026, between 6:00 PM and 9:30 PM"; a window
 * whose end is earlier than its start passes midnight and ends the next day.
 */
export function timeWindow(occurredOn: string, windowStart: string, windowEnd: string): string {
  const start = `${calendarDay(occurredOn)}, between ${clockTime(windowStart)} and ${clockTime(windowEnd)}`;
  return windowEnd < windowStart ? `${start} on ${calendarDay(nextDay(occurredOn))}` : start;
}
