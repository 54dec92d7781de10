// The admin events list's pure parts: search, filters, sort, month groups and pagination.
import { formatMonth } from "../../../../worker/shared/calendar-day";
import { SITE_TIME_ZONE } from "../../../../worker/shared/time";

/** The fields the list reads, in the admin vocabulary of R4 (`date` is YYYY-MM-DD in Baltimore). */
export interface ListedEvent {
  id: number;
  title: string;
  description: string | null;
  location: string;
  neighborhood: string;
  eventType: string;
  organizer: string | null;
  date: string;
  time: string;
  /** "HH:MM" on the start's day, or none. */
  endTime?: string | null;
  /** Its RRULE, for the rule's words; none for a one-time event. */
  recurrence?: string | null;
  /** Its public page (/calendar/<id>-<slug>). */
  path?: string;
  eventDate: string;
  /** A series' dates around now (the API's view); without them the start is the only date. */
  occurrences?: readonly { date?: string; start: string; cancelled: boolean; movedTo?: ListedOn }[];
  /** The date it is listed by, when not its first (a series under Upcoming: its next date, withNextDate). */
  listedOn?: ListedOn;
  /** Its stored dates keep it off the public pages (docs/decisions/0033): listed under both tabs, flagged. */
  needsFixing?: boolean;
}

/** A day and times in Baltimore: "YYYY-MM-DD", "HH:MM". */
export interface ListedOn {
  date: string;
  time: string;
  endTime: string | null;
}

export type EventWhen = "upcoming" | "past";

/** Upcoming while a date of it is still to come (a series' next, not cancelled); past otherwise. */
function whenOf(event: Pick<ListedEvent, "eventDate" | "occurrences">, now: number): EventWhen {
  const starts = event.occurrences?.filter((o) => !o.cancelled).map((o) => o.start) ?? [event.eventDate];
  return starts.some((start) => new Date(start).getTime() >= now) ? "upcoming" : "past";
}

/** Shown under the tab: by its dates, or under both when they need fixing, so that staff always find it. */
export const isListedUnder = (event: ListedEvent, when: EventWhen, now: number) =>
  event.needsFixing === true || whenOf(event, now) === when;

/**
 * A series under Upcoming is listed by its next date still to come (not cancelled; a moved one
 * where it now is), not by its first: its month, its place in the sort and the date its row shows.
 */
export function withNextDate<E extends ListedEvent>(event: E, now: number): E {
  const next = event.recurrence ? event.occurrences?.find((o) => !o.cancelled && new Date(o.start).getTime() >= now) : undefined;
  if (!next?.date) return event;
  return { ...event, listedOn: next.movedTo ?? { date: next.date, time: event.time, endTime: event.endTime ?? null } };
}

export type EventSort = "date" | "title";

export interface EventFilters {
  search: string;
  neighborhood: string;
  eventType: string;
}

export const NO_FILTERS: EventFilters = { search: "", neighborhood: "", eventType: "" };

export const hasFilters = (filters: EventFilters) =>
  filters.search.trim() !== "" || filters.neighborhood !== "" || filters.eventType !== "";

/** Search (title, description, location, organizer; any case) and the two exact filters. */
export function filterEvents<E extends ListedEvent>(events: readonly E[], { search, neighborhood, eventType }: EventFilters): E[] {
  const needle = search.trim().toLocaleLowerCase();
  return events.filter((event) => {
    if (neighborhood && event.neighborhood !== neighborhood) return false;
    if (eventType && event.eventType !== eventType) return false;
    if (!needle) return true;
    return [event.title, event.description, event.location, event.organizer].some((text) => text?.toLocaleLowerCase().includes(needle));
  });
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayParts = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The event's day in Baltimore: the date it is listed by, its admin `date`, or else its start instant read in America/New_York. */
export function eventDay(event: Pick<ListedEvent, "date" | "eventDate" | "listedOn">): string {
  if (event.listedOn) return event.listedOn.date;
  if (DAY_PATTERN.test(event.date)) return event.date;
  const instant = new Date(event.eventDate);
  return Number.isNaN(instant.getTime()) ? "" : dayParts.format(instant);
}

const titleCollator = new Intl.Collator("en-US", { sensitivity: "base", numeric: true });
const monthOf = (event: ListedEvent) => eventDay(event).slice(0, 7);
const startOf = (event: ListedEvent) => `${eventDay(event)}T${event.listedOn?.time ?? event.time}`;
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The list stays grouped by month, earliest month first; the sort orders the events within each
 * month, by start (date, then time) or by title.
 */
export function sortEvents<E extends ListedEvent>(events: readonly E[], sort: EventSort): E[] {
  const byStart = (a: E, b: E) => compareText(startOf(a), startOf(b));
  const byTitle = (a: E, b: E) => titleCollator.compare(a.title, b.title);
  const [first, second] = sort === "date" ? [byStart, byTitle] : [byTitle, byStart];
  return [...events].sort((a, b) => compareText(monthOf(a), monthOf(b)) || first(a, b) || second(a, b) || a.id - b.id);
}

/** "2026-03-14" → "March 2026" (the year always in four digits). */
export function monthHeading(day: string): string {
  return DAY_PATTERN.test(day) ? formatMonth(day) : "Date to be confirmed";
}

export interface MonthGroup<E> {
  key: string;
  heading: string;
  events: E[];
}

/** Consecutive events of the same month under one heading (the input is sorted month first). */
export function groupByMonth<E extends ListedEvent>(events: readonly E[]): MonthGroup<E>[] {
  const groups: MonthGroup<E>[] = [];
  for (const event of events) {
    const key = monthOf(event);
    const last = groups.at(-1);
    if (last && last.key === key) last.events.push(event);
    else groups.push({ key, heading: monthHeading(eventDay(event)), events: [event] });
  }
  return groups;
}

export const pageCount = (items: number, pageSize: number) => Math.max(1, Math.ceil(items / pageSize));

export type PageItem = number | "ellipsis";

/**
 * The pagination control's items (S9): the first and last pages and the current
 * page's neighbours, with an ellipsis wherever pages are left out.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = [...new Set([1, page - 1, page, page + 1, total])].filter((n) => n >= 1 && n <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of shown) {
    const previous = items.at(-1);
    if (typeof previous === "number" && n - previous > 1) items.push("ellipsis");
    items.push(n);
  }
  return items;
}
