// The post body's visual editor (TipTap on ProseMirror) with a Source view of its HTML.
// Loaded on demand by the blog form only: no public page's code imports this module.
import { TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { Code } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { ARTICLE_TYPOGRAPHY } from "../../../../components/blog/post-content";
import { cn } from "../../../../lib/cn";
import type { UploadImage } from "../../media/editor-upload";
import { fromGoogleDocs, postEditorExtensions, postHtml } from "./extensions";
import { figureContent } from "./figure";
import { ImageDialog, type ImageChoice } from "./image-dialog";
import { LinkDialog } from "./link-dialog";
import { Toolbar, type ToolbarButton } from "./toolbar";
import { formatButtons, formatState } from "./toolbar-buttons";
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

/**
 * The selection as the page shows it. The editor learns of a change of selection from the
 * browser's next selectionchange event: a shortcut pressed right after Shift+Home may come
 * first, and the link dialog then takes the focus before the editor has seen what was selected.
 */
function takeSelectionFromPage(view: EditorView) {
  const selection = view.dom.ownerDocument.getSelection();
  const { anchorNode, focusNode } = selection ?? {};
  if (!selection || !anchorNode || !focusNode || !view.dom.contains(anchorNode) || !view.dom.contains(focusNode)) return;
  const anchor = view.posAtDOM(anchorNode, selection.anchorOffset);
  const head = view.posAtDOM(focusNode, selection.focusOffset);
  if (anchor === view.state.selection.anchor && head === view.state.selection.head) return;
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, anchor, head)));
}

/** Ctrl+K, or Cmd+K on a Mac: add a link, or edit the one the caret is in. */
const isLinkShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k";

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
      transformPastedHTML: fromGoogleDocs,
      // Handled here, before the browser's own Ctrl+K (its address bar's search).
      handleKeyDown: (view, event) => {
        if (!isLinkShortcut(event)) return false;
        takeSelectionFromPage(view);
        setDialog("link");
        return true;
      },
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
    // A post opened is where Undo starts: it never undoes the opening itself.
    editor.chain().setMeta("addToHistory", false).setContent(value, { emitUpdate: false }).run();
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
  const buttons: ToolbarButton[] = formatButtons(editor, format, setDialog).map((button) => ({
    ...button,
    disabled: showSource || button.disabled,
  }));
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
  const insertImage = ({ src, alt, width, height, caption }: ImageChoice) => {
    backToText.current = true;
    const chain = editor.chain();
    if (caption) chain.insertContent(figureContent({ src, alt, width, height }, caption));
    else chain.setImage({ src, alt, ...(width ? { width } : {}), ...(height ? { height } : {}) });
    chain.run();
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
