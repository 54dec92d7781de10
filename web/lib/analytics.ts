// The one door to analytics (R11). Every page view and event is announced in the page as a
// `harborlight:analytics` DOM event (for a tag manager a deployer may add) and sent to a
// provider only when one is configured (VITE_ANALYTICS_ENDPOINT); by default nothing leaves.
import { THIRD_PARTIES } from "../../worker/shared/third-parties";

export const ANALYTICS_DOM_EVENT = "harborlight:analytics";

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

export function trackPageView(path: string) {
  send({ type: "pageview", name: "pageView", path });
}

export function trackEvent(name: string, props?: Record<string, string>) {
  send({ type: "event", name, path: window.location.pathname, props });
}
