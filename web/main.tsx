import { RouterProvider } from "@tanstack/react-router";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

import { createAppRouter } from "./router";

const router = createAppRouter();
const root = document.getElementById("root")!;
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
);

if (root.firstElementChild) {
  // Prerendered markup: load the page's code first and render the matches as the build did
  // (no Suspense boundary around the root), so the first render matches the markup.
  router.ssr = { manifest: undefined };
  await router.load();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page; a click meanwhile makes React finish it first.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  createRoot(root).render(app);
}
