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
import { carriedDetailsElement, fillPage, servedSettings, type ServedSettings } from "../settings";

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
  /** The settings the page shows, when the caller already read them (it keeps the page under their key). */
  served?: ServedSettings;
}

export async function renderPage(c: Context<AppEnv>, page: PageMeta, options: PageOptions = {}): Promise<Response> {
  // `/blog?page=1` is `/blog`: one address per screen, for readers and search engines alike.
  if (options.screen?.canonical) return c.redirect(options.screen.canonical, 301);
  const [template, body, served] = await Promise.all([
    asset(c, "/index.html"),
    options.prerendered ? asset(c, prerenderedAsset(options.prerendered)) : undefined,
    options.served ?? c.get("served") ?? servedSettings(c.env),
  ]);
  // A page kept in the edge's cache is kept no longer than the notice it shows (page-cache.ts).
  if (served.until !== undefined) c.set("datesChangeAt", Math.min(c.get("datesChangeAt") ?? Infinity, served.until));
  if (template === undefined) throw new Error("The built index.html is missing");
  const { screen } = options;
  const state = screen ? `\n    <script type="application/json" id="${QUERY_STATE_ID}">${escapeJsonForScript(screen.state)}</script>` : "";
  const html = template
    .replace(HEAD_SLOT, () => renderHead(page, { origin: siteOrigin(c), ...options.head }) + state + carriedDetailsElement(served))
    .replace(BODY_SLOT, () => screen?.html ?? body ?? "");
  return c.html(fillPage(html, served), options.status ?? 200, { "Cache-Control": "no-cache" });
}

/** Enough for every built page under a few origins; a request's Host header cannot grow it past this. */
const BUILT_PAGES_MAX = 64;
const builtPages = new Map<string, { body: ArrayBuffer; status: number; headers: Headers; until: number }>();

/**
 * A page made only of build output and the head its own path gives it, no stored data: its
 * HTML is assembled and encoded once per isolate and origin, then answered from memory
 * (docs/decisions/0027-speed-and-clicks.md); its options are asked for only then. A page whose
 * HTML reads anything per request goes through renderPage instead.
 */
export async function renderBuiltPage(
  c: Context<AppEnv>,
  page: PageMeta,
  options: (served: ServedSettings) => PageOptions,
): Promise<Response> {
  const now = Date.now();
  const served = await servedSettings(c.env, now);
  // Kept under the settings it shows (a change of them is a new key), until its notice appears or goes.
  const key = `${siteOrigin(c)} ${page.path} ${served.key}`;
  let built = builtPages.get(key);
  if (built && now >= built.until) built = undefined;
  if (!built) {
    const response = await renderPage(c, page, { ...options(served), served });
    built = {
      body: await response.arrayBuffer(),
      status: response.status,
      headers: withSecurityHeadersIn(response.headers),
      until: served.until ?? Infinity,
    };
    if (builtPages.size >= BUILT_PAGES_MAX) builtPages.delete(builtPages.keys().next().value!);
    builtPages.set(key, built);
  }
  return securedAnswer(built.body, built);
}
