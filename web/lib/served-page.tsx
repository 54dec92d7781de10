// A page whose markup is the same for every visitor and has nothing to interact with but its
// links (home, about, services and the other content pages). Opened from outside the app, the
// served HTML is kept as it stands: its component is not loaded at all, and its links still
// move within the app. Reached from inside the app, the component is loaded by the route's
// loader, before the page changes, and rendered as usual.
// docs/decisions/0028-served-pages-kept-as-served.md
import { useRouter } from "@tanstack/react-router";
import { use, useEffect, useRef, useState, type ComponentType } from "react";

/** The page the browser loaded, when its screen came with the HTML; read before React starts. */
const servedPath =
  typeof document !== "undefined" && document.getElementById("root")?.firstElementChild ? window.location.pathname : undefined;
let servedMarkupTaken = false;

interface ServedMain {
  className: string;
  html: string;
}

/** The served `<main>` of `path`, once: later visits to the path render its component. */
function takeServedMain(path: string): ServedMain | undefined {
  if (servedMarkupTaken || servedPath !== path) return undefined;
  const main = document.getElementById("main");
  if (main?.tagName !== "MAIN") return undefined;
  servedMarkupTaken = true;
  return { className: main.className, html: main.innerHTML };
}

const isServedFirstView = (path: string) => !servedMarkupTaken && servedPath === path;

/** A click on a link to this site, as a plain left click: the app follows it without reloading. */
function inAppLink(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest("a") : null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
  return anchor.origin === window.location.origin ? anchor : undefined;
}

/**
 * The route options of a page kept as served at `path`: its component, and a loader that loads
 * the page's code except when the page is about to be hydrated from its served HTML.
 */
export function servedPage(path: string, load: () => Promise<ComponentType>) {
  let Page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((component) => {
      Page = component;
    }));

  function ServedPage() {
    const router = useRouter();
    const [served] = useState(() => takeServedMain(path));
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
    loader: () => (isServedFirstView(path) ? undefined : preload()),
  };
}
