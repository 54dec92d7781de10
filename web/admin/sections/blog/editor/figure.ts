// An image with a caption: `<figure><img …><figcaption>…</figcaption></figure>`, as the public
// page and the feed show it (decision 0049). The caption is the node's text, typed in place
// under the image; the image's address, alt text and size are the node's attributes.
import { Node } from "@tiptap/react";

const IMAGE_ATTRIBUTES = ["src", "alt", "width", "height"] as const;

export interface FigureImage {
  src: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

const fromImage = (name: (typeof IMAGE_ATTRIBUTES)[number]) => ({
  default: null,
  rendered: false,
  parseHTML: (figure: HTMLElement) => figure.querySelector("img")?.getAttribute(name) ?? null,
});

/** A figure whose own children are an image and its caption. */
function isCaptionedImage(figure: HTMLElement): boolean {
  const children = [...figure.children];
  return (
    children.some((child) => child.tagName === "IMG" && child.hasAttribute("src")) &&
    children.some((child) => child.tagName === "FIGCAPTION")
  );
}

export const Figure = Node.create({
  name: "figure",
  group: "block",
  content: "inline*",
  draggable: true,
  // The caption is edited on its own: Backspace at its start does not pull in the paragraph above.
  isolating: true,
  addAttributes: () => Object.fromEntries(IMAGE_ATTRIBUTES.map((name) => [name, fromImage(name)])),
  // Only a figure of an image with a caption; any other figure keeps its image and text as they are.
  parseHTML: () => [{ tag: "figure", contentElement: "figcaption", getAttrs: (figure) => (isCaptionedImage(figure) ? null : false) }],
  renderHTML: ({ node }) => {
    const image = Object.fromEntries(
      IMAGE_ATTRIBUTES.flatMap((name) =>
        node.attrs[name] === null || node.attrs[name] === undefined ? [] : [[name, String(node.attrs[name])]],
      ),
    );
    return ["figure", ["img", image], ["figcaption", 0]];
  },
});

/** The content that inserts an image with its caption. */
export function figureContent({ src, alt, width, height }: FigureImage, caption: string) {
  return {
    type: "figure",
    attrs: { src, alt, width: width ?? null, height: height ?? null },
    content: [{ type: "text", text: caption }],
  };
}
