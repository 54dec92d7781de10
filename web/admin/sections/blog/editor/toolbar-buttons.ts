// The editor toolbar's buttons: what each does to the document and whether it is on.
import type { Editor } from "@tiptap/react";
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Redo2, TextQuote, Undo2 } from "lucide-react";

import { EDITOR_SHORTCUTS, EDITOR_TEXT } from "../editor-text";
import type { ToolbarButton } from "./toolbar";

/**
 * What the toolbar shows: each format on or off, whether a block format can be applied where the
 * selection is (not in a figure: decision 0063), and whether there is anything to undo or redo.
 */
export function formatState(editor: Editor) {
  const can = () => editor.can();
  return {
    h2: editor.isActive("heading", { level: 2 }),
    h3: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    link: editor.isActive("link"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
    canH2: can().toggleHeading({ level: 2 }),
    canH3: can().toggleHeading({ level: 3 }),
    canBulletList: can().toggleBulletList(),
    canOrderedList: can().toggleOrderedList(),
    canBlockquote: can().toggleBlockquote(),
    canUndo: can().undo(),
    canRedo: can().redo(),
  };
}

type Chain = ReturnType<Editor["chain"]>;

/** The visual editor's buttons (Source is added by the editor itself). */
export function formatButtons(
  editor: Editor,
  format: ReturnType<typeof formatState>,
  openDialog: (dialog: "link" | "image") => void,
): ToolbarButton[] {
  const run = (command: (chain: Chain) => Chain) => () => void command(editor.chain().focus()).run();
  return [
    {
      id: "undo",
      label: EDITOR_TEXT.undo,
      icon: Undo2,
      shortcut: EDITOR_SHORTCUTS.undo,
      disabled: !format.canUndo,
      onPress: run((c) => c.undo()),
    },
    {
      id: "redo",
      label: EDITOR_TEXT.redo,
      icon: Redo2,
      shortcut: EDITOR_SHORTCUTS.redo,
      disabled: !format.canRedo,
      onPress: run((c) => c.redo()),
    },
    {
      id: "h2",
      label: "Heading 2",
      icon: Heading2,
      shortcut: "Ctrl+Alt+2",
      pressed: format.h2,
      disabled: !format.canH2,
      onPress: run((c) => c.toggleHeading({ level: 2 })),
      groupStart: true,
    },
    {
      id: "h3",
      label: "Heading 3",
      icon: Heading3,
      shortcut: "Ctrl+Alt+3",
      pressed: format.h3,
      disabled: !format.canH3,
      onPress: run((c) => c.toggleHeading({ level: 3 })),
    },
    {
      id: "bold",
      label: "Bold",
      icon: Bold,
      shortcut: "Ctrl+B",
      pressed: format.bold,
      onPress: run((c) => c.toggleBold()),
      groupStart: true,
    },
    { id: "italic", label: "Italic", icon: Italic, shortcut: "Ctrl+I", pressed: format.italic, onPress: run((c) => c.toggleItalic()) },
    {
      id: "link",
      label: EDITOR_TEXT.link,
      icon: Link2,
      shortcut: EDITOR_SHORTCUTS.link,
      pressed: format.link,
      onPress: () => openDialog("link"),
    },
    {
      id: "bulletList",
      label: "Bulleted list",
      icon: List,
      shortcut: "Ctrl+Shift+8",
      pressed: format.bulletList,
      disabled: !format.canBulletList,
      onPress: run((c) => c.toggleBulletList()),
      groupStart: true,
    },
    {
      id: "orderedList",
      label: "Numbered list",
      icon: ListOrdered,
      shortcut: "Ctrl+Shift+7",
      pressed: format.orderedList,
      disabled: !format.canOrderedList,
      onPress: run((c) => c.toggleOrderedList()),
    },
    {
      id: "blockquote",
      label: "Quote",
      icon: TextQuote,
      shortcut: "Ctrl+Shift+B",
      pressed: format.blockquote,
      disabled: !format.canBlockquote,
      onPress: run((c) => c.toggleBlockquote()),
    },
    { id: "image", label: "Image", icon: ImagePlus, onPress: () => openDialog("image"), groupStart: true },
  ];
}
