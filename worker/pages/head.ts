// The head tags of a served page: title, description, canonical address, Open Graph and
// Twitter cards, robots, and structured data, all present before any JavaScript runs.
import { COMPANY } from "../shared/company";
import { findPage, type PageMeta } from "../shared/pages";
import { escapeHtml, jsonForScript } from "./html";

export interface HeadOptions {
  origin: string;
  /** Open Graph type: "website" for pages, "article" for blog posts. */
  type?: "website" | "article";
  image?: string | null;
  /** Extra `<meta property=...>` pairs, e.g. article:published_time. */
  properties?: [string, string][];
  jsonLd?: unknown[];
  /** The blog's RSS feed, announced on the blog's pages. */
  feed?: boolean;
}

export const RSS_PATH = "/blog/rss.xml";
/** The feed is named as the blog's page is ("Security Blog - <company>"). */
export const RSS_TITLE = findPage("/blog")?.title ?? COMPANY.name;

export function renderHead(page: PageMeta, options: HeadOptions): string {
  const canonical = new URL(page.path || "/", options.origin).href;
  const image = options.image ? new URL(options.image, options.origin).href : undefined;
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
    image ? meta("property", "og:image", image) : "",
    ...(options.properties ?? []).map(([property, content]) => meta("property", property, content)),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", page.title),
    meta("name", "twitter:description", page.description),
    image ? meta("name", "twitter:image", image) : "",
    ...(options.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return tags.filter(Boolean).join("\n    ");
}

function meta(attribute: "name" | "property", key: string, content: string): string {
  return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;
}
