// How counted events leave an isolate (R22, docs/decisions/0072-first-party-analytics.md): each
// isolate gathers them for SEND_AFTER_MS, then hands them to the analytics queue as few messages
// as fit within the queue's message size, each its events packed into rows (packed-events.ts). A
// queue call and a message's bytes cost far more than the page view they carry: one packed message
// per gathering, not one object per view, is what keeps counting off the page's throughput, in the
// Worker and in the consumer alike.
import type { Env } from "../env";
import { logError } from "../log";
import { packEvents } from "../shared/packed-events";
import type { AnalyticsEventBody } from "../shared/queue-bodies";

/** How long an isolate gathers events before it hands them to the queue. */
export const SEND_AFTER_MS = 200;

/** The most one message carries, in bytes of its JSON: the queue takes 128 KB a message. */
export const MESSAGE_BYTES = 100_000;

/**
 * Hands what the isolate gathered to the queue. A failure is logged; those events are not
 * counted, and no answer waited for them.
 */
async function handOver(queue: Env["ANALYTICS"], events: AnalyticsEventBody[]) {
  for (const message of packEvents(events, MESSAGE_BYTES)) {
    await queue
      .send(message, { contentType: "json" })
      .catch((error: unknown) => logError("analytics-count", error, { events: message.rows.length }));
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
