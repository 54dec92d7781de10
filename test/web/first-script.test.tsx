// What the page's first script (web/boot.ts) does before the app starts, or on a page kept as
// served where it may never start: it waits for the visitor's first sign of using the page,
// holds the clicks on buttons until the app is live, hides a notice the tab dismissed before,
// and announces the page it loaded (the phone goal watched from then on).
import { fireEvent, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

import { BUSINESS_DEFAULTS, DETAILS_ELEMENT_ID } from "../../worker/shared/company";
import { holdEarlyClicks, replayEarlyClicks } from "../../web/lib/early-clicks";
import { isKeptAsServed, KEPT_AS_SERVED_PATHS, startsOnUse } from "../../worker/shared/app-start";
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
});

describe("clicks before the app is live", () => {
  function servedButtons() {
    document.body.innerHTML = `<div id="root">
      <button type="button" id="menu">Open menu</button><button type="button" id="gone">Gone</button>
      <button type="button" id="off" disabled>Off</button><a href="#x" id="link">Link</a>
      <form action="/blog"><button id="send">Next</button></form>
    </div><button type="button" id="outside">Outside</button>`;
    const root = document.getElementById("root")!;
    root.querySelector("form")!.addEventListener("submit", (event) => event.preventDefault());
    const byId = (id: string) => document.getElementById(id)!;
    return { root, byId };
  }

  it("are made again, in order, once the app is live, on the buttons still there and enabled that do nothing by themselves", () => {
    const { root, byId } = servedButtons();
    holdEarlyClicks(root);
    byId("menu").click();
    byId("gone").click();
    byId("link").click();
    byId("send").click(); // sends its form without the app: not made again
    byId("outside").click();
    byId("menu").click();
    byId("off").removeAttribute("disabled");
    byId("off").click();
    byId("off").setAttribute("disabled", "");
    byId("gone").remove();

    // The app attaches its handlers, then is live.
    const clicked: string[] = [];
    for (const id of ["menu", "gone", "off", "outside", "link", "send"]) byId(id)?.addEventListener("click", () => clicked.push(id));
    document.getElementById("gone")?.addEventListener("click", () => clicked.push("gone"));
    replayEarlyClicks();
    expect(clicked).toEqual(["menu", "menu"]);

    // Later clicks are the app's own: none is held or made twice.
    clicked.length = 0;
    byId("menu").click();
    replayEarlyClicks();
    expect(clicked).toEqual(["menu"]);
  });

  it("are held at most ten at a time", () => {
    const { root, byId } = servedButtons();
    holdEarlyClicks(root);
    for (let tap = 0; tap < 25; tap++) byId("menu").click();
    let made = 0;
    byId("menu").addEventListener("click", () => made++);
    replayEarlyClicks();
    expect(made).toBe(10);
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
    ["/", true],
    ["/terms-of-service", true],
    ["/blog", true],
    ["/blog/a-post", true],
    ["/contact", false],
    ["/camera-registration", false],
    ["/cost-estimator", false],
    ["/calendar", false],
    ["/calendar/an-event", false],
    ["/admin", false],
    ["/blogroll", false],
  ])("%s: %s", (path, onUse) => {
    expect(startsOnUse(path)).toBe(onUse);
  });
});
