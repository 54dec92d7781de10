// A dismissed site notice (R23) stays dismissed for the visit: the tab remembers its message in
// session storage. Read by the notice (web/components/site-notice.tsx) and, before the app starts,
// by the page's first script, so that a page served with the notice does not show it again.

const DISMISSED_KEY = "site-notice-dismissed";

/** The message this tab dismissed, if any (none when storage is refused, in a privacy mode). */
export function dismissedNotice(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** Remembers `notice` as dismissed for the visit; where storage is refused it shows again on the next page load. */
export function rememberDismissed(notice: string): void {
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, notice);
  } catch {
    // not remembered
  }
}

/** The mark on the notice's region, by which the first script finds it in the served page. */
export const NOTICE_MARK = { "data-site-notice": "" } as const;

/** Hides the served notice at once when this tab dismissed the same message before. */
export function hideDismissedNotice(): void {
  const region = document.querySelector<HTMLElement>("[data-site-notice]");
  const message = region?.querySelector("p")?.textContent;
  if (region && message && message === dismissedNotice()) region.hidden = true;
}
