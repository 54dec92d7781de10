// The one door to analytics (R11, R22). Every page view and event is announced in the page as a
// `harborlight:analytics` DOM event (for a tag manager a deployer may add) and sent to a
// provider only when one is configured (VITE_ANALYTICS_ENDPOINT). The site's own analytics count
// the page the Worker served without any script; this module reports only what the browser does
// afterwards: the pages the app shows without loading one, and the goals a browser alone sees (a
// planning tool's results, the phone number tapped), with `sendBeacon` to /api. The page's first
// script (web/boot.ts) loads it, so a page the app never starts on is announced too. It stores
// nothing on the device.
import type { Beacon, BeaconGoal } from "../../worker/shared/analytics";
import { isDashboardPage } from "../../worker/shared/dashboard-pages";
import { THIRD_PARTIES } from "../../worker/shared/third-parties";

export const ANALYTICS_DOM_EVENT = "harborlight:analytics";

/** Where the app's beacon goes: the site's own API (worker/analytics/routes.ts). */
export const ANALYTICS_BEACON_PATH = "/api/analytics/events";

export interface AnalyticsEvent {
  type: "pageview" | "event";
  name: string;
  path: string;
  props?: Record<string, string>;
}

const endpoint = THIRD_PARTIES.analyticsEndpoint;

function send(event: AnalyticsEvent) {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<AnalyticsEvent>(ANALYTICS_DOM_EVENT, { detail: event }));
  if (endpoint) navigator.sendBeacon?.(endpoint, JSON.stringify(event));
}

function beacon(body: Beacon) {
  if (typeof navigator === "undefined" || isDashboardPage(body.path)) return;
  navigator.sendBeacon?.(ANALYTICS_BEACON_PATH, new Blob([JSON.stringify(body)], { type: "application/json" }));
}

/** The page this document loaded while the app has not reported it (announceLoadedPage). */
let loadedPath: string | undefined;

/**
 * The page the document loaded, announced by the page's first script (web/boot.ts), whether or
 * not the app ever starts on it: the Worker has counted it if it served it, and the phone goal is
 * watched from here on.
 */
export function announceLoadedPage() {
  loadedPath = window.location.pathname;
  send({ type: "pageview", name: "pageView", path: loadedPath });
  watchPhoneTaps();
}

/** A page the app shows: the loaded page was announced already; every later one is the app's to report. */
export function trackPageView(path: string) {
  if (path === loadedPath) {
    loadedPath = undefined;
    return;
  }
  send({ type: "pageview", name: "pageView", path });
  beacon({ kind: "view", path });
}

export function trackEvent(name: string, props?: Record<string, string>) {
  send({ type: "event", name, path: window.location.pathname, props });
}

/** A goal only the browser sees, reached on the page now shown. */
export function trackGoal(goal: BeaconGoal) {
  beacon({ kind: "goal", goal, path: window.location.pathname });
}

/** A tap on any `tel:` link of the site is the phone goal; one listener for the whole document. */
function watchPhoneTaps() {
  document.addEventListener("click", (event) => {
    const link = event.target instanceof Element ? event.target.closest("a[href^='tel:']") : null;
    if (link) trackGoal("phone");
  });
}
