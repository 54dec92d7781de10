// Pages: which HTML a page path answers with. Each screen gets its own head and, for the public
// screens, its markup, so content shows before any JavaScript runs: prerendered at build time
// (render.ts), or for the blog, its posts and the calendar, rendered per request from D1
// (screens.ts, blog-post.ts) and kept in the edge's cache until what they show changes (page-cache.ts).
import type { Context } from "hono";

import { database } from "../db/client";
import { listUpcomingOccurrences } from "../db/events";
import type { AppEnv } from "../env";
import { blogSlugOf, DYNAMIC_PAGE_PATHS, findPage, NOT_FOUND_PAGE, PRERENDER_KEYS, prerenderKey } from "../shared/pages";
import { eventIdOf } from "../shared/events";
import { serveBlogPost, servePostNotFound } from "../posts/page";
import { serveEventPage } from "../events/page";
import { CACHED_PAGES, cachedPage } from "./page-cache";
import { renderBuiltPage, renderPage } from "./render";
import { siteOrigin } from "../site-origin";
import { renderRequestScreen } from "./screens";
import { eventJsonLd, localBusiness } from "./structured-data";
import { noteDatesShown } from "./dates-shown";

const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/** GET/HEAD of a page path: its HTML. A trailing slash redirects to the page's own address. */
export async function servePage(c: Context<AppEnv>, next: () => Promise<void>) {
  const { pathname, search, searchParams } = new URL(c.req.url);
  const page = findPage(pathname);
  if (page) {
    // A page holding stored data is rendered per request; every other page is build output and
    // its head, assembled once per isolate (render.ts).
    if (DYNAMIC_PAGE_PATHS.includes(pathname)) {
      return cachedPage(c, pathname === "/blog" ? CACHED_PAGES.blogList : CACHED_PAGES.calendar, async () =>
        renderPage(c, page, {
          screen: await renderRequestScreen(c),
          head: { jsonLd: await calendarJsonLd(c, pathname), feed: pathname === "/blog", listPage: calendarPageOf(pathname, searchParams) },
        }),
      );
    }
    return renderBuiltPage(c, page, () => ({
      prerendered: isAdminPath(pathname) ? undefined : prerenderKey(pathname),
      head: { jsonLd: pathname === "/" || pathname === "/contact" ? [localBusiness(siteOrigin(c))] : [] },
    }));
  }
  const slug = blogSlugOf(pathname);
  if (slug !== undefined) return serveBlogPost(c, slug, next);
  const eventId = eventIdOf(pathname);
  if (eventId !== undefined) return cachedPage(c, CACHED_PAGES.eventPage, () => serveEventPage(c, eventId, next));
  const withoutSlash = pathname.replace(/\/+$/, "");
  if (withoutSlash !== pathname && findPage(withoutSlash)) return c.redirect(`${withoutSlash}${search}`, 301);
  await next();
}

/**
 * The calendar's page past the first, which is its own canonical address (an address the router
 * does not take as it is, `?page=1` or `?page=x`, is redirected before its head is written).
 */
function calendarPageOf(pathname: string, search: URLSearchParams): number | undefined {
  const page = Number(search.get("page"));
  return pathname === "/calendar" && Number.isInteger(page) && page > 1 ? page : undefined;
}

/** How many upcoming events the calendar page describes to search engines. */
const CALENDAR_JSON_LD_EVENTS = 20;

/** The calendar's upcoming events for search engines; none on the other pages read from D1. */
async function calendarJsonLd(c: Context<AppEnv>, pathname: string): Promise<unknown[]> {
  if (pathname !== "/calendar") return [];
  const now = new Date();
  const upcoming = await listUpcomingOccurrences(database(c.env), CALENDAR_JSON_LD_EVENTS, now);
  noteDatesShown(
    c,
    upcoming.map(({ occurrence }) => occurrence.start),
    now,
  );
  return upcoming.map(({ event, occurrence }) => eventJsonLd(event, occurrence, siteOrigin(c)));
}

export function serveNotFound(c: Context<AppEnv>) {
  if (blogSlugOf(new URL(c.req.url).pathname) !== undefined) return servePostNotFound(c);
  return renderPage(
    c,
    { ...NOT_FOUND_PAGE, path: new URL(c.req.url).pathname },
    {
      status: 404,
      prerendered: PRERENDER_KEYS.notFound,
    },
  );
}
