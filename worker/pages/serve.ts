// Pages: which HTML a page path answers with. Each screen gets its own head and, for the public
// screens, its markup, so content shows before any JavaScript runs. The pages that show stored
// data are the concepts' own (the blog's, the calendar's: worker/posts/, worker/events/), offered
// in one declared shape (page-source.ts), rendered per request from what they read
// (screens.ts, render.ts) and kept in the edge's cache until what they show changes
// (page-cache.ts). Every other page is build output (render.ts).
import type { Context } from "hono";

import type { AppEnv } from "../env";
import { calendarPage, eventPage } from "../events";
import { postListPage, postPage } from "../posts";
import { isDashboardPage } from "../shared/dashboard-pages";
import { findPage, NOT_FOUND_PAGE, PRERENDER_KEYS, prerenderKey } from "../shared/pages";
import { siteOrigin } from "../site-origin";
import { noteDatesShown } from "./dates-shown";
import { cachedPage } from "./page-cache";
import type { PageSource } from "./page-source";
import { renderBuiltPage, renderPage } from "./render";
import { renderRequestScreen } from "./screens";
import { localBusiness } from "./structured-data";

type Next = () => Promise<void>;

/** A source's pages as one handler: undefined when the address is none of its pages. */
interface PageHandler {
  serve(c: Context<AppEnv>, url: URL, next: Next): Promise<Response | void> | undefined;
  /** Its not-found page, when the address is one of its pages. */
  missing(c: Context<AppEnv>, url: URL): Promise<Response> | undefined;
}

function handlerOf<Key>(source: PageSource<Key>): PageHandler {
  return {
    serve(c, url, next) {
      const key = source.match(url);
      if (key === undefined) return undefined;
      const served = source.served;
      return cachedPage(c, source.cache, () => readAndRender(c, source, key, url, next), served && (() => served(c, key)));
    },
    missing(c, url) {
      if (!source.missing || source.match(url) === undefined) return undefined;
      const meta = { ...source.missing, path: url.pathname };
      return renderRequestScreen(c, {}).then((screen) => renderPage(c, meta, { status: 404, screen }));
    },
  };
}

async function readAndRender<Key>(c: Context<AppEnv>, source: PageSource<Key>, key: Key, url: URL, next: Next) {
  const now = new Date();
  const read = await source.read(c, key, { now, showsDates: (starts) => noteDatesShown(c, starts, now) });
  if (!read) return next();
  if ("movedTo" in read) {
    if (read.keptSeconds !== undefined) c.header("Cache-Control", `max-age=${read.keptSeconds}`);
    return c.redirect(`${read.movedTo}${url.search}`, 301);
  }
  return renderPage(c, read.meta, { screen: await renderRequestScreen(c, read.screen), head: read.head });
}

/** Every page read from D1, each from its concept: the dispatcher checks each against the declared shape. */
const PAGES_FROM_D1: readonly PageHandler[] = [handlerOf(postListPage), handlerOf(postPage), handlerOf(calendarPage), handlerOf(eventPage)];

/** The pages whose head describes the business to search engines. */
const BUSINESS_PAGES = new Set(["/", "/contact"]);

/** GET/HEAD of a page path: its HTML. A trailing slash redirects to the page's own address. */
export async function servePage(c: Context<AppEnv>, next: Next) {
  const url = new URL(c.req.url);
  for (const pages of PAGES_FROM_D1) {
    const answer = pages.serve(c, url, next);
    if (answer) return answer;
  }
  const { pathname, search } = url;
  const page = findPage(pathname);
  if (page) {
    // Build output and the head its own path gives it, assembled once per isolate (render.ts).
    return renderBuiltPage(c, page, (served) => ({
      prerendered: isDashboardPage(pathname) ? undefined : prerenderKey(pathname),
      head: { jsonLd: BUSINESS_PAGES.has(pathname) ? [localBusiness(siteOrigin(c), served.business)] : [] },
    }));
  }
  const withoutSlash = pathname.replace(/\/+$/, "");
  if (withoutSlash !== pathname && findPage(withoutSlash)) return c.redirect(`${withoutSlash}${search}`, 301);
  await next();
}

export function serveNotFound(c: Context<AppEnv>) {
  const url = new URL(c.req.url);
  for (const pages of PAGES_FROM_D1) {
    const missing = pages.missing(c, url);
    if (missing) return missing;
  }
  return renderPage(c, { ...NOT_FOUND_PAGE, path: url.pathname }, { status: 404, prerendered: PRERENDER_KEYS.notFound });
}
