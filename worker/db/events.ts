import { and, asc, eq, gte, inArray, type SQL } from "drizzle-orm";

import { eventTypesMatching } from "../shared/events";
import { instantToSiteDateTime, siteDateTimeToInstant } from "../shared/time";
import type { Database } from "./client";
import { communityEvents, type CommunityEvent } from "./schema";

export interface EventFilters {
  neighborhood?: string;
  eventType?: string;
}

export function listEvents(db: Database, filters: EventFilters = {}) {
  const conditions: SQL[] = [];
  if (filters.neighborhood) conditions.push(eq(communityEvents.neighborhood, filters.neighborhood));
  if (filters.eventType) conditions.push(inArray(communityEvents.eventType, eventTypesMatching(filters.eventType)));
  return db
    .select()
    .from(communityEvents)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(asc(communityEvents.eventDate), asc(communityEvents.id));
}

/** An event in both vocabularies of R4: the public calendar's names and the admin form's. */
export function toEventView(event: CommunityEvent) {
  const { date, time } = instantToSiteDateTime(event.eventDate);
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    neighborhood: event.neighborhood,
    eventType: event.eventType,
    organizer: event.organizer,
    isRecurring: event.isRecurring,
    createdAt: event.createdAt.toISOString(),
    // public calendar names
    eventDate: event.eventDate.toISOString(),
    eventTime: event.eventTime,
    contactInfo: event.contactInfo,
    // admin names
    date,
    time,
    contactEmail: event.contactEmail,
    contactPhone: event.contactPhone,
    registrationUrl: event.registrationUrl,
  };
}

export type EventView = ReturnType<typeof toEventView>;

/** The next events from now on, soonest first. */
export function listUpcomingEvents(db: Database, limit: number, now = new Date()) {
  return db.select().from(communityEvents).where(gte(communityEvents.eventDate, now)).orderBy(asc(communityEvents.eventDate)).limit(limit);
}

export async function findEvent(db: Database, id: number) {
  const [row] = await db.select().from(communityEvents).where(eq(communityEvents.id, id)).limit(1);
  return row;
}

export interface AdminEventFields {
  title: string;
  date: string;
  time: string;
  location: string;
  neighborhood: string;
  description: string;
  eventType: string;
  organizer: string;
  contactEmail: string | null;
  contactPhone: string | null;
  registrationUrl: string | null;
}

/** The admin vocabulary stored as the table keeps it (R4). */
export function toStoredEvent(input: AdminEventFields) {
  return {
    title: input.title,
    description: input.description,
    eventDate: siteDateTimeToInstant(input.date, input.time),
    eventTime: input.time,
    location: input.location,
    neighborhood: input.neighborhood,
    eventType: input.eventType,
    organizer: input.organizer,
    contactEmail: input.contactEmail,
    contactPhone: input.contactPhone,
    contactInfo: [input.contactEmail, input.contactPhone].filter(Boolean).join(" · ") || null,
    registrationUrl: input.registrationUrl,
  };
}
