// The floor: the least a Worker can do for the two answers the site gives most, with nothing of
// the site's own in the way. `/page` answers 1 KB of HTML; `/click` writes one D1 row, then
// answers 302. `npm run bench:floor` measures the site against these two, and against the same
// answers with what the site's must carry (its size, its security headers), to tell the cost of
// what a page must answer from the cost of the site's code.
import type { D1Database } from "@cloudflare/workers-types";

import { securityHeaders } from "../../worker/security/headers";

/** `bytes` of HTML, as a bare Worker would keep a page in memory. */
function floorPage(bytes: number): string {
  const open = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body><p>';
  const close = "</p></body></html>";
  return `${open}${"x".repeat(Math.max(0, bytes - open.length - close.length))}${close}`;
}

/** A small page: 1 KB. */
const FLOOR_PAGE = floorPage(1024);

/**
 * Pages of other sizes (`/page/<bytes>`, up to 1 MB), each made once: the floor for a page that
 * answers what a site page must, as many bytes with the site's security headers and Cache-Control.
 */
const SIZED_PAGES = new Map<number, string>();
const SIZED_PAGE_MAX_BYTES = 1 << 20;
const SIZED_PAGE_HEADERS = { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", ...securityHeaders() };

export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/page") return new Response(FLOOR_PAGE, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    const sized = /^\/page\/(\d{1,7})$/.exec(pathname);
    if (sized && Number(sized[1]) <= SIZED_PAGE_MAX_BYTES) {
      const bytes = Number(sized[1]);
      if (!SIZED_PAGES.has(bytes)) SIZED_PAGES.set(bytes, floorPage(bytes));
      return new Response(SIZED_PAGES.get(bytes), { headers: SIZED_PAGE_HEADERS });
    }
    // `/click/secured`: the same, answered with the site's security headers as its redirects are.
    if (pathname === "/click" || pathname === "/click/secured") {
      await env.DB.prepare("INSERT INTO clicks (path, clicked_at, user_agent, ip_address) VALUES (?, ?, ?, ?)")
        .bind(pathname, Date.now(), request.headers.get("User-Agent"), request.headers.get("CF-Connecting-IP"))
        .run();
      const location = { Location: "https://example.com/" };
      return new Response(null, { status: 302, headers: pathname === "/click" ? location : { ...location, ...securityHeaders() } });
    }
    return new Response("Not found", { status: 404 });
  },
};
