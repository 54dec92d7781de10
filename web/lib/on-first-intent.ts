/**
 * What a visitor does before they use a page: moving the pointer over it, touching it, a key,
 * the wheel, focus moving into it, scrolling. Reading alone does none of these.
 */
export const INTENT_EVENTS = ["pointermove", "pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"] as const;

/**
 * A pointer resting over the window while the page loads is not a use: the browser sends it a
 * move with no movement once the page is laid out (to update what it hovers), and the visitor
 * may only be reading. A move that goes somewhere is.
 */
const isRestingPointer = (event: Event) =>
  event.type === "pointermove" && event instanceof MouseEvent && event.movementX === 0 && event.movementY === 0;

/**
 * Runs `then` once, on the visitor's first sign of using the page (INTENT_EVENTS). Until then the
 * page is read as it was served: its links are plain links, and a click on a button is held until
 * the app is live (web/lib/early-use.ts).
 */
export function onFirstIntent(then: () => void): void {
  const listening = new AbortController();
  const start = (event: Event) => {
    if (isRestingPointer(event)) return;
    listening.abort();
    then();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true, signal: listening.signal });
}
