// Blog content is HTML written by admins; the public page renders it as given once active
// content is removed (R9): scripts, frames, embedded objects, forms, styles, event handlers
// and links other than http(s), mailto, tel and this site's own paths. Headings, paragraphs,
// lists, links, images, tables, code, quotes and emphasis pass through unchanged.
//
// One sanitizer (docs/decisions/0023): the Worker runs it on every public read of a post (the
// API's answer and the served page alike), and the dashboard's preview runs it in the browser.
// HTML is parsed as browsers parse it (parse5, the HTML standard's algorithm), kept to an
// allowlist (hast-util-sanitize), and written back out as the standard serializes it. Elements
// nested deeper than MAX_HTML_NESTING lose their tags but keep their text (html-nesting.ts), so
// no stored post can overflow the stack of the steps after the parser.
import { sanitize, type Schema } from "hast-util-sanitize";
import { toHtml } from "hast-util-to-html";
import { visit } from "unist-util-visit";

import { opensInNewTab } from "./external-link";
import { parseWithinBound } from "./html-nesting";
import { mediaKeyOf } from "./media";
import { articleImageAttributes, type ImageSizes } from "./responsive-image";

const ARTICLE_TAGS = [
  ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "div", "span", "blockquote", "pre", "code", "kbd", "samp", "var"],
  ...["strong", "b", "em", "i", "s", "del", "ins", "u", "mark", "small", "sub", "sup", "abbr", "cite", "dfn", "q", "time", "wbr"],
  ...["ul", "ol", "li", "dl", "dt", "dd", "figure", "figcaption", "details", "summary", "a", "img"],
  ...["table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td"],
];

const SCHEMA: Schema = {
  tagNames: ARTICLE_TAGS,
  // Removed with everything inside them; any other element not allowed keeps its text.
  strip: [
    ...["script", "style", "template", "noscript", "iframe", "frame", "frameset", "object", "embed", "applet", "svg", "math"],
    ...["title", "textarea", "select", "noembed", "noframes", "xmp", "plaintext"],
  ],
  // No `style` (it could lay content over the site's own), no `class` (the site's own utility
  // classes could do the same), no data-* or event attributes, no `srcdoc` or `formaction`.
  attributes: {
    // `id` gives headings their anchors (links such as #pricing within the post).
    "*": ["id", "title", "lang", "dir"],
    a: ["href", "target", "rel", "hrefLang"],
    // `srcset` and `sizes` only while every address in `srcset` is an upload (onlyUploadsInSrcset).
    img: ["src", "alt", "width", "height", "loading", "srcSet", "sizes"],
    ol: ["start", "reversed", "type"],
    li: ["value"],
    th: ["colSpan", "rowSpan", "scope", "headers", "abbr"],
    td: ["colSpan", "rowSpan", "headers"],
    col: ["span"],
    colgroup: ["span"],
    time: ["dateTime"],
    abbr: ["title"],
    details: ["open"],
    blockquote: ["cite"],
    q: ["cite"],
    del: ["cite", "dateTime"],
    ins: ["cite", "dateTime"],
  },
  // Addresses with any other scheme lose the attribute; relative addresses are this site's.
  protocols: {
    href: ["http", "https", "mailto", "tel"],
    src: ["http", "https"],
    cite: ["http", "https"],
  },
  // Keep what the admin wrote as written: no "user-content-" prefix on names.
  clobber: [],
  clobberPrefix: "",
};

/** The element's address attribute in full, read from `base` when it is relative (`/media/a.png`, `#steps`). */
function writeInFull(properties: { [name: string]: unknown }, name: "src" | "href", base: string) {
  const address = properties[name];
  // One no URL parser reads (`https://exa mple`) stays as written: it leads nowhere either way.
  if (typeof address === "string" && URL.canParse(address, base)) properties[name] = new URL(address, base).href;
}

/** A `srcset`'s addresses: each candidate's first word. */
const srcsetUrls = (srcset: string) => srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "");

/**
 * Keeps an image's `srcset` only when every address in it is one of this site's uploads
 * (`/media/<key>`): the CSP would block any other, and `src` alone is held to the protocols.
 * `sizes` means nothing without it.
 */
function onlyUploadsInSrcset(properties: Record<string, unknown>) {
  const srcset = properties.srcSet;
  const urls = typeof srcset === "string" ? srcsetUrls(srcset) : [];
  if (urls.length === 0 || !urls.every((url) => mediaKeyOf(url) !== undefined)) {
    delete properties.srcSet;
    delete properties.sizes;
  }
}

/** An image's attributes: its copies and size when it is a known upload, or only uploads in its `srcset`; in full for the feed. */
function prepareImage(properties: Record<string, unknown>, images: ReadonlyMap<string, ImageSizes> | undefined, addressesFrom?: string) {
  const src = properties.src;
  const image = typeof src === "string" ? images?.get(mediaKeyOf(src) ?? "") : undefined;
  if (image && typeof src === "string") Object.assign(properties, articleImageAttributes(src, image));
  else onlyUploadsInSrcset(properties);
  if (!addressesFrom) return;
  delete properties.srcSet;
  delete properties.sizes;
  writeInFull(properties, "src", addressesFrom);
}

/**
 * The HTML with active content removed. Links to other sites open in a new tab without
 * handing it this page (opener, referrer); `origin` is this site's. An uploaded image found in
 * `images` (by key) gets its copies and the size it may be shown at (responsive-image.ts). With
 * `addressesFrom` (the post's own address, for the feed, which is read away from the site)
 * relative links and images are written in full, and images keep their one address.
 */
export function sanitizeHtml(
  html: string,
  origin: string,
  { addressesFrom, images }: { addressesFrom?: string; images?: ReadonlyMap<string, ImageSizes> } = {},
): string {
  const tree = sanitize(parseWithinBound(html), SCHEMA);
  visit(tree, "element", (node) => {
    if (node.tagName === "img") {
      prepareImage(node.properties, images, addressesFrom);
      return;
    }
    if (node.tagName !== "a") return;
    if (addressesFrom) writeInFull(node.properties, "href", addressesFrom);
    const href = node.properties.href;
    if (typeof href === "string" && opensInNewTab(href, origin)) {
      node.properties.target = "_blank";
      node.properties.rel = ["noopener", "noreferrer"];
    } else {
      delete node.properties.target;
    }
  });
  return toHtml(tree, { characterReferences: { useNamedReferences: true } });
}
