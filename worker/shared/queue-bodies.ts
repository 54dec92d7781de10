// What each of the Worker's queues carries, as zod schemas: the producers send these shapes, and
// every consumer reads a message's body with its queue's schema before working it
// (worker/queue-batch.ts). A body that does not match (an older shape, a stray message) is dropped.
// Here, without runtime APIs, so that worker/env.ts and db/ read the types without importing a
// feature folder.
import { unpackEvents } from "./packed-events";
import { z } from "./schemas/zod";

/** An outbox message to send: the id of its outbox_messages row. */
export const outboxQueueBody = z.object({ messageId: z.string().min(1).max(64) });
export type OutboxQueueBody = z.infer<typeof outboxQueueBody>;

/** A registration or an incident whose address is to be geocoded (worker/registry/locate.ts). */
const geocodeJob = z.object({
  table: z.enum(["camera_registrations", "incidents"]),
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type GeocodeJob = z.infer<typeof geocodeJob>;

export const geocodeQueueBody = z.object({ geocode: geocodeJob });
export type GeocodeQueueBody = z.infer<typeof geocodeQueueBody>;

/**
 * A short-link click on the click queue (worker/short-links/click-queue.ts): its row as
 * worker/db/clicks.ts stores it, the link it was for, and a key of its own.
 */
const clickBody = z.object({
  /** Random, made when the click was queued: a batch delivered again stores and counts each click once. */
  key: z.string().min(1).max(64),
  shortLinkId: z.number().int().positive(),
  clickedAt: z.number().int().nonnegative(),
  userAgent: z.string().max(512).nullable(),
  ipAddress: z.string().max(45).nullable(),
  referer: z.string().max(2048).nullable(),
  country: z.string().max(2).nullable(),
  isBot: z.boolean(),
  source: z.string().max(40).nullable(),
});
/** A click queued before the link's id was named `shortLinkId` still names it `redirectId`: read as the same click. */
const namedTheOldWay = (body: unknown) =>
  body !== null && typeof body === "object" && "redirectId" in body && !("shortLinkId" in body)
    ? { ...body, shortLinkId: body.redirectId }
    : body;

export const queuedClickBody = z.preprocess(namedTheOldWay, clickBody);
export type QueuedClick = z.output<typeof clickBody>;

const text = (max: number) => z.string().max(max).nullable();

/**
 * A page view, a goal or a bot's view on the analytics queue (worker/analytics/): what the edge
 * saw, already without the client's address or user agent (R22). A goal the Worker counted for a
 * record names it, so its visit's source can be written onto it.
 */
export const analyticsEventBody = z.object({
  kind: z.enum(["view", "goal", "bot"]),
  at: z.number().int().nonnegative(),
  /** The day's keyed hash of the client; null when its browser asked not to be tracked. */
  visitor: z.string().max(64).nullable(),
  /** A view's page path, or the page a goal was reached on. */
  path: z.string().max(300),
  goal: z.string().max(40).nullable(),
  referrer: text(255),
  utmSource: text(100),
  utmMedium: text(100),
  utmCampaign: text(100),
  shortLink: text(300),
  qrSource: text(40),
  country: text(2),
  device: z.string().max(20),
  browser: z.string().max(60),
  record: z.object({ kind: z.enum(["lead", "registration"]), id: z.number().int().positive() }).nullable(),
});
export type AnalyticsEventBody = z.infer<typeof analyticsEventBody>;

const gatheredEvents = z.object({ events: z.array(analyticsEventBody).min(1) });

/** A gathering packed into rows (packed-events.ts), read back into its events. */
const packedEvents = z
  .object({
    fields: z.array(z.string().max(40)).max(40),
    since: z.number().int(),
    texts: z.array(z.string().max(300)),
    rows: z.array(z.array(z.number().int().nullable()).max(40)).min(1),
  })
  .transform((packed) => ({ events: unpackEvents(packed) }))
  .pipe(gatheredEvents);

/**
 * A message on the analytics queue: the events an isolate gathered (worker/analytics/gathering.ts),
 * packed; or, as messages were written before, those events as objects, or one event alone.
 */
export const analyticsMessageBody = z.union([packedEvents, gatheredEvents, analyticsEventBody]);
/** A message as sent. */
export type AnalyticsMessageBody = z.input<typeof analyticsMessageBody>;
/** A message as its consumer reads it. */
export type AnalyticsMessage = z.output<typeof analyticsMessageBody>;
