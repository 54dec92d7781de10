// The post's Content field: the visual editor, loaded only when the blog form is shown, so no
// public page (and no other dashboard section) downloads it.
import { lazy, Suspense, useId } from "react";

import { readingTimeMinutes, wordCount } from "../../../../worker/shared/blog";
import { FieldError } from "../../../components/form/fields";
import { lengthLabel } from "./editor-text";
import type { RichTextEditorProps } from "./editor/rich-text-editor";

const RichTextEditor = lazy(() => import("./editor/rich-text-editor"));

export const CONTENT_LABEL = "Content";

export function BodyField({ error, ...props }: Omit<RichTextEditorProps, "labelId" | "describedBy" | "invalid"> & { error?: string }) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <span id={`${id}-label`} className="block text-sm font-semibold text-slate-800">
        {CONTENT_LABEL}
      </span>
      <Suspense
        fallback={
          <p role="status" className="min-h-80 rounded-md border border-slate-300 p-4 text-sm text-slate-600">
            Loading the editor…
          </p>
        }
      >
        <RichTextEditor
          labelId={`${id}-label`}
          describedBy={[`${id}-hint`, errorId].filter(Boolean).join(" ")}
          invalid={Boolean(error)}
          {...props}
        />
      </Suspense>
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm text-slate-600">
        <p id={`${id}-hint`}>Headings, lists, links, quotes and images. Source shows the HTML.</p>
        {/* Counted as the post page counts its reading time (worker/shared/blog.ts). */}
        <p data-testid="body-length">{lengthLabel(wordCount(props.value), readingTimeMinutes(props.value))}</p>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
