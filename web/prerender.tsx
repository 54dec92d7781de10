// Build-time rendering of a screen's markup (scripts/prerender.ts): the first view of each
// public page shows its content before any JavaScript runs, then web/main.tsx hydrates it.
import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";

import { createAppRouter } from "./router";

export async function renderPath(path: string): Promise<string> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return renderToString(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
