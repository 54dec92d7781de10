// Counting at the edge (R22, docs/decisions/0072-first-party-analytics.md): a page the Worker
// serves is a view (no script needed), a short link followed into the site and a form stored are
// goals, and the app's beacon reports the rest (beacon.ts). What leaves the request is an event
// on the analytics queue, sent after the answer: the day's keyed hash of the client instead of its
// address and user agent, the device and browser in a word, the referring host and the campaign,
// gathered with the isolate's other events into one message (gathering.ts).
import Bowser from "bowser";
import type { Context } from "hono";

import { database } from "../db/client";
import type { AppEnv } from "../env";
import { logError } from "../log";
import { clientHash } from "../security/client-key";
import type { Goal } from "../shared/analytics";
import { isBotUserAgent } from "../shared/bots";
import { DEVICE_TYPE_LABELS, deviceTypeOf } from "../shared/device-type";
import { isDashboardPage } from "../shared/dashboard-pages";
import { countryOf } from "../shared/request-country";
import type { AnalyticsEventBody } from "../shared/queue-bodies";
import { siteOrigin } from "../site-origin";
import { gather } from "./gathering";

/**
 * A bot by its own word (the isbot list) or by the platform's verified-bot signal, the
 * `cf-verified-bot` header of the zone's "Add bot protection headers" transform. The header rather
 * than request.cf: its first read builds the whole object on every counted page.
 */
function isBot(c: Context<AppEnv>): boolean {
  return isBotUserAgent(c.req.header("User-Agent")) || c.req.header("cf-verified-bot") === "true";
}

/** Global Privacy Control or Do Not Track: the view is counted, and no visitor hash is kept for it. */
export function asksNotToBeTracked(headers: { get(name: string): string | null }): boolean {
  return headers.get("Sec-GPC") === "1" || headers.get("DNT") === "1";
}

/** A browser fetching a page ahead of a click: not a view. */
const isPrefetch = (c: Context<AppEnv>) =>
  /prefetch|prerender/i.test(`${c.req.header("Sec-Purpose") ?? ""} ${c.req.header("Purpose") ?? ""}`);

/** The host of another site that linked here, without "www."; none for this site's own pages or an unreadable header. */
export function referringHost(referer: string | undefined, ownHost: string): string | null {
  if (!referer) return null;
  try {
    const url = new URL(referer);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    const host = url.hostname.toLowerCase().replace(/^www\./, "");
    return host === ownHost.replace(/^www\./, "") ? null : host.slice(0, 255);
  } catch {
    return null;
  }
}

/** A campaign parameter as kept: trimmed, at most 100 characters, none when empty. */
function campaignParam(c: Context<AppEnv>, name: string): string | null {
  const value = c.req.query(name)?.trim();
  return value ? value.slice(0, 100) : null;
}

/** This site's host name, by its origin (parsed again only if the origin changes). */
let ownHost: { origin: string; host: string } | undefined;

function ownHostOf(c: Context<AppEnv>): string {
  const origin = siteOrigin(c);
  if (ownHost?.origin !== origin) ownHost = { origin, host: new URL(origin).hostname };
  return ownHost.host;
}

/** Browsers' names by user agent, the most recent first: most pages come from a few hundred agents. */
const browsers = new Map<string, string>();
const BROWSERS_KEPT = 500;

function browserOf(userAgent: string | undefined): string {
  if (!userAgent) return "Unknown";
  const agent = userAgent.slice(0, 512);
  let name = browsers.get(agent);
  if (name === undefined) {
    name = Bowser.parse(agent).browser.name?.slice(0, 60) ?? "Unknown";
    if (browsers.size >= BROWSERS_KEPT) browsers.delete(browsers.keys().next().value!);
  } else browsers.delete(agent);
  browsers.set(agent, name);
  return name;
}

type EventFields = Pick<AnalyticsEventBody, "kind" | "path" | "goal" | "shortLink" | "qrSource" | "record">;

/**
 * The event of this request: all of it read now, its visitor (the client's keyed hash, so that
 * nothing of the address or user agent stays in it) when the hash is made.
 */
function eventOf(c: Context<AppEnv>, fields: EventFields, now: Date): Promise<AnalyticsEventBody> {
  const bot = isBot(c);
  const userAgent = c.req.header("User-Agent");
  const referer = c.req.header("Referer");
  const event: AnalyticsEventBody = {
    ...fields,
    kind: bot ? "bot" : fields.kind,
    at: now.getTime(),
    visitor: null,
    referrer: referer ? referringHost(referer, ownHostOf(c)) : null,
    utmSource: campaignParam(c, "utm_source"),
    utmMedium: campaignParam(c, "utm_medium"),
    utmCampaign: campaignParam(c, "utm_campaign"),
    country: countryOf(c.req.raw.headers),
    device: DEVICE_TYPE_LABELS[deviceTypeOf(userAgent, bot)],
    browser: browserOf(userAgent),
  };
  if (bot || asksNotToBeTracked(c.req.raw.headers)) return Promise.resolve(event);
  return clientHash(c, database(c.env), now).then((visitor) => ({ ...event, visitor }));
}

/** The request's execution context, none for a direct call of the app (a test's). */
function executionOf(c: Context<AppEnv>) {
  try {
    return c.executionCtx;
  } catch {
    return undefined;
  }
}

/**
 * Counts after the answer: the event (its client hashed) joins the isolate's gathering. Without an
 * execution context nothing could keep the work alive past the answer: nothing is counted.
 */
function send(c: Context<AppEnv>, fields: EventFields) {
  const execution = executionOf(c);
  if (!execution || c.env.ANALYTICS_COUNTING === "off") return;
  execution.waitUntil(
    // Made in a then, so that whatever reading the request throws is logged like the rest.
    Promise.resolve()
      .then(() => eventOf(c, fields, new Date()))
      .then((event) => gather(c.env.ANALYTICS, event))
      .catch((error: unknown) => logError("analytics-count", error)),
  );
}

const NO_GOAL = { goal: null, shortLink: null, qrSource: null, record: null } as const;

/** A page view, of `path` (the served page's, or the app's own from its beacon). */
export function countView(c: Context<AppEnv>, path: string) {
  send(c, { kind: "view", path, ...NO_GOAL });
}

/** A goal reached on the page `path`; a form's goal names the record it stored. */
export function countGoal(c: Context<AppEnv>, goal: Goal, path: string, record: AnalyticsEventBody["record"] = null) {
  send(c, { kind: "goal", path, goal, shortLink: null, qrSource: null, record });
}

/** A short link followed into one of the site's own pages: the goal, and the source of the visit it begins. */
export function countShortLinkFollowed(c: Context<AppEnv>, shortLink: string, qrSource: string | null, target: string) {
  send(c, { kind: "goal", path: target, goal: "short-link", shortLink, qrSource, record: null });
}

/** The page a form was sent from, for its goal: the Referer's path on this site, else the form's own page. */
export function pageOfForm(c: Context<AppEnv>, fallback: string): string {
  const referer = c.req.header("Referer");
  if (!referer) return fallback;
  try {
    const url = new URL(referer);
    return url.origin === siteOrigin(c) ? url.pathname.slice(0, 300) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * Counts the page answered for a GET: a 200 HTML page of the public site, not the dashboard,
 * not a prefetch. Mounted just before the pages, so the API, feeds, media and signed-link pages never reach it.
 */
export async function countPageViews(c: Context<AppEnv>, next: () => Promise<void>) {
  await next();
  if (c.req.method !== "GET" || c.res.status !== 200 || isDashboardPage(c.req.path) || isPrefetch(c)) return;
  if (!c.res.headers.get("Content-Type")?.startsWith("text/html")) return;
  countView(c, c.req.path.slice(0, 300));
}
