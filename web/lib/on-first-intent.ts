/**
 * What a visitor does before they use a page: moving the pointer over it, touching it, a key,
 * the wheel, focus moving into it, scrolling. Reading alone does none of these.
 */
export const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;

/**
 * Runs `then` once, on the visitor's first sign of using the page (INTENT_EVENTS). Until then the
 * page is read as it was served: its links are plain links, and a click on a button is held until
 * the app is live (web/lib/early-use.ts).
 */
export function onFirstIntent(then: () => void): void {
  const listening = new AbortController();
  const start = () => {
    listening.abort();
    then();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true, signal: listening.signal });
}
