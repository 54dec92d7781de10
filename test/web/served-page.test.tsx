import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type RouteComponent,
} from "@tanstack/react-router";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { KEPT_AS_SERVED_PATHS } from "../../worker/shared/app-start";

const HOME_CONTENT = `<h1>Served heading</h1><a href="/services?tab=2#faq">Our Services</a> <a href="https://elsewhere.example/">Elsewhere</a> <a href="/files/guide.pdf" download="">Guide</a> <a href="/your-data" data-reload-document="true">Your Data</a>`;

type PageRoute = { component: RouteComponent; loader?: () => unknown };

function appRouter(home: PageRoute, about: PageRoute = { component: () => <h1>About screen</h1> }) {
  const rootRoute = createRootRoute({ component: Outlet });
  return createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: "/", ...home }),
      createRoute({ getParentRoute: () => rootRoute, path: "/services", component: () => <h1>Services screen</h1> }),
      createRoute({ getParentRoute: () => rootRoute, path: "/about", ...about }),
    ]),
    history: createMemoryHistory({ initialEntries: ["/"] }),
  });
}

/** The home page as the build renders it (the page's own component) and the Worker serves it. */
async function servedHtml() {
  const router = appRouter({ component: () => <main id="main" className="served" dangerouslySetInnerHTML={{ __html: HOME_CONTENT }} /> });
  await router.load();
  return renderToString(<RouterProvider router={router} />);
}

/** The browser opens the served home page and the app takes it over, as web/main.tsx does. */
async function openServedHome() {
  const served = await servedHtml();
  document.body.innerHTML = `<div id="root">${served}</div>`;
  window.history.replaceState(null, "", "/");
  // The module notes the page the browser loaded when it is first imported, as it is at boot.
  vi.resetModules();
  const { servedPage } = await import("../../web/lib/served-page");
  const load = vi.fn(() => Promise.resolve(() => <main id="main">Rendered from code</main>));
  const loadAbout = vi.fn(() => Promise.resolve(() => <main id="main">About from code</main>));
  const router = appRouter(servedPage("/", load), servedPage("/about", loadAbout));
  await router.load();
  const root = document.getElementById("root")!;
  const hydrationErrors = vi.fn();
  render(<RouterProvider router={router} />, { container: root, hydrate: true, onRecoverableError: hydrationErrors });
  return { router, load, loadAbout, root, served, hydrationErrors };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a page kept as served", () => {
  it("keeps the served markup on the first visit, without loading the page's code", async () => {
    const { load, root, served, hydrationErrors } = await openServedHome();
    expect(root.innerHTML).toBe(served);
    expect(hydrationErrors).not.toHaveBeenCalled();
    expect(screen.getByRole("heading", { name: "Served heading" })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it("follows its own links within the app, keeping path, search and hash", async () => {
    const { router } = await openServedHome();
    const followed = fireEvent.click(screen.getByRole("link", { name: "Our Services" }));
    expect(followed).toBe(false); // the browser's own navigation was prevented
    expect(await screen.findByRole("heading", { name: "Services screen" })).toBeInTheDocument();
    expect(router.state.location.href).toBe("/services?tab=2#faq");
  });

  it.each([
    ["a click with Ctrl (a new tab)", { ctrlKey: true }, "Our Services"],
    ["a click with Shift (a new window)", { shiftKey: true }, "Our Services"],
    ["a middle click", { button: 1 }, "Our Services"],
    ["a link to another site", {}, "Elsewhere"],
    ["a download", {}, "Guide"],
    ["a page the Worker serves outside the app (data-reload-document)", {}, "Your Data"],
  ])("leaves %s to the browser", async (_, init, name) => {
    const { router } = await openServedHome();
    const followed = fireEvent.click(screen.getByRole("link", { name }), init);
    expect(followed).toBe(true);
    expect(router.state.location.pathname).toBe("/");
  });

  it("shows the served markup again when the app comes back to it, still without its code", async () => {
    const { router, load } = await openServedHome();
    await act(() => router.navigate({ to: "/services" }));
    await act(() => router.navigate({ to: "/" }));
    expect(screen.getByRole("heading", { name: "Served heading" })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    // Its links are followed within the app as on the first visit.
    expect(fireEvent.click(screen.getByRole("link", { name: "Our Services" }))).toBe(false);
    expect(await screen.findByRole("heading", { name: "Services screen" })).toBeInTheDocument();
  });

  it("renders another kept page from its code, loaded before the page changes", async () => {
    const { router, loadAbout } = await openServedHome();
    await act(() => router.navigate({ to: "/about" }));
    expect(screen.getByText("About from code")).toBeInTheDocument();
    expect(loadAbout).toHaveBeenCalledTimes(1);
  });
});

describe("the app's routes", () => {
  it("keep as served exactly the pages whose first script waits for the visitor (worker/shared/app-start.ts)", async () => {
    vi.resetModules();
    const { createAppRouter } = await import("../../web/router");
    const servedComponents = new Set<unknown>(Object.values(await import("../../web/components/served-pages")));
    const router = createAppRouter({ history: createMemoryHistory() });
    const routes = Object.values(router.routesByPath as unknown as Record<string, { fullPath: string; options: { component?: unknown } }>);
    const kept = routes.filter((route) => servedComponents.has(route.options.component)).map((route) => route.fullPath);
    expect(kept.sort()).toEqual([...KEPT_AS_SERVED_PATHS].sort());
  });
});
