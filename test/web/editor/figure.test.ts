// An image with a caption is kept whole by the editor (decision 0063): Enter in its caption starts a
// paragraph below it, block commands and their shortcuts never turn it into something else, and
// Backspace at the caption's start leaves the image. Each change is undone by Undo.
import { Editor } from "@tiptap/react";
import { NodeSelection } from "@tiptap/pm/state";
import { afterEach, describe, expect, it } from "vitest";

import { postEditorExtensions, postHtml } from "../../../web/admin/sections/blog/editor/extensions";

const FIGURE = '<figure><img src="/media/door.png" alt="The rear door" width="800" height="600"><figcaption>At dusk</figcaption></figure>';

let editor: Editor;
afterEach(() => editor.destroy());

function open(html: string) {
  editor = new Editor({ extensions: postEditorExtensions(), content: html });
  return editor;
}
const html = () => postHtml(editor);

/** The caret at the end of the (first) caption. */
function caretInCaption(offset?: number) {
  let end = 0;
  editor.state.doc.descendants((node, pos) => {
    if (node.type.name === "figcaption" && !end) end = pos + 1 + (offset ?? node.content.size);
  });
  editor.commands.setTextSelection(end);
}

/** A key pressed in the editor, as the browser delivers it to ProseMirror. */
function press(key: string, modifiers: KeyboardEventInit = {}) {
  editor.view.dom.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true, ...modifiers }));
}

describe("Enter in a caption", () => {
  it("starts a paragraph below the figure, which typing and a heading then go to", () => {
    open(`<p>Before</p>${FIGURE}`);
    caretInCaption();
    editor.commands.insertContent(", from the alley");
    press("Enter");
    editor.commands.insertContent("Below the picture");
    expect(html()).toBe(`<p>Before</p>${FIGURE.replace("At dusk", "At dusk, from the alley")}<p>Below the picture</p>`);
    editor.commands.toggleHeading({ level: 2 });
    expect(html()).toBe(`<p>Before</p>${FIGURE.replace("At dusk", "At dusk, from the alley")}<h2>Below the picture</h2>`);
  });

  it("keeps the caption whole when the caret is inside it", () => {
    open(`${FIGURE}<p>After</p>`);
    caretInCaption(2);
    press("Enter");
    editor.commands.insertContent("New");
    expect(html()).toBe(`${FIGURE}<p>New</p><p>After</p>`);
  });

  it("is undone by Undo", () => {
    open(FIGURE);
    caretInCaption();
    press("Enter");
    expect(html()).toBe(`${FIGURE}<p></p>`);
    editor.commands.undo();
    expect(html()).toBe(FIGURE);
  });
});

describe("block commands on a figure", () => {
  const commands: [string, (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>][] = [
    ["Heading 2", (chain) => chain.toggleHeading({ level: 2 })],
    ["Heading 3", (chain) => chain.toggleHeading({ level: 3 })],
    ["a paragraph", (chain) => chain.setParagraph()],
    ["Bulleted list", (chain) => chain.toggleBulletList()],
    ["Numbered list", (chain) => chain.toggleOrderedList()],
    ["Quote", (chain) => chain.toggleBlockquote()],
    ["a code block", (chain) => chain.toggleCodeBlock()],
  ];

  it.each(commands)("%s with the caret in the caption changes nothing, and says it cannot", (_name, command) => {
    open(`<p>Before</p>${FIGURE}`);
    caretInCaption();
    expect(command(editor.can().chain()).run()).toBe(false);
    command(editor.chain()).run();
    expect(html()).toBe(`<p>Before</p>${FIGURE}`);
  });

  it("applies to the paragraph and not the figure when the selection spans both", () => {
    open(`<p>Before</p>${FIGURE}`);
    editor.commands.setTextSelection({ from: 2, to: editor.state.doc.content.size - 2 });
    editor.commands.toggleHeading({ level: 2 });
    expect(html()).toBe(`<h2>Before</h2>${FIGURE}`);
  });

  it.each(["Heading 2", "Bulleted list", "a code block"])("%s with the whole figure selected keeps it", (name) => {
    open(`<p>Before</p>${FIGURE}`);
    editor.commands.setNodeSelection(editor.state.doc.child(0).nodeSize);
    expect(editor.state.selection).toBeInstanceOf(NodeSelection);
    commands
      .find(([command]) => command === name)![1](editor.chain())
      .run();
    expect(html()).toBe(`<p>Before</p>${FIGURE}`);
  });

  it.each([
    ["Ctrl+Alt+2", { key: "2", ctrlKey: true, altKey: true }],
    ["Ctrl+Alt+0", { key: "0", ctrlKey: true, altKey: true }],
    ["Ctrl+Shift+8", { key: "8", ctrlKey: true, shiftKey: true }],
    ["Ctrl+Shift+B", { key: "b", ctrlKey: true, shiftKey: true }],
  ])("the shortcut %s in a quoted figure's caption does nothing, leaving nothing to undo", (_name, key) => {
    open(`<blockquote>${FIGURE}</blockquote>`);
    caretInCaption();
    press(key.key, key);
    expect(html()).toBe(`<blockquote>${FIGURE}</blockquote>`);
    expect(editor.can().undo()).toBe(false);
  });
});

describe("Backspace and Delete around a figure", () => {
  it("at the caption's start keep the image and the paragraph above", () => {
    open(`<p>Before</p>${FIGURE}`);
    caretInCaption(0);
    press("Backspace");
    expect(html()).toBe(`<p>Before</p>${FIGURE}`);
  });

  it("in an emptied caption keep the image", () => {
    open(FIGURE.replace("At dusk", ""));
    caretInCaption(0);
    press("Backspace");
    press("Delete");
    expect(html()).toBe(FIGURE.replace("At dusk", ""));
  });

  it("after the figure select it first, and the next Backspace deletes it whole, which Undo brings back", () => {
    open(`${FIGURE}<p>After</p>`);
    editor.commands.setTextSelection(editor.state.doc.child(0).nodeSize + 1);
    press("Backspace");
    expect(editor.state.selection).toBeInstanceOf(NodeSelection);
    expect(html()).toBe(`${FIGURE}<p>After</p>`);
    press("Backspace");
    expect(html()).toBe("<p>After</p>");
    editor.commands.undo();
    expect(html()).toBe(`${FIGURE}<p>After</p>`);
  });
});
