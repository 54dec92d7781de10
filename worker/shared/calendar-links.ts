// Adding an event to a visitor's calendar. Events have a start but no stated end; calendars
// get a one-hour slot.
export const EVENT_DURATION_MS = 60 * 60 * 1000;

export interface CalendarEventFields {
  title: string;
  description: string | null;
  location: string;
  eventDate: string; // ISO instant
}

/** 20260314T223000Z */
export function icsTimestamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function googleCalendarUrl(event: CalendarEventFields): string {
  const start = new Date(event.eventDate);
  const end = new Date(start.getTime() + EVENT_DURATION_MS);
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${icsTimestamp(start)}/${icsTimestamp(end)}`,
    details: event.description ?? "",
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
