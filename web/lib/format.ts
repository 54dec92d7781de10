import { siteDateFormat } from "../../worker/shared/time";

const longDate = siteDateFormat({
  weekday: "long",
  year: "numeric",
  month: "long",
  day: "numeric",
});

/** "Saturday, March 14, 2026", read in Baltimore's time zone. */
export function formatLongDate(iso: string): string {
  return longDate().format(new Date(iso));
}

/** "18:30" as "6:30 PM"; any other text as given. */
export function formatTimeOfDay(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]);
  const suffix = hour >= 12 ? "PM" : "AM";
  return `${hour % 12 === 0 ? 12 : hour % 12}:${match[2]} ${suffix}`;
}
