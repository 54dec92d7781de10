// What the page's first script (web/boot.ts) does before the app starts, or on a page kept as
// served where it may never start: it waits for the visitor's first sign of using the page,
// hides a notice the tab dismissed before, and announces the page it loaded (the phone goal
// watched from then on). What it holds until the app is live: test/web/early-use.test.tsx.
import { fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { BUSINESS_DEFAULTS, DETAILS_ELEMENT_ID } from "../../worker/shared/company";
import { BUILT_BARE_PATHS, isKeptAsServed, KEPT_AS_SERVED_PATHS, startsOnUse } from "../../worker/shared/app-start";
import { PUBLIC_PAGES } from "../../worker/shared/pages";
import { hideDismissedNotice, rememberDismissed } from "../../web/lib/notice-dismissal";
import { INTENT_EVENTS, onFirstIntent } from "../../web/lib/on-first-intent";

afterEach(() => {
  document.body.innerHTML = "";
  document.getElementById(DETAILS_ELEMENT_ID)?.remove();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe("onFirstIntent", () => {
  it.each(INTENT_EVENTS)("starts on %s, once, and stops listening", (type) => {
    const then = vi.fn();
    onFirstIntent(then);
    expect(then).not.toHaveBeenCalled();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(then).toHaveBeenCalledTimes(1);
    for (const other of INTENT_EVENTS) window.dispatchEvent(new Event(other));
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("does not start on what reading alone does: loading, resizing, the page hidden and shown", () => {
    const then = vi.fn();
    onFirstIntent(then);
    for (const type of ["load", "resize", "visibilitychange", "pageshow", "blur"]) window.dispatchEvent(new Event(type));
    expect(then).not.toHaveBeenCalled();
  });

  it("does not start on a pointer resting over the page, which the browser sends a move with no movement; a move that goes somewhere starts it", () => {
    const then = vi.fn();
    onFirstIntent(then);
    document.body.dispatchEvent(new MouseEvent("pointermove", { bubbles: true, clientX: 0, clientY: 0 }));
    expect(then).not.toHaveBeenCalled();
    document.body.dispatchEvent(new MouseEvent("pointermove", { bubbles: true, clientX: 1, clientY: 1, movementX: 1, movementY: 1 }));
    expect(then).toHaveBeenCalledTimes(1);
  });
});

describe("a dismissed notice on the next served page", () => {
  const notice = "Closed December 24 and 25.";

  async function servedNotice() {
    const element = document.createElement("script");
    element.type = "application/json";
    element.id = DETAILS_ELEMENT_ID;
    element.textContent = JSON.stringify({ ...BUSINESS_DEFAULTS, notice });
    document.head.append(element);
    vi.resetModules();
    const { SiteNotice } = await import("../../web/components/site-notice");
    // The page as served: the markup the build rendered, before any script of the app ran.
    document.body.innerHTML = renderToString(<SiteNotice />);
    return screen.getByRole("region", { name: "Site notice" });
  }

  it("is hidden before the app starts when the tab dismissed the same message", async () => {
    rememberDismissed(notice);
    const region = await servedNotice();
    expect(region).toBeVisible();
    hideDismissedNotice();
    expect(region).not.toBeVisible();
  });

  it("shows when the tab dismissed another message, or none", async () => {
    const region = await servedNotice();
    hideDismissedNotice();
    expect(region).toBeVisible();
    rememberDismissed("An older notice.");
    hideDismissedNotice();
    expect(region).toBeVisible();
  });
});

describe("the page the document loaded", () => {
  async function freshAnalytics(path: string) {
    window.history.replaceState(null, "", path);
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { ...navigator, sendBeacon });
    vi.resetModules();
    const analytics = await import("../../web/lib/analytics");
    const announced: unknown[] = [];
    window.addEventListener(analytics.ANALYTICS_DOM_EVENT, (event) => announced.push((event as CustomEvent).detail));
    const beacons = async () =>
      Promise.all(sendBeacon.mock.calls.map(async (call: unknown[]) => JSON.parse(await (call[1] as Blob).text()) as unknown));
    return { ...analytics, announced, beacons };
  }

  // First: each announcement watches the document's clicks from then on, and the document outlives a test.
  it("watches the phone goal from the first script on, with no app", async () => {
    const { announceLoadedPage, beacons } = await freshAnalytics("/");
    announceLoadedPage();
    document.body.innerHTML = `<a href="tel:+14105550100"><span>Call</span></a><a href="/contact">Contact</a>`;
    fireEvent.click(screen.getByText("Call"));
    fireEvent.click(screen.getByText("Contact"));
    expect(await beacons()).toEqual([{ kind: "goal", goal: "phone", path: "/" }]);
  });

  it("is announced by the first script, not reported again by the app; a later page is, to the site's beacon", async () => {
    const { announceLoadedPage, trackPageView, announced, beacons } = await freshAnalytics("/services");
    announceLoadedPage();
    expect(announced).toEqual([{ type: "pageview", name: "pageView", path: "/services" }]);
    trackPageView("/services"); // the app starts on the loaded page
    trackPageView("/about");
    trackPageView("/services"); // and comes back to it
    expect(announced.map((event) => (event as { path: string }).path)).toEqual(["/services", "/about", "/services"]);
    expect(await beacons()).toEqual([
      { kind: "view", path: "/about" },
      { kind: "view", path: "/services" },
    ]);
  });
});

describe("the pages whose app starts on first use", () => {
  it("are the pages kept as served, known by their path alone", () => {
    expect(KEPT_AS_SERVED_PATHS.every(isKeptAsServed)).toBe(true);
    for (const path of ["/contact", "/blog", "/calendar", "/about/", "/admin", "/cost-estimator"]) expect(isKeptAsServed(path)).toBe(false);
  });

  it.each([
    ["/", "", true],
    ["/terms-of-service", "", true],
    ["/blog", "?category=Tips", true],
    ["/blog/a-post", "", true],
    ["/calendar", "?eventType=BPD", true],
    ["/calendar/an-event", "", true],
    ["/contact", "", true],
    ["/camera-registration", "", true],
    ["/cost-estimator", "", true],
    ["/security-assessment", "", true],
    // Built at their bare address: what an address adds shows only once the app applies it.
    ["/contact", "?service=camera_installation", false],
    ["/cost-estimator", "?cameras=6&calculated=1", false],
    ["/admin", "", false],
    ["/blogroll", "", false],
    ["/calendars", "", false],
  ])("%s%s: %s", (path, search, onUse) => {
    expect(startsOnUse(path, search)).toBe(onUse);
  });

  it("include every public page at its bare address", () => {
    for (const page of PUBLIC_PAGES) expect(startsOnUse(page.path, "")).toBe(true);
    for (const path of BUILT_BARE_PATHS) expect(PUBLIC_PAGES.map((page) => page.path)).toContain(path);
  });
});
