// Clicks on the served page's buttons before the app has attached their handlers (the site
// notice's Dismiss, the narrow screens' menu): held by the page's first script and made again,
// in order, once the app is live. Only buttons that do nothing by themselves (`type="button"`):
// a link is followed by the browser, and a submit button sends its form, as the served page's
// address buttons do (docs/decisions/0031-served-page-buttons.md).

/** A visitor who taps more than this before the app starts is not waiting for each tap. */
const HELD_AT_MOST = 10;

const held: HTMLButtonElement[] = [];
let holding: AbortController | undefined;

/** Holds every click on a button of `type="button"` inside `root` until `replayEarlyClicks`. */
export function holdEarlyClicks(root: HTMLElement): void {
  holding = new AbortController();
  root.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (button?.type === "button" && held.length < HELD_AT_MOST) held.push(button);
    },
    { signal: holding.signal },
  );
}

/** The app is live: stops holding, and clicks again each held button still on the page and enabled. */
export function replayEarlyClicks(): void {
  holding?.abort();
  holding = undefined;
  for (const button of held.splice(0)) if (button.isConnected && !button.disabled) button.click();
}
