// The pages read from D1 (the blog and its posts, the calendar and its events) kept in the edge's
// cache (docs/decisions/0053-served-pages-cached-at-the-edge.md). A page is stored under its own
// address plus the content version (worker/db/content-version.ts) and, for the blog, how many
// scheduled publish times have passed, so a scheduled post appears on its minute. The calendar's
// pages are kept until just past the first date they list that is still to start
// (dates-shown.ts), since their dates move with the clock. A staff change replaces the version,
// so every address of every page changes key at once; nothing is purged.
// The key also names the build (worker/html/built-files.ts): a page kept from before a deploy or a
// rebuild names scripts and style sheets this build does not have, and is never answered.
// The key also names the settings the page shows (worker/settings/served.ts): a change of the
// business details or of the notice makes a new key, and a page is kept only until its notice
// appears or goes (renderPage bounds `datesChangeAt`). The key keeps only the address parameters the page reads. Signed-in requests (a session that
// exists, not any cookie) and HEAD are never answered from or stored in the cache. The isolate keeps
// the last pages it stored or found in memory too, under the same keys.
import type { Context } from "hono";

import { readCookie } from "../middleware/cookies";
import { readSignedIn } from "../auth/session";
import { buildId } from "../html/built-files";
import { readContentVersion, writeContentVersion, type ContentVersion } from "../db/content-version";
import { database, readAtLeastFrom } from "../db/client";
import type { AppEnv, Env } from "../env";
import { securedAnswer, withSecurityHeadersIn } from "../security/apply-headers";
import { servedSettings, type ServedSettings } from "../settings";

/** Which clock a page follows: the blog's schedule, or the calendar's dates. */
type CachedPageKind = "blog" | "calendar";

/**
 * What a cached page is: the clock it follows and the address parameters it reads (its key keeps
 * only those), as each page's concept declares it (page-source.ts).
 */
export interface CachedPageShape {
  kind: CachedPageKind;
  reads: readonly string[];
}

/** How long a stored page is kept at most (a new version or stamp makes a new key before then). */
const KEPT_SECONDS = 3600;

/** The moment a stored page stops being answered, kept with it in the cache (never sent to a browser). */
const KEPT_UNTIL = "X-Kept-Until";

/** The version read from KV, kept by the isolate this long; its own changes replace it at once. */
export const VERSION_KEPT_MS = 1000;

let known: { content: ContentVersion; readAt: number } | undefined;

async function contentVersion(env: Pick<Env, "SESSIONS" | "DB">, now: number): Promise<ContentVersion> {
  if (known && now >= known.readAt && now - known.readAt < VERSION_KEPT_MS) return known.content;
  // None yet: the first read writes one, with the publish times the stored posts hold.
  const content = (await readContentVersion(env)) ?? (await bumpContentVersion(env, new Date(now)));
  known = { content, readAt: now };
  return content;
}

/** Forgets the version this isolate read, so the next read asks KV: for a store emptied under it (the tests' reset before each file). */
export function forgetKnownVersion() {
  known = undefined;
}

/** After a staff change of a post, an event or an image: every cached page changes key. */
export async function bumpContentVersion(env: Pick<Env, "SESSIONS" | "DB">, now = new Date()): Promise<ContentVersion> {
  const content = await writeContentVersion(env, database(env), now);
  known = { content, readAt: now.getTime() };
  return content;
}

function stamp(kind: CachedPageKind, { scheduled, more }: ContentVersion, now: number): string {
  if (kind === "calendar") return "dates"; // kept until its dates change, not keyed by them
  const minute = `m${Math.floor(now / 60_000)}`;
  const passed = scheduled.filter((at) => at <= now).length;
  // Past the last publish time kept, the next ones are unknown until the next change: by the minute.
  return more && passed === scheduled.length ? minute : `s${passed}`;
}

/** The cache's key: the page's path and the parameters it reads (in one order), with the version and stamp added. */
function cacheKey(
  url: string,
  { kind, reads }: CachedPageShape,
  { build, content, served }: { build: string; content: ContentVersion; served: ServedSettings },
  now: number,
): Request {
  const address = new URL(url);
  const key = new URL(address.pathname, address.origin);
  for (const name of [...reads].sort()) for (const value of address.searchParams.getAll(name)) key.searchParams.append(name, value);
  key.searchParams.append("_v", `${build}.${content.version}.${stamp(kind, content, now)}.${served.key}`);
  return new Request(key.href, { method: "GET" });
}

/** A request of a signed-in staff member, whose pages are never shared: only a session that exists counts, not any cookie. */
async function isSignedIn(c: Context<AppEnv>): Promise<boolean> {
  return readCookie(c, "session") !== undefined && (await readSignedIn(c)) !== null;
}

/** The cache's storage, where the runtime has one (not on a workers.dev address or in plain Node). */
function edgeCache(): Cache | undefined {
  return typeof caches === "undefined" ? undefined : (caches as unknown as { default: Cache }).default;
}

const timing = (response: Response, outcome: "hit" | "miss") => {
  response.headers.append("Server-Timing", `page-cache;desc="${outcome}"`);
  return response;
};

/**
 * The page at the request's address: from the cache when stored under the current key (`onHit`
 * then runs, for what a read must still do), else rendered and, when it is a 200 without cookies,
 * stored. `render` may answer nothing (the path is another handler's).
 */
export async function cachedPage(
  c: Context<AppEnv>,
  shape: CachedPageShape,
  render: () => Promise<Response | void>,
  onHit?: () => void,
): Promise<Response | void> {
  const cache = edgeCache();
  if (!cache || c.req.method !== "GET" || (await isSignedIn(c))) return render();
  const now = Date.now();
  const [build, content, served] = await Promise.all([
    buildId(c.env.ASSETS, c.req.url),
    contentVersion(c.env, now),
    servedSettings(c.env, now),
  ]);
  // The page is rendered with the settings its key names (render.ts reads them from here).
  c.set("served", served);
  const key = cacheKey(c.req.url, shape, { build, content, served }, now);
  const kept = current(isolatePages.get(key.url), now) ?? (await fromEdgeCache(cache, key, now));
  if (kept) {
    onHit?.();
    return timing(securedAnswer(kept.body, kept), "hit");
  }
  // A replica that has not caught up with the change must not be stored under its version.
  if (content.bookmark) readAtLeastFrom(content.bookmark);
  const response = await render();
  if (!response || response.status !== 200 || response.headers.has("Set-Cookie")) return response;
  const body = await response.arrayBuffer();
  const keptUntil = Math.min(now + KEPT_SECONDS * 1000, c.get("datesChangeAt") ?? Infinity);
  const seconds = Math.floor((keptUntil - Date.now()) / 1000);
  if (seconds > 0) {
    const stored = new Response(body, response);
    stored.headers.set("Cache-Control", `public, max-age=${seconds}`);
    stored.headers.set(KEPT_UNTIL, String(keptUntil));
    await cache.put(key, stored);
    keep(key.url, { body, status: response.status, headers: answerHeaders(response.headers), keptUntil });
  }
  return timing(new Response(body, response), "miss");
}

interface KeptPage {
  body: ArrayBuffer;
  status: number;
  headers: Headers;
  /** When it stops being answered (ms since the epoch). */
  keptUntil: number;
}

/** A kept page still to be answered at `now`. */
const current = (page: KeptPage | undefined, now: number) => (page && now < page.keptUntil ? page : undefined);

/**
 * The isolate keeps the pages it last stored or found, under the same keys, so a busy page is
 * answered from memory; a key with an old version or stamp is simply never asked for again.
 */
const ISOLATE_PAGES_MAX = 64;
const isolatePages = new Map<string, KeptPage>();

function keep(key: string, page: KeptPage) {
  if (isolatePages.size >= ISOLATE_PAGES_MAX) isolatePages.delete(isolatePages.keys().next().value!);
  isolatePages.set(key, page);
}

/** As a rendered page is answered: revalidated by browsers, with the security headers. */
function answerHeaders(stored: Headers): Headers {
  const headers = withSecurityHeadersIn(stored);
  headers.set("Cache-Control", "no-cache");
  for (const name of ["Age", "CF-Cache-Status", KEPT_UNTIL]) headers.delete(name);
  return headers;
}

async function fromEdgeCache(cache: Cache, key: Request, now: number): Promise<KeptPage | undefined> {
  const hit = await cache.match(key);
  if (!hit) return undefined;
  const keptUntil = Number(hit.headers.get(KEPT_UNTIL));
  // Past its time (the edge may keep it a second longer than its max-age says): rendered again.
  if (!(now < keptUntil)) {
    await hit.body?.cancel();
    return undefined;
  }
  const page = { body: await hit.arrayBuffer(), status: hit.status, headers: answerHeaders(hit.headers), keptUntil };
  keep(key.url, page);
  return page;
}
