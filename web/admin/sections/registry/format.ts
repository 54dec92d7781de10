// An incident's day, time window and distances as staff read them.
import { utcDay, yearText } from "../../../../worker/shared/calendar-day";
import { plural } from "../../../lib/plural";
import { formatAdminDateTime } from "../../ui";

const dayFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "short", month: "short", day: "numeric", year: "numeric" });
const clockFormat = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", hour: "numeric", minute: "2-digit" });

/** "2026-03-08" (a Baltimore calendar day) as "Sun, Mar 8, 2026"; the year always in four digits ("0999"). */
export function formatDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return dayFormat
    .formatToParts(utcDay(year, month, date))
    .map((part) => (part.type === "year" ? yearText(year) : part.value))
    .join("");
}

/** "22:00"–"02:00" as "10:00 PM – 2:00 AM (next day)": a window may pass midnight. */
export function formatWindow(start: string, end: string): string {
  const clock = (time: string) => {
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    return clockFormat.format(new Date(Date.UTC(2000, 0, 1, hour, minute)));
  };
  return `${clock(start)} – ${clock(end)}${end < start ? " (next day)" : ""}`;
}

/** Distances to the nearest foot: the geocoder is no more precise than that. */
export const formatFeet = (feet: number) => `${Math.round(feet).toLocaleString("en-US")} ft`;

/** An instant with its zone named, so no one reads it as their own clock's. */
export const formatBaltimoreTime = (iso: string) => `${formatAdminDateTime(iso)} Baltimore time`;

/** "3 requests emailed, 1 answered". */
export const formatRequestCounts = (emailed: number, answered: number) => `${plural(emailed, "request")} emailed, ${answered} answered`;
