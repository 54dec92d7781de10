import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from "@tanstack/react-router";
import { render, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect, vi } from "vitest";

import { QueryProvider } from "../../web/components/query-provider";
import { ToastOutlet } from "../../web/components/toast/toast-outlet";
import { createAppRouter } from "../../web/router";

/** Renders the app's router at a path, as the browser would after navigating there. */
export async function renderRoute(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return { router, ...render(<RouterProvider router={router} />) };
}

/**
 * Renders one screen inside a router of its own (at `path`, whatever the path), with the app's
 * query cache and toasts: for screens that use the router (links, navigation blockers) without the app's routes.
 */
export async function renderInRouter(ui: ReactNode, path = "/admin/") {
  const router = createRouter({
    routeTree: createRootRoute({ component: () => ui }),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  return {
    router,
    ...render(
      <QueryProvider>
        <RouterProvider router={router} />
        <ToastOutlet />
      </QueryProvider>,
    ),
  };
}

/** Renders a screen with the app's query cache and its toast outlet beside it, as the app's layout does. */
export function renderWithToasts(ui: ReactNode) {
  return render(
    <QueryProvider>
      {ui}
      <ToastOutlet />
    </QueryProvider>,
  );
}

/**
 * Waits for the toast on screen to read exactly `title` and `description`, in its variant.
 * (Radix also repeats the text in a hidden live region: only the toast itself is looked at.)
 */
export async function expectToast({
  title,
  description,
  variant = "default",
}: {
  title: string;
  description?: string;
  variant?: "default" | "destructive";
}) {
  const onScreen = await vi.waitFor(() => {
    const toast = document.querySelector<HTMLElement>("li[data-variant]");
    expect(toast).not.toBeNull();
    expect(within(toast!).getByText(description ?? title, { exact: true })).toBeInTheDocument();
    return toast!;
  });
  expect(within(onScreen).getByText(title, { exact: true })).toBeInTheDocument();
  if (description === undefined) expect(onScreen.textContent).toBe(title);
  expect(onScreen).toHaveAttribute("data-variant", variant);
}

/** The address a fetch was called with, whatever form it took. */
export const requestUrl = (input: RequestInfo | URL) => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);

/** HTTP's usual casing of a header's name ("content-type" as "Content-Type"). */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/**
 * A request's headers as a plain record, whatever form the caller gave them in (the typed client
 * passes a Headers object), so a test can match them as written.
 */
function plainHeaders(init: RequestInit | undefined): RequestInit | undefined {
  if (!(init?.headers instanceof Headers)) return init;
  return { ...init, headers: Object.fromEntries([...init.headers].map(([name, value]) => [headerName(name), value])) };
}

/** Answers the app's API calls from a table of path prefix -> response (given the request's init, for its method). */
export function stubApi(routes: Record<string, (init: RequestInit | undefined, url: URL) => Response>) {
  const answer = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(requestUrl(input), "http://localhost");
    const match = Object.keys(routes).find((prefix) => url.pathname.startsWith(prefix));
    if (!match) return Promise.resolve(new Response(JSON.stringify({ message: "Not found" }), { status: 404 }));
    return Promise.resolve(routes[match]!(init, url));
  });
  vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => answer(input, plainHeaders(init)));
  return answer;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The Radix switch measures itself; jsdom has no ResizeObserver (nor layout to observe): stub it with `vi.stubGlobal`. */
export class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
