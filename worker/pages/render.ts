// A page's HTML: the SPA's built index.html with the page's head written in and the screen's
// markup: prerendered at build time, or rendered for this request from D1 (screens.ts) with the
// data it was rendered from beside it, for the app to start from.
import type { Context } from "hono";

import type { AppEnv } from "../env";
import { securedAnswer, withSecurityHeadersIn } from "../security/apply-headers";
import { siteOrigin } from "../site-origin";
import { prerenderedAsset, QUERY_STATE_ID, type PageMeta } from "../shared/pages";
import { builtFile } from "../html/built-files";
import { renderHead, type HeadOptions } from "./head";
import { escapeJsonForScript } from "../html/escape";

const HEAD_SLOT = "<!--app-head-->";
const BODY_SLOT = "<!--app-html-->";

async function asset(c: Context<AppEnv>, path: string): Promise<string | undefined> {
  return builtFile(c.env.ASSETS, c.req.url, path);
}

interface PageOptions {
  status?: 200 | 404;
  /** The prerendered screen to place in the body; none for client-only screens (admin). */
  prerendered?: string;
  /** A screen rendered for this request, and its data as JSON; or the address it redirects to. */
  screen?: { html: string; state: string; canonical?: string };
  head?: Omit<HeadOptions, "origin">;
}

export async function renderPage(c: Context<AppEnv>, page: PageMeta, options: PageOptions = {}): Promise<Response> {
  // `/blog?page=1` is `/blog`: one address per screen, for readers and search engines alike.
  if (options.screen?.canonical) return c.redirect(options.screen.canonical, 301);
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

/** Enough for every built page under a few origins; a request's Host header cannot grow it past this. */
const BUILT_PAGES_MAX = 64;
const builtPages = new Map<string, { body: ArrayBuffer; status: number; headers: [string, string][] }>();

/**
 * A page made only of build output and the head its own path gives it, no stored data: its
 * HTML is assembled and encoded once per isolate and origin, then answered from memory
 * (docs/decisions/0027-speed-and-clicks.md); its options are asked for only then. A page whose
 * HTML reads anything per request goes through renderPage instead.
 */
export async function renderBuiltPage(c: Context<AppEnv>, page: PageMeta, options: () => PageOptions): Promise<Response> {
  const key = `${siteOrigin(c)} ${page.path}`;
  let built = builtPages.get(key);
  if (!built) {
    const response = await renderPage(c, page, options());
    built = { body: await response.arrayBuffer(), status: response.status, headers: withSecurityHeadersIn([...response.headers]) };
    if (builtPages.size >= BUILT_PAGES_MAX) builtPages.delete(builtPages.keys().next().value!);
    builtPages.set(key, built);
  }
  return securedAnswer(built.body, built);
}
