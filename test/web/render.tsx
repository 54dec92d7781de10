import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { render } from "@testing-library/react";
import { vi } from "vitest";

import { createAppRouter } from "../../web/router";

/** Renders the app's router at a path, as the browser would after navigating there. */
export async function renderRoute(path: string) {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return { router, ...render(<RouterProvider router={router} />) };
}

/** The address a fetch was called with, whatever form it took. */
export const requestUrl = (input: RequestInfo | URL) => (typeof input === "string" ? input : input instanceof URL ? input.href : input.url);

/** Answers the app's API calls from a table of path prefix -> response. */
export function stubApi(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, _init?: RequestInit) => {
    const url = new URL(requestUrl(input), "http://localhost");
    const match = Object.keys(routes).find((prefix) => url.pathname.startsWith(prefix));
    if (!match) return Promise.resolve(new Response(JSON.stringify({ message: "Not found" }), { status: 404 }));
    return Promise.resolve(routes[match]!());
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
