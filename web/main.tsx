import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

import { yieldToBrowser } from "./lib/yield-to-browser";
import { createAppRouter } from "./router";

// Starting the app is split into tasks: evaluating React and the router (this module's imports),
// creating the router, and matching the page and loading its code. Each is a task of its own, so
// none holds the main thread for all of them while the visitor may already be scrolling or tapping.
await yieldToBrowser();

const root = document.getElementById("root")!;
const served = root.firstElementChild !== null;
let firstRender = true;
const router = createAppRouter({
  // Back and Forward return to where the visitor was on the page. The page the browser served
  // is left where it is on the app's first render: it has been on screen since its first paint,
  // and the visitor may have scrolled it, or be about to click a link in it.
  scrollRestoration: () => {
    const leaveAsServed = served && firstRender;
    firstRender = false;
    return !leaveAsServed;
  },
});
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

if (served) {
  // Prerendered markup: load the page's code first and render the matches as the build did
  // (no Suspense boundary around the root), so the first render matches the markup.
  router.ssr = { manifest: undefined };
  await yieldToBrowser();
  await router.load();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page; a click meanwhile makes React finish it first.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
