import { createRouter, type ParsedLocation, type RouterHistory } from "@tanstack/react-router";

import { NotFound } from "./components/not-found";
import { routeTree } from "./routeTree.gen";

/**
 * The app's router; the prerender step and the tests pass a memory history, and the Worker's
 * renderer the visitor's origin too (the browser's own is the default).
 */
export function createAppRouter({
  history,
  origin,
  scrollRestoration,
}: { history?: RouterHistory; origin?: string; scrollRestoration?: (options: { location: ParsedLocation }) => boolean } = {}) {
  return createRouter({
    routeTree,
    history,
    origin,
    scrollRestoration,
    defaultPreload: "intent",
    defaultNotFoundComponent: NotFound,
    // A new page starts at its top (or at the section its address names) at once: the
    // stylesheet's smooth scrolling is for anchors within a page, not for route changes.
    // Back and Forward return to where the page was (`scrollRestoration`, given in the browser
    // only: rendered on the server, it adds an inline script that the Content Security Policy
    // refuses).
    scrollRestorationBehavior: "instant",
    defaultHashScrollIntoView: { behavior: "instant", block: "start" },
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
