import { createRouter, type RouterHistory } from "@tanstack/react-router";

import { NotFound } from "./components/not-found";
import { routeTree } from "./routeTree.gen";

/** The app's router; the prerender step and the tests pass a memory history. */
export function createAppRouter({ history }: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    history,
    defaultPreload: "intent",
    defaultNotFoundComponent: NotFound,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
