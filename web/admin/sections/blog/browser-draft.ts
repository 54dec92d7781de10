// The copy of a post's typed work kept in this browser's storage (decision 0050): the only copy
// for a post never saved, and the fallback for one the server could not take (offline, or a page
// closed with more than a keepalive request may carry). Keyed by the post's id, or "new".
import type { BlogFormInput } from "./form";

export const draftKey = (postId: number | undefined) => `harborlight:post-draft:${postId ?? "new"}`;

export interface KeptDraft {
  /** When it was kept, ISO. */
  savedAt: string;
  values: BlogFormInput;
  /** Where it was kept: the server (this staff member's autosave of the post) or this browser. */
  keptIn: "server" | "browser";
}

export function readDraft(key: string): KeptDraft | null {
  try {
    const text = window.localStorage.getItem(key);
    const draft = text ? (JSON.parse(text) as Partial<KeptDraft>) : null;
    return draft && typeof draft.savedAt === "string" && draft.values
      ? { savedAt: draft.savedAt, values: draft.values, keptIn: "browser" }
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: Omit<KeptDraft, "keptIn">): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function forgetDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage turned off: there is nothing to forget.
  }
}

/** The newer of two kept copies. */
export function newerDraft(a: KeptDraft | null, b: KeptDraft | null): KeptDraft | null {
  if (!a || !b) return a ?? b;
  return Date.parse(b.savedAt) > Date.parse(a.savedAt) ? b : a;
}
