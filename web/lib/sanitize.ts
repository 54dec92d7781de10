// Blog content is HTML written by admins; the public page renders it as given once DOMPurify
// has removed active content (R9): scripts, frames, embedded objects, forms, event handlers
// and javascript:/data: link targets. Headings, paragraphs, lists, links, images, tables,
// code, quotes and emphasis pass through unchanged. Only the blog post screen imports this.
import DOMPurify, { type Config } from "dompurify";

import { opensInNewTab } from "./external-link";

const CONFIG = {
  // Plain HTML only: no SVG or MathML islands.
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    "script",
    "template",
    "noscript",
    "style",
    "link",
    "meta",
    "base",
    "iframe",
    "frame",
    "frameset",
    "object",
    "embed",
    "applet",
    "form",
    "input",
    "button",
    "select",
    "option",
    "textarea",
  ],
  // srcdoc and formaction carry documents and targets; inline styles could lay content over
  // the site's own (the site's typography styles the article instead).
  FORBID_ATTR: ["srcdoc", "formaction", "style"],
  // Links and images: http(s), mailto, tel and addresses on this site; never javascript: or
  // data: (DOMPurify still lets an <img> carry a data: image, which runs nothing).
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
} satisfies Config;

let hooked = false;

/** Links to other sites open in a new tab without handing it this page (opener, referrer). */
function addExternalLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A") return;
    const href = node.getAttribute("href");
    if (!href) return;
    if (opensInNewTab(href, window.location.href)) {
      node.setAttribute("target", "_blank");
      node.setAttribute("rel", "noopener noreferrer");
    } else {
      node.removeAttribute("target");
    }
  });
}

/** The HTML with active content removed; empty where there is no DOM to parse it in. */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return "";
  addExternalLinkHook();
  return DOMPurify.sanitize(html, CONFIG);
}
