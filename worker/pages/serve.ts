// Pages: the SPA's built HTML with the page's own head written in by the Worker and, for
// the public screens, the markup prerendered at build time, so content shows before
// any JavaScript runs.
import type { Context } from "hono";

import type { AppEnv } from "../env";
import { blogSlugOf, findPage, NOT_FOUND_PAGE, PRERENDER_KEYS, prerenderedAsset, prerenderKey, type PageMeta } from "../shared/pages";
import { renderHead, type HeadOptions } from "./head";
import { serveBlogPost } from "./blog-post";
import { communityEventsJsonLd, localBusiness } from "./structured-data";
import { database } from "../db/client";
import { listUpcomingEvents } from "../db/events";

const HEAD_SLOT = "<!--app-head-->";
const BODY_SLOT = "<!--app-html-->";

export function siteOrigin(c: Context<AppEnv>): string {
  return c.env.SITE_URL || new URL(c.req.url).origin;
}

async function asset(c: Context<AppEnv>, path: string): Promise<string | undefined> {
  const response = await c.env.ASSETS.fetch(new URL(path, c.req.url).href);
  return response.ok ? response.text() : undefined;
}

export interface PageOptions {
  status?: 200 | 404;
  /** The prerendered screen to place in the body; none for client-only screens (admin). */
  prerendered?: string;
  head?: Omit<HeadOptions, "origin">;
}

export async function renderPage(c: Context<AppEnv>, page: PageMeta, options: PageOptions = {}): Promise<Response> {
  const [template, body] = await Promise.all([
    asset(c, "/index.html"),
    options.prerendered ? asset(c, prerenderedAsset(options.prerendered)) : undefined,
  ]);
  if (template === undefined) throw new Error("The built index.html is missing");
  const html = template
    .replace(HEAD_SLOT, () => renderHead(page, { origin: siteOrigin(c), ...options.head }))
    .replace(BODY_SLOT, () => body ?? "");
  return c.html(html, options.status ?? 200, { "Cache-Control": "no-cache" });
}

const isAdminPath = (path: string) => path === "/admin" || path.startsWith("/admin/");

/** GET/HEAD of a page path: its HTML. A trailing slash redirects to the page's own address. */
export async function servePage(c: Context<AppEnv>, next: () => Promise<void>) {
  const { pathname, search } = new URL(c.req.url);
  const page = findPage(pathname);
  if (page) {
    return renderPage(c, page, {
      prerendered: isAdminPath(pathname) ? undefined : prerenderKey(pathname),
      head: { jsonLd: await structuredDataFor(c, pathname), feed: pathname === "/blog" },
    });
  }
  const slug = blogSlugOf(pathname);
  if (slug !== undefined) return serveBlogPost(c, slug);
  const withoutSlash = pathname.replace(/\/+$/, "");
  if (withoutSlash !== pathname && findPage(withoutSlash)) return c.redirect(`${withoutSlash}${search}`, 301);
  await next();
}

/** How many upcoming events the calendar page describes to search engines. */
const CALENDAR_JSON_LD_EVENTS = 20;

async function structuredDataFor(c: Context<AppEnv>, pathname: string): Promise<unknown[]> {
  if (pathname === "/" || pathname === "/contact") return [localBusiness(siteOrigin(c))];
  if (pathname === "/calendar") {
    const events = await listUpcomingEvents(database(c.env), CALENDAR_JSON_LD_EVENTS);
    return communityEventsJsonLd(events, siteOrigin(c));
  }
  return [];
}

export function serveNotFound(c: Context<AppEnv>) {
  return renderPage(
    c,
    { ...NOT_FOUND_PAGE, path: new URL(c.req.url).pathname },
    {
      status: 404,
      prerendered: PRERENDER_KEYS.notFound,
    },
  );
}
