// A page whose markup is the same for every visitor and has nothing to interact with but its
// links (home, about, services and the other content pages). Opened from outside the app, the
// served HTML is kept as it stands, for as long as the document lives: its component is not
// loaded at all, coming back to it (Back, or a link) shows the same markup again at once, and its
// links still move within the app. Reached from inside the app, another such page's component is
// loaded by the route's loader, before the page changes, and rendered as usual.
// docs/decisions/0028-served-pages-kept-as-served.md
import { useRouter } from "@tanstack/react-router";
import { use, useEffect, useRef, type ComponentType } from "react";

import { onFirstUse } from "../../worker/shared/on-first-use";
import type { KeptAsServedPath } from "../../worker/shared/app-start";

/** The page the browser loaded, when its screen came with the HTML; read before React starts. */
const servedPath =
  typeof document !== "undefined" && document.getElementById("root")?.firstElementChild ? window.location.pathname : undefined;

interface ServedMain {
  className: string;
  html: string;
}

/** The served `<main>`, read from the document when first asked for: before the app renders over it. */
const servedMain = onFirstUse((): ServedMain | undefined => {
  const main = document.getElementById("main");
  return main?.tagName === "MAIN" ? { className: main.className, html: main.innerHTML } : undefined;
});

/** The served `<main>` of `path`, if the browser loaded that page with its markup. */
const servedMainOf = (path: string) => (servedPath === path ? servedMain() : undefined);

/**
 * A click on a link to this site, as a plain left click: the app follows it without reloading,
 * except a link marked `data-reload-document` (a page the Worker serves outside the app, /your-data).
 */
function inAppLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  if (anchor.hasAttribute("data-reload-document")) return;
  return anchor.origin === window.location.origin ? anchor : undefined;
}

/**
 * The route options of a page kept as served at `path`: its component, and a loader that loads
 * the page's code unless the browser loaded this page with its markup.
 */
export function servedPage(path: KeptAsServedPath, load: () => Promise<ComponentType>) {
  let Page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Page = component;
    }));

  function ServedPage() {
    const router = useRouter();
    const served = servedMainOf(path);
    const mainRef = useRef<HTMLElement>(null);
    // One listener for every link in the served markup (a link's Enter key is a click too).
    useEffect(() => {
      const main = mainRef.current;
      if (!main) return;
      const follow = (event: MouseEvent) => {
        const anchor = inAppLink(event);
        if (!anchor) return;
        event.preventDefault();
        router.history.push(`${anchor.pathname}${anchor.search}${anchor.hash}`);
      };
      main.addEventListener("click", follow);
      return () => main.removeEventListener("click", follow);
    }, [router]);
    if (served) {
      return <main ref={mainRef} id="main" className={served.className || undefined} dangerouslySetInnerHTML={{ __html: served.html }} />;
    }
    if (!Page) use(preload());
    return Page ? <Page /> : null;
  }

  return {
    component: ServedPage,
    loader: () => (servedMainOf(path) ? undefined : preload()),
  };
}
