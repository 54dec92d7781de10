/**
 * Whether a link leaves the site (http or https on another origin) and so opens in a new tab.
 * One rule for the public page's sanitizer and the dashboard's editor.
 */
export function opensInNewTab(href: string, base: string): boolean {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return false;
  }
  return (url.protocol === "http:" || url.protocol === "https:") && url.origin !== new URL(base).origin;
}
