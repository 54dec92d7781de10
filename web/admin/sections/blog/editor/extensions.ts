// What the post editor can hold: the blocks and marks the public page shows (decision 0025).
// Everything else pasted or typed is dropped by the schema, which is what makes pasting from
// Word or Google Docs give clean markup.
import { Mark, Node, type Extensions } from "@tiptap/react";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";

import { linkAddressProblem, linkAttributes } from "./links";
import { FIGURE_EXTENSIONS } from "./figure";
import { TABLE_EXTENSIONS } from "./tables";

/** The post's title is its h1: headings in the body are h2 to h4 (the toolbar offers h2 and h3). */
export const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * Headings outside the post's outline still arrive as headings: a pasted document's own
 * title (h1) becomes an h2, its deepest levels an h4. (Rules may name the node they make.)
 */
const OutlineHeadings = Node.create({
  name: "outlineHeadings",
  parseHTML: () => [
    { tag: "h1", node: "heading", attrs: { level: 2 } },
    { tag: "h5", node: "heading", attrs: { level: 4 } },
    { tag: "h6", node: "heading", attrs: { level: 4 } },
  ],
});

/**
 * Links keep their address and title only. How one opens is not stored: it is written from
 * the address by the public page's own rule, so the sanitizer finds nothing to change.
 */
const PostLink = Mark.create({
  name: "link",
  inclusive: false,
  addAttributes: () => ({ href: { default: null }, title: { default: null } }),
  parseHTML: () => [{ tag: "a[href]", getAttrs: (element) => (linkAddressProblem(element.getAttribute("href") ?? "") ? false : null) }],
  renderHTML: ({ HTMLAttributes }) => {
    const { href, title } = HTMLAttributes as { href: string; title?: string };
    return ["a", { ...linkAttributes(href), ...(title ? { title } : {}) }, 0];
  },
});

/** Images are blocks with their address, alt text and size (no data: addresses). */
const PostImage = Image.configure({ inline: false, allowBase64: false });

export function postEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      link: false,
      // Underline reads as a link on a web page (and Google Docs underlines every link it copies).
      underline: false,
      // No empty paragraph forced after a closing list, table or image: the gap cursor reaches past them.
      trailingNode: false,
    }),
    OutlineHeadings,
    PostLink,
    PostImage,
    ...FIGURE_EXTENSIONS,
    ...TABLE_EXTENSIONS,
  ];
}

const DOCS_WRAPPER = 'b[id^="docs-internal-guid"]';

/** Whether a Google Docs style attribute makes its text bold, italic (read from the attribute's text). */
function docsFormat(style: string): { bold: boolean; italic: boolean } {
  const declarations = new Map(
    style.split(";").map((declaration) => {
      const [name = "", value = ""] = declaration.split(":");
      return [name.trim().toLowerCase(), value.trim().toLowerCase()] as const;
    }),
  );
  const weight = declarations.get("font-weight") ?? "";
  return { bold: /^(bold(er)?|[6-9]\d\d)$/.test(weight), italic: declarations.get("font-style") === "italic" };
}

const GOOGLE_REDIRECT = "google.com/url";
const GOOGLE_HOSTS = new Set(["google.com", "www.google.com"]);

/** A web address (http or https) as a URL, or undefined. */
function webAddress(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a link through Google's redirect leads (`https://www.google.com/url?q=<address>&sa=D…`,
 * as Docs writes links): the address, when it is a web address; undefined for any other link.
 */
export function googleRedirectTarget(href: string): string | undefined {
  const url = webAddress(href);
  if (!url || !GOOGLE_HOSTS.has(url.hostname) || url.pathname !== "/url") return undefined;
  const target = url.searchParams.get("q") ?? url.searchParams.get("url");
  return target && webAddress(target) ? target : undefined;
}

/**
 * Google Docs' copied HTML as the formatting it had (decision 0049), its links to the addresses
 * they lead to: a link through Google's redirect is unwrapped, in any paste (decision 0063).
 * Docs wraps the whole fragment in `<b style="font-weight:normal" id="docs-internal-guid-…">`, which is not bold:
 * the wrapper is taken away, with the line breaks it puts between blocks (each would become an
 * empty paragraph). Docs writes bold and italic as a span's style: they become <strong> and
 * <em> here, read from the attribute's text, since the dashboard's content policy keeps the
 * browser from applying (and so from reporting) inline styles.
 */
export function fromGoogleDocs(html: string): string {
  const docs = html.includes("docs-internal-guid");
  if (!docs && !html.includes(GOOGLE_REDIRECT)) return html;
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const link of template.content.querySelectorAll("a[href]")) {
    const target = googleRedirectTarget(link.getAttribute("href")!);
    if (target !== undefined) link.setAttribute("href", target);
  }
  if (!docs) return template.innerHTML;
  for (const wrapper of template.content.querySelectorAll(DOCS_WRAPPER)) {
    for (const child of [...wrapper.children]) if (child.tagName === "BR") child.remove();
    wrapper.replaceWith(...wrapper.childNodes);
  }
  for (const span of template.content.querySelectorAll("span[style]")) {
    const { bold, italic } = docsFormat(span.getAttribute("style") ?? "");
    span.removeAttribute("style");
    for (const [on, tag] of [
      [bold, "strong"],
      [italic, "em"],
    ] as const) {
      if (!on) continue;
      const mark = document.createElement(tag);
      mark.append(...span.childNodes);
      span.append(mark);
    }
  }
  return template.innerHTML;
}

/**
 * The editor's document as the post's HTML; an empty document is no content at all. A list
 * item's first paragraph is written as the item's own text (`<li>Text</li>`, as posts are
 * written by hand and as the article's styles expect); reading it back gives the same document.
 */
export function postHtml(editor: { isEmpty: boolean; getHTML(): string }): string {
  if (editor.isEmpty) return "";
  const template = document.createElement("template");
  template.innerHTML = editor.getHTML();
  for (const item of template.content.querySelectorAll("li")) {
    const first = item.firstChild;
    if (first instanceof HTMLParagraphElement) first.replaceWith(...first.childNodes);
  }
  return template.innerHTML;
}
