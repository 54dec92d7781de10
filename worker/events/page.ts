// An event's own page: its head, structured data and body rendered from D1 (screens.ts), a 301
// from any other slug to the event's own address, and the not-found page (through `next`) for an
// id no event has.
import type { Context } from "hono";

import { database } from "../db/client";
import { findEvent, toEventViews } from "../db/events";
import type { AppEnv } from "../env";
import { eventPageMeta, headlineStart } from "../shared/event-page";
import { eventPath } from "../shared/events";
import { renderPage } from "../pages/render";
import { siteOrigin } from "../site-origin";
import { renderRequestScreen } from "../pages/screens";
import { eventJsonLd } from "../pages/structured-data";
import { noteDatesShown, startsOf } from "../pages/dates-shown";

export async function serveEventPage(c: Context<AppEnv>, id: number, next: () => Promise<void>) {
  const db = database(c.env);
  const now = new Date();
  const row = await findEvent(db, id);
  // A row whose dates cannot be shown has no page (it is logged where it is left out).
  const [event] = row ? await toEventViews(db, [row], now) : [];
  if (!row || !event) return next();
  noteDatesShown(c, startsOf([event]), now);
  const { pathname, search } = new URL(c.req.url);
  const own = eventPath(row);
  if (pathname !== own) return c.redirect(`${own}${search}`, 301);
  const start = headlineStart(event);
  const occurrence = event.occurrences.find((o) => o.start === start) ?? event.occurrences.at(-1);
  return renderPage(c, eventPageMeta(event), {
    screen: await renderRequestScreen(c, { event }),
    head: { jsonLd: occurrence ? [eventJsonLd(event, occurrence, siteOrigin(c), true)] : [] },
  });
}
