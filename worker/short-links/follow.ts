// Following a short link (R8): a GET or HEAD on a path no page serves may be a short link. A GET
// records its click before the 302, up to a limit per client: written to D1 (the default), or
// handed to the click queue with CLICK_PATH=queue (docs/decisions/0027-speed-and-clicks.md).
// A HEAD answers the same 302 and records nothing.
import type { Context } from "hono";

import { countShortLinkFollowed } from "../analytics";
import { database, sessionD1, type Database } from "../db/client";
import { clickRow, recordClick, type Click } from "../db/clicks";
import { findActiveShortLink, type ShortLinkMatch } from "../db/short-links";
import type { AppEnv, Env } from "../env";
import { logError } from "../log";
import { clientAddress } from "../security/rate-limit";
import { clickPathOf } from "../shared/click-path";
import { countryOf } from "../shared/request-country";
import { shortLinkLocation, shortLinkMatchKey, shortLinkTarget, sourceTagOf } from "../shared/short-links";
import { siteOrigin } from "../site-origin";
import { mayRecordClick } from "./click-allowance";
import { queueClick } from "./click-queue";
import { LinkCache } from "./link-cache";

/** The target with the incoming query string appended (before any fragment). */
export function redirectLocation(toUrl: string, search: string): string {
  if (!search || search === "?") return toUrl;
  const hashAt = toUrl.indexOf("#");
  const [base, hash] = hashAt === -1 ? [toUrl, ""] : [toUrl.slice(0, hashAt), toUrl.slice(hashAt)];
  return `${base}${base.includes("?") ? "&" : "?"}${search.slice(1)}${hash}`;
}

function clickOf(c: Context<AppEnv>, url: URL): Click {
  return {
    userAgent: c.req.header("User-Agent") ?? null,
    ipAddress: c.req.header("CF-Connecting-IP") ?? null,
    referer: c.req.header("Referer") ?? null,
    country: countryOf(c.req.raw.headers),
    // Only the one parameter a printed QR code carries; the rest of the query is never stored.
    source: sourceTagOf(url.searchParams),
  };
}

/**
 * Clicks recorded per client (an IPv6 client by its /64) and minute, enforced by the
 * CLICK_RATE_LIMITER binding whose wrangler.toml entry carries this number. Past it the
 * visitor is still sent on and the click is not recorded at all, neither row nor counter
 * step, so every recorded click still has both (R8) and one client cannot grow
 * redirect_clicks without bound (docs/decisions/0011-short-links-limits-and-caching.md). A
 * client's first click in an isolate and minute does not wait for the limiter
 * (worker/short-links/click-allowance.ts).
 */
export const RECORDED_CLICKS_PER_CLIENT_PER_MINUTE = 30;

const linkCache = new LinkCache();

type Recording = { outcome: "recorded"; target: string } | { outcome: "no-longer-active" } | { outcome: "failed" };

async function record(env: Env, link: ShortLinkMatch, click: Click): Promise<Recording> {
  try {
    const target = await recordClick(sessionD1(env), link, click);
    return target === undefined ? { outcome: "no-longer-active" } : { outcome: "recorded", target };
  } catch (error) {
    // A broken counter must not break a printed short link.
    logError("redirect-click", error, { shortLinkId: link.id });
    return { outcome: "failed" };
  }
}

/** A GET of a short link: the bindings, the key it matches by, the click, and whether the client may still be recorded. */
interface ClickRequest {
  env: Env;
  db: Database;
  matchKey: string;
  click: Click;
  mayRecord: () => Promise<boolean>;
}

/**
 * A GET on the direct click path: the click recorded, then where to send the visitor;
 * undefined when no active link has the match key. A key this isolate knows costs one
 * batch; any other, one indexed read and one batch. A click past the client's limit is sent on
 * from one read and not recorded.
 */
async function clickThrough({ env, db, matchKey, click, mayRecord }: ClickRequest): Promise<string | undefined> {
  const known = linkCache.get(matchKey);
  if (known) {
    if (!(await mayRecord())) return (await findActiveShortLink(db, matchKey))?.toUrl;
    const recording = await record(env, known, click);
    if (recording.outcome === "recorded") return recording.target;
    linkCache.forget(matchKey);
    // Recording failed: still answer, from a fresh read, without trying to record again.
    if (recording.outcome === "failed") return (await findActiveShortLink(db, matchKey))?.toUrl;
  }
  const link = await findActiveShortLink(db, matchKey);
  // A target stored before the address rules (decision 0010) that they refuse: no click, no 302.
  if (!link || shortLinkTarget(link.toUrl) === undefined) return undefined;
  if (!(await mayRecord())) return link.toUrl;
  const recording = await record(env, link, click);
  if (recording.outcome === "failed") return link.toUrl; // logged; the visitor is still sent on
  if (recording.outcome === "no-longer-active") return undefined; // paused or removed since the read: nothing recorded, no 302
  linkCache.remember(matchKey, link);
  return recording.target;
}

/**
 * How old a read of a link the queued click path answers from. That path writes nothing before
 * its 302, so nothing checks the link again: an edit or a pause in the dashboard reaches every
 * isolate within this time, and a link that goes viral costs D1 one read per isolate and second.
 */
export const QUEUED_LOOKUP_MAX_AGE_MS = 1000;

/**
 * A GET on the queued click path (CLICK_PATH=queue): the click handed to the click queue,
 * durable once the send resolves, then where to send the visitor. If the queue fails, the
 * click is written directly instead, so it is never lost for a queue's sake.
 */
async function queuedClickThrough({ env, db, matchKey, click, mayRecord }: ClickRequest): Promise<string | undefined> {
  let link = linkCache.get(matchKey, QUEUED_LOOKUP_MAX_AGE_MS);
  if (!link) {
    link = await findActiveShortLink(db, matchKey);
    if (!link || shortLinkTarget(link.toUrl) === undefined) {
      linkCache.forget(matchKey);
      return undefined;
    }
    linkCache.remember(matchKey, link);
  }
  if (!(await mayRecord())) return link.toUrl;
  try {
    await queueClick(env.CLICKS, link.id, clickRow(click));
    return link.toUrl;
  } catch (error) {
    logError("click-queue-send", error, { shortLinkId: link.id });
  }
  const recording = await record(env, link, click);
  if (recording.outcome === "no-longer-active") {
    linkCache.forget(matchKey);
    return undefined;
  }
  return recording.outcome === "recorded" ? recording.target : link.toUrl;
}

/** Asks whether the click may be recorded at most once a request, and only when there is a click to record. */
function clickAllowance(c: Context<AppEnv>): () => Promise<boolean> {
  let allowed: Promise<boolean> | undefined;
  return () => (allowed ??= mayRecordClick(c.env.CLICK_RATE_LIMITER, clientAddress(c)));
}

export async function followShortLink(c: Context<AppEnv>, next: () => Promise<void>) {
  const url = new URL(c.req.url);
  const matchKey = shortLinkMatchKey(url.pathname);
  const db = database(c.env);
  const follow = clickPathOf(c.env.CLICK_PATH) === "queue" ? queuedClickThrough : clickThrough;
  const target =
    c.req.method === "GET"
      ? await follow({ env: c.env, db, matchKey, click: clickOf(c, url), mayRecord: clickAllowance(c) })
      : (await findActiveShortLink(db, matchKey))?.toUrl;
  // Targets were checked when saved; read again so that an older row cannot break the answer. A
  // path of this site is sent on to the site's own address (decision 0065).
  const location = target === undefined ? undefined : shortLinkLocation(target, siteOrigin(c));
  if (location === undefined) return next();
  const origin = siteOrigin(c);
  // Into one of the site's own pages: a goal, and the source of the visit it begins (R22).
  if (c.req.method === "GET" && location.startsWith(`${origin}/`)) {
    countShortLinkFollowed(c, matchKey || "/", sourceTagOf(url.searchParams), new URL(location).pathname);
  }
  return c.redirect(redirectLocation(location, url.search), 302);
}
