// The screens whose content lives in D1 (the blog list, a blog post, the calendar, an event),
// rendered into the served HTML by the app's own router and components (web/server.tsx), from
// the data the page's concept read for it (page-source.ts). Drafts and scheduled posts are never read.
import type { Context } from "hono";

import { renderScreen, type RenderedScreen, type ScreenData } from "#app-renderer";

import type { AppEnv } from "../env";

/**
 * What a screen is given for the reads its page did not offer: no post or event (the screen's
 * own not-found), and for a list, an error, since a list screen always reads its own.
 */
const NOTHING_READ: ScreenData = {
  blogList: () => Promise.reject(new Error("This page did not read the blog's list")),
  blogPost: () => Promise.resolve(undefined),
  calendar: () => Promise.reject(new Error("This page did not read the calendar's events")),
  event: () => Promise.resolve(undefined),
};

/** The screen at the request's address, rendered from what its page read. */
export function renderRequestScreen(c: Context<AppEnv>, read: Partial<ScreenData>): Promise<RenderedScreen> {
  const url = new URL(c.req.url);
  return renderScreen(`${url.pathname}${url.search}`, url.origin, { ...NOTHING_READ, ...read });
}
