// An image with a caption: `<figure><img …><figcaption>…</figcaption></figure>`, as the public
// page and the feed show it (decisions 0049 and 0063). Three nodes, so that the schema itself
// keeps a figure whole: a figure holds exactly its image and its caption, and the caption is the
// only text in it. A heading, a list or a quote cannot be put in a figure, so the block commands
// find nothing there to change; Enter in a caption starts a paragraph below the figure.
import { NodeSelection, Plugin } from "@tiptap/pm/state";
import { Extension, Node, type Editor } from "@tiptap/react";

export interface FigureImage {
  src: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

/** A figure whose own children are an image and its caption. */
function isCaptionedImage(figure: HTMLElement): boolean {
  const children = [...figure.children];
  return (
    children.some((child) => child.tagName === "IMG" && child.hasAttribute("src")) &&
    children.some((child) => child.tagName === "FIGCAPTION")
  );
}

/** The figure's image and caption alone: anything else in a pasted or hand-written figure is left out, as before. */
function imageAndCaption(figure: HTMLElement): HTMLElement {
  const parts = figure.ownerDocument.createElement("figure");
  const image = [...figure.children].find((child) => child.tagName === "IMG");
  const caption = [...figure.children].find((child) => child.tagName === "FIGCAPTION");
  for (const part of [image, caption]) if (part) parts.append(part.cloneNode(true));
  return parts;
}

/** The image of a figure: its address, alt text and size. Not selectable alone: a figure is never left without its image. */
const FigureImageNode = Node.create({
  name: "figureImage",
  atom: true,
  selectable: false,
  draggable: false,
  addAttributes: () => ({ src: { default: null }, alt: { default: null }, width: { default: null }, height: { default: null } }),
  // Only in a figure: an image anywhere else is the editor's plain image.
  parseHTML: () => [{ tag: 'img[src]:not([src^="data:"])', context: "figure/", priority: 60 }],
  renderHTML: ({ HTMLAttributes }) => ["img", HTMLAttributes],
});

/** The caption: text with links and emphasis, typed in place under the image. */
const FigureCaption = Node.create({
  name: "figcaption",
  content: "inline*",
  parseHTML: () => [{ tag: "figcaption", context: "figure/" }],
  renderHTML: () => ["figcaption", 0],
});

const Figure = Node.create({
  name: "figure",
  group: "block",
  content: "figureImage figcaption",
  draggable: true,
  // The caption is edited on its own: Backspace at its start neither pulls in the paragraph above
  // nor lifts the caption out, and no command splits the figure.
  isolating: true,
  // Only a figure of an image with a caption; any other figure keeps its image and text as they are.
  parseHTML: () => [{ tag: "figure", getAttrs: (figure) => (isCaptionedImage(figure) ? null : false), contentElement: imageAndCaption }],
  renderHTML: () => ["figure", 0],
  // A click on the image selects the whole figure (outlined; Delete then deletes it whole), as a
  // click selects an image without a caption.
  addProseMirrorPlugins: () => [
    new Plugin({
      props: {
        handleClickOn: (view, _pos, node, nodePos, _event, direct) => {
          if (!direct || node.type.name !== FigureImageNode.name) return false;
          view.dispatch(view.state.tr.setSelection(NodeSelection.create(view.state.doc, view.state.doc.resolve(nodePos).before())));
          return true;
        },
      },
    }),
  ],
});

/** Where the selection is: in one caption, on a whole figure, or elsewhere. */
function figurePart(editor: Editor): "caption" | "figure" | undefined {
  const { selection } = editor.state;
  if (selection instanceof NodeSelection) return selection.node.type.name === Figure.name ? "figure" : undefined;
  const { $from, $to } = selection;
  return $from.parent.type.name === FigureCaption.name && $from.sameParent($to) ? "caption" : undefined;
}

/** The block shortcuts of the editor's extensions that cannot apply to a figure: headings, paragraph, lists, code block. */
const BLOCK_SHORTCUTS = ["Mod-Alt-0", "Mod-Alt-2", "Mod-Alt-3", "Mod-Alt-4", "Mod-Shift-7", "Mod-Shift-8", "Mod-Alt-c"];
/** The quote's: a whole figure may be quoted. */
const QUOTE_SHORTCUT = "Mod-Shift-b";

/**
 * The figure's keys, before the editor's own. Enter in a caption starts a paragraph below the
 * figure (the caption keeps its text; Shift+Enter is a line break in it); Backspace at its start
 * does nothing (from the paragraph below, it selects the figure, and again deletes it). A block shortcut in a
 * caption, or on a figure it cannot apply to, does nothing: TipTap's commands would otherwise
 * lift the figure out of the quote or list it is in while trying.
 */
const FigureKeys = Extension.create({
  name: "figureKeys",
  priority: 1000,
  addKeyboardShortcuts() {
    const { editor } = this;
    const startParagraphBelow = () => {
      const { $to } = editor.state.selection;
      if (figurePart(editor) !== "caption") return false;
      const below = $to.after($to.depth - 1);
      return editor
        .chain()
        .insertContentAt(below, { type: "paragraph" })
        .setTextSelection(below + 1)
        .scrollIntoView()
        .run();
    };
    // At the caption's start, Backspace has nothing of the caption's to delete; ProseMirror's own
    // would delete the image before it (an atom), leaving the figure an empty one in its place.
    const keepImage = () => {
      const { empty, $from } = editor.state.selection;
      return empty && figurePart(editor) === "caption" && $from.parentOffset === 0;
    };
    return {
      Enter: startParagraphBelow,
      Backspace: keepImage,
      ...Object.fromEntries(BLOCK_SHORTCUTS.map((key) => [key, () => figurePart(editor) !== undefined])),
      [QUOTE_SHORTCUT]: () => figurePart(editor) === "caption",
    };
  },
});

export const FIGURE_EXTENSIONS = [Figure, FigureImageNode, FigureCaption, FigureKeys];

/** The content that inserts an image with its caption. */
export function figureContent({ src, alt, width, height }: FigureImage, caption: string) {
  return {
    type: Figure.name,
    content: [
      { type: FigureImageNode.name, attrs: { src, alt, width: width ?? null, height: height ?? null } },
      { type: FigureCaption.name, content: [{ type: "text", text: caption }] },
    ],
  };
}
