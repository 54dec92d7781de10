// How counted events leave an isolate (R22, docs/decisions/0072-first-party-analytics.md): each
// isolate gathers them for SEND_AFTER_MS, then hands them to the analytics queue as few messages
// as fit, each a list of events within the queue's message size. A queue call and a message cost
// far more than the page view they carry: one message per gathering, not one per view, is what
// keeps counting off the page's throughput, in the Worker and in the consumer alike.
import type { Env } from "../env";
import { logError } from "../log";
import type { AnalyticsEventBody } from "../shared/queue-bodies";

/** How long an isolate gathers events before it hands them to the queue. */
export const SEND_AFTER_MS = 200;

/** The most one message carries, in bytes of its JSON: the queue takes 128 KB a message. */
export const MESSAGE_BYTES = 100_000;

/** Anything past ASCII: JSON.stringify leaves such characters as they are, two or more bytes each. */
const BEYOND_ASCII = /[^\p{ASCII}]/u;
const utf8 = new TextEncoder();

/** An event's bytes in its message: its JSON's length, counted in UTF-8 where it is not all ASCII. */
function bytesOf(event: AnalyticsEventBody): number {
  const json = JSON.stringify(event);
  return (BEYOND_ASCII.test(json) ? utf8.encode(json).length : json.length) + 1; // and its comma
}

/** The events as the fewest messages of at most MESSAGE_BYTES each, in their order. */
export function messagesOf(events: readonly AnalyticsEventBody[]): { events: AnalyticsEventBody[] }[] {
  const messages: { events: AnalyticsEventBody[] }[] = [];
  let current: AnalyticsEventBody[] = [];
  let bytes = 0;
  for (const event of events) {
    const size = bytesOf(event);
    if (current.length > 0 && bytes + size > MESSAGE_BYTES) {
      messages.push({ events: current });
      current = [];
      bytes = 0;
    }
    current.push(event);
    bytes += size;
  }
  if (current.length > 0) messages.push({ events: current });
  return messages;
}

/**
 * Hands what the isolate gathered to the queue. A failure is logged; those events are not
 * counted, and no answer waited for them.
 */
async function handOver(queue: Env["ANALYTICS"], events: AnalyticsEventBody[]) {
  for (const message of messagesOf(events)) {
    await queue
      .send(message, { contentType: "json" })
      .catch((error: unknown) => logError("analytics-count", error, { events: message.events.length }));
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
