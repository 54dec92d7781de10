// The Worker's renderer of the screens whose content lives in D1 (the blog list, a blog post,
// the calendar): the same router and components as the browser, with the screen's data
// handed over by the Worker, rendered by React's server renderer. The data goes into the page
// too, and the browser's query cache starts from it (web/query-client.ts), so the app takes
// over without asking the API again for what the page already shows.
// docs/decisions/0023-scheduling-and-served-pages.md
import { dehydrate, hydrate, type QueryClient, type DehydratedState } from "@tanstack/react-query";
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";

import type { BlogSearch } from "./components/blog/search";
import { RequestQueryClient } from "./components/query-provider";
import { blogListQuery, blogPostQuery, BLOG_POST_NOT_FOUND, type BlogPostSummary, type BlogPostView } from "./queries/blog";
import { calendarQuery, eventQuery, type CalendarPage, type CalendarSearch, type CommunityEventView } from "./queries/events";
import { createQueryClient } from "./query-client";
import { createAppRouter } from "./router";

/** What the Worker reads from D1 for a screen: exactly what the API would answer. */
export interface ScreenData {
  blogList(search: BlogSearch): Promise<BlogPostSummary[]>;
  /** The post readers may see, or undefined (a draft, a scheduled post, none at all). */
  blogPost(slug: string): Promise<BlogPostView | undefined>;
  /** A page of the calendar's list, as of the Worker's read. */
  calendar(search: CalendarSearch): Promise<CalendarPage>;
  /** The event an event page shows (the Worker has already answered 404 for an unknown id). */
  event(id: number): Promise<CommunityEventView | undefined>;
}

export interface RenderedScreen {
  /** The markup for the page's root element. */
  html: string;
  /** The query cache the markup was rendered from, as JSON (not yet escaped for a script element). */
  state: string;
  status: 200 | 404;
  /**
   * Set when the address is not the screen's own form of itself (a default written out, an
   * unreadable or empty value: `?page=1`, `?eventType=`): the address to redirect to, with no
   * markup rendered.
   */
  canonical?: string;
}

/**
 * The address in the screen's own form, when the requested one is not (a default written out, an
 * unreadable or empty value): the path as asked, with the search its route's `validateSearch`
 * and search middlewares make of it, as the router itself would redirect to.
 */
function canonicalAddress(router: ReturnType<typeof createAppRouter>): string | undefined {
  const requested = router.latestLocation;
  const screen = router.matchRoutes(requested).at(-1);
  if (!screen) return undefined;
  const search = screen.search as Record<string, string | number | boolean | undefined>;
  const own = router.buildLocation({ to: requested.pathname, search });
  return own.href === requested.href ? undefined : own.href;
}

/** Fills the cache with what the address's screen reads; 404 for a post readers may not see. */
async function prefetch(client: QueryClient, router: ReturnType<typeof createAppRouter>, data: ScreenData): Promise<200 | 404> {
  const match = router.state.matches.at(-1);
  if (!match) return 404;
  switch (match.routeId) {
    case "/blog/": {
      const search = match.search;
      client.setQueryData(blogListQuery(search).queryKey, await data.blogList(search));
      return 200;
    }
    case "/blog/$slug": {
      const slug = (match.params as { slug: string }).slug;
      const post = await data.blogPost(slug);
      // A missing post is the query's error, as the browser's own read would make it.
      const query = blogPostQuery(slug);
      await client.prefetchQuery({
        ...query,
        queryFn: () => (post ? Promise.resolve(post) : Promise.reject(new Error(BLOG_POST_NOT_FOUND))),
      });
      return post ? 200 : 404;
    }
    case "/calendar": {
      const search: CalendarSearch = match.search;
      client.setQueryData(calendarQuery(search).queryKey, await data.calendar(search));
      return 200;
    }
    case "/calendar_/$event": {
      const id = Number(/^\d+/.exec((match.params as { event: string }).event)?.[0]);
      const event = await data.event(id);
      if (!event) return 404;
      client.setQueryData(eventQuery(id).queryKey, event);
      return 200;
    }
    default:
      return 404;
  }
}

/** Renders the screen at `url` (path and search) for a visitor of `origin`. */
export async function renderScreen(url: string, origin: string, data: ScreenData): Promise<RenderedScreen> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [url] }), origin });
  const canonical = canonicalAddress(router);
  if (canonical) return { html: "", state: "{}", status: 200, canonical };
  await router.load();
  const filled = createQueryClient();
  const status = await prefetch(filled, router, data);
  const state = JSON.stringify(dehydrate(filled, { shouldDehydrateQuery: (query) => query.state.status !== "pending" }));
  // Render from the state as the browser will read it back (dates as strings, no undefined).
  const client = createQueryClient();
  hydrate(client, JSON.parse(state) as DehydratedState);
  const html = renderToString(
    <StrictMode>
      <RequestQueryClient value={client}>
        <RouterProvider router={router} />
      </RequestQueryClient>
    </StrictMode>,
  );
  return { html, state, status };
}
