// The screens whose content lives in D1, rendered into the served HTML (issue 15): the blog
// list, a blog post and the calendar, read here as the API would answer them and drawn by the
// app's own components (web/server.tsx). Drafts and scheduled posts are never read.
import type { Context } from "hono";

import { renderScreen, type RenderedScreen, type ScreenData } from "#app-renderer";

import { listPublishedPosts, toPostView, toPublicPostView, type BlogPostWithImage } from "../db/blog";
import { database } from "../db/client";
import { listEvents, toEventViews, type EventView } from "../db/events";
import type { AppEnv } from "../env";
import { noteDatesShown, startsOf } from "./dates-shown";
import { ALL_CATEGORIES_LABEL, BLOG_PAGE_SIZE } from "../shared/blog";

/** The public reads of the blog list and the calendar, as of `now`; a post or an event is the caller's to read. */
function publicReads(c: Context<AppEnv>, now: Date): Omit<ScreenData, "blogPost" | "event"> {
  const db = database(c.env);
  return {
    blogList: async ({ page, category }) => {
      const posts = await listPublishedPosts(
        db,
        {
          limit: BLOG_PAGE_SIZE,
          offset: (page - 1) * BLOG_PAGE_SIZE,
          category: category === ALL_CATEGORIES_LABEL ? undefined : category,
        },
        now,
      );
      return posts.map(toPostView);
    },
    events: async ({ neighborhood, eventType }) => {
      const events = await toEventViews(
        db,
        await listEvents(db, { neighborhood: neighborhood || undefined, eventType: eventType || undefined }),
        now,
      );
      noteDatesShown(c, startsOf(events), now);
      return events;
    },
  };
}

/** What a page read from D1 before rendering: the blog post, or the event, it shows. */
interface ScreenRecord {
  post?: BlogPostWithImage;
  event?: EventView;
}

/** The screen at the request's address, rendered from D1 with the record its page already read. */
export function renderRequestScreen(c: Context<AppEnv>, { post, event }: ScreenRecord = {}): Promise<RenderedScreen> {
  const url = new URL(c.req.url);
  return renderScreen(`${url.pathname}${url.search}`, url.origin, {
    ...publicReads(c, new Date()),
    blogPost: async () => post && (await toPublicPostView(database(c.env), post, url.origin)),
    event: () => Promise.resolve(event),
  });
}
