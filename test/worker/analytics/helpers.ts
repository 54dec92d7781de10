// Counted events handed straight to the Worker's queue() handler, as the analytics queue would
// hand them, at the times a test chooses.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";

import worker from "../../../worker/index";
import { QUEUE_NAMES } from "../../../worker/queues";
import type { Figures } from "../../../worker/shared/analytics";
import type { AnalyticsEventBody } from "../../../worker/shared/queue-bodies";
import { callWith } from "../session-helpers";

/** A view by `visitor` at `at` (ISO), from nowhere in particular, on a desktop Chrome. */
export function counted(at: string, fields: Partial<AnalyticsEventBody> = {}): AnalyticsEventBody {
  return {
    kind: "view",
    at: Date.parse(at),
    visitor: "a".repeat(32),
    path: "/",
    goal: null,
    referrer: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    shortLink: null,
    qrSource: null,
    country: "US",
    device: "Desktop",
    browser: "Chrome",
    record: null,
    ...fields,
  };
}

let deliveries = 0;

export async function deliverEvents(events: AnalyticsEventBody[]) {
  const batch = createMessageBatch<AnalyticsEventBody>(
    QUEUE_NAMES.analytics,
    events.map((body) => ({ id: `analytics-${++deliveries}`, timestamp: new Date(), attempts: 1, body })),
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
