import type { Page } from "@playwright/test";

/** Every script of the page; the app's alone (its first script runs) is APP_SCRIPTS. */
const PAGE_SCRIPTS = /\/assets\/.+\.js$/;
export const APP_SCRIPTS = /\/assets\/(shell|main)-[^/]+\.js$/;

/**
 * Holds back the page's own scripts (or those `scripts` matches), as a slow phone connection
 * would, so that a test can use the served HTML before the app takes over. Call the returned
 * function to let them load.
 */
export async function holdScripts(page: Page, scripts = PAGE_SCRIPTS): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(scripts, async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await waitUntilLive(page);
  };
}

/**
 * Waits until the app has taken over the served HTML (web/routes/__root.tsx marks it). The
 * visitor moves the pointer meanwhile: a page usable without the app fetches it only once the
 * visitor uses the page (web/boot.ts), and a move made before the first script ran goes unseen.
 */
export async function waitUntilLive(page: Page) {
  const live = page.locator("html[data-hydrated]");
  for (let move = 0; (await live.count()) === 0; move++) {
    await page.mouse.move(1 + (move % 2), 1);
    await live.waitFor({ state: "attached", timeout: 500 }).catch(() => undefined);
  }
}

/**
 * Opens a page and waits until the app has taken over the served HTML, so that what the test
 * does next is handled by the app rather than racing its start.
 */
export async function openLive(page: Page, path: string) {
  await page.goto(path);
  await waitUntilLive(page);
}

/**
 * Marks the document the page shows now. The returned check tells whether it still does: a move
 * within the app keeps the document, a reload or the browser's own navigation replaces it.
 */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
  return () => page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);
}
