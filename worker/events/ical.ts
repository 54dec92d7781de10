// /calendar.ics: the community events as an iCalendar feed (RFC 5545), with the calendar's
// own filters, so a neighborhood association can subscribe to just its events; and
// /calendar/<id>.ics, one event's own (not found when its dates cannot be shown). Times are Baltimore wall-clock times (TZID), so a
// series' RRULE repeats at 7 PM local through daylight-saving changes; cancelled dates are EXDATEs,
// and each moved date is a VEVENT of its own with the series' UID and a RECURRENCE-ID (decision 0064).
import { Hono, type Context } from "hono";

import { showableEvents } from "../db/event-rows";
import { findEvent, listEvents } from "../db/events";
import { NO_CHANGES, seriesChangesOf, type SeriesChanges } from "../db/series-changes";
import { database } from "../db/client";
import type { CommunityEvent } from "../db/schema";
import type { AppEnv } from "../env";
import { httpHref } from "../shared/addresses";
import { icsTimestamp } from "../shared/calendar-links";
import { hasControlCharacter, withoutControlCharacters } from "../shared/characters";
import { COMPANY } from "../shared/company";
import { eventPath } from "../shared/events";
import { occurrenceOn, type DateMove } from "../shared/occurrences";
import { slugify } from "../shared/blog";
import { eventsQuerySchema } from "../shared/schemas/events";
import { instantToSiteDateTime, SITE_TIME_ZONE } from "../shared/time";
import { validate } from "../validation";
import { currentSettings, fillText } from "../settings";
import { siteOrigin } from "../site-origin";

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (CRLF, LF or a bare CR), and
 * lose any other control character, which TEXT may not hold: no value can start a line of its own.
 */
function icsText(value: string): string {
  const escaped = value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
  return withoutControlCharacters(escaped);
}

/** A quoted parameter value (the organizer's name): no control characters, no double quote. */
function icsQuoted(value: string): string {
  return `"${withoutControlCharacters(value).replace(/"/g, "")}"`;
}

/** The organizer's address: the event's contact email, or the company's when it has none or holds a control character. */
function organizerAddress(contactEmail: string | null): string {
  return `mailto:${contactEmail && !hasControlCharacter(contactEmail) ? contactEmail : COMPANY.email}`;
}

/** Lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = new TextEncoder().encode(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const charSize = new TextEncoder().encode(char).length;
    if (size + charSize > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** How often a subscribed calendar app should fetch the feed again. */
export const FEED_REFRESH = "PT6H";

/**
 * The zone's rules since 2007, which calendar apps need beside every TZID (RFC 5545 3.6.5):
 * EDT from the second Sunday of March, EST from the first Sunday of November, both at 2 AM.
 */
const NEW_YORK_VTIMEZONE = [
  "BEGIN:VTIMEZONE",
  `TZID:${SITE_TIME_ZONE}`,
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:20070311T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:20071104T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** An instant as a Baltimore local DATE-TIME: 20260303T190000. */
function localStamp(instant: Date): string {
  const { date, time } = instantToSiteDateTime(instant);
  return `${date.replace(/-/g, "")}T${time.replace(":", "")}00`;
}

const zoned = (name: string, instant: Date) => `${name};TZID=${SITE_TIME_ZONE}:${localStamp(instant)}`;

/** What the event is, the same in the series' VEVENT and in each moved date's. */
function eventDetails(event: CommunityEvent, origin: string): string[] {
  return [
    `SUMMARY:${icsText(event.title)}`,
    event.description ? `DESCRIPTION:${icsText(event.description)}` : "",
    `LOCATION:${icsText(event.location)}`,
    `CATEGORIES:${icsText(event.eventType)},${icsText(event.neighborhood)}`,
    event.organizer ? `ORGANIZER;CN=${icsQuoted(event.organizer)}:${organizerAddress(event.contactEmail)}` : "",
    // Stored links were checked when saved; read again here so that an older row cannot break the feed.
    `URL:${(event.registrationUrl && httpHref(event.registrationUrl)) || `${origin}${eventPath(event)}`}`,
  ];
}

/**
 * The event's VEVENT (a series' with its RRULE and EXDATEs), then one per moved date: the same
 * UID, the date's own start as RECURRENCE-ID in the form of DTSTART, and its new start and end.
 */
function vevents(event: CommunityEvent, changes: SeriesChanges, origin: string, stamp: string): string[] {
  const uid = `UID:event-${event.id}@${new URL(origin).host}`;
  const first = instantToSiteDateTime(event.eventDate);
  const { start, end } = occurrenceOn(first.date, first.time, event.endTime);
  // Cancelling a date drops its move; a row left from before would make a date both gone and moved.
  const moves = event.recurrence ? changes.moves.filter((move) => !changes.cancelled.includes(move.date)) : [];
  const moved = (move: DateMove) => {
    const at = occurrenceOn(move.newDate, move.newTime, move.newEndTime);
    const recurrenceId = zoned("RECURRENCE-ID", occurrenceOn(move.date, first.time, null).start);
    return ["BEGIN:VEVENT", uid, `DTSTAMP:${stamp}`, recurrenceId, zoned("DTSTART", at.start), zoned("DTEND", at.end)];
  };
  return [
    "BEGIN:VEVENT",
    uid,
    `DTSTAMP:${stamp}`,
    zoned("DTSTART", start),
    zoned("DTEND", end),
    // Built by the site from the dashboard's choices (shared/recurrence.ts), never typed by anyone.
    event.recurrence ? `RRULE:${event.recurrence}` : "",
    ...(event.recurrence ? changes.cancelled.map((date) => zoned("EXDATE", occurrenceOn(date, first.time, null).start)) : []),
    ...eventDetails(event, origin),
    "END:VEVENT",
    ...moves.flatMap((move) => [...moved(move), ...eventDetails(event, origin), "END:VEVENT"]),
  ];
}

/** The iCalendar document for these events (those whose dates can be shown), CRLF lines folded at 75 octets. */
async function icsDocument(c: Context<AppEnv>, rows: CommunityEvent[], name: string): Promise<string> {
  const events = showableEvents(rows);
  const changes = await seriesChangesOf(
    database(c.env),
    events.filter((event) => event.recurrence).map((event) => event.id),
  );
  const origin = siteOrigin(c);
  const stamp = icsTimestamp(new Date());
  const { business } = await currentSettings(c.env);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(COMPANY.name)}//Community Events//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(name)}`,
    `X-WR-TIMEZONE:${SITE_TIME_ZONE}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ...NEW_YORK_VTIMEZONE,
    ...events.flatMap((event) => vevents(event, changes.get(event.id) ?? NO_CHANGES, origin, stamp)),
    "END:VCALENDAR",
  ].filter(Boolean);
  // The company's details (the organizer's email) filled in before lines are folded (R23).
  return `${lines.map((line) => fold(fillText(line, business))).join("\r\n")}\r\n`;
}

const calendarHeaders = (disposition: string) => ({
  "Content-Type": "text/calendar; charset=utf-8",
  "Content-Disposition": disposition,
  // A minute at most, so a change of the business details (R23) reaches a feed as it reaches a page.
  "Cache-Control": "public, max-age=60",
});

export const icalRoutes = new Hono<AppEnv>()
  .get("/calendar.ics", validate("query", eventsQuerySchema), async (c) => {
    const { neighborhood, eventType } = c.req.valid("query");
    const events = await listEvents(database(c.env), { neighborhood: neighborhood || undefined, eventType: eventType || undefined });
    const name = [COMPANY.name, "Community Events", neighborhood, eventType].filter(Boolean).join(" - ");
    return c.body(await icsDocument(c, events, name), 200, calendarHeaders('inline; filename="community-events.ics"'));
  })
  // One event's own file (the event page's "Apple Calendar"); an unknown id falls through to the 404 page.
  .get("/calendar/:file{[1-9][0-9]{0,15}\\.ics}", async (c, next) => {
    const id = Number(c.req.param("file").slice(0, -".ics".length));
    const found = Number.isSafeInteger(id) ? await findEvent(database(c.env), id) : undefined;
    const [event] = found ? showableEvents([found]) : [];
    if (!event) return next();
    const filename = `${slugify(event.title) || "event"}.ics`;
    return c.body(await icsDocument(c, [event], event.title), 200, calendarHeaders(`attachment; filename="${filename}"`));
  });
