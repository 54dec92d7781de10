// Build-time rendering of a screen's markup (scripts/prerender.ts): the first view of each
// public page shows its content before any JavaScript runs, then web/main.tsx hydrates it.
import { createMemoryHistory, RouterContextProvider, RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";

import { YOUR_DATA_PATH } from "../worker/shared/privacy";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { SiteNotice } from "./components/site-notice";
import { SkipLink } from "./components/skip-link";
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

/**
 * The site's header and footer for the pages the Worker writes itself (/your-data, the camera
 * owners' pages: worker/html/link-page.ts), around `slot`, where the Worker puts the page's own
 * content. Those pages run no script, so the header's menu is one that needs none.
 */
export async function renderFrame(slot: string): Promise<string> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [YOUR_DATA_PATH] }) });
  await router.load();
  const [header, footer] = [
    <>
      <SkipLink />
      <SiteNotice withoutScript />
      <SiteHeader withoutScript />
    </>,
    <SiteFooter />,
  ].map((part) =>
    renderToString(
      <StrictMode>
        <RouterContextProvider router={router}>{part}</RouterContextProvider>
      </StrictMode>,
    ),
  );
  return `${header}${slot}${footer}`;
}
