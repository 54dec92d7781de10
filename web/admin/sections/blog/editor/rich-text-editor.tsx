// The post body's visual editor (TipTap on ProseMirror) with a Source view of its HTML.
// Loaded on demand by the blog form only: no public page's code imports this module.
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { Bold, Code, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, TextQuote } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { ARTICLE_TYPOGRAPHY } from "../../../../components/blog/post-content";
import { cn } from "../../../../lib/cn";
import type { UploadImage } from "../../media/editor-upload";
import { postEditorExtensions, postHtml, withoutStrayBreaks } from "./extensions";
import { ImageDialog, type ImageChoice } from "./image-dialog";
import { LinkDialog } from "./link-dialog";
import { Toolbar, type ToolbarButton } from "./toolbar";
import "./editor.css";

export interface RichTextEditorProps {
  /** The id of the field's visible label, which names both the editor and the Source view. */
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  value: string;
  /** Each change the author makes, as the post's HTML. */
  onChange: (html: string) => void;
  /** The editor's own writing of a value it was given (whitespace, attribute order): not a change by the author. */
  onNormalize: (html: string) => void;
  onUpload?: UploadImage;
}

function formatState(editor: Editor) {
  return {
    h2: editor.isActive("heading", { level: 2 }),
    h3: editor.isActive("heading", { level: 3 }),
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    link: editor.isActive("link"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    blockquote: editor.isActive("blockquote"),
  };
}

export default function RichTextEditor({ labelId, describedBy, invalid, value, onChange, onNormalize, onUpload }: RichTextEditorProps) {
  const contentId = useId();
  const [mode, setMode] = useState<"visual" | "source">("visual");
  const [source, setSource] = useState("");
  const [dialog, setDialog] = useState<"link" | "image">();
  // The HTML this editor last reported: a value prop that differs came from outside (a post opened, the form reset).
  const reported = useRef<string | undefined>(undefined);

  // One set of extensions for the editor's life (new ones on each render would be new options to apply).
  const [extensions] = useState(postEditorExtensions);
  // Options given on each render (the field's label, description, validity) are applied to the same editor.
  const editor = useEditor({
    extensions,
    // The site's policy allows no inline <style>: the editor's few rules are in editor.css.
    injectCSS: false,
    editorProps: {
      transformPastedHTML: withoutStrayBreaks,
      attributes: {
        id: contentId,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        "aria-invalid": String(Boolean(invalid)),
        class: cn(ARTICLE_TYPOGRAPHY, "min-h-80 px-4 py-3 focus:outline-none"),
      },
    },
    onUpdate: ({ editor: current }) => {
      reported.current = postHtml(current);
      onChange(reported.current);
    },
  });

  useEffect(() => {
    if (value === reported.current || editor.isDestroyed) return;
    editor.commands.setContent(value, { emitUpdate: false });
    reported.current = postHtml(editor);
    setSource(reported.current);
    if (reported.current !== value) onNormalize(reported.current);
  }, [editor, value, onNormalize]);

  const format = useEditorState({ editor, selector: ({ editor: current }) => formatState(current) });

  const editSource = (html: string) => {
    setSource(html);
    editor.commands.setContent(html, { emitUpdate: false });
    reported.current = postHtml(editor);
    onChange(reported.current);
  };

  const showSource = mode === "source";
  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => () =>
    void command(editor.chain().focus()).run();
  const buttons: ToolbarButton[] = [
    {
      id: "h2",
      label: "Heading 2",
      icon: Heading2,
      shortcut: "Ctrl+Alt+2",
      pressed: format.h2,
      onPress: run((c) => c.toggleHeading({ level: 2 })),
    },
    {
      id: "h3",
      label: "Heading 3",
      icon: Heading3,
      shortcut: "Ctrl+Alt+3",
      pressed: format.h3,
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
    { id: "link", label: "Link", icon: Link2, pressed: format.link, onPress: () => setDialog("link") },
    {
      id: "bulletList",
      label: "Bulleted list",
      icon: List,
      shortcut: "Ctrl+Shift+8",
      pressed: format.bulletList,
      onPress: run((c) => c.toggleBulletList()),
      groupStart: true,
    },
    {
      id: "orderedList",
      label: "Numbered list",
      icon: ListOrdered,
      shortcut: "Ctrl+Shift+7",
      pressed: format.orderedList,
      onPress: run((c) => c.toggleOrderedList()),
    },
    {
      id: "blockquote",
      label: "Quote",
      icon: TextQuote,
      shortcut: "Ctrl+Shift+B",
      pressed: format.blockquote,
      onPress: run((c) => c.toggleBlockquote()),
    },
    { id: "image", label: "Image", icon: ImagePlus, onPress: () => setDialog("image"), groupStart: true },
  ].map((button) => ({ ...button, disabled: showSource }));
  buttons.push({
    id: "source",
    label: "Source",
    icon: Code,
    pressed: showSource,
    groupStart: true,
    onPress: () => {
      if (!showSource) setSource(postHtml(editor));
      setMode(showSource ? "visual" : "source");
    },
  });

  // After a link or an image is applied, the caret goes back to the text, not to the toolbar
  // button that opened the dialog (where Enter would press that button again). The dialog's own
  // focus return runs in a timer when it unmounts; this one is set after it, so it comes last.
  // It is the only focus call: the editor focuses in an animation frame and puts its own
  // selection back then, so a second one could undo a key pressed in between.
  const backToText = useRef(false);
  useEffect(() => {
    if (dialog !== undefined || !backToText.current) return;
    backToText.current = false;
    const timer = setTimeout(() => editor.commands.focus(), 0);
    return () => clearTimeout(timer);
  }, [dialog, editor]);

  const applyLink = (href: string) => {
    backToText.current = true;
    const chain = editor.chain();
    if (editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] });
    } else {
      chain.extendMarkRange("link").setMark("link", { href });
    }
    chain.run();
    setDialog(undefined);
  };
  const removeLink = () => {
    backToText.current = true;
    editor.chain().extendMarkRange("link").unsetMark("link").run();
    setDialog(undefined);
  };
  const insertImage = ({ src, alt, width, height }: ImageChoice) => {
    backToText.current = true;
    editor
      .chain()
      .setImage({ src, alt, ...(width ? { width } : {}), ...(height ? { height } : {}) })
      .run();
    setDialog(undefined);
  };
  const closeDialog = (open: boolean) => !open && setDialog(undefined);

  return (
    <div className={cn("overflow-hidden rounded-md border bg-white", invalid ? "border-red-700" : "border-slate-400")}>
      <Toolbar label="Formatting" controls={contentId} buttons={buttons} />
      <div hidden={showSource}>
        <EditorContent editor={editor} />
      </div>
      {showSource && (
        <textarea
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-roledescription="HTML source"
          spellCheck={false}
          value={source}
          onChange={(event) => editSource(event.target.value)}
          className="block min-h-80 w-full px-4 py-3 font-mono text-sm text-slate-900 focus:outline-none"
        />
      )}
      {dialog === "link" && (
        <LinkDialog
          open
          onOpenChange={closeDialog}
          current={editor.getAttributes("link").href as string | undefined}
          onApply={applyLink}
          onRemove={removeLink}
        />
      )}
      {dialog === "image" && <ImageDialog open onOpenChange={closeDialog} onInsert={insertImage} onUpload={onUpload} />}
    </div>
  );
}
