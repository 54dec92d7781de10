// The copy of a post's typed work kept in this browser's storage (decision 0050): the only copy
// for a post never saved, and the fallback for one the server could not take (offline, or a page
// closed with more than a keepalive request may carry). A saved post's copy is keyed by its id. A
// new post's is this tab's own (decision 0063): each tab writing a new post keeps its draft under
// a key of its own, and holds a lock of that name while it is open, so that two tabs never
// overwrite each other's draft and neither offers the other's; a closed tab's draft is offered.
import type { BlogFormInput } from "./form";

const DRAFT_PREFIX = "harborlight:post-draft:";
/** New posts' drafts: `…:new:<tab's id>` (and `…:new`, as one browser-wide draft was kept before). */
const NEW_POST_DRAFT = `${DRAFT_PREFIX}new`;

let tabDraft: string | undefined;

/** This tab's new post's key, made on first use and held (a Web Lock of its name) until the tab closes. */
function thisTabsNewPostDraft(): string {
  if (tabDraft !== undefined) return tabDraft;
  const id = typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  tabDraft = `${NEW_POST_DRAFT}:${id}`;
  // Never released by the page: the browser releases it when the tab closes or reloads.
  void navigator.locks?.request(tabDraft, () => new Promise<never>(() => undefined)).catch(() => undefined);
  return tabDraft;
}

/** Where a post's typed work is kept in this browser: by its id, or for a new post, this tab's own key. */
export const draftKey = (postId: number | undefined) => (postId === undefined ? thisTabsNewPostDraft() : `${DRAFT_PREFIX}${postId}`);

const isNewPostDraft = (key: string) => key === NEW_POST_DRAFT || key.startsWith(`${NEW_POST_DRAFT}:`);

export interface KeptDraft {
  /** When it was kept, ISO. */
  savedAt: string;
  values: BlogFormInput;
  /** Where it was kept: the server (this staff member's autosave of the post) or this browser. */
  keptIn: "server" | "browser";
  /** This browser's key for it. */
  key?: string;
}

export function readDraft(key: string): KeptDraft | null {
  try {
    const text = window.localStorage.getItem(key);
    const draft = text ? (JSON.parse(text) as Partial<KeptDraft>) : null;
    return draft && typeof draft.savedAt === "string" && draft.values
      ? { savedAt: draft.savedAt, values: draft.values, keptIn: "browser", key }
      : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: Pick<KeptDraft, "savedAt" | "values">): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify({ savedAt: draft.savedAt, values: draft.values }));
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

/** The names of the locks other tabs hold or wait for: their new posts' drafts. */
async function draftsOpenElsewhere(): Promise<Set<string>> {
  const locks = await navigator.locks?.query().catch(() => undefined);
  const names = [...(locks?.held ?? []), ...(locks?.pending ?? [])].map((lock) => lock.name);
  return new Set(names.filter((name): name is string => name !== undefined && name !== tabDraft));
}

/**
 * The newest new post's draft this browser keeps that no other open tab is writing: this tab's
 * own, or one a closed tab left. (Where the browser has no locks, any tab's.)
 */
export async function newestNewPostDraft(): Promise<KeptDraft | null> {
  const elsewhere = await draftsOpenElsewhere();
  let keys: string[];
  try {
    keys = Object.keys(window.localStorage);
  } catch {
    return null;
  }
  return keys
    .filter((key) => isNewPostDraft(key) && !elsewhere.has(key))
    .map(readDraft)
    .reduce<KeptDraft | null>(newerDraft, null);
}
