// A page's HTML: the SPA's built index.html with the page's head written in and, when there
// is one, the screen's markup prerendered at build time.
import type { Context } from "hono";

import type { AppEnv, Env } from "../env";
import { prerenderedAsset, type PageMeta } from "../shared/pages";
import { builtFile } from "./built-files";
import { renderHead, type HeadOptions } from "./head";

const HEAD_SLOT = "<!--app-head-->";
const BODY_SLOT = "<!--app-html-->";

export function siteOrigin(c: { env: Pick<Env, "SITE_URL">; req: { url: string } }): string {
  return c.env.SITE_URL || new URL(c.req.url).origin;
}

async function asset(c: Context<AppEnv>, path: string): Promise<string | undefined> {
  return builtFile(c.env.ASSETS, c.req.url, path);
}

interface PageOptions {
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
