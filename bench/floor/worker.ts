// The floor: the least a Worker can do for the two answers the site gives most, with nothing of
// the site's own in the way. `/page` answers 1 KB of HTML; `/click` writes one D1 row, then
// answers 302. `npm run bench:floor` measures the site against these two.
import type { D1Database } from "@cloudflare/workers-types";

/** 1024 bytes of HTML: a small page, as a bare Worker would keep it in memory. */
const FLOOR_PAGE = (() => {
  const open = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head><body><p>';
  const close = "</p></body></html>";
  return `${open}${"x".repeat(1024 - open.length - close.length)}${close}`;
})();

export default {
  async fetch(request: Request, env: { DB: D1Database }): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === "/page") return new Response(FLOOR_PAGE, { headers: { "Content-Type": "text/html; charset=utf-8" } });
    if (pathname === "/click") {
      await env.DB.prepare("INSERT INTO clicks (path, clicked_at, user_agent, ip_address) VALUES (?, ?, ?, ?)")
        .bind(pathname, Date.now(), request.headers.get("User-Agent"), request.headers.get("CF-Connecting-IP"))
        .run();
      return new Response(null, { status: 302, headers: { Location: "https://example.com/" } });
    }
    return new Response("Not found", { status: 404 });
  },
};
