import { formatDay } from "../../worker/shared/calendar-day";

/** A Baltimore day, "2026-03-14", as "Saturday, March 14, 2026". */
export function formatLongDay(day: string): string {
  return formatDay(day, { weekday: true });
}

/** "18:30" as "6:30 PM"; any other text as given. */
export function formatTimeOfDay(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const suffix = hour >= 12 ? "PM" : "AM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${suffix}`;
}
