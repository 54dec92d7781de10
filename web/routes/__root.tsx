import { createRootRoute, Outlet, useLocation } from "@tanstack/react-router";
import { useEffect } from "react";

import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { SiteNotice } from "../components/site-notice";
import { SkipLink } from "../components/skip-link";
import { ToastOutlet } from "../components/toast/toast-outlet";
import { trackPageView } from "../lib/analytics";
import { replayEarlyUse } from "../lib/early-use";
import { applyHeadForPath } from "../lib/head";

export const Route = createRootRoute({
  component: RootLayout,
});

function RootLayout() {
  const { pathname } = useLocation();
  // Marks the page live (handlers attached): browser tests wait for it before interacting. What
  // the visitor typed, chose and clicked before it was is handed to the app now (web/lib/early-use.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    replayEarlyUse();
  }, []);
  useEffect(() => {
    applyHeadForPath(pathname);
    trackPageView(pathname);
    // Scrolling to the top of a new page is the router's (web/router.tsx).
  }, [pathname]);

  // The dashboard has its own frame; every other screen sits in the site's.
  if (pathname === "/admin" || pathname.startsWith("/admin/")) {
    return (
      <>
        <Outlet />
        <ToastOutlet />
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <SiteNotice />
      <SiteHeader />
      <Outlet />
      <SiteFooter />
      <ToastOutlet />
    </>
  );
}
