// Adding an event to a visitor's calendar.

/** An event saved without an end time lasts this long in feeds, links and structured data (0026). */
export const DEFAULT_EVENT_LENGTH_MS = 2 * 60 * 60 * 1000;

export interface CalendarEventFields {
  title: string;
  description: string | null;
  location: string;
  /** ISO instants of one date's start and end. */
  start: string;
  end: string;
  /** The entry's notes, when not the description (a calendar card gives the event's page). */
  details?: string;
  /** A series' RRULE: Google Calendar adds the whole series from the given date on. */
  recurrence?: string | null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * 20260314T223000Z: RFC 5545's UTC DATE-TIME, whose year has exactly four digits. (toISOString
 * writes a year past 9999 as "+010000", which no calendar reads.) A year it cannot write is a
 * RangeError: no stored event with such a date reaches a feed (docs/decisions/0033).
 */
export function icsTimestamp(instant: Date): string {
  const year = instant.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) throw new RangeError("A calendar timestamp needs a year from 0000 to 9999");
  const date = `${pad(year, 4)}${pad(instant.getUTCMonth() + 1)}${pad(instant.getUTCDate())}`;
  return `${date}T${pad(instant.getUTCHours())}${pad(instant.getUTCMinutes())}${pad(instant.getUTCSeconds())}Z`;
}

export function googleCalendarUrl(event: CalendarEventFields): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${icsTimestamp(new Date(event.start))}/${icsTimestamp(new Date(event.end))}`,
    details: event.details ?? event.description ?? "",
    location: event.location,
    // The series repeats on Baltimore's wall clock, not UTC's.
    ctz: "America/New_York",
  });
  if (event.recurrence) params.set("recur", `RRULE:${event.recurrence}`);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}

/** Outlook on the web's compose form for one date (it takes no repeat rule: series use the .ics). */
export function outlookCalendarUrl(event: CalendarEventFields): string {
  const params = new URLSearchParams({
    path: "/calendar/action/compose",
    rru: "addevent",
    subject: event.title,
    startdt: event.start,
    enddt: event.end,
    body: event.description ?? "",
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`;
}
