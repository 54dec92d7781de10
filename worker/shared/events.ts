// The two vocabularies of community events (R4): the admin's list of types and
// neighborhoods, and the public calendar's filters with what each one matches.
import { slugify } from "./blog";

/** The form's default type; accepted as a type although the admin list omits it. */
export const DEFAULT_EVENT_TYPE = "Community Meeting";

export const ADMIN_EVENT_TYPES = [
  "Neighborhood Meeting",
  "BPD Meeting",
  "Safety Walk",
  "Community Event",
  "Town Hall",
  "Workshop",
  "Social Gathering",
] as const;

export const EVENT_TYPES = [...ADMIN_EVENT_TYPES, DEFAULT_EVENT_TYPE] as const;

export type BadgeColor = "blue" | "green" | "orange" | "purple" | "grey";

export const PUBLIC_EVENT_TYPE_FILTERS = [
  { value: "BPD", matches: ["BPD Meeting"], color: "blue" },
  {
    value: "Community",
    matches: ["Community Event", DEFAULT_EVENT_TYPE, "Town Hall", "Workshop", "Social Gathering"],
    color: "green",
  },
  { value: "Safety Walk", matches: ["Safety Walk"], color: "orange" },
  { value: "Association", matches: ["Neighborhood Meeting"], color: "purple" },
] as const satisfies readonly { value: string; matches: readonly string[]; color: BadgeColor }[];

/**
 * The most dates one page of the calendar lists (docs/decisions/0045-calendar-pages.md): the
 * first screen stays well under 800 elements on a phone; "Later events" shows the next ones.
 */
export const CALENDAR_PAGE_SIZE = 12;

/** No calendar lists a thousand pages of dates; a larger page number is not read. */
export const CALENDAR_MAX_PAGE = 1000;

export const ALL_NEIGHBORHOODS_LABEL = "All Neighborhoods";
export const ALL_EVENTS_LABEL = "All Events";

export const ADMIN_NEIGHBORHOODS = [
  "Canton",
  "Fells Point",
  "Federal Hill",
  "Mount Vernon",
  "Hampden",
  "Charles Village",
  "Roland Park",
  "Bolton Hill",
  "Inner Harbor",
  "Little Italy",
  "Highlandtown",
  "Patterson Park",
  "Locust Point",
  "Riverside",
  "Pigtown",
  "Remington",
  "Brewers Hill",
  "Greektown",
  "Upper Fells Point",
] as const;

export const PUBLIC_NEIGHBORHOODS = [
  "Little Italy",
  "Canton",
  "Brewers Hill",
  "Greektown",
  "Upper Fells Point",
  "Federal Hill",
  "Fells Point",
] as const;

/** The stored types an `eventType` filter selects: a public filter value or one exact admin type. */
export function eventTypesMatching(filter: string): string[] {
  const publicFilter = PUBLIC_EVENT_TYPE_FILTERS.find((f) => f.value === filter);
  return publicFilter ? [...publicFilter.matches] : [filter];
}

export function badgeColorForType(eventType: string): BadgeColor {
  return PUBLIC_EVENT_TYPE_FILTERS.find((f) => (f.matches as readonly string[]).includes(eventType))?.color ?? "grey";
}

/** The public neighborhood filter: the fixed list, then any other neighborhood that has events. */
export function publicNeighborhoodOptions(neighborhoodsWithEvents: readonly string[]): string[] {
  const fixed: readonly string[] = PUBLIC_NEIGHBORHOODS;
  const others = [...new Set(neighborhoodsWithEvents)].filter((n) => !fixed.includes(n)).sort();
  return [...fixed, ...others];
}

/** Each event's own page: /calendar/12-canton-community-meeting, and its own feed /calendar/12.ics. */
export const EVENT_PAGE_PREFIX = "/calendar/";

export function eventPath(event: { id: number; title: string }): string {
  const slug = slugify(event.title);
  return `${EVENT_PAGE_PREFIX}${event.id}${slug ? `-${slug}` : ""}`;
}

export const eventIcsPath = (id: number) => `${EVENT_PAGE_PREFIX}${id}.ics`;

/** The id an event page's path names (its slug is checked by the caller), or undefined. */
export function eventIdOf(pathname: string): number | undefined {
  const match = /^\/calendar\/([1-9]\d{0,15})(?:-[^/]*)?$/.exec(pathname);
  const id = match ? Number(match[1]) : NaN;
  return Number.isSafeInteger(id) ? id : undefined;
}

/** ISO instants in UTC sort as text; compared by code unit, without loading a locale's collator. */
const compareIso = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Dates in the calendar's listed order: soonest first, or for the past list latest first; dates
 * at one moment by event id. The Worker cuts the pages in this order and the app shows a page in it.
 */
export function inListedOrder<T extends { event: { id: number }; occurrence: { start: string } }>(
  dates: T[],
  when?: "upcoming" | "past",
): T[] {
  dates.sort((a, b) => compareIso(a.occurrence.start, b.occurrence.start) || a.event.id - b.event.id);
  return when === "past" ? dates.reverse() : dates;
}
