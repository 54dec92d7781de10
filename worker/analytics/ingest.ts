// The analytics queue's consumer (R22): a batch of counted events becomes visits and their events.
// A visitor's event within VISIT_GAP_MS of their visit's last one continues it; any other begins a
// visit, which takes its source from that first event (a short link's goal, then its landing
// page's campaign tags). An event without a visitor (GPC/DNT) is a visit of its own. Bots' views
// are only counted per day. A form's goal writes its visit's source onto the record it stored. A
// message the queue hands over again is counted once.
// One consumer at a time (wrangler.toml max_concurrency = 1), so two batches never both begin a visit.
import { database } from "../db/client";
import {
  openVisits,
  storeCountedBatch,
  storedMessages,
  type CountedBatch,
  type EventRow,
  type FollowedView,
  type RecordSource,
  type VisitRow,
} from "../db/analytics";
import { DONE, wholeBatch } from "../queue-batch";
import { sourceLabel, VISIT_GAP_MS, type VisitSource } from "../shared/analytics";
import { analyticsMessageBody, type AnalyticsEventBody, type AnalyticsMessage } from "../shared/queue-bodies";
import { siteDayOf } from "../shared/time";

const newVisitId = () => crypto.randomUUID().replaceAll("-", "").slice(0, 20);

function beginVisit(event: AnalyticsEventBody): VisitRow {
  const entry = event.kind === "view" ? event.path : null;
  const visit = {
    id: newVisitId(),
    day: siteDayOf(event.at),
    visitor: event.visitor,
    startedAt: new Date(event.at),
    lastAt: new Date(event.at),
    entryPage: entry,
    exitPage: entry,
    referrer: event.referrer,
    utmSource: event.utmSource,
    utmMedium: event.utmMedium,
    utmCampaign: event.utmCampaign,
    shortLink: event.shortLink,
    qrSource: event.qrSource,
    country: event.country,
    device: event.device,
    browser: event.browser,
    views: event.kind === "view" ? 1 : 0,
    lastViewAt: event.kind === "view" ? new Date(event.at) : null,
    durationMs: 0,
    durations: 0,
  };
  return { ...visit, source: sourceLabel(visit) };
}

/** The visit after `event`, which belongs to it: its next event, or one the queue handed over late. */
function continueVisit(visit: VisitRow, event: AnalyticsEventBody): VisitRow {
  if (event.at < visit.startedAt.getTime()) return precedeVisit(visit, event);
  const next = { ...visit, lastAt: new Date(Math.max(visit.lastAt.getTime(), event.at)) };
  if (event.kind !== "view") return next;
  next.views += 1;
  // A view from between two counted ones (a batch retried late) is counted; the visit's last page stays its last.
  if (next.lastViewAt && event.at < next.lastViewAt.getTime()) return next;
  next.exitPage = event.path;
  if (next.lastViewAt) {
    // The visit's previous view lasted until this one.
    next.durationMs += event.at - next.lastViewAt.getTime();
    next.durations += 1;
  }
  next.lastViewAt = new Date(event.at);
  if (next.entryPage === null) {
    // The visit's first page after a short link: its campaign tags, when the link's target carries them, count.
    next.entryPage = event.path;
    if (!next.utmSource && !next.utmMedium && !next.utmCampaign) {
      Object.assign(next, { utmSource: event.utmSource, utmMedium: event.utmMedium, utmCampaign: event.utmCampaign });
      next.source = sourceLabel(next);
    }
  }
  return next;
}

/**
 * The visit after an event from before its first one (in a batch the queue handed over late): the
 * visit begins with it, so its day, its entry page and its source are that event's. A short link
 * followed without campaign tags keeps those of the page it landed on.
 */
function precedeVisit(visit: VisitRow, event: AnalyticsEventBody): VisitRow {
  const landingTags = event.kind === "goal" && !event.utmSource && !event.utmMedium && !event.utmCampaign;
  const next: VisitRow = {
    ...visit,
    day: siteDayOf(event.at),
    startedAt: new Date(event.at),
    referrer: event.referrer,
    shortLink: event.shortLink,
    qrSource: event.qrSource,
    ...(landingTags ? {} : { utmSource: event.utmSource, utmMedium: event.utmMedium, utmCampaign: event.utmCampaign }),
  };
  if (event.kind === "view") {
    next.views += 1;
    next.entryPage = event.path;
    if (next.lastViewAt === null) Object.assign(next, { exitPage: event.path, lastViewAt: new Date(event.at) });
  }
  return { ...next, source: sourceLabel(next) };
}

/** Whether `event` belongs to `visit`: no more than VISIT_GAP_MS from it, before its first event or after its last. */
const belongsTo = (visit: VisitRow, event: AnalyticsEventBody) =>
  event.at - visit.lastAt.getTime() <= VISIT_GAP_MS && visit.startedAt.getTime() - event.at <= VISIT_GAP_MS;

export function visitSourceOf(visit: VisitRow): VisitSource {
  const { source, referrer, utmSource, utmMedium, utmCampaign, shortLink, qrSource, entryPage } = visit;
  return { source, referrer, utmSource, utmMedium, utmCampaign, shortLink, qrSource, entryPage };
}

/**
 * What a batch stores, given the visits its visitors had open: pure, so that visits, their
 * sources and the day each event falls on are tested without storage.
 */
export function countBatch(events: readonly AnalyticsEventBody[], open: ReadonlyMap<string, VisitRow>): CountedBatch {
  const current = new Map(open);
  const touched = new Map<string, VisitRow>();
  const rows: EventRow[] = [];
  const botViews = new Map<string, number>();
  const days = new Set<string>();
  const sources: RecordSource[] = [];
  /** Each visit's last view in this batch, whose time on page the visit's next view sets. */
  const lastViews = new Map<string, EventRow>();
  const followed: FollowedView[] = [];
  for (const event of [...events].sort((a, b) => a.at - b.at)) {
    const day = siteDayOf(event.at);
    if (event.kind === "bot") {
      botViews.set(day, (botViews.get(day) ?? 0) + 1);
      continue;
    }
    if (event.kind === "goal" && !event.goal) continue; // not a goal at all: nothing to count
    const known = event.visitor === null ? undefined : current.get(event.visitor);
    const visit = known && belongsTo(known, event) ? continueVisit(known, event) : beginVisit(event);
    if (event.visitor !== null) current.set(event.visitor, visit);
    touched.set(visit.id, visit);
    days.add(visit.day);
    if (known?.id === visit.id) days.add(known.day); // a visit that now begins a day earlier leaves its old day too
    const row: EventRow = {
      visitId: visit.id,
      day,
      at: new Date(event.at),
      kind: event.kind,
      name: event.kind === "view" ? event.path : (event.goal ?? ""),
    };
    rows.push(row);
    if (event.kind === "view") {
      const previous = lastViews.get(visit.id);
      if (previous) previous.durationMs = event.at - previous.at.getTime();
      else if (visit.id === known?.id && open.get(event.visitor!)?.id === visit.id && visit.lastViewAt?.getTime() === event.at)
        followed.push({ visitId: visit.id, at: row.at });
      lastViews.set(visit.id, row);
    }
    if (event.record) sources.push({ ...event.record, source: visitSourceOf(visit) });
  }
  return { visits: [...touched.values()], events: rows, botViews, days: [...days], sources, followed };
}

/** A message's events: the list it carries, or the one event it is. */
const eventsOf = (message: AnalyticsMessage) => ("events" in message ? message.events : [message]);

/**
 * The events of a batch's messages, stored in one transaction with the messages' ids; a message
 * already stored (handed over again) is left out. D1 failing hands the whole batch back for later.
 */
export const analyticsConsumer = wholeBatch({ name: "analytics", body: analyticsMessageBody }, async (bodies, env, ids) => {
  const db = database(env);
  const stored = await storedMessages(db, ids);
  const fresh = ids.flatMap((id, index) => (stored.has(id) ? [] : [{ id, body: bodies[index]! }]));
  if (fresh.length === 0) return DONE;
  const events = fresh.flatMap(({ body }) => eventsOf(body));
  const visitors = [...new Set(events.flatMap((event) => (event.visitor === null ? [] : [event.visitor])))];
  const earliest = Math.min(...events.map((event) => event.at));
  const open = await openVisits(db, visitors, new Date(earliest - VISIT_GAP_MS));
  await storeCountedBatch(db, countBatch(events, open), { messages: fresh.map(({ id }) => id), now: new Date() });
  return DONE;
});
