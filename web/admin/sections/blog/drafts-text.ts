// The words of a post's kept work (docs/decisions/0046-drafts-and-revisions.md): the editor's
// status as it keeps typed work in this browser, the offer to bring it back, and the revisions.

export const AUTOSAVE_TEXT = {
  /** Nothing typed since the post was opened or saved. */
  saved: "Saved",
  /** Typed work waiting to be kept in this browser. */
  saving: "Saving…",
  /** Typed work kept in this browser, not yet on the server. */
  savedInBrowser: "Saved in this browser",
  /** The browser refused to keep it (storage full or turned off). */
  notSaved: "Not saved",
  hint: "What you type is kept in this browser until you save the post. A published post changes only when you update it.",
  offer: (savedAt: string) => `This browser kept unsaved changes from ${savedAt}.`,
  restore: "Restore unsaved changes",
  discard: "Discard",
} as const;

export const REVISIONS_TEXT = {
  open: "Revisions",
  title: "Revisions",
  description: "Each save keeps the title, excerpt, body and featured image. Restoring one saves it again as the post.",
  loading: "Loading revisions…",
  empty: "No revisions yet.",
  savedBy: (savedAt: string, who: string) => `${savedAt} by ${who}`,
  unknownSaver: "staff",
  preview: "Preview",
  restore: "Restore this revision",
  close: "Close revisions",
  restored: "Revision restored",
  restoreFailed: "Failed to restore revision",
  confirmRestore:
    "Restore this revision? The post's title, excerpt, body and featured image become the revision's, for readers too if it is published.",
} as const;
