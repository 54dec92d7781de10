/** The dashboard's sections, in sidebar order; the sidebar gives each its label and icon. */
export const SECTION_IDS = ["redirects", "blog", "events", "contacts", "cameras", "audit", "users", "analytics", "settings"] as const;
export type SectionId = (typeof SECTION_IDS)[number];
export const DEFAULT_SECTION: SectionId = "redirects";
