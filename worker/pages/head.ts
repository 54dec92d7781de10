// The head tags of a served page: title, description, canonical address, Open Graph and
// Twitter cards, robots, and structured data, all present before any JavaScript runs.
import { COMPANY } from "../shared/company";
import { findPage, RSS_PATH, type PageMeta } from "../shared/pages";
import { SITE_SOCIAL_IMAGE, type SocialImage } from "../shared/social-images";
import { escapeHtml, jsonForScript } from "../html/escape";

export interface HeadOptions {
  origin: string;
  /** Open Graph type: "website" for pages, "article" for blog posts. */
  type?: "website" | "article";
  /** The link preview's picture, a raster one (the site's card when left out). */
  image?: SocialImage;
  /** Extra `<meta property=...>` pairs, e.g. article:published_time. */
  properties?: [string, string][];
  jsonLd?: unknown[];
  /** The blog's RSS feed, announced on the blog's pages. */
  feed?: boolean;
  /** A page of a list past its first (`?page=2`): its own address, not the first page's. */
  listPage?: number;
}

/** The feed is named as the blog's page is ("Security Blog - <company>"). */
export const RSS_TITLE = findPage("/blog")?.title ?? COMPANY.name;

export function renderHead(page: PageMeta, options: HeadOptions): string {
  const canonical = new URL(`${page.path || "/"}${options.listPage ? `?page=${options.listPage}` : ""}`, options.origin).href;
  const image = options.image ?? SITE_SOCIAL_IMAGE;
  const imageUrl = new URL(image.url, options.origin).href;
  const tags = [
    `<title>${escapeHtml(page.title)}</title>`,
    meta("name", "description", page.description),
    page.noindex ? meta("name", "robots", "noindex, nofollow") : "",
    page.noindex ? "" : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    options.feed ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(RSS_TITLE)}" href="${RSS_PATH}">` : "",
    meta("property", "og:site_name", COMPANY.name),
    meta("property", "og:type", options.type ?? "website"),
    meta("property", "og:title", page.title),
    meta("property", "og:description", page.description),
    meta("property", "og:url", canonical),
    meta("property", "og:image", imageUrl),
    meta("property", "og:image:type", image.type),
    meta("property", "og:image:width", String(image.width)),
    meta("property", "og:image:height", String(image.height)),
    meta("property", "og:image:alt", image.alt),
    ...(options.properties ?? []).map(([property, content]) => meta("property", property, content)),
    meta("name", "twitter:card", "summary_large_image"),
    meta("name", "twitter:title", page.title),
    meta("name", "twitter:description", page.description),
    meta("name", "twitter:image", imageUrl),
    meta("name", "twitter:image:alt", image.alt),
    ...(options.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join("\n    ");
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
}
