// A community event as schema.org describes it, written into the calendar's and the event's page
// heads as JSON-LD, typed by schema-dts so a misspelled property or a wrong kind of value fails
// the type check.
import type { Event, ItemList, Schedule, WithContext } from "schema-dts";

import type { EventView } from "../db/events";
import { COMPANY } from "../shared/company";
import { parseRule } from "../shared/recurrence";
import { siteIsoString, SITE_TIME_ZONE } from "../shared/time";

type ListedOccurrence = EventView["occurrences"][number];

const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * A series' rule as a schema.org Schedule (byMonthWeek -1 for the last such weekday); its
 * exceptions are the cancelled dates and those of its listed dates moved to another day.
 */
function eventSchedule(event: EventView): Schedule | undefined {
  const rule = event.recurrence ? parseRule(event.recurrence) : undefined;
  if (!rule) return undefined;
  const movedAway = event.occurrences.filter((o) => o.movedTo && o.movedTo.date !== o.date).map((o) => o.date);
  const exceptDate = [...new Set([...event.cancelledDates, ...movedAway])].sort();
  return {
    "@type": "Schedule",
    repeatFrequency: rule.repeat === "weekly" ? `P${rule.interval}W` : "P1M",
    byDay: `https://schema.org/${SCHEMA_DAYS[rule.weekday]!}`,
    byMonthWeek: rule.nth ?? undefined,
    startDate: event.date,
    endDate: rule.until || undefined,
    startTime: `${event.time}:00`,
    endTime: event.endTime ? `${event.endTime}:00` : undefined,
    scheduleTimezone: SITE_TIME_ZONE,
    exceptDate: exceptDate.length > 0 ? exceptDate : undefined,
  };
}

/**
 * One date of a community event as a schema.org Event: times with Baltimore's offset, its page
 * as the address; on the event's own page a series also carries its schedule.
 */
export function eventJsonLd(event: EventView, occurrence: ListedOccurrence, origin: string, withSchedule = false): WithContext<Event> {
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    description: event.description ?? undefined,
    startDate: siteIsoString(new Date(occurrence.start)),
    endDate: siteIsoString(new Date(occurrence.end)),
    eventStatus: occurrence.cancelled ? "https://schema.org/EventCancelled" : "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    eventSchedule: withSchedule ? eventSchedule(event) : undefined,
    location: {
      "@type": "Place",
      name: event.location,
      address: {
        "@type": "PostalAddress",
        addressLocality: `${event.neighborhood}, ${COMPANY.city}`,
        addressRegion: COMPANY.region,
        addressCountry: "US",
      },
    },
    organizer: event.organizer ? { "@type": "Organization", name: event.organizer, email: event.contactEmail ?? undefined } : undefined,
    url: `${origin}${event.path}`,
    offers: event.registrationUrl ? { "@type": "Offer", url: event.registrationUrl, price: 0, priceCurrency: "USD" } : undefined,
  };
}

/**
 * The calendar's own description: a list of the events' pages, in the order given, each of which
 * describes its event in full (eventJsonLd), so the list page stays light however many it names.
 */
export function eventListJsonLd(paths: readonly string[], origin: string): WithContext<ItemList> {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: paths.map((path, index) => ({ "@type": "ListItem", position: index + 1, url: `${origin}${path}` })),
  };
}
