// How deep a post's elements may nest (docs/decisions/0034-bad-input.md). The HTML parser
// builds any depth, but the steps after it (the tree's conversion, the sanitizer, the
// serializer) each recurse once per level, and a few thousand levels overflow the stack: one
// stored post would answer 500 on its page and in the API. So a write is refused past the
// bound, and whatever is already stored is read within it. Every walk here uses a stack of its
// own, never recursion.
import { fromHtml } from "hast-util-from-html";

/** The deepest nesting of elements a post's content may have, in the tree a browser would build from it. */
export const MAX_HTML_NESTING = 100;

type Root = ReturnType<typeof fromHtml>;
type Content = Root["children"][number];
type Node = Root | Content;
type Element = Extract<Node, { type: "element" }>;

/** A template's content is a fragment of its own; it nests like children do. */
const childrenOf = (node: Node): readonly Content[] =>
  "children" in node ? [...node.children, ...(node.type === "element" && node.content ? node.content.children : [])] : [];

/**
 * The fragment's tree, or undefined when it nests too deep for the conversion after the parser.
 * The parser reports malformed markup rather than throwing, so the only failure is the stack
 * overflowing; where it overflows depends on the caller's stack and on how far the code is
 * compiled, and it does not always surface as a RangeError, so every error means "too deep".
 */
function parseFragment(html: string): Root | undefined {
  try {
    return fromHtml(html, { fragment: true });
  } catch {
    return undefined;
  }
}

/** The depth of the most deeply nested element (0 for text alone); Infinity when too deep to be parsed at all. */
export function htmlNestingDepth(html: string): number {
  const tree = parseFragment(html);
  if (!tree) return Infinity;
  let deepest = 0;
  const pending: [Node, number][] = [[tree, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    deepest = Math.max(deepest, depth);
    for (const child of childrenOf(node)) if (child.type === "element") pending.push([child, depth + 1]);
  }
  return deepest;
}

export const nestsWithinBound = (html: string) => htmlNestingDepth(html) <= MAX_HTML_NESTING;

/** What an element holds once every element inside it is taken away: its text, in order. */
function withoutElements(element: Element): Element["children"] {
  const kept: Element["children"] = [];
  const pending = childrenOf(element).toReversed();
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === "element") {
      const inner = childrenOf(node);
      for (let at = inner.length - 1; at >= 0; at--) pending.push(inner[at]!);
    } else if (node.type !== "doctype") kept.push(node);
  }
  return kept;
}

/**
 * The fragment's tree with no element deeper than the bound: an element at the bound keeps the
 * text of everything inside it but none of its elements. A fragment too deep for the parser's
 * conversion is read without its tags (its text only), which no depth can overflow.
 */
export function parseWithinBound(html: string): Root {
  const tree = parseFragment(html) ?? fromHtml(html.replace(/<[^>]*>/g, " "), { fragment: true });
  const pending: [Node, number][] = [[tree, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node.type === "element" && depth === MAX_HTML_NESTING) {
      node.children = withoutElements(node);
      delete node.content;
      continue;
    }
    for (const child of childrenOf(node)) if (child.type === "element") pending.push([child, depth + 1]);
  }
  return tree;
}
