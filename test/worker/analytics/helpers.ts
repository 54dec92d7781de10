// Counted events handed straight to the Worker's queue() handler, as the analytics queue would
// hand them, at the times a test chooses.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";

import worker from "../../../worker/index";
import { QUEUE_NAMES } from "../../../worker/queues";
import { DIRECT_SOURCE, type Figures, type VisitSource } from "../../../worker/shared/analytics";
import type { AnalyticsEventBody, AnalyticsMessageBody } from "../../../worker/shared/queue-bodies";
import { callWith } from "../session-helpers";

/** No referrer, no campaign, no short link: what an event and a visit carry when they come from nowhere known. */
const FROM_NOWHERE = { referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, shortLink: null, qrSource: null };

/** A view by `visitor` at `at` (ISO), from nowhere in particular, on a desktop Chrome. */
export function counted(at: string, fields: Partial<AnalyticsEventBody> = {}): AnalyticsEventBody {
  return {
    kind: "view",
    at: Date.parse(at),
    visitor: "a".repeat(32),
    path: "/",
    goal: null,
    ...FROM_NOWHERE,
    country: "US",
    device: "Desktop",
    browser: "Chrome",
    record: null,
    ...fields,
  };
}

/** A visit source with nothing known: what a direct visit's record shows, but for its label. */
export const NO_SOURCE: VisitSource = { source: DIRECT_SOURCE, ...FROM_NOWHERE, entryPage: null };

let deliveries = 0;

/** The events in one message, as an isolate hands over what it gathered. */
export function deliverEvents(events: AnalyticsEventBody[]) {
  return deliverMessages([{ events }]);
}

/** A batch of these messages, each a list of events or (as messages were once written) one event. */
export function deliverMessages(bodies: AnalyticsMessageBody[]) {
  return deliverWithIds(bodies.map((body) => ({ id: `analytics-${++deliveries}-${crypto.randomUUID()}`, body })));
}

/** A batch of messages with the queue's ids a test chooses (one handed over again keeps its id). */
export async function deliverWithIds(messages: { id: string; body: AnalyticsMessageBody }[]) {
  const batch = createMessageBatch<AnalyticsMessageBody>(
    QUEUE_NAMES.analytics,
    messages.map(({ id, body }) => ({ id, timestamp: new Date(), attempts: 1, body })),
  );
  const ctx = createExecutionContext();
  await worker.queue(batch, env);
  return getQueueResult(batch, ctx);
}

export async function figures<T = Figures>(cookie: string, query: string): Promise<T> {
  const response = await callWith(cookie, `/api/analytics?${query}`);
  if (response.status !== 200) throw new Error(`${response.status}: ${await response.text()}`);
  return response.json<T>();
}
