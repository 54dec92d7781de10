// The business details and the site notice on every served page (R23): a change shows at once in
// the isolate that made it, in every other isolate within SETTINGS_KEPT_MS, in pages built ahead
// (prerendered), kept in memory and kept in the edge's cache alike, in their structured data, the
// calendar's feed and the pages the Worker writes itself; never a page with old and new together.
// The notice shows only inside its window, in the served HTML as a labelled region.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";

import { siteSettings } from "../../../worker/db/schema";
import { SETTINGS_KEPT_MS } from "../../../worker/settings/current";
import { BUSINESS_DEFAULTS, DETAILS_ELEMENT_ID } from "../../../worker/shared/company";
import { NOTICE_TEXTS } from "../../../worker/shared/settings";
import { YOUR_DATA_PATH } from "../../../worker/shared/privacy";
import { call, db } from "../helpers";
import { callWith, sessionFor } from "../session-helpers";

afterEach(() => vi.useRealTimers());

const json = { "Content-Type": "application/json", Origin: "http://localhost" };
const visit = async (path: string) => (await call(path, { headers: { "CF-Connecting-IP": "203.0.113.77" } })).text();

async function change(cookie: string, section: "business" | "notice", value: unknown) {
  const { [section]: current } = await (await callWith(cookie, "/api/settings")).json<Record<string, { version: number }>>();
  const response = await callWith(cookie, `/api/settings/${section}`, {
    method: "PUT",
    headers: json,
    body: JSON.stringify({ version: current!.version, value }),
  });
  expect(response.status).toBe(200);
}

/** The structured data of a page: each JSON-LD block read back. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

const PAGES = ["/", "/contact", "/privacy-policy", "/terms-of-service", "/blog", "/calendar", "/does-not-exist"];

describe("the business details on served pages", () => {
  it("every page, its structured data and the calendar's feed show a changed phone, email and area at the next read, with nothing of the old", async () => {
    const owner = await sessionFor("details-owner@example.com", { role: "owner" });
    for (const path of PAGES) {
      const html = await visit(path);
      expect(html, path).toContain(BUSINESS_DEFAULTS.phone);
      expect(html, path).not.toContain("__SITE_");
    }
    // Twice, so the blog and the calendar are kept in the edge's cache and every page in memory.
    for (const path of PAGES) await visit(path);

    const changed = {
      ...BUSINESS_DEFAULTS,
      phone: "(443) 555-0177",
      email: "office@harbor.example",
      serviceArea: "Chesapeake & Bay Region",
      address: "1 Thames St\nBaltimore, MD 21231",
      socials: { ...BUSINESS_DEFAULTS.socials, instagram: "https://instagram.com/harborlight" },
    };
    await change(owner, "business", changed);

    for (const path of PAGES) {
      const html = await visit(path);
      expect(html, path).toContain("(443) 555-0177");
      expect(html, path).not.toContain(BUSINESS_DEFAULTS.phone);
      expect(html, path).not.toContain(BUSINESS_DEFAULTS.email);
      expect(html, path).toContain("Chesapeake &amp; Bay Region");
      expect(html, path).toContain('href="tel:+14435550177"');
      expect(html, path).toContain('href="https://instagram.com/harborlight"');
      expect(html, path).not.toContain("__SITE_");
      // The app starts from the same details the markup shows.
      const carried = new RegExp(`<script type="application/json" id="${DETAILS_ELEMENT_ID}">(.*?)</script>`, "s").exec(html)?.[1];
      expect(JSON.parse(carried!), path).toMatchObject({ phone: "(443) 555-0177", serviceArea: "Chesapeake & Bay Region" });
    }
    const contact = await visit("/contact");
    expect(contact).toContain("mailto:office@harbor.example");
    const [business] = structuredData(await visit("/"));
    expect(business).toMatchObject({
      telephone: "(443) 555-0177",
      email: "office@harbor.example",
      areaServed: { name: "Chesapeake & Bay Region" },
      address: { streetAddress: "1 Thames St", addressLocality: "Baltimore", addressRegion: "MD", postalCode: "21231" },
      sameAs: ["https://instagram.com/harborlight"],
    });

    const feed = await visit("/calendar.ics");
    expect(feed).not.toContain("__SITE_");
    const yourData = await visit(YOUR_DATA_PATH);
    expect(yourData).toContain("(443) 555-0177");
    expect(yourData).not.toContain("__SITE_");
  });

  it("another isolate's change shows here once this isolate's copy is older than SETTINGS_KEPT_MS, on pages kept in memory and at the edge", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(start);
    const before = await visit("/contact");
    await visit("/blog");
    await visit("/blog");
    const phone = /href="tel:([^"]+)"/.exec(before)![1]!;

    // Written straight into D1, as another isolate's change would be: this isolate has not seen it.
    const [row] = await db().select().from(siteSettings).where(eq(siteSettings.section, "business"));
    const other = { ...JSON.parse(row!.value), phone: "(667) 555-0123" };
    await env.DB.prepare("UPDATE site_settings SET value = ?, version = version + 1000 WHERE section = 'business'")
      .bind(JSON.stringify(other))
      .run();

    vi.setSystemTime(start + SETTINGS_KEPT_MS - 1000);
    expect(await visit("/contact")).toContain(`href="tel:${phone}"`);
    vi.setSystemTime(start + SETTINGS_KEPT_MS + 1);
    for (const path of ["/contact", "/blog", "/"]) {
      const html = await visit(path);
      expect(html, path).toContain("(667) 555-0123");
      expect(html, path).not.toContain(`href="tel:${phone}"`);
    }
  });
});

describe("the site notice", () => {
  it("shows on every public page inside its window only, as a labelled region in the served HTML", async () => {
    const owner = await sessionFor("notice-owner@example.com", { role: "owner" });
    const now = Date.now();
    const startsAt = new Date(Math.ceil((now + 10 * 60_000) / 60_000) * 60_000);
    const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
    const message = "Closed December 24 & 25: we answer messages on the 26th.";
    await change(owner, "notice", { message, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() });

    const region = (html: string) =>
      new RegExp(`<div role="region"[^>]* aria-label="${NOTICE_TEXTS.region}"[^>]* class="([^"]*)"`).exec(html)?.[1];
    const shows = (html: string) => !region(html)!.split(" ").includes("hidden") && html.includes("Closed December 24 &amp; 25");

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(now);
    for (const path of ["/", "/blog", "/calendar"]) {
      const html = await visit(path);
      expect(region(html), path).toBeDefined();
      expect(shows(html), path).toBe(false);
    }
    vi.setSystemTime(startsAt);
    for (const path of ["/", "/blog", "/calendar", "/services", YOUR_DATA_PATH]) expect(shows(await visit(path)), path).toBe(true);
    vi.setSystemTime(endsAt.getTime() - 1);
    expect(shows(await visit("/blog"))).toBe(true);
    vi.setSystemTime(endsAt);
    for (const path of ["/", "/blog", "/calendar", "/services"]) expect(shows(await visit(path)), path).toBe(false);
  });
});
