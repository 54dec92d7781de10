// Keeps the document head in step with client-side navigation; the Worker writes the same
// tags into the served HTML (worker/pages/head.ts) from the same page list.
import { findPage, NOT_FOUND_PAGE, type PageMeta } from "../../worker/shared/pages";

function setMeta(selector: string, attribute: "name" | "property", key: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(selector);
  if (!element) {
    element = document.createElement("meta");
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

export function applyHead(page: PageMeta) {
  document.title = page.title;
  setMeta('meta[name="description"]', "name", "description", page.description);
  setMeta('meta[property="og:title"]', "property", "og:title", page.title);
  setMeta('meta[property="og:description"]', "property", "og:description", page.description);
  const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) canonical.href = new URL(page.path || "/", canonical.href).href;
}

/** The head of a static page by its path; blog posts and event pages set their own once loaded. */
export function applyHeadForPath(pathname: string) {
  if (pathname.startsWith("/blog/") || pathname.startsWith("/calendar/")) return;
  applyHead(findPage(pathname) ?? { ...NOT_FOUND_PAGE, path: pathname });
}
