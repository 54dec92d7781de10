// /calendar.ics: the community events as an iCalendar feed (RFC 5545), with the calendar's
// own filters, so a neighborhood association can subscribe to just its events.
import { Hono } from "hono";

import { database } from "../db/client";
import { listEvents } from "../db/events";
import type { AppEnv } from "../env";
import { httpHref } from "../shared/addresses";
import { EVENT_DURATION_MS, icsTimestamp } from "../shared/calendar-links";
import { hasControlCharacter, withoutControlCharacters } from "../shared/characters";
import { COMPANY } from "../shared/company";
import { eventsQuerySchema } from "../shared/schemas/events";
import { validate } from "../validation";
import { siteOrigin } from "./render";

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

export const icalRoutes = new Hono<AppEnv>().get("/calendar.ics", validate("query", eventsQuerySchema), async (c) => {
  const { neighborhood, eventType } = c.req.valid("query");
  const events = await listEvents(database(c.env), { neighborhood: neighborhood || undefined, eventType: eventType || undefined });
  const origin = siteOrigin(c);
  const host = new URL(origin).host;
  const stamp = icsTimestamp(new Date());
  const name = [COMPANY.name, "Community Events", neighborhood, eventType].filter(Boolean).join(" - ");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icsText(COMPANY.name)}//Community Events//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icsText(name)}`,
    "X-WR-TIMEZONE:America/New_York",
    ...events.flatMap((event) => [
      "BEGIN:VEVENT",
      `UID:event-${event.id}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${icsTimestamp(event.eventDate)}`,
      `DTEND:${icsTimestamp(new Date(event.eventDate.getTime() + EVENT_DURATION_MS))}`,
      `SUMMARY:${icsText(event.title)}`,
      event.description ? `DESCRIPTION:${icsText(event.description)}` : "",
      `LOCATION:${icsText(event.location)}`,
      `CATEGORIES:${icsText(event.eventType)},${icsText(event.neighborhood)}`,
      event.organizer ? `ORGANIZER;CN=${icsQuoted(event.organizer)}:${organizerAddress(event.contactEmail)}` : "",
      // Stored links were checked when saved; read again here so that an older row cannot break the feed.
      `URL:${(event.registrationUrl && httpHref(event.registrationUrl)) || `${origin}/calendar`}`,
      "END:VEVENT",
    ]),
    "END:VCALENDAR",
  ].filter(Boolean);
  return c.body(`${lines.map(fold).join("\r\n")}\r\n`, 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": 'inline; filename="community-events.ics"',
    "Cache-Control": "public, max-age=600",
  });
});
