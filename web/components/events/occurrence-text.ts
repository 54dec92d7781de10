// The words of one listed date of an event: the day and times it takes place, a moved date's
// own (docs/decisions/0064), and where a moved date was. For the calendar's cards, an event's page
// and the dashboard alike.
import { formatLongDay, formatTimeOfDay } from "../../lib/format";
import type { ListedOccurrence } from "../../queries/events";
import { CALENDAR_TEXT } from "./text";

interface Times {
  eventTime: string;
  endTime: string | null;
}

/** "7:00 PM", or "7:00 PM – 8:30 PM" with an end time. */
export const timeRange = ({ eventTime, endTime }: Times) =>
  endTime ? `${formatTimeOfDay(eventTime)} – ${formatTimeOfDay(endTime)}` : formatTimeOfDay(eventTime);

type Listed = Pick<ListedOccurrence, "date" | "movedTo">;

/** The Baltimore day the date takes place on: a moved date's new day, else its own. */
export const occurrenceDay = (occurrence: Listed) => occurrence.movedTo?.date ?? occurrence.date;

/** The date's times: a moved date's own, else the event's. */
export const occurrenceTimes = (event: Times, occurrence: Listed): Times =>
  occurrence.movedTo ? { eventTime: occurrence.movedTo.time, endTime: occurrence.movedTo.endTime } : event;

/** "Moved from Tuesday, March 19, 2030", or "Moved from 7:00 PM" when only its time changed; nothing for a date not moved. */
export function movedFrom(event: Times, occurrence: Listed): string | undefined {
  if (!occurrence.movedTo) return undefined;
  const was = occurrence.movedTo.date === occurrence.date ? formatTimeOfDay(event.eventTime) : formatLongDay(occurrence.date);
  return CALENDAR_TEXT.movedFrom(was);
}
