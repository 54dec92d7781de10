// The post editor's own words (decision 0049), in one place for the editor and its tests.
import { plural } from "../../../lib/plural";
import { readingTimeLabel } from "../../../components/blog/text";

export const EDITOR_TEXT = {
  undo: "Undo",
  redo: "Redo",
  link: "Link",
  captionLabel: "Caption",
  captionHint: "Shown under the image; leave empty for none",
} as const;

/** The shortcuts the toolbar's tooltips name ("Ctrl" reads as Cmd on a Mac: the editor takes either). */
export const EDITOR_SHORTCUTS = {
  undo: "Ctrl+Z",
  redo: "Ctrl+Shift+Z",
  link: "Ctrl+K",
} as const;

/** "312 words · 2 min read": the body's length, and its reading time as the post page shows it. */
export const lengthLabel = (words: number, minutes: number) => `${plural(words, "word")} · ${readingTimeLabel(minutes)}`;
