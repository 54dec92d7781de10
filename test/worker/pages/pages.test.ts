import { describe, expect, it } from "vitest";

import { fillText } from "../../../worker/settings";
import { BUSINESS_DEFAULTS, COMPANY } from "../../../worker/shared/company";
import { PUBLIC_PAGES } from "../../../worker/shared/pages";
import { SITE_SOCIAL_IMAGE } from "../../../worker/shared/social-images";
import { call, ORIGIN } from "../helpers";

function headOf(html: string) {
  const head = html.slice(0, html.indexOf("</head>"));
  const metaContent = (attribute: string, key: string) => new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(head)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    description: metaContent("name", "description"),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    ogTitle: metaContent("property", "og:title"),
    ogUrl: metaContent("property", "og:url"),
    twitterCard: metaContent("name", "twitter:card"),
    ogImage: metaContent("property", "og:image"),
    ogImageType: metaContent("property", "og:image:type"),
    ogImageWidth: metaContent("property", "og:image:width"),
    ogImageHeight: metaContent("property", "og:image:height"),
    ogImageAlt: metaContent("property", "og:image:alt"),
    twitterImage: metaContent("name", "twitter:image"),
    robots: metaContent("name", "robots"),
  };
}

const unescape = (text: string | undefined) => text?.replace(/&#39;/g, "'").replace(/&amp;/g, "&");

describe("pages", () => {
  it.each(PUBLIC_PAGES.map((page) => [page.path, page] as const))("%s is served with its own head", async (path, page) => {
    const response = await call(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const head = headOf(await response.text());
    // In the Worker the page's texts hold the business details' placeholders; the page shows the details (R23).
    expect(unescape(head.title)).toBe(page.title);
    expect(unescape(head.description)).toBe(fillText(page.description, BUSINESS_DEFAULTS));
    expect(head.canonical).toBe(new URL(path, ORIGIN).href);
    expect(unescape(head.ogTitle)).toBe(page.title);
    expect(head.ogUrl).toBe(new URL(path, ORIGIN).href);
    // Platforms show raster cards only: the site's PNG, with its size and a description.
    expect(head.twitterCard).toBe("summary_large_image");
    expect(head.ogImage).toBe(`${ORIGIN}/images/social/site.png`);
    expect(head.twitterImage).toBe(head.ogImage);
    expect([head.ogImageType, head.ogImageWidth, head.ogImageHeight]).toEqual(["image/png", "1200", "630"]);
    expect(unescape(head.ogImageAlt)).toBe(fillText(SITE_SOCIAL_IMAGE.alt, BUSINESS_DEFAULTS));
    expect(head.robots).toBeUndefined();
  });

  it("titles Projects and Resources as the spec says", async () => {
    expect(headOf(await (await call("/projects")).text()).title).toBe(`Security Projects - ${COMPANY.name}`);
    expect(headOf(await (await call("/resources")).text()).title).toBe(`Resources - ${COMPANY.name}`);
  });

  it("keeps the admin screens out of search engines", async () => {
    for (const path of ["/admin", "/admin/login"]) {
      const head = headOf(await (await call(path)).text());
      expect(head.robots).toBe("noindex, nofollow");
      expect(head.canonical).toBeUndefined();
    }
  });

  it("sends a trailing-slash address to the page's own address", async () => {
    const response = await call("/about/?ref=flyer", { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/about?ref=flyer");
  });
});

describe("unknown paths", () => {
  it.each(["/no-such-page", "/services/extra", "/index.html"])("%s answers the not-found page with 404", async (path) => {
    const response = await call(path);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
    const head = headOf(await response.text());
    expect(head.robots).toBe("noindex, nofollow");
  });

  it("answers an unknown API path with JSON 404", async () => {
    const response = await call("/api/no-such-thing");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });
});
