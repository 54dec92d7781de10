// What the post editor can hold: the blocks and marks the public page shows (decision 0025).
// Everything else pasted or typed is dropped by the schema, which is what makes pasting from
// Word or Google Docs give clean markup.
import { Mark, Node, type Extensions } from "@tiptap/react";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";

import { linkAddressProblem, linkAttributes } from "./links";
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
    ...TABLE_EXTENSIONS,
  ];
}

/**
 * Google Docs puts a line break between its blocks, outside any paragraph: pasted, each would
 * become an empty paragraph.
 */
export function withoutStrayBreaks(html: string): string {
  if (!html.includes("docs-internal-guid")) return html;
  const template = document.createElement("template");
  template.innerHTML = html;
  for (const wrapper of template.content.querySelectorAll('b[id^="docs-internal-guid"]')) {
    for (const child of [...wrapper.children]) if (child.tagName === "BR") child.remove();
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
