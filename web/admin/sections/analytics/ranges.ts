// The ranges above the figures (R22): each preset as the days it spans in Baltimore, from today.
import { addDays } from "../../../../worker/shared/calendar-day";
import { RANGE_PRESETS, type RangePreset } from "../../../../worker/shared/analytics";
import { isCalendarDate } from "../../../../worker/shared/time";

export const RANGE_IDS = Object.keys(RANGE_PRESETS) as RangePreset[];

export interface DayRange {
  from: string;
  to: string;
}

/** The first day of the month of `day`. */
const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The days a preset spans, today being `today`; a custom range is its own days when they make one, else the last 30 days. */
export function rangeOf(preset: RangePreset, today: string, custom: Partial<DayRange> = {}): DayRange {
  switch (preset) {
    case "today":
      return { from: today, to: today };
    case "7d":
      return { from: addDays(today, -6), to: today };
    case "90d":
      return { from: addDays(today, -89), to: today };
    case "month":
      return { from: monthStart(today), to: today };
    case "last-month": {
      const end = addDays(monthStart(today), -1);
      return { from: monthStart(end), to: end };
    }
    case "custom":
      if (custom.from && custom.to && isCalendarDate(custom.from) && isCalendarDate(custom.to) && custom.from <= custom.to) {
        return { from: custom.from, to: custom.to };
      }
      return rangeOf("30d", today);
    case "30d":
      return { from: addDays(today, -29), to: today };
  }
}
