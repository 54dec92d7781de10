// The calendar's list: one page of dates, under a heading for each month, and the links to the
// pages before and after it. The API cuts the pages (at most CALENDAR_PAGE_SIZE dates each, in
// the listed order), so a month that goes on past a page's last date is headed again at the top
// of the next page (R15, docs/decisions/0045-calendar-pages.md). The links are plain links to the page's address
// (`/calendar?page=2`, the filters kept), so they work before the app runs and without it.
import { Link } from "@tanstack/react-router";
import { Fragment } from "react";

import { formatMonth } from "../../../worker/shared/calendar-day";
import { cn } from "../../lib/cn";
import type { CalendarEvent, CalendarSearch } from "../../queries/events";
import { EventCard } from "./event-card";
import { occurrenceDay } from "./occurrence-text";
import { CALENDAR_TEXT } from "./text";

export interface ListedDate {
  event: CalendarEvent;
  occurrence: CalendarEvent["occurrences"][number];
}

/** The id of the list's heading, where a link to another page of it scrolls to. */
export const EVENTS_HEADING_ID = "events-heading";

/** "2026-12-05" → "2026-12": the Baltimore month a date belongs to (dates are Baltimore days). */
const monthOf = (day: string) => day.slice(0, day.lastIndexOf("-"));

interface MonthDates {
  month: string;
  /** "December 2026". */
  heading: string;
  dates: ListedDate[];
}

/** A page's dates grouped by month, in the order given. */
export function monthsOf(dates: readonly ListedDate[]): MonthDates[] {
  const months: MonthDates[] = [];
  for (const date of dates) {
    // A moved date is in the month of the day it now takes place on.
    const day = occurrenceDay(date.occurrence);
    const month = monthOf(day);
    const current = months.at(-1);
    if (current?.month === month) current.dates.push(date);
    else months.push({ month, heading: formatMonth(day), dates: [date] });
  }
  return months;
}

/** The address's search for a page of the list, defaults left out as the route leaves them out. */
export function calendarPageSearch(search: CalendarSearch, page: number): CalendarSearch {
  return {
    neighborhood: search.neighborhood,
    eventType: search.eventType,
    when: search.when === "past" ? "past" : undefined,
    page: page > 1 ? page : undefined,
  };
}

const pageLink =
  "inline-flex items-center rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-blue-800 hover:bg-slate-50";

/**
 * A page's `dates` (upcoming soonest first, past latest first) with the links to the pages
 * on either side: Later events follows the upcoming list on, Earlier events the past one.
 */
export function CalendarDates({ dates, pageCount, search }: { dates: readonly ListedDate[]; pageCount: number; search: CalendarSearch }) {
  const page = search.page ?? 1;
  const months = monthsOf(dates);
  // The page before this one (the last page, for an address past the end), and the one after.
  const back = page > 1 ? Math.min(page - 1, pageCount) : undefined;
  const forward = page < pageCount ? page + 1 : undefined;
  const [earlier, later] = search.when === "past" ? [forward, back] : [back, forward];
  const link = (target: number, text: string, className?: string) => (
    <Link
      to="/calendar"
      search={calendarPageSearch(search, target)}
      hash={EVENTS_HEADING_ID}
      // Another page of the list is never this one: without `exact` the first page's fewer search values would match.
      activeOptions={{ exact: true }}
      className={cn(pageLink, className)}
    >
      {text}
    </Link>
  );
  return (
    <>
      {months.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-xl font-semibold text-slate-900">{CALENDAR_TEXT.empty}</p>
          <p className="mt-2 text-slate-600">{CALENDAR_TEXT.emptyHint}</p>
        </div>
      ) : (
        months.map(({ month, heading, dates: inMonth }) => (
          <Fragment key={month}>
            <h3 className="mt-8 text-xl font-bold text-slate-900">{heading}</h3>
            <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {inMonth.map(({ event, occurrence }) => (
                <li key={`${event.id}-${occurrence.date}`}>
                  <EventCard event={event} occurrence={occurrence} />
                </li>
              ))}
            </ul>
          </Fragment>
        ))
      )}
      {(earlier ?? later) !== undefined && (
        <nav aria-label={CALENDAR_TEXT.pagesLabel} className="mt-10 flex flex-wrap gap-4">
          {earlier !== undefined && link(earlier, CALENDAR_TEXT.earlier)}
          {later !== undefined && link(later, CALENDAR_TEXT.later, "ml-auto")}
        </nav>
      )}
    </>
  );
}
