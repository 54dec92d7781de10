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
 * The forms and the planning tools: built once, at their bare address. An address with a search
 * (a tool's inputs, a quote handed over to the contact form) is shown only once the app applies it.
 */
export const BUILT_BARE_PATHS = [
  "/contact",
  "/camera-registration",
  "/cost-estimator",
  "/coverage-calculator",
  "/security-assessment",
] as const;

const within = (pathname: string, section: string) => pathname === section || pathname.startsWith(`${section}/`);

/**
 * A page whose served markup shows all its address asks for, and offers all it does until the app
 * is live: its links are plain links, its buttons GET forms (docs/decisions/0031-served-page-buttons.md)
 * or held until the app is live with what was typed and chosen (web/lib/early-use.ts). These are the
 * pages kept as served, the blog's and the calendar's pages (rendered for their address), and the
 * forms and tools at their bare address. Its app is fetched when the visitor first uses the page.
 */
export const startsOnUse = (pathname: string, search: string) =>
  isKeptAsServed(pathname) ||
  within(pathname, "/blog") ||
  within(pathname, "/calendar") ||
  ((BUILT_BARE_PATHS as readonly string[]).includes(pathname) && search === "");
