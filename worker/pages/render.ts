// A page's HTML: the SPA's built index.html with the page's head written in and the screen's
// markup: prerendered at build time, or rendered for this request from D1 (screens.ts) with the
// data it was rendered from beside it, for the app to start from.
import type { Context } from "hono";

import type { AppEnv, Env } from "../env";
import { prerenderedAsset, QUERY_STATE_ID, type PageMeta } from "../shared/pages";
import { renderHead, type HeadOptions } from "./head";
import { escapeJsonForScript } from "./html";

const HEAD_SLOT = "<!--app-head-->";
const BODY_SLOT = "<!--app-html-->";

export function siteOrigin(c: { env: Pick<Env, "SITE_URL">; req: { url: string } }): string {
  return c.env.SITE_URL || new URL(c.req.url).origin;
}

async function asset(c: Context<AppEnv>, path: string): Promise<string | undefined> {
  const response = await c.env.ASSETS.fetch(new URL(path, c.req.url).href);
  return response.ok ? response.text() : undefined;
}

interface PageOptions {
  status?: 200 | 404;
  /** The prerendered screen to place in the body; none for client-only screens (admin). */
  prerendered?: string;
  /** A screen rendered for this request, and its data as JSON. */
  screen?: { html: string; state: string };
  head?: Omit<HeadOptions, "origin">;
}

export async function renderPage(c: Context<AppEnv>, page: PageMeta, options: PageOptions = {}): Promise<Response> {
  const [template, body] = await Promise.all([
    asset(c, "/index.html"),
    options.prerendered ? asset(c, prerenderedAsset(options.prerendered)) : undefined,
  ]);
  if (template === undefined) throw new Error("The built index.html is missing");
  const { screen } = options;
  const state = screen ? `\n    <script type="application/json" id="${QUERY_STATE_ID}">${escapeJsonForScript(screen.state)}</script>` : "";
  const html = template
    .replace(HEAD_SLOT, () => renderHead(page, { origin: siteOrigin(c), ...options.head }) + state)
    .replace(BODY_SLOT, () => screen?.html ?? body ?? "");
  return c.html(html, options.status ?? 200, { "Cache-Control": "no-cache" });
}
