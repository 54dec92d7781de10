// Whether one date of a series may move where staff asked, judged against the stored series
// (docs/decisions/0064): only a date the series has and that is not cancelled moves, somewhere
// other than its own day and time, and never onto a day another date of the series already has.
import { isOccurrenceDate, type DateMove, type SeriesFields } from "./occurrences";
import { EVENT_SCHEDULE_TEXTS, MOVE_TEXTS } from "./schemas/events";
import { instantToSiteDateTime } from "./time";

export interface MoveProblem {
  field: "date" | "newDate";
  message: string;
}

/** A day taken by another date of the series: one of its own dates, or where another moved date went. */
function isTaken(series: SeriesFields, move: DateMove): boolean {
  if (move.newDate === move.date) return false;
  if (isOccurrenceDate(series, move.newDate)) return true;
  return (series.moves ?? []).some((other) => other.date !== move.date && other.newDate === move.newDate);
}

/** Why this move cannot be made (its field and message), or undefined when it can. */
export function moveProblem(series: SeriesFields, cancelled: readonly string[], move: DateMove): MoveProblem | undefined {
  if (!series.recurrence || !isOccurrenceDate(series, move.date)) return { field: "date", message: EVENT_SCHEDULE_TEXTS.notADate };
  if (cancelled.includes(move.date)) return { field: "date", message: MOVE_TEXTS.cancelled };
  const own = instantToSiteDateTime(series.eventDate).time;
  if (move.newDate === move.date && move.newTime === own && move.newEndTime === series.endTime) {
    return { field: "newDate", message: MOVE_TEXTS.unchanged };
  }
  if (isTaken(series, move)) return { field: "newDate", message: MOVE_TEXTS.collides };
  return undefined;
}

/** The moves a changed schedule keeps: those whose own date it still has, on a day none of its other dates takes. */
export const movesKept = (series: SeriesFields, moves: readonly DateMove[]): DateMove[] =>
  moves.filter((move) => isOccurrenceDate(series, move.date) && !isTaken({ ...series, moves }, move));
