import { and, asc, eq, gte, isNotNull, or, type SQL } from "drizzle-orm";

import { inList } from "./bound-lists";

import { eventPath, eventTypesMatching } from "../shared/events";
import { listedUpcoming, pastOccurrences, type MovedTo, type Occurrence } from "../shared/occurrences";
import { describeRule, parseRule, type Repeat } from "../shared/recurrence";
import { instantToSiteDateTime } from "../shared/time";
import type { Database } from "./client";
import { isShowableEvent, showableEvents } from "./event-rows";
import { communityEvents, type CommunityEvent } from "./schema";
import { NO_CHANGES, seriesChangesOf, type SeriesChanges } from "./series-changes";

export interface EventFilters {
  neighborhood?: string;
  eventType?: string;
}

export function listEvents(db: Database, filters: EventFilters = {}) {
  const conditions: SQL[] = [];
  if (filters.neighborhood) conditions.push(eq(communityEvents.neighborhood, filters.neighborhood));
  if (filters.eventType) conditions.push(inList(communityEvents.eventType, eventTypesMatching(filters.eventType)));
  return db
    .select()
    .from(communityEvents)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(communityEvents.eventDate), asc(communityEvents.id));
}

/** Every neighborhood some event is in, for the calendar's filter. */
export async function listEventNeighborhoods(db: Database): Promise<string[]> {
  const rows = await db.selectDistinct({ neighborhood: communityEvents.neighborhood }).from(communityEvents);
  return rows.map((row) => row.neighborhood);
}

/**
 * How many of a series' past dates the API lists (docs/decisions/0026); its upcoming ones run
 * through its last date, or a year ahead for one that goes on (decision 0048, listedUpcoming).
 */
export const LISTED_PAST_OCCURRENCES = 6;

/** One listed date: `date` is the series' own (what a cancellation or a move names); a moved one says where it went. */
export interface OccurrenceView {
  date: string;
  start: string;
  end: string;
  cancelled: boolean;
  movedTo?: MovedTo;
}

const occurrenceView = (occurrence: Occurrence, cancelled: readonly string[]): OccurrenceView => ({
  date: occurrence.date,
  start: occurrence.start.toISOString(),
  end: occurrence.end.toISOString(),
  cancelled: cancelled.includes(occurrence.date),
  ...(occurrence.movedTo ? { movedTo: occurrence.movedTo } : {}),
});

/** An instant as ISO 8601, or "" for one no Date can hold (a corrupt row the dashboard still lists). */
const isoOf = (instant: Date) => (Number.isNaN(instant.getTime()) ? "" : instant.toISOString());

/** The fields every view has, whatever the row's dates. */
const plainFields = (event: CommunityEvent) => ({
  id: event.id,
  title: event.title,
  description: event.description,
  location: event.location,
  neighborhood: event.neighborhood,
  eventType: event.eventType,
  organizer: event.organizer,
  isRecurring: event.recurrence !== null,
  createdAt: isoOf(event.createdAt),
  // public calendar names
  eventDate: isoOf(event.eventDate),
  eventTime: event.eventTime,
  contactInfo: event.contactInfo,
  // admin names
  contactEmail: event.contactEmail,
  contactPhone: event.contactPhone,
  registrationUrl: event.registrationUrl,
  endTime: event.endTime,
  recurrence: event.recurrence,
  path: eventPath(event),
});

/**
 * An event in both vocabularies of R4: the public calendar's names and the admin form's, with
 * its schedule: the dates around `now` (a one-time event's only date, or a series' last and
 * next ones, cancelled ones marked, moved ones where they now are) and its page's address. Only
 * for a row the public pages can show (event-rows.ts).
 */
export function toEventView(event: CommunityEvent, changes: SeriesChanges = NO_CHANGES, now = new Date()) {
  const { date, time } = instantToSiteDateTime(event.eventDate);
  const rule = event.recurrence ? parseRule(event.recurrence) : undefined;
  const series = { ...event, moves: changes.moves };
  const cancelledDates = changes.cancelled;
  const occurrences = [...pastOccurrences(series, now, LISTED_PAST_OCCURRENCES), ...listedUpcoming(series, now)];
  return {
    ...plainFields(event),
    date,
    time,
    // schedule (issue 16)
    repeat: rule?.repeat ?? ("none" as Repeat),
    repeatInterval: rule?.interval ?? 1,
    repeatUntil: rule?.until ?? "",
    recurrenceText: event.recurrence ? (describeRule(event.recurrence) ?? null) : null,
    cancelledDates: [...cancelledDates],
    occurrences: occurrences.map((occurrence) => occurrenceView(occurrence, cancelledDates)),
  };
}

export type EventView = ReturnType<typeof toEventView>;

/** A row the public pages cannot show, as the dashboard lists it to be fixed or deleted: its fields as stored, no dates expanded. */
function toUnshowableView(event: CommunityEvent): EventView {
  const start = Number.isNaN(event.eventDate.getTime()) ? undefined : instantToSiteDateTime(event.eventDate);
  const rule = event.recurrence ? parseRule(event.recurrence) : undefined;
  return {
    ...plainFields(event),
    date: start?.date ?? "",
    time: start?.time ?? event.eventTime,
    repeat: rule?.repeat ?? "none",
    repeatInterval: rule?.interval ?? 1,
    repeatUntil: rule?.until ?? "",
    recurrenceText: null,
    cancelledDates: [],
    occurrences: [],
  };
}

/** The ids of the series among these events: only a series has cancelled or moved dates. */
const seriesIds = (events: readonly CommunityEvent[]) => events.filter((event) => event.recurrence).map((event) => event.id);

/** Events with their cancelled and moved dates, as the API and the pages show them: rows they cannot show are left out (event-rows.ts). */
export async function toEventViews(db: Database, events: CommunityEvent[], now = new Date()): Promise<EventView[]> {
  const showable = showableEvents(events);
  const changes = await seriesChangesOf(db, seriesIds(showable));
  return showable.map((event) => toEventView(event, changes.get(event.id), now));
}

/** Every event for the dashboard: a row the public pages cannot show is listed too, flagged `needsFixing`. */
export async function toAdminEventViews(db: Database, events: CommunityEvent[], now = new Date()) {
  const changes = await seriesChangesOf(db, seriesIds(events));
  return events.map((event) =>
    isShowableEvent(event)
      ? { ...toEventView(event, changes.get(event.id), now), needsFixing: false }
      : { ...toUnshowableView(event), needsFixing: true },
  );
}

/** The next dates of every event from now on (cancelled ones left out), soonest first. */
export async function listUpcomingOccurrences(db: Database, limit: number, now = new Date()) {
  const events = await db
    .select()
    .from(communityEvents)
    .where(or(gte(communityEvents.eventDate, now), isNotNull(communityEvents.recurrence)));
  const views = await toEventViews(db, events, now);
  return views
    .flatMap((event) =>
      event.occurrences
        .filter((occurrence) => !occurrence.cancelled && occurrence.start >= now.toISOString())
        .map((occurrence) => ({ event, occurrence })),
    )
    .sort((a, b) => a.occurrence.start.localeCompare(b.occurrence.start))
    .slice(0, limit);
}

export async function findEvent(db: Database, id: number) {
  const [row] = await db.select().from(communityEvents).where(eq(communityEvents.id, id)).limit(1);
  return row;
}

/** Every event's page address and the columns that decide whether it can be shown, for the sitemap. */
export function listEventPages(db: Database) {
  return db
    .select({
      id: communityEvents.id,
      title: communityEvents.title,
      eventDate: communityEvents.eventDate,
      endTime: communityEvents.endTime,
      recurrence: communityEvents.recurrence,
    })
    .from(communityEvents)
    .orderBy(asc(communityEvents.id));
}
