// The post form keeps what is typed in this browser's storage, 2 s after typing stops (and at once
// when the page goes away), under the post's id or "new" for a post never saved; opened again, the
// form offers it back when it is newer than the post's last save (decision 0046). Nothing here
// talks to the server: a published post changes only when the writer saves it.
import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import type { BlogFormInput, BlogFormOutput } from "./form";

const AUTOSAVE_DELAY_MS = 2000;

export const draftKey = (postId: number | undefined) => `harborlight:post-draft:${postId ?? "new"}`;

export interface KeptDraft {
  /** When the browser kept it, ISO. */
  savedAt: string;
  values: BlogFormInput;
}

export function readDraft(key: string): KeptDraft | null {
  try {
    const text = window.localStorage.getItem(key);
    const draft = text ? (JSON.parse(text) as Partial<KeptDraft>) : null;
    return draft && typeof draft.savedAt === "string" && draft.values ? (draft as KeptDraft) : null;
  } catch {
    return null;
  }
}

function writeDraft(key: string, draft: KeptDraft): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

function forgetDraft(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage turned off: there is nothing to forget.
  }
}

/** The kept draft to offer: newer than the post's last save (`updatedAt`; none for a new post) and different from it. */
function offerFor(kept: KeptDraft | null, updatedAt: string | undefined, current: BlogFormInput): KeptDraft | null {
  if (!kept) return null;
  const newer = updatedAt === undefined || Date.parse(kept.savedAt) > Date.parse(updatedAt);
  return newer && JSON.stringify(kept.values) !== JSON.stringify(current) ? kept : null;
}

export type AutosaveStatus = "saved" | "saving" | "savedInBrowser" | "notSaved";

type PostForm = UseFormReturn<BlogFormInput, unknown, BlogFormOutput>;

export function usePostAutosave(form: PostForm, editing: { id: number; updatedAt: string } | null) {
  const key = draftKey(editing?.id);
  const updatedAt = editing?.updatedAt;
  const [status, setStatus] = useState<AutosaveStatus>("saved");
  const [offer, setOffer] = useState<KeptDraft | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const restoredBody = useRef<string | null>(null);

  // Opened (a post, or the empty form): what the browser kept is offered when it is newer than the
  // post's last save and differs from it. Worked out as the form opens, before it is drawn.
  const opened = `${key}@${updatedAt ?? ""}`;
  const [openedAs, setOpenedAs] = useState<string | null>(null);
  if (openedAs !== opened) {
    setOpenedAs(opened);
    setOffer(offerFor(readDraft(key), updatedAt, form.getValues()));
    setStatus("saved");
  }

  // Typed: kept once typing stops, or at once when the page is hidden or closed, or the form
  // opens another post.
  useEffect(() => {
    let typed: BlogFormInput | undefined;
    const keep = (say = true) => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      const kept = typed !== undefined && writeDraft(key, { savedAt: new Date().toISOString(), values: typed });
      if (say) setStatus(kept ? "savedInBrowser" : "notSaved");
    };
    const subscription = form.watch((values, { type }) => {
      if (type !== "change") return;
      typed = structuredClone(values) as BlogFormInput;
      setStatus("saving");
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(keep, AUTOSAVE_DELAY_MS);
    });
    const keepPending = () => timer.current !== undefined && keep();
    window.addEventListener("pagehide", keepPending);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", keepPending);
      if (timer.current !== undefined) keep(false);
    };
  }, [key, form]);

  /** After the post is saved: the server has it all. */
  const forget = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    forgetDraft(key);
    setOffer(null);
  };

  const restore = () => {
    if (!offer) return;
    restoredBody.current = offer.values.content ?? "";
    // Against the post's saved values, so that the form counts it as unsaved work.
    form.reset(offer.values, { keepDefaultValues: true });
    setOffer(null);
    setStatus("savedInBrowser");
  };
  const discard = () => {
    forgetDraft(key);
    setOffer(null);
  };
  /** True once for the body a restore put in the editor: its rewriting stays an unsaved change. */
  const isRestoredBody = useCallback((content: string | undefined) => {
    const restored = restoredBody.current !== null && content === restoredBody.current;
    restoredBody.current = null;
    return restored;
  }, []);

  return { status, offer, restore, discard, forget, isRestoredBody };
}
