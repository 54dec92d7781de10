import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import * as about from "../web/content/about";
import * as home from "../web/content/home";
import { faq } from "../web/content/contact";
import { projects } from "../web/content/projects";
import { services } from "../web/content/services";
import { termsSections } from "../web/content/terms";
import { BUSINESS_DEFAULTS } from "../worker/shared/company";
import { ICON_SPRITE_PATH } from "../worker/shared/icon-sprite";
import { BUILT_BARE_PATHS, KEPT_AS_SERVED_PATHS } from "../worker/shared/app-start";
import { seedPosts } from "../scripts/seed-data";
import { PUBLIC_PAGES } from "../worker/shared/pages";
import { gzippedKb, HTML_BUDGETS_KB, PAGE_BUDGETS } from "../scripts/page-budgets";
import { APP_SCRIPTS, holdScripts, markDocument, openLive, waitUntilLive } from "./page-loading";

const STATIC_ROUTES = ["/", "/services", "/about", "/projects", "/resources", "/contact", "/privacy-policy", "/terms-of-service"];

/** The texts come in this order in the page's main content (the spec lists each screen's sections in order). */
async function expectInOrder(page: Page, texts: string[]) {
  const content = (await page.locator("main").textContent()) ?? "";
  let from = 0;
  const missing = texts.filter((text) => {
    const at = content.indexOf(text, from);
    if (at !== -1) from = at + text.length;
    return at === -1;
  });
  expect(missing, "not found after the texts before them").toEqual([]);
}

async function linkTargets(page: Page, name: string | RegExp) {
  return page.getByRole("link", { name }).evaluateAll((links) => links.map((link) => link.getAttribute("href")));
}

test.describe("every public route", () => {
  for (const { path } of PUBLIC_PAGES) {
    test(`${path} has no accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).analyze();
      const violations = results.violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(" | ")}`,
      );
      expect(violations).toEqual([]);
    });
  }
});

test.describe("the loading states", () => {
  // The served page carries its data; the next filter's is read from the API, held back here,
  // so the screen stays in its loading state while axe reads it.
  for (const [path, api, nextRead] of [
    ["/calendar", "**/api/events**", (page: Page) => page.getByLabel("Neighborhood").selectOption("Canton")],
    ["/blog", "**/api/blog/posts**", (page: Page) => page.getByRole("button", { name: "Case Studies" }).click()],
  ] as const) {
    test(`${path} announces loading without accessibility violations`, async ({ page }) => {
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await openLive(page, path);
      await page.route(api, async (route) => {
        await held;
        await route.continue().catch(() => undefined);
      });
      await nextRead(page);
      await expect(page.getByRole("status").filter({ hasText: /^Loading/ })).toBeAttached();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
      release();
    });
  }
});

test.describe("the screens' exact texts and link targets", () => {
  test("Home", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Request a Quote" }).first()).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Our Services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("heading", { name: "Trusted by neighborhood associations" })).toBeVisible();
    expect(await linkTargets(page, /^Learn more/)).toEqual(["/contact", "/contact", "/contact", "/contact"]);
    await expect(page.getByRole("heading", { level: 2, name: /^Why Baltimore Trusts/ })).toBeVisible();
    await expect(page.getByText("100+ Projects")).toBeVisible();
    const featured = projects.slice(0, 3);
    for (const project of featured) {
      await expect(page.getByRole("heading", { level: 3, name: project.title })).toBeVisible();
      const more = project.outcomes.length - 3;
      if (more > 0) await expect(page.getByText(more === 1 ? "+1 more outcome" : `+${more} more outcomes`).first()).toBeVisible();
    }
    await expect(page.locator("figure blockquote")).toHaveCount(3);
    await expect(page.getByRole("link", { name: `Call ${BUSINESS_DEFAULTS.phone}` })).toHaveAttribute("href", "tel:+14105550142");
  });

  test("Services", async ({ page }) => {
    await page.goto("/services");
    expect(await linkTargets(page, "Request a Consultation")).toEqual(["/contact", "/contact", "/contact", "/contact"]);
    await expect(page.getByText("Professional installation and setup", { exact: true })).toHaveCount(4);
    await expect(page.getByText("Ongoing technical support", { exact: true })).toHaveCount(4);
    await expect(page.getByRole("heading", { name: /^Why choose/ })).toHaveCount(4);
    await expectInOrder(
      page,
      services.flatMap((service) => [
        service.title,
        service.benefits[0]!,
        "Ongoing technical support",
        "Why choose",
        "Request a Consultation",
      ]),
    );
    for (const step of ["Consultation", "Assessment", "Implementation", "Support"]) {
      await expect(page.getByRole("heading", { level: 3, name: step, exact: true })).toBeVisible();
    }
  });

  test("About", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByText("10+ Years")).toBeVisible();
    await expectInOrder(page, [
      about.storyHeading,
      about.communityPartnersHeading,
      about.lawEnforcementHeading,
      about.experienceBadge,
      about.approachIntro.title,
      about.missionHeading,
      about.valuesHeading,
      about.expertiseHeading,
      about.aboutClosingCta.title,
    ]);
    await expect(page.getByRole("heading", { level: 2, name: "Our Expertise" })).toBeVisible();
    for (const [title, subtitle] of [
      ["Security Consulting", "Expert Evaluation & Planning"],
      ["Technical Implementation", "Hardware & Software Solutions"],
      ["Community Security", "Neighborhood-Wide Protection"],
    ] as const) {
      await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
      await expect(page.getByText(subtitle, { exact: true })).toBeVisible();
    }
    for (const value of ["Security First", "Privacy Focused", "Community Driven"]) {
      await expect(page.getByRole("heading", { name: value })).toBeVisible();
    }
    await expect(page.getByRole("heading", { level: 2, name: "Ready to Work with Us?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Contact Our Team" })).toHaveAttribute("href", "/contact");
  });

  test("Projects", async ({ page }) => {
    await page.goto("/projects");
    await expect(page.getByRole("heading", { level: 1, name: "Our Security Projects" })).toBeVisible();
    for (const project of projects) {
      const card = page.locator(`article#${project.id}`);
      await expect(card).toContainText(project.category);
      for (const outcome of project.outcomes) await expect(card).toContainText(outcome);
    }
    await expect(page.getByRole("heading", { level: 2, name: "Our Approach" })).toBeVisible();
    await expect(page.locator("main").getByRole("link", { name: "Request a Quote" })).toHaveAttribute("href", "/contact");
  });

  test("Resources", async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 1, name: "Safety Resources" })).toBeVisible();
    await expect(page.getByText("This platform is not a replacement for emergency services.")).toBeVisible();
    const urgent = page.locator('[data-urgent="true"]').first();
    const ordinary = page.locator('[data-urgent="false"], li:not([data-urgent])').filter({ hasText: "311" }).first();
    await expect(urgent).toContainText("911");
    const size = (locator: typeof urgent) => locator.getByRole("link").evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const color = (locator: typeof urgent) => locator.getByRole("link").evaluate((el) => getComputedStyle(el).color);
    expect(await size(urgent)).toBeGreaterThan(await size(ordinary));
    expect(await color(urgent)).toMatch(/^(rgb\(185, 28, 28\)|oklch\(0\.505 0\.213 27\.518\))$/);
    for (const [label, href] of [
      ["Try Calculator", "/cost-estimator"],
      ["Plan Coverage", "/coverage-calculator"],
      ["Assess Security", "/security-assessment"],
      ["Read Blog", "/blog"],
      ["View Calendar", "/calendar"],
      ["Register Now", "/contact#camera-registration"],
    ]) {
      await expect(page.getByRole("link", { name: label })).toHaveAttribute("href", href!);
    }
  });

  test("Resources names its sections and cards as the spec does", async ({ page }) => {
    await page.goto("/resources");
    for (const name of [
      "Emergency Contacts",
      "Security Planning Tools",
      "Cost Estimator",
      "Coverage Calculator",
      "Security Assessment",
      "Community Safety Resources",
      "Baltimore Security Blog",
      "Community Events",
      "Camera Registration",
    ]) {
      await expect(page.locator("main").getByRole("heading", { name, exact: true })).toBeVisible();
    }
  });

  test("Contact", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1, name: "Get In Touch" })).toBeVisible();
    const info = page.locator("dl");
    for (const text of [
      BUSINESS_DEFAULTS.email,
      "Call or Text",
      BUSINESS_DEFAULTS.phone,
      "Greater Baltimore Region",
      "Mon-Fri 8:00 AM - 6:00 PM",
      "Sat by appointment",
    ]) {
      await expect(info).toContainText(text);
    }
    await expect(page.getByRole("note").filter({ hasText: "911" })).toBeVisible();
    await expect(page.locator("details summary")).toHaveText(faq.map((entry) => entry.question));
    await expect(page.locator("iframe")).toHaveCount(0);
  });

  test("Privacy policy and Terms of service", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByText("Effective January 1, 2025")).toBeVisible();
    await expect(page.locator("main")).toContainText("STOP");
    await expect(page.locator("main")).toContainText("13");
    await page.goto("/terms-of-service");
    await expect(page.locator("article h2")).toHaveText(termsSections.map((section) => section.heading));
    expect(termsSections).toHaveLength(12);
    await expect(page.locator("main")).toContainText("Maryland");
    await expect(page.locator("main")).toContainText("30 days");
  });
});

test.describe("header and footer", () => {
  test("the header is transparent only at the top of the home page", async ({ page }) => {
    await openLive(page, "/");
    const header = page.locator("header").first();
    await expect(header).toHaveAttribute("data-state", "transparent");
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute("data-state", "solid");
    await page.evaluate(() => window.scrollTo(0, 5));
    await expect(header).toHaveAttribute("data-state", "transparent");
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveAttribute("data-state", "solid");
    await page.goto("/about");
    await expect(header).toHaveAttribute("data-state", "solid");
  });

  test("the active route is highlighted and Contact Us is a button to /contact", async ({ page }) => {
    await page.goto("/projects");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Projects" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  test("every footer link is there", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    for (const [label, href] of [
      ["Camera Registry", "/camera-registration"],
      ["Cost Estimator", "/cost-estimator"],
      ["Coverage Calculator", "/coverage-calculator"],
      ["Security Assessment", "/security-assessment"],
      ["Security Blog", "/blog"],
      ["Community Events", "/calendar"],
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Your Data", "/your-data"],
      ["Request a Quote", "/contact"],
      ["Camera Installation", "/services"],
    ]) {
      await expect(footer.getByRole("link", { name: label, exact: true })).toHaveAttribute("href", href!);
    }
  });

  test("Back returns to where the page was scrolled, Forward to where the next one was", async ({ page }) => {
    await openLive(page, "/services");
    await page.locator("footer").scrollIntoViewIfNeeded();
    const servicesAt = await page.evaluate(() => window.scrollY);
    expect(servicesAt).toBeGreaterThan(500);
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("heading", { level: 2 }).nth(2).scrollIntoViewIfNeeded();
    const privacyAt = await page.evaluate(() => window.scrollY);
    expect(privacyAt).toBeGreaterThan(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(servicesAt);
    await page.goForward();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(privacyAt);
  });

  test("a route change lands at the top at once; an in-page anchor scrolls smoothly", async ({ page }) => {
    await openLive(page, "/");
    await page.locator("footer").scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    // Every frame from the click on: which page was on screen (its h1) and where it was scrolled.
    await page.evaluate(() => {
      const frames: [string, number][] = [];
      (window as unknown as { sampled: typeof frames }).sampled = frames;
      const sample = () => {
        frames.push([document.querySelector("h1")?.textContent ?? "", window.scrollY]);
        if (frames.length < 120) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.locator("footer").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForTimeout(600);
    const title = await heading.textContent();
    const onNewPage = await page.evaluate(
      (h1) => (window as unknown as { sampled: [string, number][] }).sampled.filter(([shown]) => shown === h1).map(([, y]) => y),
      title,
    );
    // From its first frame the new page is at the top: no frame shows it part-way down.
    expect(onNewPage.length).toBeGreaterThan(0);
    expect(onNewPage.filter((y) => y !== 0)).toEqual([]);

    // The page's table of contents still glides to its section.
    const target = page.getByRole("navigation", { name: "On this page" }).getByRole("link").nth(3);
    const id = ((await target.getAttribute("href")) ?? "").slice(1);
    const positions = await page.evaluate(async (anchorId) => {
      const seen = new Set<number>();
      document.querySelector<HTMLAnchorElement>(`main a[href="#${anchorId}"]`)!.click();
      for (let frame = 0; frame < 60; frame += 1) {
        await new Promise(requestAnimationFrame);
        seen.add(Math.round(window.scrollY));
      }
      return [...seen];
    }, id);
    expect(positions.length).toBeGreaterThan(2);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens, closes on a link choice and by toggle, with the keyboard too", async ({ page }) => {
    await openLive(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" })).toBeHidden();
    await toggle.click();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  for (const path of STATIC_ROUTES) {
    test(`${path} fits the screen without sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test("the content is in the page before any script runs", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of STATIC_ROUTES) {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("footer")).toBeVisible();
  }
  await context.close();
});

test("every icon a page shows is a use of the sprite, which holds it, and it is drawn", async ({ page }) => {
  const sprite = await (await page.request.get(ICON_SPRITE_PATH)).text();
  const symbols = new Set([...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]));
  for (const path of [...STATIC_ROUTES, "/calendar"]) {
    await page.goto(path);
    const hrefs = await page.locator("svg use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href") ?? ""));
    expect(hrefs.length, path).toBeGreaterThan(0);
    for (const href of hrefs) {
      expect(href.startsWith(`${ICON_SPRITE_PATH}#`), href).toBe(true);
      expect(symbols.has(href.slice(ICON_SPRITE_PATH.length + 1)), href).toBe(true);
    }
    // The header's shield is drawn from the sprite: its shapes have a size once the sprite loaded.
    await expect
      .poll(() =>
        page
          .locator("header svg use")
          .first()
          .evaluate((use) => (use as SVGUseElement).getBBox().width),
      )
      .toBeGreaterThan(10);
  }
  // No drawing is left inline: an icon's markup is its one use.
  await page.goto("/");
  expect(await page.locator("#root svg path").count()).toBe(0);
});

for (const [path, budgetKb] of Object.entries(HTML_BUDGETS_KB)) {
  test(`${path}'s served HTML is at most ${budgetKb} kB`, async ({ page }) => {
    const response = await page.request.get(path);
    expect(response.status()).toBe(200);
    expect((await response.body()).byteLength).toBeLessThanOrEqual(budgetKb * 1024);
  });
}

test(`the home page loads at most ${PAGE_BUDGETS.homeJsKb} kB of gzipped JavaScript until the visitor uses it, then the app`, async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  const sizes = await Promise.all(scripts.map(async (url) => gzippedKb(await (await page.request.get(url)).body())));
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(PAGE_BUDGETS.homeJsKb);
  // Read as served: the first script and its helpers, no app (web/boot.ts).
  expect(scripts.filter((url) => /\/assets\/(shell|main)-/.test(url))).toEqual([]);

  // The visitor moves the pointer over the page: the app, the shell in one file
  // (scripts/vite/shell-chunk.ts), takes it over. The home page's own content stays as served:
  // none of its code is loaded (web/lib/served-page.tsx).
  await waitUntilLive(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((url) => /\/assets\/shell-/.test(url))).toHaveLength(1);
  expect(scripts.length).toBeLessThanOrEqual(6);
  expect(scripts.filter((url) => /\/assets\/home-page-/.test(url))).toEqual([]);
});

// Not the first published post, whose views e2e/blog.spec.ts counts.
const SEEDED_POST = `/blog/${seedPosts.filter((post) => post.isPublished).at(-1)!.slug}`;
for (const path of [...KEPT_AS_SERVED_PATHS, "/blog", SEEDED_POST, "/calendar", ...BUILT_BARE_PATHS]) {
  test(`${path}, usable without the app, fetches it when the visitor first uses the page, not before`, async ({ page }) => {
    const appFetched = () =>
      page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /\/assets\/shell-/.test(entry.name)));
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(300);
    expect(await appFetched()).toBe(false);
    await page.keyboard.press("Tab"); // the skip link takes focus
    await waitUntilLive(page);
    expect(await appFetched()).toBe(true);
  });
}

test("a tap on the menu before the app has started opens it once the app is live", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const letScriptsLoad = await holdScripts(page, APP_SCRIPTS);
  await page.goto("/");
  await page.getByRole("button", { name: "Open menu" }).click();
  await letScriptsLoad();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#mobile-menu").getByRole("link", { name: "Services" })).toBeVisible();
});

test("a phone number tapped on a page the app never started on is the phone goal", async ({ page }) => {
  // What the page hands to sendBeacon, as the site's beacon sends it.
  await page.addInitScript(() => {
    const sent: { url: string; body: Blob }[] = [];
    (window as unknown as { beacons: typeof sent }).beacons = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      sent.push({ url: String(url), body: body as Blob });
      return send(url, body);
    };
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // A click event alone (no pointer moved, so the app is not fetched); the dialer is not opened.
  await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault(), { capture: true }));
  await page.getByRole("link", { name: `Call ${BUSINESS_DEFAULTS.phone}` }).dispatchEvent("click");
  const beacons = await page.evaluate(() =>
    Promise.all(
      (window as unknown as { beacons: { url: string; body: Blob }[] }).beacons.map(async ({ url, body }) => ({
        url,
        body: await body.text(),
      })),
    ),
  );
  expect(beacons).toEqual([{ url: "/api/analytics/events", body: JSON.stringify({ kind: "goal", goal: "phone", path: "/" }) }]);
  expect(await page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /\/assets\/shell-/.test(entry.name)))).toBe(
    false,
  );
});

test("a served page paints before the app's code is fetched; its stylesheet is the only thing it waits for", async ({ page }) => {
  // A tool opened with its inputs in the address: only the app shows them, so it starts after the paint.
  await page.goto("/cost-estimator?cameras=6");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const timing = await page.evaluate(() => {
    const started = (pattern: RegExp) => performance.getEntriesByType("resource").find((entry) => pattern.test(entry.name))?.startTime;
    return {
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      shell: started(/\/assets\/shell-[^/]+\.js$/),
      main: started(/\/assets\/main-[^/]+\.js$/),
    };
  });
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.shell).toBeGreaterThanOrEqual(timing.paint!);
  expect(timing.main).toBeGreaterThanOrEqual(timing.paint!);
  // The served page names only the first script and the stylesheet; the app's files come later.
  const served = await (await page.request.get("/cost-estimator?cameras=6")).text();
  expect(served).toMatch(/<link rel="stylesheet"[^>]*\/assets\/[^"]+\.css"/);
  expect(served).not.toMatch(/\/assets\/(shell|main)-/);
});

test("a served page stays where the visitor scrolled it when the app takes over, and its links keep working", async ({ page }) => {
  const letScriptsLoad = await holdScripts(page);
  await page.goto("/resources", { waitUntil: "commit" });
  const register = page.getByRole("main").getByRole("link", { name: "Register Now" });
  await register.scrollIntoViewIfNeeded();
  const scrolledTo = await page.evaluate(() => window.scrollY);
  expect(scrolledTo).toBeGreaterThan(0);
  await letScriptsLoad();
  // Two frames after the app's first render: a scroll it made would have happened by now.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo);
  await expect(register).toBeInViewport();
  const samePage = await markDocument(page);
  await register.click();
  await expect(page).toHaveURL(/\/contact#camera-registration$/);
  await expect(page.getByRole("region", { name: "Register Your Camera" })).toBeInViewport();
  expect(await samePage()).toBe(true);
});

test("the home page kept as served: its links move within the app, and coming back shows it again without its code", async ({ page }) => {
  await openLive(page, "/");
  const samePage = await markDocument(page);
  await page.getByRole("main").getByRole("link", { name: "Our Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  expect(await samePage()).toBe(true);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title);
  const homeCode = await page.evaluate(() =>
    performance.getEntriesByType("resource").filter((entry) => /\/assets\/home-page-/.test(entry.name)),
  );
  expect(homeCode).toEqual([]);
  // The keyboard way: Enter on a link of the page shown again.
  await page.getByRole("main").getByRole("link", { name: "View All Projects" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/projects$/);
  expect(await samePage()).toBe(true);
});

test("on the served home page, Enter on a link moves within the app", async ({ page }) => {
  await openLive(page, "/");
  const samePage = await markDocument(page);
  await page.getByRole("main").getByRole("link", { name: "View All Projects" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await samePage()).toBe(true);
});
