// Which stored events the public pages can show (R19, docs/decisions/0033). A row written before the
// plausible-dates rule, or by hand, may have a start no Date holds, a year before 1900, a series
// running to 9999 or a rule nobody can read: such a row is left out of every public list, page
// and feed (and logged, by id), never allowed to make the list fail; the dashboard lists it flagged.
import { logWarning } from "../log";
import { type DateProblem, PLAUSIBLE_DATE_TEXTS, scheduleDateProblems } from "../shared/plausible-dates";
import { parseRule } from "../shared/recurrence";
import { ADMIN_TEXTS } from "../shared/schemas/admin";
import { EVENT_SCHEDULE_TEXTS } from "../shared/schemas/events";
import { instantToSiteDateTime, isClockTime } from "../shared/time";
import type { CommunityEvent } from "./schema";

type ScheduleColumns = Pick<CommunityEvent, "eventDate" | "endTime" | "recurrence">;

export interface RowProblem {
  field: DateProblem["field"] | "endTime" | "repeat";
  message: string;
}

/** Why the public pages cannot show this row (its first problem, in the form's words), or undefined when they can. */
export function eventRowProblem(row: ScheduleColumns): RowProblem | undefined {
  if (Number.isNaN(row.eventDate.getTime())) return { field: "date", message: PLAUSIBLE_DATE_TEXTS.outOfRange };
  if (row.endTime !== null && !isClockTime(row.endTime)) return { field: "endTime", message: ADMIN_TEXTS.timeExists };
  const rule = row.recurrence === null ? undefined : parseRule(row.recurrence);
  if (row.recurrence !== null && !rule) return { field: "repeat", message: EVENT_SCHEDULE_TEXTS.repeat };
  const { date } = instantToSiteDateTime(row.eventDate);
  return scheduleDateProblems({ date, repeatUntil: rule?.until || null })[0];
}

/** The rows the public pages can show; each other one is logged (its id and the problem, nothing of its text) and left out. */
export function showableEvents<T extends ScheduleColumns & { id: number }>(rows: readonly T[]): T[] {
  return rows.filter((row) => {
    const problem = eventRowProblem(row);
    if (problem)
      logWarning("events", "A stored event cannot be shown and is left out", {
        eventId: row.id,
        field: problem.field,
        problem: problem.message,
      });
    return !problem;
  });
}

export const isShowableEvent = (row: ScheduleColumns) => eventRowProblem(row) === undefined;
