// When a served page's app starts (web/boot.ts, docs/decisions/0073-kept-pages-start-on-use.md).
// A module with nothing imported: the page's first script reads it.

/**
 * The pages kept as served on a first visit (web/lib/served-page.tsx, web/components/served-pages.ts):
 * text, pictures and links with nothing else to interact with.
 */
export const KEPT_AS_SERVED_PATHS = [
  "/",
  "/services",
  "/about",
  "/projects",
  "/resources",
  "/privacy-policy",
  "/terms-of-service",
] as const;
export type KeptAsServedPath = (typeof KEPT_AS_SERVED_PATHS)[number];

export const isKeptAsServed = (pathname: string): pathname is KeptAsServedPath =>
  (KEPT_AS_SERVED_PATHS as readonly string[]).includes(pathname);

/**
 * A page whose served markup does all it offers without the app: the pages kept as served, and the
 * blog's list and posts, whose buttons are GET forms (docs/decisions/0031-served-page-buttons.md)
 * or wait for the app (web/lib/early-clicks.ts). Its app is fetched when the visitor first uses the
 * page, not before.
 */
export const startsOnUse = (pathname: string) => isKeptAsServed(pathname) || pathname === "/blog" || pathname.startsWith("/blog/");
