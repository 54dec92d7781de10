// Pages: the SPA's built HTML with the page's own head written in by the Worker.
import type { Context } from "hono";

import type { AppEnv } from "../env";
import { findPage, NOT_FOUND_PAGE, type PageMeta } from "../shared/pages";
import { renderHead, type HeadOptions } from "./head";

const HEAD_SLOT = "<!--app-head-->";

export function siteOrigin(c: Context<AppEnv>): string {
  return c.env.SITE_URL || new URL(c.req.url).origin;
}

export async function renderPage(
  c: Context<AppEnv>,
  page: PageMeta,
  status: 200 | 404 = 200,
  head: Omit<HeadOptions, "origin"> = {},
): Promise<Response> {
  const template = await c.env.ASSETS.fetch(new URL("/index.html", c.req.url).href);
  if (!template.ok) throw new Error(`The built index.html is missing (${template.status})`);
  const html = (await template.text()).replace(HEAD_SLOT, renderHead(page, { origin: siteOrigin(c), ...head }));
  return c.html(html, status, { "Cache-Control": "no-cache" });
}

/** GET/HEAD of a page path: its HTML. A trailing slash redirects to the page's own address. */
export async function servePage(c: Context<AppEnv>, next: () => Promise<void>) {
  const { pathname, search } = new URL(c.req.url);
  const page = findPage(pathname);
  if (page) return renderPage(c, page);
  const withoutSlash = pathname.replace(/\/+$/, "");
  if (withoutSlash !== pathname && findPage(withoutSlash)) return c.redirect(`${withoutSlash}${search}`, 301);
  await next();
}

export function serveNotFound(c: Context<AppEnv>) {
  return renderPage(c, { ...NOT_FOUND_PAGE, path: new URL(c.req.url).pathname }, 404);
}
