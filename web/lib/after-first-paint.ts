const FIRST_CONTENTFUL_PAINT = "first-contentful-paint";

/**
 * Runs `then` once the browser has painted the page's first text or image, or at once in a
 * browser that does not report paints. A tab opened in the background paints when it is first
 * shown.
 */
export function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return then();
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName(FIRST_CONTENTFUL_PAINT).length === 0) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
}
