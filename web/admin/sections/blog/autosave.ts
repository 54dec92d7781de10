// The post form saves what is typed 2 s after typing stops, and at once when the page goes away
// or the form opens another post (decision 0050): a post already saved keeps it on the server,
// as this staff member's autosave of the post (and in this browser as a fallback); a post never
// saved keeps it in this browser, as this tab's own draft (decision 0063). Opened again, the form
// offers the newest kept copy when it is newer than the post's last save and differs from it.
// Readers see none of it: a post changes only when the writer saves it.
import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";

import { postAutosave } from "../../../queries/blog";
import { draftKey, forgetDraft, newerDraft, newestNewPostDraft, readDraft, writeDraft, type KeptDraft } from "./browser-draft";
import type { BlogFormInput, BlogFormOutput } from "./form";

const AUTOSAVE_DELAY_MS = 2000;

/** The kept copy to offer: newer than the post's last save (`updatedAt`; none for a new post) and different from it. */
function offerFor(kept: KeptDraft | null, updatedAt: string | undefined, current: BlogFormInput): KeptDraft | null {
  if (!kept) return null;
  const newer = updatedAt === undefined || Date.parse(kept.savedAt) > Date.parse(updatedAt);
  return newer && JSON.stringify(kept.values) !== JSON.stringify(current) ? kept : null;
}

export type AutosaveStatus = "saved" | "saving" | "savedInBrowser" | "notSaved";

type PostForm = UseFormReturn<BlogFormInput, unknown, BlogFormOutput>;

export function usePostAutosave(form: PostForm, editing: { id: number; updatedAt: string } | null) {
  const postId = editing?.id;
  const key = draftKey(postId);
  const updatedAt = editing?.updatedAt;
  const [status, setStatus] = useState<AutosaveStatus>("saved");
  const [offer, setOffer] = useState<KeptDraft | null>(null);
  const timer = useRef<number | undefined>(undefined);
  /** Counts what was typed: an answer about older typing says nothing about the newest. */
  const typings = useRef(0);
  const restoredBody = useRef<string | null>(null);

  // Opened (a post, or the empty form): what this browser kept is offered at once, before the
  // form is drawn; what the server kept is weighed against it when it arrives.
  const opened = `${key}@${updatedAt ?? ""}`;
  const [openedAs, setOpenedAs] = useState<string | null>(null);
  if (openedAs !== opened) {
    setOpenedAs(opened);
    setOffer(offerFor(readDraft(key), updatedAt, form.getValues()));
    setStatus("saved");
  }
  // For a new post, what a closed tab left is weighed too (another open tab's draft is its own).
  useEffect(() => {
    let current = true;
    const kept =
      postId === undefined
        ? newestNewPostDraft()
        : postAutosave
            .read(postId)
            .then((copy): KeptDraft | null => copy && { savedAt: copy.savedAt, values: copy.fields as BlogFormInput, keptIn: "server" });
    kept
      .then((copy) => {
        if (current && copy) setOffer((shown) => offerFor(newerDraft(shown, copy), updatedAt, form.getValues()));
      })
      .catch(() => undefined); // Nothing more to offer; this browser's copy still stands.
    return () => {
      current = false;
    };
  }, [postId, updatedAt, form]);

  // Typed: kept once typing stops, or at once when the page is hidden or closed, or the form
  // opens another post.
  useEffect(() => {
    let typed: BlogFormInput | undefined;
    const keep = ({ say = true, leaving = false } = {}) => {
      window.clearTimeout(timer.current);
      timer.current = undefined;
      if (typed === undefined) return;
      const typing = typings.current;
      const inBrowser = writeDraft(key, { savedAt: new Date().toISOString(), values: typed });
      if (postId === undefined) {
        if (say) setStatus(inBrowser ? "savedInBrowser" : "notSaved");
        return;
      }
      const fallback = inBrowser ? "savedInBrowser" : "notSaved";
      postAutosave.keep(postId, typed, leaving).then(
        () => say && typings.current === typing && setStatus("saved"),
        () => say && typings.current === typing && setStatus(fallback),
      );
    };
    const subscription = form.watch((values, { type }) => {
      if (type !== "change") return;
      typed = structuredClone(values) as BlogFormInput;
      typings.current += 1;
      setStatus("saving");
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(keep, AUTOSAVE_DELAY_MS);
    });
    const keepPending = () => timer.current !== undefined && keep({ leaving: true });
    window.addEventListener("pagehide", keepPending);
    return () => {
      subscription.unsubscribe();
      window.removeEventListener("pagehide", keepPending);
      if (timer.current !== undefined) keep({ say: false, leaving: true });
    };
  }, [key, postId, form]);

  /** After the post is saved: the server has it all (its save deleted the autosave too). */
  const forget = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    typings.current += 1;
    forgetDraft(key);
    setOffer(null);
  };

  const restore = () => {
    if (!offer) return;
    restoredBody.current = offer.values.content ?? "";
    // Against the post's saved values, so that the form counts it as unsaved work.
    form.reset(offer.values, { keepDefaultValues: true });
    // A closed tab's new post becomes this tab's: kept here, and no longer there.
    if (offer.keptIn === "browser" && offer.key !== undefined && offer.key !== key && writeDraft(key, offer)) forgetDraft(offer.key);
    setOffer(null);
    setStatus(offer.keptIn === "server" ? "saved" : "savedInBrowser");
  };
  const discard = () => {
    forgetDraft(postId === undefined ? (offer?.key ?? key) : key);
    if (postId !== undefined) postAutosave.discard(postId).catch(() => undefined); // Offered again next time at worst.
    setOffer(null);
  };
  /** True once for the body a restore put in the editor: its rewriting stays an unsaved change. */
  const isRestoredBody = useCallback((content: string | undefined) => {
    const restored = restoredBody.current !== null && content === restoredBody.current;
    restoredBody.current = null;
    return restored;
  }, []);

  return { status, offer, restore, discard, forget, isRestoredBody, keptIn: postId === undefined ? "browser" : "server" } as const;
}
