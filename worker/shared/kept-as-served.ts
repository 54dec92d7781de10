// The pages kept as served on a first visit (web/lib/served-page.tsx, web/components/served-pages.ts):
// text, pictures and links with nothing else to interact with. Their app starts when the visitor
// first uses the page (web/boot.ts). A module with nothing imported: the first script reads it.

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
