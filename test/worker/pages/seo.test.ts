import { describe, expect, it } from "vitest";

import { blogPosts } from "../../../worker/db/schema";
import { BUSINESS_DEFAULTS, COMPANY } from "../../../worker/shared/company";
import { PUBLIC_PAGES } from "../../../worker/shared/pages";
import { call, db, ORIGIN } from "../helpers";

const post = (slug: string, isPublished: boolean) => ({
  title: slug,
  slug,
  excerpt: "Excerpt",
  content: "<p>Body</p>",
  category: "Security Tips",
  readingTime: 1,
  isPublished,
  publishedAt: isPublished ? new Date("2026-05-01T12:00:00Z") : null,
});

describe("robots.txt", () => {
  it("allows the site, keeps crawlers out of the dashboard and the API, and names the sitemap", async () => {
    const response = await call("/robots.txt");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain("Disallow: /admin");
    expect(text).toContain("Disallow: /api/");
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("sitemap.xml", () => {
  it("lists every public page and every published post, never a draft or the dashboard", async () => {
    await db()
      .insert(blogPosts)
      .values([post("published-post", true), post("draft-post", false)]);
    const response = await call("/sitemap.xml");
    expect(response.headers.get("Content-Type")).toMatch(/^application\/xml/);
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const page of PUBLIC_PAGES) expect(locations).toContain(`${ORIGIN}${page.path}`);
    expect(locations).toContain(`${ORIGIN}/blog/published-post`);
    expect(locations).not.toContain(`${ORIGIN}/blog/draft-post`);
    expect(locations.some((loc) => loc?.includes("/admin"))).toBe(false);
  });
});

describe("structured data", () => {
  it("describes the business on the home page", async () => {
    const html = await (await call("/")).text();
    const block = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1];
    const data = JSON.parse(block ?? "{}") as Record<string, unknown>;
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.name).toBe(COMPANY.name);
    expect(data.telephone).toBe(BUSINESS_DEFAULTS.phone);
    expect(data.email).toBe(BUSINESS_DEFAULTS.email);
    expect(data.areaServed).toEqual({ "@type": "AdministrativeArea", name: BUSINESS_DEFAULTS.serviceArea });
    expect(JSON.stringify(data.openingHoursSpecification)).toContain('"opens":"08:00"');
  });
});
