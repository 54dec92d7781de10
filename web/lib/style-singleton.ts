// Radix's dialogs and menus lock the page's scroll through react-remove-scroll, which adds a
// stylesheet while one is open. Its helper, react-style-singleton, adds that sheet as a <style>
// element, and the site's policy (`style-src 'self'`) refuses it: the page behind a dialog kept
// scrolling and every dialog logged a violation. This module takes the helper's place (the build
// aliases the package here, vite.config.ts) with its three exports and their behaviour; the sheet
// is adopted as a constructed stylesheet, which the policy does not govern, since only a script
// the policy already allows can make one. docs/decisions/0032-dialog-scroll-lock-under-csp.md
import { useEffect } from "react";

/** One sheet, added while at least one user holds it. */
export function stylesheetSingleton() {
  let holders = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css: string) {
      if (holders === 0 && typeof document !== "undefined") {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      holders++;
    },
    remove() {
      holders--;
      if (holders === 0 && sheet) {
        const removed = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== removed);
        sheet = null;
      }
    },
  };
}

/** A hook holding the sheet while its component is mounted (again on a change only when dynamic). */
export function styleHookSingleton() {
  const sheet = stylesheetSingleton();
  return function useStyle(styles: string, isDynamic?: boolean) {
    const changesWith = isDynamic ? styles : false;
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
      // As the package does: static styles are added once, whatever later renders pass.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [changesWith]);
  };
}

/** A component form of the hook: renders nothing, holds the sheet while mounted. */
export function styleSingleton() {
  const useStyle = styleHookSingleton();
  return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
    useStyle(styles, dynamic);
    return null;
  };
}
