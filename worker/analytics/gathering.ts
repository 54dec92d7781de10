// How counted events leave an isolate (R22, docs/decisions/0072-first-party-analytics.md): each
// isolate gathers them for SEND_AFTER_MS, then hands them to the analytics queue as few messages
// as fit within the queue's message size, each its events packed into rows (packed-events.ts). A
// queue call and a message's bytes cost far more than the page view they carry: one packed message
// per gathering, not one object per view, is what keeps counting off the page's throughput, in the
// Worker and in the consumer alike.
import type { Env } from "../env";
import { logError } from "../log";
import { packEvents, type PackedEvents } from "../shared/packed-events";
import type { AnalyticsEventBody } from "../shared/queue-bodies";

/** How long an isolate gathers events before it hands them to the queue. */
export const SEND_AFTER_MS = 200;

/** The most one message carries, in bytes of its JSON: the queue takes 128 KB a message. */
export const MESSAGE_BYTES = 100_000;

/**
 * How long a hand-over waits before each new try of a message the queue refused: together under
 * the 30 s an answered request's waitUntil keeps the isolate, so a refusal delays the events, and
 * only a queue down for all of it loses them.
 */
export const RETRY_AFTER_MS = [500, 2_000, 8_000] as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Hands what the isolate gathered to the queue, each message tried again after each of `retryAfter`
 * while the queue refuses it. A message refused every time is logged with how many events it
 * carried (never what they were); no answer waited for any of them.
 */
export async function handOver(
  queue: { send: (message: PackedEvents, options: { contentType: "json" }) => Promise<unknown> },
  events: readonly AnalyticsEventBody[],
  retryAfter: readonly number[] = RETRY_AFTER_MS,
) {
  let unsent = packEvents(events, MESSAGE_BYTES);
  for (let attempt = 0; unsent.length > 0; attempt += 1) {
    const refused: { message: PackedEvents; error: unknown }[] = [];
    for (const message of unsent) {
      await queue.send(message, { contentType: "json" }).catch((error: unknown) => refused.push({ message, error }));
    }
    if (refused.length === 0) return;
    if (attempt === retryAfter.length) {
      const lost = refused.reduce((sum, { message }) => sum + message.rows.length, 0);
      logError("analytics-count", refused[0]!.error, { events: lost, attempts: attempt + 1 });
      return;
    }
    await pause(retryAfter[attempt]!);
    unsent = refused.map(({ message }) => message);
  }
}

/** The events this isolate gathered and has not handed over yet, and the queue they go to. */
let gathered: { queue: Env["ANALYTICS"]; events: AnalyticsEventBody[] } | undefined;

/**
 * Adds an event to the isolate's gathering. The request that starts a gathering hands it over
 * SEND_AFTER_MS later (its waitUntil keeps the isolate alive until then); an event that comes once
 * it is handed over starts the next one, so none is left behind. Only finished events join: a
 * promise of another request, settled once that request is over, could not be awaited here.
 */
export function gather(queue: Env["ANALYTICS"], event: AnalyticsEventBody): Promise<void> | undefined {
  if (gathered) {
    gathered.events.push(event);
    return undefined;
  }
  const current = { queue, events: [event] };
  gathered = current;
  return new Promise((resolve) => setTimeout(resolve, SEND_AFTER_MS)).then(() => {
    if (gathered === current) gathered = undefined;
    return handOver(current.queue, current.events);
  });
}
