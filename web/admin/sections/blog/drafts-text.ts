// The words of a post's kept work (docs/decisions/0050-posts-autosave-on-the-server.md and 0046):
// the editor's status as it keeps typed work, the offer to bring it back, and the revisions.

export const AUTOSAVE_TEXT = {
  /** Nothing typed since the post was opened or saved, or typed work kept on the server. */
  saved: "Saved",
  /** Typed work waiting to be kept. */
  saving: "Saving…",
  /** Typed work kept in this browser only: a post never saved, or the server could not be reached. */
  savedInBrowser: "Saved in this browser",
  /** Neither the server nor the browser could keep it. */
  notSaved: "Not saved",
  hint: {
    server: "What you type is kept for you as you go. A published post changes only when you update it.",
    browser: "What you type is kept in this browser until you create the post.",
  },
  offer: {
    server: (savedAt: string) => `Your unsaved changes from ${savedAt} were kept.`,
    browser: (savedAt: string) => `This browser kept unsaved changes from ${savedAt}.`,
  },
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
